import type { PublicUser } from '@kirana/shared/user';
import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, type InitialEntry, type RouteObject, RouterProvider } from 'react-router';
import { api } from '../lib/api';
import { sessionListener } from '../lib/session/session-listener';
import { userLoaded, userReducer } from '../lib/session/user-slice';

export const testUser = (overrides: Partial<PublicUser> = {}): PublicUser => ({
  _id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
  name: 'Asha',
  email: 'asha@example.com',
  avatar: '',
  mobile: null,
  verify_email: false,
  last_login_date: null,
  status: 'Active',
  role: 'USER',
  address_details: [],
  shopping_cart: [],
  orderHistory: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

/** A fresh store shaped like the app's, with `user` logged in when given. */
export function makeSessionStore(user?: PublicUser) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, user: userReducer },
    middleware: (getDefault) => getDefault().prepend(sessionListener.middleware).concat(api.middleware),
  });
  if (user) store.dispatch(userLoaded(user));
  return store;
}

/** Mounts `routes` in memory at `entry` inside a fresh store; returns the router to inspect. */
export function renderWithSession(
  routes: RouteObject[],
  { entry = '/', user }: { entry?: InitialEntry; user?: PublicUser } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  render(
    <Provider store={makeSessionStore(user)}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}
