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

  it('searches a URL longer than a search may be for its first 200 characters, instead of failing', async () => {
    const calls = stubApi(() =>
      envelope([product({ name: 'Paneer (Malai)' })], { totalCount: 1, totalPage: 1, page: 1, limit: 10 }),
    );
    renderRoutes(routes, `/search?q=${'paneer '.repeat(50)}`);
    expect(await screen.findByText('Paneer (Malai)')).toBeTruthy();
    expect(calls[0]?.body).toMatchObject({ search: 'paneer '.repeat(50).slice(0, 200).trim() });
  });

  it("says '1000+' when a broad search matched more than it counted", async () => {
    stubApi(() =>
      envelope([product({ name: 'Sunflower Oil' })], {
        totalCount: 1000,
        totalPage: 100,
        page: 1,
        limit: 10,
        totalCapped: true,
      }),
    );
    renderRoutes(routes, '/search?q=oil');
    expect(await screen.findByText('Sunflower Oil')).toBeTruthy();
    expect(screen.getByText('Search Results: 1000+')).toBeTruthy();
  });

  it("says 'No Data found' when nothing matches", async () => {
    stubApi(() => envelope([], { totalCount: 0, totalPage: 0, page: 1, limit: 10 }));
    renderRoutes(routes, '/search?q=xyzzy');
    expect(await screen.findByText('No Data found')).toBeTruthy();
  });

  it('says what it searched when it corrected a word, and offers the words as typed', async () => {
    const calls = stubApi((call) =>
      (call.body as { exact?: boolean }).exact
        ? envelope([], { totalCount: 0, totalPage: 0, page: 1, limit: 10 })
        : envelope([product({ name: 'Sugar' })], {
            totalCount: 1,
            totalPage: 1,
            page: 1,
            limit: 10,
            correctedSearch: 'sugar',
          }),
    );
    renderRoutes(routes, '/search?q=suger');
    expect(await screen.findByText('Sugar')).toBeTruthy();
    expect(screen.getByText('Showing results for').textContent).toBe('Showing results for sugar');
    const original = screen.getByRole('link', { name: 'suger' });
    expect(original.getAttribute('href')).toBe('/search?q=suger&exact=1');
    original.click();
    expect(await screen.findByText('No Data found')).toBeTruthy();
    expect(calls.at(-1)).toEqual({
      path: '/api/product/search-product',
      body: { search: 'suger', exact: true, page: 1, limit: 10 },
    });
    expect(screen.queryByText('Showing results for')).toBeNull();
  });

  it("shows no earlier search's correction when the next search fails", async () => {
    stubApi((call) =>
      (call.body as { search: string }).search === 'suger'
        ? envelope([product({ name: 'Sugar' })], {
            totalCount: 1,
            totalPage: 1,
            page: 1,
            limit: 10,
            correctedSearch: 'sugar',
          })
        : undefined,
    );
    const router = renderRoutes(routes, '/search?q=suger');
    expect(await screen.findByText('Sugar')).toBeTruthy();
    await router.navigate('/search?q=rice');
    expect(await screen.findByText('The search could not be completed.')).toBeTruthy();
    expect(screen.queryByText('Showing results for')).toBeNull();
    expect(screen.queryByText('Sugar')).toBeNull();
  });
});
