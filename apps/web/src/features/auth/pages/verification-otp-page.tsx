// Before the shared user schema is built (see the module).
import '../../../lib/zod-jitless';
import { zodResolver } from '@hookform/resolvers/zod';
import { type VerifyOtpBody, verifyOtpBody } from '@kirana/shared/user';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { getErrorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { useVerifyForgotPasswordOtpMutation } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { emptyOtp, OtpInput } from '../components/otp-input';
import { type RecoveryState, readRecoveryState } from '../recovery-state';

/**
 * The six boxes keep their own digits (a gap in the middle is allowed while typing); the code they make is
 * the form's `otp`, checked with the server's own schema (verifyOtpBody). The button waits for all six.
 */
export function VerificationOtpPage() {
  const { email } = readRecoveryState(useLocation().state);
  const [digits, setDigits] = useState(emptyOtp);
  const {
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<z.input<typeof verifyOtpBody>, unknown, VerifyOtpBody>({
    resolver: zodResolver(verifyOtpBody),
    values: { email: email ?? '', otp: '' },
  });
  const [verify, { isLoading }] = useVerifyForgotPasswordOtpMutation();
  const navigate = useNavigate();

  // The code belongs to an email entered on the previous step.
  if (!email) return <Navigate to={paths.forgotPassword} replace />;

  const complete = digits.every((digit) => digit !== '');
  const changeDigits = (next: string[]) => {
    setDigits(next);
    setValue('otp', next.join(''));
  };

  const submit = async (body: VerifyOtpBody) => {
    try {
      const response = await verify(body).unwrap();
      toast.success(response.message || 'Verify otp successfully');
      navigate(paths.resetPassword, { state: { email, verified: true } satisfies RecoveryState });
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };

  return (
    <AuthCard
      title="Enter OTP"
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
      <p className="text-sm text-neutral-700">
        We emailed a 6-digit code to <span className="font-semibold break-all">{email}</span>.
      </p>
      <OtpInput digits={digits} onChange={changeDigits} />
      {errors.otp?.message && <p className="-mt-2 text-sm text-red-700">OTP {errors.otp.message}</p>}
      <Button type="submit" disabled={!complete || isLoading}>
        {isLoading ? 'Loading...' : 'Verify OTP'}
      </Button>
    </AuthCard>
  );
}
