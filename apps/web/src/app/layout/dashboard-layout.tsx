import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AccountMenu } from '../../features/account/components/account-menu';
import { PageSkeleton } from './page-skeleton';

export function DashboardLayout() {
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 md:grid-cols-[14rem_1fr]">
      {/* Phones reach these links from the /user page instead. */}
      <aside className="hidden border-r border-neutral-200 pr-4 md:block">
        <AccountMenu />
      </aside>
      <div className="min-w-0">
        {/* The admin pages are code-split; this covers the moment their code is fetched. */}
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
