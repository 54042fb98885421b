import { Suspense } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AccountMenu } from '../../features/account/components/account-menu';
import { paths } from '../../lib/paths';
import { getAccessToken } from '../../lib/session/token-storage';
import { useUserDetails } from '../../lib/session/use-user-details';
import { selectUser } from '../../lib/session/user-slice';
import { PageSkeleton } from './page-skeleton';

/**
 * Every dashboard page needs an account: a guest (no stored token, or one the server no longer accepts)
 * goes to /login, which brings them back here after signing in (`?next=`).
 */
export function DashboardLayout() {
  const user = useSelector(selectUser);
  const { isLoading } = useUserDetails();
  const { pathname, search } = useLocation();

  if (!user && (getAccessToken() === null || !isLoading)) {
    return <Navigate to={`${paths.login}?next=${encodeURIComponent(pathname + search)}`} replace />;
  }
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-6 md:grid-cols-[14rem_minmax(0,1fr)]">
      {/* Phones reach these links from the /user page instead. */}
      <aside className="hidden border-r border-neutral-200 pr-4 md:block">
        <AccountMenu />
      </aside>
      <div className="min-w-0">
        {user ? (
          // The admin pages are code-split; this covers the moment their code is fetched.
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        ) : (
          <PageSkeleton />
        )}
      </div>
    </div>
  );
}
