import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button';
import { paths } from '../../lib/paths';

export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <p className="text-5xl font-extrabold text-neutral-500">404</p>
      <h1 className="text-xl font-semibold">Page not found</h1>
      <p className="text-neutral-600">This page does not exist or has moved.</p>
      <Link to={paths.home} className={buttonStyles()}>
        Go To Home
      </Link>
    </section>
  );
}
