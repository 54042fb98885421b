import type { ProductDto } from '@kirana/shared/catalogue';
import type { PublicUser } from '@kirana/shared/user';
import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { api } from '../lib/api';
import { userLoaded, userReducer } from '../lib/session/user-slice';

export const product = (overrides: Partial<ProductDto>): ProductDto => ({
  _id: 'p1',
  name: 'Amul Milk',
  image: ['/milk.png'],
  category: [],
  subCategory: [],
  unit: '500 ml',
  stock: 10,
  price: 100,
  discount: 10,
  description: '',
  more_details: {},
  publish: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: Call) => unknown;

/** Replaces fetch with `handler`, which answers with the envelope's `data` (or throws for a 4xx). */
export function stubApi(handler: Handler): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const text = await request.text();
    const call = {
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : null,
    };
    calls.push(call);
    const data = handler(call);
    return new Response(JSON.stringify({ success: true, error: false, data }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

const shopper = { _id: 'u1', name: 'Asha', role: 'USER' } as PublicUser;

/** Mounts `ui` with a fresh store (logged in or a guest) inside a memory router. */
export function renderWithStore(ui: ReactNode, { loggedIn = false } = {}) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, user: userReducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  if (loggedIn) store.dispatch(userLoaded(shopper));
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router };
}
