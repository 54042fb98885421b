import { useState } from 'react';
import toast from 'react-hot-toast';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { getErrorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { type SessionDispatch, startSession } from '../../../lib/session/session';
import { useLoginMutation } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { PasswordField } from '../components/password-field';

const linkStyles = 'font-semibold text-buy hover:underline';

export function LoginPage() {
  const [form, setForm] = useState({ email: '', password: '' });
  const [login, { isLoading }] = useLoginMutation();
  const dispatch = useDispatch<SessionDispatch>();
  const navigate = useNavigate();
  const filled = form.email.trim() !== '' && form.password !== '';

  const submit = async () => {
    try {
      const response = await login(form).unwrap();
      await startSession(dispatch, response.data);
      toast.success(response.message || 'Login successfully');
      navigate(paths.home);
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };

  return (
    <AuthCard
      title="Login"
      onSubmit={submit}
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
        name="email"
        autoComplete="email"
        placeholder="Enter your email"
        value={form.email}
        onChange={(e) => setForm({ ...form, email: e.target.value })}
      />
      <div className="grid gap-1">
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          placeholder="Enter your password"
          value={form.password}
          onChange={(e) => setForm({ ...form, password: e.target.value })}
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
