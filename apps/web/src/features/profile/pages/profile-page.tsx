import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { Button, buttonStyles } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { UserAvatar } from '../../../components/user-avatar';
import { paths } from '../../../lib/paths';
import { useUserDetails } from '../../../lib/session/use-user-details';
import { selectUser } from '../../../lib/session/user-slice';
import { AvatarUploadDialog } from '../components/avatar-upload-dialog';
import { ProfileForm } from '../components/profile-form';

export function ProfilePage() {
  const user = useSelector(selectUser);
  const { isLoading } = useUserDetails();
  const [editingAvatar, setEditingAvatar] = useState(false);

  if (!user) {
    if (isLoading) return <Skeleton className="h-64 w-full max-w-md" />;
    return (
      <section className="grid max-w-md gap-3">
        <h1 className="text-xl font-semibold">Profile</h1>
        <p className="text-neutral-600">Log in to see and change your profile.</p>
        <Link to={paths.login} className={`${buttonStyles()} w-fit`}>
          Login
        </Link>
      </section>
    );
  }

  return (
    <section>
      <h1 className="text-xl font-semibold">Profile</h1>
      <div className="mt-4 flex items-center gap-4">
        <UserAvatar user={user} className="size-20 text-3xl" />
        <Button variant="outline" onClick={() => setEditingAvatar(true)}>
          Edit
        </Button>
      </div>
      <AvatarUploadDialog open={editingAvatar} onClose={() => setEditingAvatar(false)} />
      {/* Keyed by the saved record so the form restarts from it after every refetch. */}
      <ProfileForm key={user.updatedAt} user={user} />
    </section>
  );
}
