import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  category,
  envelope,
  product,
  renderRoutes,
  stubApi,
  subCategory,
} from '../../../test/catalogue-test-kit';
import { CategoryGrid } from '../components/category-grid';
import { ProductListingPage } from './product-listing-page';

const fruitVeg = category('c1c1c1c1c1c1c1c1c1c1c1c1', 'Fruits & Vegetables');
const dairy = category('c2c2c2c2c2c2c2c2c2c2c2c2', 'Dairy, Bread & Eggs');
const fresh = subCategory('5a5a5a5a5a5a5a5a5a5a5a5a', 'Fresh Vegetables', [fruitVeg]);
const exotic = subCategory('5b5b5b5b5b5b5b5b5b5b5b5b', 'Exotic  Fruits, Seasonal & More', [fruitVeg]);
const milk = subCategory('5c5c5c5c5c5c5c5c5c5c5c5c', 'Milk', [dairy, fruitVeg]);

const listingRoute = [{ path: ':category/:subCategory', element: <ProductListingPage /> }];

afterEach(() => vi.unstubAllGlobals());

describe('listing links and slugs', () => {
  it('links each category to its first sub category, with dashes for spaces, commas and ampersands', () => {
    renderRoutes(
      [
        {
          path: '*',
          element: <CategoryGrid categories={[dairy, fruitVeg]} subCategories={[exotic, fresh, milk]} />,
        },
      ],
      '/',
    );
    expect(screen.getByRole('link', { name: 'Dairy, Bread & Eggs' }).getAttribute('href')).toBe(
      `/Dairy-Bread-Eggs-${dairy._id}/Milk-${milk._id}`,
    );
    expect(screen.getByRole('link', { name: 'Fruits & Vegetables' }).getAttribute('href')).toBe(
      `/Fruits-Vegetables-${fruitVeg._id}/Exotic-Fruits-Seasonal-More-${exotic._id}`,
    );
  });

  it('parses the ids from the URL, titles the page from the slug and highlights the current sub category', async () => {
    const calls = stubApi(({ path }) => {
      if (path === '/api/subcategory/get') return envelope([exotic, fresh, milk]);
      if (path === '/api/product/get-pruduct-by-category-and-subcategory') {
        return envelope([product({ name: 'Tomato (Hybrid)' })], {
          totalCount: 1,
          page: 1,
          limit: 8,
          totalPage: 1,
        });
      }
    });
    renderRoutes(listingRoute, `/Fruits-Vegetables-${fruitVeg._id}/Fresh-Vegetables-${fresh._id}`);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Fresh Vegetables');
    expect(await screen.findByText('Tomato (Hybrid)')).toBeTruthy();
    expect(calls.find((call) => call.path.includes('get-pruduct'))?.body).toEqual({
      categoryId: fruitVeg._id,
      subCategoryId: fresh._id,
      page: 1,
      limit: 8,
    });

    const nav = screen.getByRole('navigation', { name: 'Fruits & Vegetables sub categories' });
    const links = [...nav.querySelectorAll('a')];
    expect(links.map((link) => link.textContent)).toEqual([
      'Exotic  Fruits, Seasonal & More',
      'Fresh Vegetables',
      'Milk',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/Fruits-Vegetables-${fruitVeg._id}/Exotic-Fruits-Seasonal-More-${exotic._id}`,
      `/Fruits-Vegetables-${fruitVeg._id}/Fresh-Vegetables-${fresh._id}`,
      `/Fruits-Vegetables-${fruitVeg._id}/Milk-${milk._id}`,
    ]);
    await waitFor(() => expect(links[1]?.getAttribute('aria-current')).toBe('page'));
    expect(links[0]?.getAttribute('aria-current')).toBeNull();
  });

  it("says 'No Data found' for an empty sub category", async () => {
    stubApi(({ path }) =>
      path === '/api/subcategory/get'
        ? envelope([fresh])
        : envelope([], { totalCount: 0, page: 1, limit: 8, totalPage: 0 }),
    );
    renderRoutes(listingRoute, `/Fruits-Vegetables-${fruitVeg._id}/Fresh-Vegetables-${fresh._id}`);
    expect(await screen.findByText('No Data found')).toBeTruthy();
  });

  it('says so when the link is to a sub category that is not there, with a way home', async () => {
    stubApi(({ path }) =>
      path === '/api/subcategory/get'
        ? envelope([fresh, milk])
        : envelope([], { totalCount: 0, page: 1, limit: 8, totalPage: 0 }),
    );
    renderRoutes(listingRoute, `/Fruits-Vegetables-${fruitVeg._id}/Gone-5d5d5d5d5d5d5d5d5d5d5d5d`);
    expect(await screen.findByRole('heading', { name: 'Sub category not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go To Home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('No Data found')).toBeNull();
  });

  it('follows a sub category moved to another category to its listing there', async () => {
    const calls = stubApi(({ path }) =>
      path === '/api/subcategory/get'
        ? envelope([fresh, milk])
        : envelope([product({ name: 'Tomato (Hybrid)' })], {
            totalCount: 1,
            page: 1,
            limit: 8,
            totalPage: 1,
          }),
    );
    renderRoutes(listingRoute, `/Dairy-Bread-Eggs-${dairy._id}/Fresh-Vegetables-${fresh._id}`);
    expect(
      await screen.findByRole('navigation', { name: 'Fruits & Vegetables sub categories' }),
    ).toBeTruthy();
    expect(await screen.findByText('Tomato (Hybrid)')).toBeTruthy();
    expect(calls.filter((call) => call.path.includes('get-pruduct')).at(-1)?.body).toMatchObject({
      categoryId: fruitVeg._id,
      subCategoryId: fresh._id,
    });
  });
});
