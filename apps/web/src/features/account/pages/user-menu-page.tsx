import { X } from 'lucide-react';
import { useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { useUserDetails } from '../../../lib/session/use-user-details';
import { selectIsLoggedIn } from '../../../lib/session/user-slice';
import { AccountMenu } from '../components/account-menu';

/** /user: the account menu as a page, for phones where the dashboard sidebar is hidden. */
export function UserMenuPage() {
  const navigate = useNavigate();
  const loggedIn = useSelector(selectIsLoggedIn);
  const { isLoading } = useUserDetails();

  return (
    <section aria-label="Account menu" className="mx-auto max-w-md px-4 py-4">
      <div className="flex justify-end">
        <button
          type="button"
          aria-label="Close"
          onClick={() => navigate(-1)}
          className="flex size-11 items-center justify-center rounded-full hover:bg-neutral-100"
        >
          <X aria-hidden="true" className="size-6" />
        </button>
      </div>
      {loggedIn ? (
        <AccountMenu />
      ) : (
        !isLoading && (
          <div className="grid gap-3 px-3">
            <p className="text-neutral-700">Log in to see your orders, addresses and profile.</p>
            <Link to={paths.login} className={`${buttonStyles()} w-fit`}>
              Login
            </Link>
          </div>
        )
      )}
    </section>
  );
}
