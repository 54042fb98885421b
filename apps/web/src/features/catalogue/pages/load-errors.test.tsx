import { fireEvent, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { category, envelope, product, renderRoutes, subCategory } from '../../../test/catalogue-test-kit';
import { HomePage } from './home-page';
import { ProductListingPage } from './product-listing-page';
import { SearchPage } from './search-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const failure = () =>
  Response.json({ success: false, error: true, message: 'Database unavailable' }, { status: 503 });

/** Answers from `answer(path)`; a `failing` set of paths fail until `heal()`. */
function stubFetch(answer: (path: string, body: unknown) => unknown, failing: Set<string>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname;
    const text = await request.text();
    calls.push(path);
    if (failing.has(path)) return failure();
    return Response.json(answer(path, text ? JSON.parse(text) : null));
  });
  return calls;
}

describe('pages whose data fails to load', () => {
  it('home says the categories failed, in a toast and on the page, and tries again', async () => {
    vi.spyOn(toast, 'error');
    const dairy = category('c1', 'Dairy');
    const failing = new Set(['/api/category/get']);
    stubFetch(
      (path) =>
        path === '/api/subcategory/get' ? envelope([]) : envelope(path.includes('product') ? [] : [dairy]),
      failing,
    );
    renderRoutes([{ path: '/', element: <HomePage /> }], '/');
    expect(await screen.findByText('The categories could not be loaded.')).toBeTruthy();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Something went wrong while fetching categories. Database unavailable',
        {
          id: 'fetch-categories',
        },
      ),
    );
    failing.clear();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findAllByText('Dairy')).length).toBeGreaterThan(0);
    expect(screen.queryByText('The categories could not be loaded.')).toBeNull();
  });

  it('search says it failed instead of "Search Results: 0", and tries again', async () => {
    const failing = new Set(['/api/product/search-product']);
    stubFetch(
      () => envelope([product({ name: 'Paneer' })], { totalCount: 1, totalPage: 1, page: 1, limit: 10 }),
      failing,
    );
    renderRoutes([{ path: 'search', element: <SearchPage /> }], '/search?q=paneer');
    expect(await screen.findByText('The search could not be completed.')).toBeTruthy();
    expect(screen.queryByText('Search Results: 0')).toBeNull();
    failing.clear();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Search Results: 1')).toBeTruthy();
  });

  it('a listing shows placeholders, not the last sub category’s products, while the next one loads', async () => {
    const veg = category('c1', 'Vegetables');
    const leafy = subCategory('s1', 'Leafy', [veg]);
    const roots = subCategory('s2', 'Roots', [veg]);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal('fetch', async (request: Request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/subcategory/get') return Response.json(envelope([leafy, roots]));
      const body = JSON.parse(await request.text()) as { subCategoryId: string };
      if (body.subCategoryId === 's2') await held;
      const name = body.subCategoryId === 's1' ? 'Spinach' : 'Carrot';
      return Response.json(
        envelope([product({ _id: `${body.subCategoryId}xxxxxxxxxxxxxxxxxxxxxx`, name })], {
          totalCount: 1,
          totalPage: 1,
          page: 1,
          limit: 8,
        }),
      );
    });
    renderRoutes(
      [{ path: ':category/:subCategory', element: <ProductListingPage /> }],
      '/Vegetables-c1/Leafy-s1',
    );
    expect(await screen.findByText('Spinach')).toBeTruthy();
    fireEvent.click(await screen.findByRole('link', { name: 'Roots' }));
    await waitFor(() => expect(screen.queryByText('Spinach')).toBeNull());
    release();
    expect(await screen.findByText('Carrot')).toBeTruthy();
  });
});
