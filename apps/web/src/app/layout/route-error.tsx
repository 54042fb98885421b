import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, buttonStyles } from '../../components/ui/button';
import { paths } from '../../lib/paths';
import { NotFoundPage } from '../pages/not-found-page';

/** The errorElement of every route: a crash in one page keeps the header and footer around it. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  return (
    <section
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center"
    >
      <h1 className="text-xl font-semibold">Something went wrong</h1>
      <p className="text-neutral-600">This page could not be shown. Reloading usually fixes it.</p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Link to={paths.home} className={buttonStyles('outline')}>
          Go To Home
        </Link>
      </div>
    </section>
  );
}
