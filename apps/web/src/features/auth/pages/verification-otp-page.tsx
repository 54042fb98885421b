import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { getErrorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { useVerifyForgotPasswordOtpMutation } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { emptyOtp, OtpInput } from '../components/otp-input';
import { type RecoveryState, readRecoveryState } from '../recovery-state';

export function VerificationOtpPage() {
  const { email } = readRecoveryState(useLocation().state);
  const [digits, setDigits] = useState(emptyOtp);
  const [verify, { isLoading }] = useVerifyForgotPasswordOtpMutation();
  const navigate = useNavigate();

  // The code belongs to an email entered on the previous step.
  if (!email) return <Navigate to={paths.forgotPassword} replace />;

  const complete = digits.every((digit) => digit !== '');

  const submit = async () => {
    try {
      const response = await verify({ email, otp: digits.join('') }).unwrap();
      toast.success(response.message || 'Verify otp successfully');
      navigate(paths.resetPassword, { state: { email, verified: true } satisfies RecoveryState });
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };

  return (
    <AuthCard
      title="Enter OTP"
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
      <p className="text-sm text-neutral-700">
        We emailed a 6-digit code to <span className="font-semibold break-all">{email}</span>.
      </p>
      <OtpInput digits={digits} onChange={setDigits} />
      <Button type="submit" disabled={!complete || isLoading}>
        {isLoading ? 'Loading...' : 'Verify OTP'}
      </Button>
    </AuthCard>
  );
}
