import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { getErrorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { useForgotPasswordMutation } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import type { RecoveryState } from '../recovery-state';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const navigate = useNavigate();

  const submit = async () => {
    try {
      const response = await forgotPassword({ email }).unwrap();
      toast.success(response.message || 'Check your email');
      navigate(paths.verificationOtp, { state: { email: email.trim() } satisfies RecoveryState });
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };

  return (
    <AuthCard
      title="Forgot Password"
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
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        placeholder="Enter your email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Button type="submit" disabled={email.trim() === '' || isLoading}>
        {isLoading ? 'Loading...' : 'Send Otp'}
      </Button>
    </AuthCard>
  );
}
