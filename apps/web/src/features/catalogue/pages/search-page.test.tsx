import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, product, renderRoutes, stubApi } from '../../../test/catalogue-test-kit';
import { SearchPage } from './search-page';

const routes = [{ path: 'search', element: <SearchPage /> }];

afterEach(() => vi.unstubAllGlobals());

describe('SearchPage', () => {
  it('searches for q, page 1 of 10, and shows the count and the products', async () => {
    const calls = stubApi(() =>
      envelope([product({ name: 'Paneer (Malai)' })], { totalCount: 1, totalPage: 1, page: 1, limit: 10 }),
    );
    renderRoutes(routes, '/search?q=panner');
    expect(await screen.findByText('Paneer (Malai)')).toBeTruthy();
    expect(screen.getByText('Search Results: 1')).toBeTruthy();
    expect(calls[0]).toEqual({
      path: '/api/product/search-product',
      body: { search: 'panner', page: 1, limit: 10 },
    });
  });

  it("says 'No Data found' when nothing matches", async () => {
    stubApi(() => envelope([], { totalCount: 0, totalPage: 0, page: 1, limit: 10 }));
    renderRoutes(routes, '/search?q=xyzzy');
    expect(await screen.findByText('No Data found')).toBeTruthy();
  });
});
