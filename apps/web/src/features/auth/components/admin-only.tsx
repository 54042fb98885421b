import type { UserRole } from '@kirana/shared/user';
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Skeleton } from '../../../components/ui/skeleton';
import { useUserDetails } from '../../../lib/session/use-user-details';
import { selectUser } from '../../../lib/session/user-slice';

/** Renders an admin page for admins and the red notice of docs/product-rules.md "Roles" for everyone else. */
export function AdminOnly({ children }: { children: ReactNode }) {
  return <RoleOnly roles={['ADMIN']}>{children}</RoleOnly>;
}

/** Renders a page for the given roles and the red notice for everyone else. */
export function RoleOnly({ roles, children }: { roles: readonly UserRole[]; children: ReactNode }) {
  const user = useSelector(selectUser);
  const isAdmin = user !== null && roles.includes(user.role);
  // On a fresh load the user is still on its way; judging now would flash the notice at admins.
  const { isLoading } = useUserDetails();

  if (isAdmin) return children;
  if (isLoading) {
    return (
      <div role="status" className="space-y-4">
        <span className="sr-only">Loading…</span>
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-4 font-semibold text-red-700">
      Do not have permission
    </p>
  );
}
