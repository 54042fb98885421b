import type { PublicUser } from '@kirana/shared/user';
import { UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { AccountDropdown } from '../../features/account/components/account-dropdown';
import { SearchBox } from '../../features/catalogue/components/search-box';
import { useScrolledDown } from '../../hooks/use-scrolled-down';
import type { CartSummary } from '../../lib/cart/use-cart-summary';
import { paths } from '../../lib/paths';
import { HeaderCartButton } from './header-cart-button';
import { HeaderLocation } from './header-location';

interface SiteHeaderProps {
  cart: CartSummary;
  /** The logged-in user; absent or null for a guest. */
  user?: PublicUser | null;
}

/**
 * On phones the logo row slides away while the shopper scrolls down, leaving the search box at the top;
 * it returns on any scroll up, or when focus moves into it. A transform, so nothing below moves.
 */
const COLLAPSED = 'max-md:-translate-y-14 max-md:focus-within:translate-y-0';

export function SiteHeader({ cart, user }: SiteHeaderProps) {
  const collapsed = useScrolledDown();
  return (
    <header
      data-collapsed={collapsed || undefined}
      className={`sticky top-0 z-40 border-b border-neutral-200 bg-white transition-transform duration-200 motion-reduce:transition-none ${collapsed ? COLLAPSED : ''}`}
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-3 px-4 py-3 md:flex-nowrap md:gap-x-4 lg:gap-x-6">
        <Link
          to={paths.home}
          aria-label="Kirana home"
          className="shrink-0 rounded-lg bg-brand px-2 py-1 text-xl font-extrabold tracking-tight text-ink md:px-3 md:text-2xl"
        >
          Kirana
        </Link>
        <HeaderLocation />
        {/* Phones: a second, full-width row; wider screens: between the logo and the actions. */}
        <div className="order-last w-full md:order-none md:flex-1">
          <SearchBox />
        </div>
        <Link
          to={user ? paths.userMenu : paths.login}
          aria-label={user ? 'My account' : 'Login'}
          className="flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-neutral-100 md:hidden"
        >
          <UserRound aria-hidden="true" className="size-7" />
        </Link>
        <nav aria-label="Account and cart" className="hidden items-center gap-6 md:flex">
          {user ? (
            <AccountDropdown user={user} />
          ) : (
            <Link to={paths.login} className="rounded-lg px-2 py-2 text-lg text-ink hover:bg-neutral-100">
              Login
            </Link>
          )}
          <HeaderCartButton count={cart.count} total={cart.total} />
        </nav>
      </div>
    </header>
  );
}
