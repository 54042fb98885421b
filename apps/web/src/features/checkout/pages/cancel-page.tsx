import { CircleX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';

/** Where the card provider sends a shopper who abandons its hosted checkout. */
export function CancelPage() {
  return (
    <section className="mx-4 my-10 flex max-w-md flex-col items-center gap-4 rounded-xl border border-red-200 bg-red-50 p-6 text-center sm:mx-auto">
      <CircleX aria-hidden="true" className="size-12 text-red-700" />
      <h1 className="text-xl font-bold text-red-800">Order Cancel</h1>
      <Link to={paths.home} className={buttonStyles('outline')}>
        Go To Home
      </Link>
    </section>
  );
}
