import { PASSWORD_MISMATCH } from '@kirana/shared/user';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import type { InitialEntry } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSession } from '../../../test/session-test-kit';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';
import { VerificationOtpPage } from './verification-otp-page';

const renderAt = (entry: InitialEntry) =>
  renderWithSession(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/verification-otp', element: <VerificationOtpPage /> },
      { path: '/forgot-password', element: <h1>Forgot Password</h1> },
    ],
    { entry },
  );

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LoginPage', () => {
  it('keeps Login disabled until email and password are both filled', async () => {
    const user = userEvent.setup();
    renderAt('/login');
    expect(button('Login').disabled).toBe(true);
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    expect(button('Login').disabled).toBe(true);
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    expect(button('Login').disabled).toBe(false);
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    renderAt('/login');
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(password.type).toBe('password');
    await user.click(button('Show password'));
    expect(password.type).toBe('text');
    await user.click(button('Hide password'));
    expect(password.type).toBe('password');
  });
});

describe('RegisterPage', () => {
  it('refuses mismatched passwords with a toast and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const toastError = vi.spyOn(toast, 'error');
    const user = userEvent.setup();
    renderAt('/register');

    expect(button('Register').disabled).toBe(true);
    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'password-one');
    expect(button('Register').disabled).toBe(true);
    await user.type(screen.getByLabelText('Confirm Password'), 'password-two');
    await user.click(button('Register'));

    expect(toastError).toHaveBeenCalledWith(PASSWORD_MISMATCH);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('VerificationOtpPage', () => {
  it('sends the shopper back to /forgot-password when no email was carried over', async () => {
    const router = renderAt('/verification-otp');
    expect(await screen.findByRole('heading', { name: 'Forgot Password' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('names the email the code was sent to', () => {
    renderAt({ pathname: '/verification-otp', state: { email: 'asha@example.com' } });
    expect(screen.getByText('asha@example.com')).toBeTruthy();
    expect(button('Verify OTP').disabled).toBe(true);
  });
});
