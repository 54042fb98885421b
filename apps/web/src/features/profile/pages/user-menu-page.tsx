import { X } from 'lucide-react';
import { useNavigate } from 'react-router';
import { AccountMenu } from '../components/account-menu';

/** /user: the account menu as a page, for phones where the dashboard sidebar is hidden. */
export function UserMenuPage() {
  const navigate = useNavigate();
  return (
    <section className="mx-auto max-w-md px-4 py-4">
      <div className="mb-4 flex items-center justify-between">
        <h1 className="text-xl font-semibold">My Account</h1>
        <button
          type="button"
          aria-label="Close"
          onClick={() => navigate(-1)}
          className="flex size-11 items-center justify-center rounded-full hover:bg-neutral-100"
        >
          <X aria-hidden="true" className="size-6" />
        </button>
      </div>
      <AccountMenu />
    </section>
  );
}
