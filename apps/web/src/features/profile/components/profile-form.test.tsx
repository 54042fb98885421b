import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithStore, stubApi } from '../../../test/cart-test-kit';
import { testUser } from '../../../test/session-test-kit';
import { ProfileForm } from './profile-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProfileForm', () => {
  const user = testUser({ mobile: '9876543210' });

  it('saves name and mobile without asking for a password', async () => {
    const calls = stubApi(() => user);
    renderWithStore(<ProfileForm user={user} />, { loggedIn: true });
    expect(screen.queryByLabelText(/Current password/)).toBeNull();
    await userEvent.type(screen.getByLabelText('Name'), ' K');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ name: 'Asha K', email: user.email, mobile: '9876543210' });
  });

  it('asks for the current password when the email changes, and sends it', async () => {
    const calls = stubApi(() => user);
    renderWithStore(<ProfileForm user={user} />, { loggedIn: true });
    const email = screen.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'asha.new@example.com');
    const password = screen.getByLabelText('Current password (needed to change your email)');
    expect(password.getAttribute('type')).toBe('password');
    expect((password as HTMLInputElement).required).toBe(true);
    await userEvent.type(password, 'my current password');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({
      email: 'asha.new@example.com',
      currentPassword: 'my current password',
    });
  });
});
