import type { PublicUser } from '@kirana/shared/user';

interface UserAvatarProps {
  user: Pick<PublicUser, 'name' | 'avatar'>;
  /** Tailwind size and text classes, e.g. 'size-10 text-lg'. */
  className?: string;
}

/** The user's photo, or the first letter of their name on the brand yellow. */
export function UserAvatar({ user, className = 'size-10 text-lg' }: UserAvatarProps) {
  const base = `shrink-0 overflow-hidden rounded-full ${className}`;
  if (user.avatar) {
    // The class sets the shown size; width and height give the box its square shape before the photo loads.
    return (
      <img src={user.avatar} alt={user.name} width={40} height={40} className={`${base} object-cover`} />
    );
  }
  return (
    <span
      role="img"
      aria-label={user.name}
      className={`${base} flex items-center justify-center bg-brand font-bold text-ink uppercase`}
    >
      {user.name.trim().charAt(0) || '?'}
    </span>
  );
}
