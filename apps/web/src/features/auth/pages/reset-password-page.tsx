// Before the shared user schema is built (see the module).
import '../../../lib/zod-jitless';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ResetPasswordBody, resetPasswordBody } from '@kirana/shared/user';
import { PASSWORD_MIN_LENGTH, RESET_PASSWORD_MISMATCH } from '@kirana/shared/user-rules';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { getErrorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { useResetPasswordMutation } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { PasswordField } from '../components/password-field';
import { readRecoveryState } from '../recovery-state';

export function ResetPasswordPage() {
  const { email, verified } = readRecoveryState(useLocation().state);
  // The server's reset schema checks the form once the passwords match.
  const {
    register,
    handleSubmit,
    watch,
    getValues,
    formState: { errors },
  } = useForm<z.input<typeof resetPasswordBody>, unknown, ResetPasswordBody>({
    resolver: zodResolver(resetPasswordBody),
    defaultValues: { email: email ?? '', newPassword: '', confirmPassword: '' },
  });
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const navigate = useNavigate();
  const [newPassword, confirmPassword] = watch(['newPassword', 'confirmPassword']);

  // Only reachable right after the OTP page accepted a code.
  if (!email || !verified) return <Navigate to={paths.home} replace />;

  const filled = newPassword !== '' && confirmPassword !== '';

  const send = async (form: ResetPasswordBody) => {
    try {
      const response = await resetPassword(form).unwrap();
      toast.success(response.message || 'Password updated successfully.');
      navigate(paths.login);
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };
  // A mismatch is said first, as a toast; nothing is sent.
  const submit = () => {
    if (getValues('newPassword') !== getValues('confirmPassword')) {
      toast.error(RESET_PASSWORD_MISMATCH);
      return;
    }
    void handleSubmit(send)();
  };

  return (
    <AuthCard
      title="Enter Your Password"
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
      <TextField label="Email" type="email" readOnly error={errors.email?.message} {...register('email')} />
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        placeholder="Enter your new password"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        placeholder="Enter your confirm password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" disabled={!filled || isLoading}>
        {isLoading ? 'Loading...' : 'Change Password'}
      </Button>
    </AuthCard>
  );
}
