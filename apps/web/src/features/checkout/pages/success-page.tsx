import { CircleCheck } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';

/** Reached after an order: cash on delivery passes `{ text: 'Order' }`, the card return passes nothing. */
export function SuccessPage() {
  const state: unknown = useLocation().state;
  const text =
    typeof state === 'object' &&
    state !== null &&
    'text' in state &&
    typeof state.text === 'string' &&
    state.text
      ? state.text
      : 'Payment';

  return (
    <section className="mx-4 my-10 flex max-w-md flex-col items-center gap-4 rounded-xl border border-green-200 bg-green-50 p-6 text-center sm:mx-auto">
      <CircleCheck aria-hidden="true" className="size-12 text-buy" />
      <h1 className="text-xl font-bold text-buy-dark">{text} Successfully</h1>
      <Link to={paths.home} className={buttonStyles()}>
        Go To Home
      </Link>
    </section>
  );
}
