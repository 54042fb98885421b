import type { PublicUser } from '@kirana/shared/user';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { getErrorMessage } from '../../../lib/api-error';
import { useUpdateUserMutation } from '../../../lib/session/user-api';

const formOf = (user: PublicUser) => ({ name: user.name, email: user.email, mobile: user.mobile ?? '' });

/**
 * Name, email and mobile (all required); saving refetches the user. A new email also asks for the current
 * password, which the server requires for it.
 */
export function ProfileForm({ user }: { user: PublicUser }) {
  const [form, setForm] = useState(() => formOf(user));
  const [currentPassword, setCurrentPassword] = useState('');
  const [updateUser, { isLoading }] = useUpdateUserMutation();
  const saved = formOf(user);
  const changed = (Object.keys(form) as (keyof typeof form)[]).some((key) => form[key] !== saved[key]);
  const emailChanged = form.email.trim().toLowerCase() !== saved.email;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const response = await updateUser(emailChanged ? { ...form, currentPassword } : form).unwrap();
      setCurrentPassword('');
      toast.success(response.message || 'Updated successfully');
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };

  return (
    <form onSubmit={submit} className="mt-6 grid max-w-md gap-4">
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        required
        value={form.name}
        onChange={(e) => setForm({ ...form, name: e.target.value })}
      />
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={form.email}
        onChange={(e) => setForm({ ...form, email: e.target.value })}
      />
      {emailChanged && (
        <TextField
          label="Current password (needed to change your email)"
          type="password"
          name="currentPassword"
          autoComplete="current-password"
          required
          value={currentPassword}
          onChange={(e) => setCurrentPassword(e.target.value)}
        />
      )}
      <TextField
        label="Mobile"
        type="tel"
        name="mobile"
        autoComplete="tel"
        required
        value={form.mobile}
        onChange={(e) => setForm({ ...form, mobile: e.target.value })}
      />
      <Button type="submit" disabled={!changed || isLoading}>
        {isLoading ? 'Loading...' : 'Submit'}
      </Button>
    </form>
  );
}
