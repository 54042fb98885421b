import { PASSWORD_MIN_LENGTH, PASSWORD_MISMATCH } from '@kirana/shared/user-rules';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { getErrorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { useRegisterMutation } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { PasswordField } from '../components/password-field';

const EMPTY = { name: '', email: '', password: '', confirmPassword: '' };

export function RegisterPage() {
  const [form, setForm] = useState(EMPTY);
  const [register, { isLoading }] = useRegisterMutation();
  const navigate = useNavigate();
  const filled = Object.values(form).every((value) => value.trim() !== '');
  const set = (field: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setForm({ ...form, [field]: e.target.value });

  const submit = async () => {
    if (form.password !== form.confirmPassword) {
      toast.error(PASSWORD_MISMATCH);
      return;
    }
    try {
      const response = await register(form).unwrap();
      toast.success(response.message || 'User registered successfully');
      navigate(paths.login);
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
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
        name="name"
        autoComplete="name"
        placeholder="Enter your name"
        value={form.name}
        onChange={set('name')}
      />
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        placeholder="Enter your email"
        value={form.email}
        onChange={set('email')}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        placeholder="Enter your password"
        value={form.password}
        onChange={set('password')}
      />
      <PasswordField
        label="Confirm Password"
        name="confirmPassword"
        autoComplete="new-password"
        placeholder="Enter your confirm password"
        value={form.confirmPassword}
        onChange={set('confirmPassword')}
      />
      <Button type="submit" disabled={!filled || isLoading}>
        {isLoading ? 'Loading...' : 'Register'}
      </Button>
    </AuthCard>
  );
}
