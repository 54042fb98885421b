import type { CategoryDto, ProductDto, SubCategoryDto } from '@kirana/shared/catalogue';
import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { api } from '../lib/api';
import { userReducer } from '../lib/session/user-slice';

const stamps = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };

export const category = (_id: string, name: string): CategoryDto => ({
  _id,
  name,
  image: `/uploads/${_id}.webp`,
  ...stamps,
});

export const subCategory = (_id: string, name: string, parents: CategoryDto[]): SubCategoryDto => ({
  _id,
  name,
  image: `/uploads/${_id}.webp`,
  category: parents.map(({ _id, name, image }) => ({ _id, name, image })),
  ...stamps,
});

export const product = (overrides: Partial<ProductDto> = {}): ProductDto => ({
  _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  name: 'Toned Milk',
  image: ['/uploads/milk.webp'],
  category: [],
  subCategory: [],
  unit: '500 ml',
  stock: 10,
  price: 100,
  discount: 10,
  description: 'Fresh milk',
  more_details: {},
  publish: true,
  ...stamps,
  ...overrides,
});

export interface Call {
  path: string;
  body: unknown;
}

/** Replaces fetch: `answer` returns the whole JSON body for a path, or undefined for a 404. */
export function stubApi(answer: (call: Call) => unknown): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const text = await request.text();
    const call = { path: new URL(request.url).pathname, body: text ? JSON.parse(text) : null };
    calls.push(call);
    const body = answer(call);
    return new Response(JSON.stringify(body ?? { success: false, error: true, message: 'Not found' }), {
      status: body ? 200 : 404,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

export const envelope = <T,>(data: T, extra: object = {}) => ({
  success: true,
  error: false,
  data,
  ...extra,
});

/** Mounts `routes` at `entry` with a fresh store, as the app would. */
export function renderRoutes(routes: RouteObject[], entry: string) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, user: userReducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}
