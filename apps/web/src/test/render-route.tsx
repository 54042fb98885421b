import { render } from '@testing-library/react';
import { createMemoryRouter, type InitialEntry, type RouteObject, RouterProvider } from 'react-router';
import { routes } from '../app/routes';

/** Mounts the app's routes (or the given ones) in memory at `entry`; returns the router to inspect. */
export function renderRoute(entry: InitialEntry, routeList: RouteObject[] = routes) {
  const router = createMemoryRouter(routeList, { initialEntries: [entry] });
  render(<RouterProvider router={router} />);
  return router;
}
