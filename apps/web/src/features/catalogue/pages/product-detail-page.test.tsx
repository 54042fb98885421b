import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, product, renderRoutes, stubApi } from '../../../test/catalogue-test-kit';
import { ProductDetailPage } from './product-detail-page';

const routes = [{ path: 'product/:product', element: <ProductDetailPage /> }];
const paneer = product({
  _id: 'bbbbbbbbbbbbbbbbbbbbbbbb',
  name: 'Paneer (Malai)',
  unit: '200 g',
  price: 100,
  discount: 10,
  description: 'Soft paneer',
  more_details: { Ingredients: 'Milk', 'Key Features': 'Fresh' },
  image: ['/uploads/one.webp', '/uploads/two.webp'],
});

afterEach(() => vi.unstubAllGlobals());

describe('ProductDetailPage', () => {
  it('loads the product named by the last piece of the slug and shows every section in order', async () => {
    const calls = stubApi(({ body }) =>
      (body as { productId: string }).productId === paneer._id ? envelope(paneer) : undefined,
    );
    renderRoutes(routes, `/product/Paneer-(Malai)-${paneer._id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Paneer (Malai)' })).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/product/get-product-details')?.body).toEqual({
      productId: paneer._id,
    });
    expect(screen.getByText('10% Discount')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Paneer (Malai) to cart' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Show image 2 of 2/ })).toHaveLength(2);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Why shop from the product?',
      'Description',
      'Key Features',
      'Ingredients',
      'Disclaimer',
    ]);
    expect(document.title).toBe('Paneer (Malai) | Kirana');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Paneer \(Malai\) \(200 g\)/,
    );
  });

  it("shows 'Out of Stock' instead of the add control at stock 0", async () => {
    stubApi(() => envelope({ ...paneer, stock: 0 }));
    renderRoutes(routes, `/product/Paneer-${paneer._id}`);
    expect(await screen.findByText('Out of Stock')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /to cart/ })).toBeNull();
  });

  it('says so when the product does not exist', async () => {
    stubApi(() => undefined);
    renderRoutes(routes, '/product/Gone-0123456789abcdef01234567');
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeTruthy();
  });
});
