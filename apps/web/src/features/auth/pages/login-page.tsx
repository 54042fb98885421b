// Before the shared user schema is built (see the module).
import '../../../lib/zod-jitless';
import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginBody, loginBody } from '@kirana/shared/user';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useDispatch } from 'react-redux';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { getErrorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { type SessionDispatch, startSession } from '../../../lib/session/session';
import { useLoginMutation } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { PasswordField } from '../components/password-field';

const linkStyles = 'font-semibold text-buy hover:underline';

/** Where to go after signing in: the page that sent the guest here (`?next=`), if it is one of ours. */
const afterLogin = (next: string | null) =>
  next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : paths.home;

export function LoginPage() {
  // The server's login schema checks the form; the button waits for both fields.
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<z.input<typeof loginBody>, unknown, LoginBody>({
    resolver: zodResolver(loginBody),
    defaultValues: { email: '', password: '' },
  });
  const [login, { isLoading }] = useLoginMutation();
  const dispatch = useDispatch<SessionDispatch>();
  const navigate = useNavigate();
  const next = useSearchParams()[0].get('next');
  const [email, password] = watch(['email', 'password']);
  const filled = String(email ?? '').trim() !== '' && password !== '';

  const submit = async (form: LoginBody) => {
    try {
      const response = await login(form).unwrap();
      await startSession(dispatch, response.data);
      toast.success(response.message || 'Login successfully');
      navigate(afterLogin(next), { replace: true });
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };

  return (
    <AuthCard
      title="Login"
      onSubmit={handleSubmit(submit)}
      footer={
        <p>
          Don't have account?{' '}
          <Link to={paths.register} className={linkStyles}>
            Register
          </Link>
        </p>
      }
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="Enter your email"
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="grid gap-1">
        <PasswordField
          label="Password"
          autoComplete="current-password"
          placeholder="Enter your password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Link to={paths.forgotPassword} className={`ml-auto text-sm ${linkStyles}`}>
          Forgot password ?
        </Link>
      </div>
      <Button type="submit" disabled={!filled || isLoading}>
        {isLoading ? 'Loading...' : 'Login'}
      </Button>
    </AuthCard>
  );
}
