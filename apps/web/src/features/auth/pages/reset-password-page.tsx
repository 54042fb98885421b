import { PASSWORD_MIN_LENGTH, RESET_PASSWORD_MISMATCH } from '@kirana/shared/user-rules';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
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
  const [form, setForm] = useState({ newPassword: '', confirmPassword: '' });
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const navigate = useNavigate();

  // Only reachable right after the OTP page accepted a code.
  if (!email || !verified) return <Navigate to={paths.home} replace />;

  const filled = form.newPassword !== '' && form.confirmPassword !== '';

  const submit = async () => {
    if (form.newPassword !== form.confirmPassword) {
      toast.error(RESET_PASSWORD_MISMATCH);
      return;
    }
    try {
      const response = await resetPassword({ email, ...form }).unwrap();
      toast.success(response.message || 'Password updated successfully.');
      navigate(paths.login);
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
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
      <TextField label="Email" type="email" name="email" value={email} readOnly />
      <PasswordField
        label="New Password"
        name="newPassword"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        placeholder="Enter your new password"
        value={form.newPassword}
        onChange={(e) => setForm({ ...form, newPassword: e.target.value })}
      />
      <PasswordField
        label="Confirm Password"
        name="confirmPassword"
        autoComplete="new-password"
        placeholder="Enter your confirm password"
        value={form.confirmPassword}
        onChange={(e) => setForm({ ...form, confirmPassword: e.target.value })}
      />
      <Button type="submit" disabled={!filled || isLoading}>
        {isLoading ? 'Loading...' : 'Change Password'}
      </Button>
    </AuthCard>
  );
}
