import { NavLink } from 'react-router';

// Admin links and Log Out join this list with the accounts and admin issues.
const LINKS = [
  { to: '/dashboard/profile', label: 'Profile' },
  { to: '/dashboard/myorders', label: 'My Orders' },
  { to: '/dashboard/address', label: 'Save Address' },
];

export function AccountMenu() {
  return (
    <nav aria-label="My account">
      <ul className="grid gap-1">
        {LINKS.map(({ to, label }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                `block rounded-lg px-3 py-2 text-sm hover:bg-neutral-100 ${isActive ? 'bg-brand-soft font-semibold' : ''}`
              }
            >
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
