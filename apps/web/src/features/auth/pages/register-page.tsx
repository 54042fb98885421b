// Before the shared user schema is built (see the module).
import '../../../lib/zod-jitless';
import { zodResolver } from '@hookform/resolvers/zod';
import { type RegisterBody, registerBody } from '@kirana/shared/user';
import { PASSWORD_MIN_LENGTH, PASSWORD_MISMATCH } from '@kirana/shared/user-rules';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { getErrorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { useRegisterMutation } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { PasswordField } from '../components/password-field';

const EMPTY = { name: '', email: '', password: '', confirmPassword: '' };

export function RegisterPage() {
  // The server's registration schema checks the form once the passwords match.
  const {
    register: field,
    handleSubmit,
    watch,
    getValues,
    formState: { errors },
  } = useForm<z.input<typeof registerBody>, unknown, RegisterBody>({
    resolver: zodResolver(registerBody),
    defaultValues: EMPTY,
  });
  const [register, { isLoading }] = useRegisterMutation();
  const navigate = useNavigate();
  const filled = Object.values(watch()).every((value) => String(value ?? '').trim() !== '');

  const send = async (form: RegisterBody) => {
    try {
      const response = await register(form).unwrap();
      toast.success(response.message || 'User registered successfully');
      navigate(paths.login);
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };
  // A mismatch is said first, as a toast, whatever else is wrong; nothing is sent.
  const submit = () => {
    const { password, confirmPassword } = getValues();
    if (password !== confirmPassword) {
      toast.error(PASSWORD_MISMATCH);
      return;
    }
    void handleSubmit(send)();
  };

  return (
    <AuthCard
      title="Register"
      onSubmit={submit}
      footer={
        <p>
          Already have account?{' '}
          <Link to={paths.login} className="font-semibold text-buy hover:underline">
            Login
          </Link>
        </p>
      }
    >
      <TextField
        label="Name"
        autoComplete="name"
        placeholder="Enter your name"
        error={errors.name?.message}
        {...field('name')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="Enter your email"
        error={errors.email?.message}
        {...field('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        placeholder="Enter your password"
        error={errors.password?.message}
        {...field('password')}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        placeholder="Enter your confirm password"
        error={errors.confirmPassword?.message}
        {...field('confirmPassword')}
      />
      <Button type="submit" disabled={!filled || isLoading}>
        {isLoading ? 'Loading...' : 'Register'}
      </Button>
    </AuthCard>
  );
}
