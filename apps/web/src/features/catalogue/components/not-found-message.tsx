import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

/** What a product or listing link that leads nowhere shows: what is missing, and the way home. */
export function NotFoundMessage({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 text-center">
      <h1 className="text-xl font-semibold">{title}</h1>
      <Link to={paths.home} className="mt-4 inline-block font-semibold text-buy hover:underline">
        Go To Home
      </Link>
    </section>
  );
}
