import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, type InitialEntry, type RouteObject, RouterProvider } from 'react-router';
import { routes } from '../app/routes';
import { api } from '../lib/api';
import { userReducer } from '../lib/session/user-slice';

/**
 * Mounts the app's routes (or the given ones) in memory at `entry`, with a fresh store (the layout
 * reads the session and the cart from it); returns the router to inspect.
 */
export function renderRoute(entry: InitialEntry, routeList: RouteObject[] = routes) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, user: userReducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
  const router = createMemoryRouter(routeList, { initialEntries: [entry] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}
