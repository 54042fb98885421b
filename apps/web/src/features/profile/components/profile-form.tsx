// Before the shared user schema is built (see the module).
import '../../../lib/zod-jitless';
import { zodResolver } from '@hookform/resolvers/zod';
import { type PublicUser, updateUserBody } from '@kirana/shared/user';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { getErrorMessage } from '../../../lib/api-error';
import { useUpdateUserMutation } from '../../../lib/session/user-api';

/** The server's schema for the update, with the three fields the profile requires. */
const profileSchema = updateUserBody.required({ name: true, email: true, mobile: true });
type ProfileInput = z.input<typeof profileSchema>;
type ProfileValues = z.output<typeof profileSchema>;

const formOf = (user: PublicUser): ProfileInput => ({
  name: user.name,
  email: user.email,
  mobile: user.mobile ?? '',
  currentPassword: '',
});

const LABELS: Record<keyof ProfileInput, string> = {
  name: 'Name',
  email: 'Email',
  mobile: 'Mobile',
  currentPassword: 'Current password',
};

/**
 * Name, email and mobile (all required), checked with the server's own schema; saving refetches the user.
 * A new email also asks for the current password, which the server requires for it.
 */
export function ProfileForm({ user }: { user: PublicUser }) {
  const {
    register,
    handleSubmit,
    watch,
    resetField,
    formState: { errors, isDirty },
  } = useForm<ProfileInput, unknown, ProfileValues>({
    resolver: zodResolver(profileSchema),
    values: formOf(user),
  });
  const [updateUser, { isLoading }] = useUpdateUserMutation();
  const emailChanged =
    String(watch('email') ?? '')
      .trim()
      .toLowerCase() !== user.email;

  const submit = async ({ currentPassword, ...values }: ProfileValues) => {
    try {
      const response = await updateUser(emailChanged ? { ...values, currentPassword } : values).unwrap();
      resetField('currentPassword');
      toast.success(response.message || 'Updated successfully');
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };

  const field = (name: keyof ProfileInput) => {
    const message = errors[name]?.message;
    return {
      ...register(name),
      'aria-invalid': message ? true : undefined,
      'aria-describedby': message ? `profile-${name}-error` : undefined,
    };
  };
  const error = (name: keyof ProfileInput) => {
    const message = errors[name]?.message;
    return message ? (
      <p id={`profile-${name}-error`} className="-mt-3 text-sm text-red-700">
        {LABELS[name]} {message}
      </p>
    ) : null;
  };

  return (
    <form onSubmit={handleSubmit(submit)} className="mt-6 grid max-w-md gap-4">
      <TextField label="Name" autoComplete="name" required {...field('name')} />
      {error('name')}
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
      {error('email')}
      {emailChanged && (
        <>
          <TextField
            label="Current password (needed to change your email)"
            type="password"
            autoComplete="current-password"
            required
            {...field('currentPassword')}
          />
          {error('currentPassword')}
        </>
      )}
      <TextField label="Mobile" type="tel" autoComplete="tel" required {...field('mobile')} />
      {error('mobile')}
      <Button type="submit" disabled={!isDirty || isLoading}>
        {isLoading ? 'Loading...' : 'Submit'}
      </Button>
    </form>
  );
}
