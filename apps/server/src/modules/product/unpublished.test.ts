import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  createCategory,
  createProduct,
  createSubCategory,
  loginAs,
  type Session,
} from '../../../test/factories';
import { cartItems, products } from '../../db/schema';

/** publish=false hides a product from every shopper read; admins still see it where they manage products. */
describe('unpublished products', () => {
  let t: TestApp;
  let admin: Session;
  let shopper: Session;
  let categoryId: string;
  let subCategoryId: string;
  let shown: { id: string };
  let hidden: { id: string };
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await loginAs(t, 'ADMIN');
    shopper = await loginAs(t, 'USER');
    categoryId = (await createCategory(t.db)).id;
    subCategoryId = (await createSubCategory(t.db, [categoryId])).id;
    const links = { categoryIds: [categoryId], subCategoryIds: [subCategoryId] };
    shown = await createProduct(t.db, links, { name: 'Saffron Basmati Rice' });
    hidden = await createProduct(t.db, links, { name: 'Saffron Threads Tin', publish: false });
  });
  afterAll(() => t.close());

  const post = (path: string, payload: object, session?: Session) =>
    t.app.inject({ method: 'POST', url: `/api/product/${path}`, payload, headers: session?.headers });
  const idsOf = (res: { json: () => { data: { _id: string }[] } }) => res.json().data.map((p) => p._id);

  const shopperReads = {
    'the product list': () => ({ path: 'get', payload: { page: 1, limit: 50 } }),
    'the product list searched': () => ({ path: 'get', payload: { search: 'saffron' } }),
    search: () => ({ path: 'search-product', payload: { search: 'saffron' } }),
    'home rows': () => ({ path: 'get-product-by-category', payload: { id: categoryId } }),
    listings: () => ({
      path: 'get-pruduct-by-category-and-subcategory',
      payload: { categoryId, subCategoryId },
    }),
  };

  for (const [read, request] of Object.entries(shopperReads)) {
    it(`leaves them out of ${read} for guests and shoppers, counts included`, async () => {
      const { path, payload } = request();
      for (const who of [undefined, shopper]) {
        const res = await post(path, payload, who);
        expect(res.statusCode).toBe(200);
        expect(idsOf(res)).toContain(shown.id);
        expect(idsOf(res)).not.toContain(hidden.id);
        if ('totalCount' in res.json()) expect(res.json().totalCount).toBe(idsOf(res).length);
      }
    });
  }

  it('answers their page with 404 for shoppers, and shows it to admins', async () => {
    for (const who of [undefined, shopper]) {
      const res = await post('get-product-details', { productId: hidden.id }, who);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, error: true, message: 'Product not found' });
    }
    const asAdmin = await post('get-product-details', { productId: hidden.id }, admin);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().data).toMatchObject({ _id: hidden.id, publish: false });
  });

  it('keeps them in the admin list, and never hands an admin answer to a shopper (or back)', async () => {
    const body = { page: 1, limit: 50 };
    const guestFirst = await post('get', body);
    const asAdmin = await post('get', body, admin);
    const guestAfter = await post('get', body);
    expect(idsOf(asAdmin)).toContain(hidden.id);
    expect(asAdmin.json().totalCount).toBe(idsOf(asAdmin).length);
    for (const res of [guestFirst, guestAfter]) expect(idsOf(res)).not.toContain(hidden.id);
    expect(idsOf(await post('get', body, admin))).toContain(hidden.id);
  });

  it('cannot be added to a cart; a line whose product was unpublished shows as out of stock', async () => {
    const add = (productId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/cart/create',
        payload: { productId },
        headers: shopper.headers,
      });
    const refused = await add(hidden.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Product not found');
    const later = await createProduct(t.db, {}, { name: 'Kesar Pista Kulfi', stock: 8 });
    expect((await add(later.id)).statusCode).toBe(201);
    await t.db.update(products).set({ publish: false }).where(eq(products.id, later.id));
    const cart = await t.app.inject({ method: 'GET', url: '/api/cart/get', headers: shopper.headers });
    const line = cart
      .json()
      .data.find((item: { productId: { _id: string } }) => item.productId._id === later.id);
    expect(line.productId).toMatchObject({ stock: 0, publish: false });
    const [row] = await t.db.select().from(cartItems).where(eq(cartItems.productId, later.id));
    const more = await t.app.inject({
      method: 'PUT',
      url: '/api/cart/update-qty',
      payload: { _id: row!.id, qty: 2 },
      headers: shopper.headers,
    });
    expect(more.statusCode).toBe(422);
    expect(more.json().message).toBe('Kesar Pista Kulfi is out of stock');
  });

  it('lets admins unpublish and publish again, shoppers following at once', async () => {
    const product = await createProduct(t.db, { categoryIds: [categoryId] }, { name: 'Saffron Milk Mix' });
    const update = (publish: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/product/update-product-details',
        payload: { _id: product.id, publish },
        headers: admin.headers,
      });
    const homeRow = async () => idsOf(await post('get-product-by-category', { id: categoryId }));
    expect(await homeRow()).toContain(product.id);
    const off = await update('false');
    expect(off.statusCode).toBe(200);
    expect(off.json().data.publish).toBe(false);
    expect(await homeRow()).not.toContain(product.id);
    expect((await update(true)).json().data.publish).toBe(true);
    expect(await homeRow()).toContain(product.id);
    const bad = await update('maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('publish: must be true or false');
  });

  it('creates unpublished products when asked, published by default', async () => {
    const create = (extra: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/product/create',
        payload: { name: 'Draft Product', price: 50, ...extra },
        headers: admin.headers,
      });
    expect((await create({})).json().data.publish).toBe(true);
    const draft = await create({ publish: false });
    expect(draft.statusCode).toBe(201);
    expect(draft.json().data.publish).toBe(false);
    expect((await post('get-product-details', { productId: draft.json().data._id })).statusCode).toBe(404);
  });
});
