import { ExternalLink, LogOut } from 'lucide-react';
import { useSelector } from 'react-redux';
import { Link, NavLink } from 'react-router';
import { DASHBOARD_MENU, paths } from '../../../lib/paths';
import { useLogOut } from '../../../lib/session/use-log-out';
import { selectIsAdmin, selectUser } from '../../../lib/session/user-slice';

const itemStyles =
  'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm hover:bg-neutral-100';

/**
 * The dashboard menu: the desktop sidebar, the header dropdown and the phone's /user page.
 * `onNavigate` lets the dropdown close itself once an item is chosen.
 */
export function AccountMenu({ onNavigate }: { onNavigate?: () => void }) {
  const user = useSelector(selectUser);
  const isAdmin = useSelector(selectIsAdmin);
  const logOut = useLogOut();
  const items = DASHBOARD_MENU.filter((item) => !item.roles || (user && item.roles.includes(user.role)));

  return (
    <nav aria-label="My account">
      <p className="px-3 text-base font-semibold">My Account</p>
      <Link
        to={paths.profile}
        onClick={onNavigate}
        className="mx-0 mt-1 flex items-center gap-2 rounded-lg px-3 py-1 text-sm text-neutral-700 hover:bg-neutral-100"
      >
        <span className="truncate">
          {user?.name ?? 'Profile'}
          {isAdmin && <span className="font-semibold text-ink"> (Admin)</span>}
        </span>
        <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
      </Link>
      <hr className="my-2 border-neutral-200" />
      <ul className="grid gap-1">
        {items.map(({ to, label }) => (
          <li key={to}>
            <NavLink
              to={to}
              onClick={onNavigate}
              className={({ isActive }) => `${itemStyles} ${isActive ? 'bg-brand-soft font-semibold' : ''}`}
            >
              {label}
            </NavLink>
          </li>
        ))}
        <li>
          <button type="button" onClick={() => logOut().then(onNavigate)} className={itemStyles}>
            <LogOut aria-hidden="true" className="size-4" />
            Log Out
          </button>
        </li>
      </ul>
    </nav>
  );
}
