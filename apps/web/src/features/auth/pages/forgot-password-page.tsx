// Before the shared user schema is built (see the module).
import '../../../lib/zod-jitless';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ForgotPasswordBody, forgotPasswordBody } from '@kirana/shared/user';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { getErrorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { useForgotPasswordMutation } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import type { RecoveryState } from '../recovery-state';

export function ForgotPasswordPage() {
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<z.input<typeof forgotPasswordBody>, unknown, ForgotPasswordBody>({
    resolver: zodResolver(forgotPasswordBody),
    defaultValues: { email: '' },
  });
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const navigate = useNavigate();
  const filled = String(watch('email') ?? '').trim() !== '';

  const submit = async ({ email }: ForgotPasswordBody) => {
    try {
      const response = await forgotPassword({ email }).unwrap();
      toast.success(response.message || 'Check your email');
      navigate(paths.verificationOtp, { state: { email } satisfies RecoveryState });
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };

  return (
    <AuthCard
      title="Forgot Password"
      onSubmit={handleSubmit(submit)}
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
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="Enter your email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" disabled={!filled || isLoading}>
        {isLoading ? 'Loading...' : 'Send Otp'}
      </Button>
    </AuthCard>
  );
}
