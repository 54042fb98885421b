import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  createCategory,
  createProduct,
  createSubCategory,
  loginAs,
  type Session,
} from '../../../test/factories';
import { productsListedWrong } from '../../../test/listing-rows';
import { call } from '../../../test/order-test-helpers';
import { loadProductDtos } from './product-read.service';

/*
 * Lists and a product's details splice the JSON the database keeps of each product (product_listings,
 * migration 0016) into the answer (product-read.service.ts listedProductsJson), while the cart and an
 * admin's writes build products as objects and serialize them (loadProductDtos): both must show the same
 * values, whatever the text holds.
 */
const AWKWARD = {
  name: 'Chai "Masala" \\ Blend — इलायची ☕ 𝄞',
  unit: '250 g\t(pack)',
  description: '/uploads/not-an-image.webp is text\nline two\u2028sep </script> \u0001',
  moreDetails: { 'Key "Features"': 'Bold\\strong', 'Shelf Life': '12 months', Émoji: '🍵' },
  price: 0.1,
  discount: 12.5,
};

describe('listed products and details: spliced JSON against products built as objects', () => {
  let t: TestApp;
  let admin: Session;
  let categoryId = '';
  let subCategoryId = '';
  const ids: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await loginAs(t, 'ADMIN');
    const [first, second] = [await createCategory(t.db), await createCategory(t.db, 'Aaa first by name')];
    const sub = await createSubCategory(t.db, [first.id, second.id]);
    const otherSub = await createSubCategory(t.db, [first.id]);
    categoryId = first.id;
    subCategoryId = sub.id;
    const links = { categoryIds: [first.id, second.id], subCategoryIds: [otherSub.id, sub.id] };
    ids.push(
      (await createProduct(t.db, links, AWKWARD)).id,
      (await createProduct(t.db, links, { images: [] })).id,
      (await createProduct(t.db, links, { images: ['https://cdn.example/a.webp', '/uploads/b.webp'] })).id,
      (await createProduct(t.db, links, { images: ['/uploads/a\\"q.webp'], stock: 0 })).id,
      (await createProduct(t.db, { categoryIds: [first.id], subCategoryIds: [sub.id] }, { price: 1e7 })).id,
    );
  });
  afterAll(() => t.close());

  /** The product as the object path answers it: built, image paths made absolute, serialized. */
  const asObject = async (productId: string) => {
    const [product] = await loadProductDtos(t.app.deps, [productId]);
    return JSON.parse(JSON.stringify(t.app.absoluteImageUrls(product)));
  };
  const details = async (productId: string) => {
    const res = await call(t, 'POST', '/api/product/get-product-details', admin, { productId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return res.json().data;
  };

  const lists: [string, string, object][] = [
    ['a home row', '/api/product/get-product-by-category', { id: '' }],
    ['a listing page', '/api/product/get-pruduct-by-category-and-subcategory', { page: 1, limit: 8 }],
    ['the newest products', '/api/product/get', { page: 1, limit: 20 }],
    ['a search', '/api/product/search-product', { search: 'chai masala', page: 1, limit: 10 }],
  ];

  it.each(lists)('%s shows each product as its details do', async (_, url, body) => {
    const payload = { ...body, ...(url.endsWith('category') ? { id: categoryId } : {}) };
    if (url.includes('subcategory')) Object.assign(payload, { categoryId, subCategoryId });
    const res = await t.app.inject({ method: 'POST', url, payload });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const listed: { _id: string }[] = res.json().data;
    expect(listed.length).toBeGreaterThan(0);
    for (const product of listed) {
      expect(ids).toContain(product._id);
      expect(product).toStrictEqual(await asObject(product._id));
    }
  });

  it("shows each product's details as the object path does", async () => {
    for (const id of ids) expect(await details(id)).toStrictEqual(await asObject(id));
  });

  it('shows the awkward product with every value intact, images absolute, categories in name order', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/get-product-by-category',
      payload: { id: categoryId },
    });
    const awkward = res.json().data.find((p: { _id: string }) => p._id === ids[0]);
    const { moreDetails, ...columns } = AWKWARD;
    expect(awkward).toMatchObject({ ...columns, more_details: moreDetails });
    expect(awkward.image).toEqual([expect.stringMatching(/^https?:\/\/[^/]+\/uploads\/product\.webp$/)]);
    expect(awkward.category.map((c: { name: string }) => c.name)[0]).toBe('Aaa first by name');
    expect(awkward.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const mixed = res.json().data.find((p: { _id: string }) => p._id === ids[2]);
    expect(mixed.image[0]).toBe('https://cdn.example/a.webp');
    expect(mixed.image[1]).toMatch(/^https?:\/\/[^/]+\/uploads\/b\.webp$/);
  });

  it("an admin's list holds unpublished products, each as its details show it", async () => {
    const hidden = await createProduct(t.db, { categoryIds: [categoryId] }, { publish: false });
    const res = await call(t, 'POST', '/api/product/get', admin, { page: 1, limit: 50 });
    expect(res.statusCode, res.body).toBe(200);
    const listed = res.json().data.find((p: { _id: string }) => p._id === hidden.id);
    expect(listed).toStrictEqual(await asObject(hidden.id));
    expect(await details(hidden.id)).toStrictEqual(listed);
    expect(listed.publish).toBe(false);
    const shopper = await t.app.inject({ method: 'POST', url: '/api/product/get', payload: { limit: 50 } });
    expect(shopper.json().data.map((p: { _id: string }) => p._id)).not.toContain(hidden.id);
  });

  it('lists the stock its listing row keeps, copied whenever the product changes (migration 0020)', async () => {
    const productId = ids[1]!;
    // Each limit its own answer: none is served from the catalogue cache.
    const listedStock = async (limit: number) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/product/get-pruduct-by-category-and-subcategory',
        payload: { categoryId, subCategoryId, page: 1, limit },
      });
      return res.json().data.find((p: { _id: string }) => p._id === productId)?.stock;
    };
    await t.db.execute(sql`update products set stock = 7 where id = ${productId}`);
    expect(await productsListedWrong(t.db)).toEqual([]);
    expect(await listedStock(10)).toBe(7);
    // A list reads the listing row alone: its products row no longer decides what it shows.
    await t.db.execute(sql`update product_listings set stock = 3 where product_id = ${productId}`);
    expect(await listedStock(11)).toBe(3);
    await t.db.execute(sql`update products set stock = 7 where id = ${productId}`);
    expect(await productsListedWrong(t.db)).toEqual([]);
    expect(await listedStock(12)).toBe(7);
  });

  it('lists a product whose kept listing row is missing, written on the read instead', async () => {
    await t.db.execute(sql`delete from product_listings where product_id = ${ids[0]}`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/search-product',
      payload: { search: 'chai masala' },
    });
    const listed = res.json().data.find((p: { _id: string }) => p._id === ids[0]);
    expect(listed).toStrictEqual(await asObject(ids[0]!));
    expect(await details(ids[0]!)).toStrictEqual(listed);
  });

  it('answers an empty page with an empty list and the totals', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/get-pruduct-by-category-and-subcategory',
      payload: { categoryId, subCategoryId, page: 9, limit: 8 },
    });
    expect(res.json()).toEqual({
      success: true,
      error: false,
      data: [],
      totalCount: 5,
      totalPage: 1,
      page: 9,
      limit: 8,
    });
  });
});
