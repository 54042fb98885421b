import { configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api';
import { ProductAdminPage } from './product-admin-page';

interface ListBody {
  page: number;
  limit: number;
  search: string;
}

/**
 * A catalogue of 30 products (3 pages of 12), or 5 (1 page) when searching; 'jar' matches more than the
 * server counts (10,000 counted, `totalCapped`).
 */
function stubProductList() {
  const bodies: ListBody[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const body = (await request.json()) as ListBody;
      bodies.push(body);
      if (failingPages.has(body.page)) {
        return Response.json(
          { success: false, error: true, message: 'Database unavailable' },
          { status: 503 },
        );
      }
      const totalCount = body.search === 'jar' ? 10_000 : body.search ? 5 : 30;
      const count = Math.max(0, Math.min(body.limit, totalCount - (body.page - 1) * body.limit));
      const data = Array.from({ length: count }, (_, i) => ({
        _id: `${body.search}${body.page}x${i}`,
        name: `${body.search || 'Item'} p${body.page} #${i}`,
        image: [],
        unit: '1 kg',
      }));
      return new Response(
        JSON.stringify({
          success: true,
          error: false,
          data,
          totalCount,
          totalNoPage: Math.ceil(totalCount / body.limit),
          ...(body.search === 'jar' ? { totalCapped: true } : {}),
        }),
        { headers: { 'Content-Type': 'application/json' } },
      );
    }),
  );
  return bodies;
}

function renderPage() {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  render(
    <Provider store={store}>
      <ProductAdminPage />
    </Provider>,
  );
}

let bodies: ListBody[];
/** Pages the stub answers with a 503 until a test heals them. */
let failingPages: Set<number>;

beforeEach(() => {
  failingPages = new Set();
  bodies = stubProductList();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProductAdminPage paging and search', () => {
  it('pages with Previous and Next, ignoring presses past either end', async () => {
    const user = userEvent.setup();
    renderPage();

    expect(await screen.findByText('Item p1 #0')).toBeTruthy();
    expect(screen.getByText('1/3')).toBeTruthy();
    expect(bodies[0]).toEqual({ page: 1, limit: 12, search: '' });

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('1/3')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Item p2 #0')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Item p3 #5')).toBeTruthy();
    expect(screen.getByText('3/3')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('3/3')).toBeTruthy();
    expect(bodies.map((b) => b.page)).toEqual([1, 2, 3]);
  });

  it('searches after a 300 ms pause and goes back to page 1', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Item p1 #0');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Item p2 #0');

    await user.type(screen.getByPlaceholderText('Search product here ...'), 'milk');

    expect(await screen.findByText('milk p1 #4')).toBeTruthy();
    expect(screen.getByText('1/1')).toBeTruthy();
    // One request for the whole word, none per keystroke.
    expect(bodies.slice(2)).toEqual([{ page: 1, limit: 12, search: 'milk' }]);
    expect(screen.queryByText(/products match/)).toBeNull();
  });

  it('says when more products match than the search counted', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByPlaceholderText('Search product here ...'), 'jar');
    expect(await screen.findByText('jar p1 #0')).toBeTruthy();
    expect(screen.getByText('1/834')).toBeTruthy();
    expect(screen.getByText('More than 10,000 products match: add words to narrow the search.')).toBeTruthy();
  });

  it('says when a page fails to load, offers to try again, and does not page on a stale total', async () => {
    const user = userEvent.setup();
    failingPages.add(2);
    renderPage();
    await screen.findByText('Item p1 #0');

    await user.click(screen.getByRole('button', { name: 'Next' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Database unavailable');
    // Page 1's products and its '1/3' belong to another answer: neither is shown beside the error.
    expect(screen.queryByText('Item p1 #0')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();

    failingPages.clear();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Item p2 #0')).toBeTruthy();
    expect(screen.getByText('2/3')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
