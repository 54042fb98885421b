import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  createCatalogue,
  createCategory,
  createProduct,
  createSubCategory,
  createUser,
  defaultStoreId,
  loginAs,
  type Session,
} from '../../../test/factories';
import { orderItems, orders } from '../../db/schema';

const productShape = {
  _id: expect.stringMatching(/^[0-9a-f]{24}$/),
  name: expect.any(String),
  image: expect.any(Array),
  category: expect.any(Array),
  subCategory: expect.any(Array),
  unit: expect.any(String),
  stock: expect.any(Number),
  price: expect.any(Number),
  discount: expect.any(Number),
  description: expect.any(String),
  more_details: expect.any(Object),
  publish: expect.any(Boolean),
  createdAt: expect.any(String),
  updatedAt: expect.any(String),
};

describe('/api/product', () => {
  let t: TestApp;
  let admin: Session;
  let shopper: Session;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await loginAs(t, 'ADMIN');
    shopper = await loginAs(t, 'USER');
  });
  afterAll(() => t.close());

  const call = (
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    payload?: object,
    headers: Record<string, string> = admin.headers,
  ) => t.app.inject({ method, url: `/api/product/${path}`, headers, ...(payload ? { payload } : {}) });

  async function validBody() {
    const category = await createCategory(t.db, 'Dairy');
    const subCategory = await createSubCategory(t.db, [category.id], 'Milk');
    return {
      category,
      subCategory,
      body: {
        name: ' Toned Milk ',
        image: ['/uploads/a.webp', '/uploads/b.webp'],
        category: [{ _id: category.id, name: category.name }],
        subCategory: [subCategory.id],
        unit: '500 ml',
        stock: '12',
        price: '27.5',
        discount: 5,
        description: 'Fresh toned milk',
        more_details: { 'Key Features': 'Pasteurised', Shelf: '2 days' },
      },
    };
  }

  it('creates a product (201) with categories populated; strings from form inputs become numbers', async () => {
    const { body, category, subCategory } = await validBody();
    const res = await call('POST', 'create', { ...body, sold: 99, search_vector: 'x' });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toEqual({
      ...productShape,
      name: 'Toned Milk',
      // Stored root-relative, answered absolute on PUBLIC_URL.
      image: [`${t.config.publicUrl}/uploads/a.webp`, `${t.config.publicUrl}/uploads/b.webp`],
      stock: 12,
      price: 27.5,
      discount: 5,
      more_details: { 'Key Features': 'Pasteurised', Shelf: '2 days' },
      category: [expect.objectContaining({ _id: category.id, name: 'Dairy' })],
      subCategory: [
        expect.objectContaining({
          _id: subCategory.id,
          category: [{ _id: category.id, name: 'Dairy', image: `${t.config.publicUrl}${category.image}` }],
        }),
      ],
    });
    expect(data).not.toHaveProperty('sold');
  });

  it.each([
    [{ name: '  ' }, /^name/],
    [{ price: -1 }, /^price: must be more than ₹0/],
    [{ price: 'abc' }, /^price/],
    [{ price: undefined }, /^price is required/],
    [{ discount: 101 }, /^discount: must be at most 100/],
    [{ discount: -5 }, /^discount: must be at least 0/],
    [{ stock: 1.5 }, /^stock: must be a whole number/],
    [{ stock: -1 }, /^stock: must be at least 0/],
    [{ image: ['https://elsewhere.example/x.png'] }, /^image.0: must be an image uploaded to this store/],
    [{ image: '/uploads/a.webp' }, /^image/],
    [{ more_details: { Origin: 5 } }, /^more_details/],
    [{ more_details: 'text' }, /^more_details/],
    [{ category: ['0123456789abcdef01234567'] }, /^category: unknown category/],
    [{ subCategory: [{ _id: 'nope' }] }, /^subCategory: unknown sub category/],
  ])('refuses %j with 400 naming the field', async (change, message) => {
    const { body } = await validBody();
    const res = await call('POST', 'create', { ...body, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: true, message: expect.stringMatching(message) });
  });

  it('refuses writes to visitors (401) and shoppers (403)', async () => {
    for (const [method, path] of [
      ['POST', 'create'],
      ['PUT', 'update-product-details'],
      ['DELETE', 'delete-product'],
    ] as const) {
      expect((await call(method, path, { _id: 'x' }, {})).statusCode).toBe(401);
      const res = await call(method, path, { _id: 'x' }, shopper.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Do not have permission');
    }
  });

  it('pages /get with totalCount and totalNoPage, newest first, limit capped at 100', async () => {
    for (let i = 0; i < 3; i++) await createCatalogue(t.db);
    const res = await call('POST', 'get', { page: 1, limit: 2, search: '' }, {});
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, error: false, page: 1, limit: 2 });
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toEqual(productShape);
    expect(body.totalNoPage).toBe(Math.ceil(body.totalCount / 2));
    const dates = body.data.map((p: { createdAt: string }) => p.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    // A page past the end has no products but still the list's length (read with them, in one statement).
    const past = await call('POST', 'get', { page: 1000, limit: 2 }, {});
    expect(past.json()).toMatchObject({ data: [], totalCount: body.totalCount, page: 1000 });

    const capped = await call('POST', 'get', { limit: 1000 }, {});
    expect(capped.json().limit).toBe(100);
    const noBody = await call('POST', 'get', undefined, {});
    expect(noBody.json()).toMatchObject({ page: 1, limit: 10 });
    expect((await call('POST', 'get', { page: 0 }, {})).statusCode).toBe(400);
  });

  it('lists the first 15 of a category, newest first', async () => {
    const category = await createCategory(t.db);
    const base = Date.now();
    for (let i = 0; i < 17; i++) {
      await createProduct(
        t.db,
        { categoryIds: [category.id] },
        { name: `Row ${i}`, createdAt: new Date(base + i * 1000) },
      );
    }
    const res = await call('POST', 'get-product-by-category', { id: category.id }, {});
    expect(res.statusCode).toBe(200);
    const names = res.json().data.map((p: { name: string }) => p.name);
    expect(names).toHaveLength(15);
    expect(names[0]).toBe('Row 16');
    expect((await call('POST', 'get-product-by-category', { id: 'bad' }, {})).json().data).toEqual([]);
  });

  it('lists a category and sub category 8 at a time with totalCount, page, limit and totalPage', async () => {
    const category = await createCategory(t.db);
    const sub = await createSubCategory(t.db, [category.id]);
    const otherSub = await createSubCategory(t.db, [category.id]);
    const base = Date.now();
    for (let i = 0; i < 9; i++)
      await createProduct(
        t.db,
        { categoryIds: [category.id], subCategoryIds: [sub.id] },
        { name: `Listed ${i}`, createdAt: new Date(base + i * 1000) },
      );
    await createProduct(t.db, { categoryIds: [category.id], subCategoryIds: [otherSub.id] });
    const path = 'get-pruduct-by-category-and-subcategory';
    const res = await call('POST', path, { categoryId: category.id, subCategoryId: sub.id }, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, totalCount: 9, page: 1, limit: 8, totalPage: 2 });
    const names = res.json().data.map((p: { name: string }) => p.name);
    expect(names).toEqual([8, 7, 6, 5, 4, 3, 2, 1].map((i) => `Listed ${i}`));
    const second = await call(
      'POST',
      path,
      { categoryId: category.id, subCategoryId: sub.id, page: '2', limit: '8' },
      {},
    );
    expect(second.json()).toMatchObject({ page: 2, totalCount: 9 });
    expect(second.json().data.map((p: { name: string }) => p.name)).toEqual(['Listed 0']);
    const past = await call('POST', path, { categoryId: category.id, subCategoryId: sub.id, page: 5 }, {});
    expect(past.json()).toMatchObject({ data: [], totalCount: 9, page: 5, totalPage: 2 });
  });

  it('returns product details; unknown and malformed ids are 404', async () => {
    const { product } = await createCatalogue(t.db);
    const res = await call('POST', 'get-product-details', { productId: product.id }, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ...productShape, _id: product.id });
    expect(res.headers.etag).toBeDefined();
    const cached = await call(
      'POST',
      'get-product-details',
      { productId: product.id },
      {
        'if-none-match': res.headers.etag as string,
      },
    );
    expect(cached.statusCode).toBe(304);
    for (const productId of ['0123456789abcdef01234567', 'nope', "' or 1=1 --"]) {
      const missing = await call('POST', 'get-product-details', { productId }, {});
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ success: false, error: true, message: 'Product not found' });
    }
  });

  it('updates only the fields sent, replacing category links when given', async () => {
    const { product, category } = await createCatalogue(t.db);
    const other = await createCategory(t.db, 'Other');
    const res = await call('PUT', 'update-product-details', {
      _id: product.id,
      price: 50,
      category: [{ _id: other.id, name: other.name }],
      createdAt: 'x',
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      name: product.name,
      price: 50,
      discount: product.discount,
      stock: product.stock,
    });
    expect(data.category.map((c: { _id: string }) => c._id)).toEqual([other.id]);
    expect(data.category.map((c: { _id: string }) => c._id)).not.toContain(category.id);
    expect(data.subCategory).toHaveLength(1);
    expect((await call('PUT', 'update-product-details', { _id: product.id, discount: 150 })).statusCode).toBe(
      400,
    );
    expect(
      (await call('PUT', 'update-product-details', { _id: '0123456789abcdef01234567', price: 1 })).statusCode,
    ).toBe(404);
  });

  it('deletes a product and keeps past orders intact', async () => {
    const { product } = await createCatalogue(t.db);
    const buyer = await createUser(t.db);
    const [order] = await t.db
      .insert(orders)
      .values({
        orderNumber: `ORD-${product.id}`,
        userId: buyer.id,
        storeId: await defaultStoreId(t.db),
        paymentMethod: 'COD',
        deliveryAddress: {
          _id: 'a',
          address_line: 'x',
          city: 'x',
          state: 'x',
          country: 'x',
          pincode: '1',
          mobile: '1',
        },
        subTotalAmt: 100,
        totalAmt: 90,
      })
      .returning();
    await t.db.insert(orderItems).values({
      orderId: order!.id,
      productId: product.id,
      name: product.name,
      price: 100,
      discount: 10,
      quantity: 1,
      lineTotal: 90,
    });
    const res = await call('DELETE', 'delete-product', { _id: product.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, error: false });
    expect((await call('POST', 'get-product-details', { productId: product.id }, {})).statusCode).toBe(404);
    const kept = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(kept).toEqual([expect.objectContaining({ productId: product.id, name: product.name })]);
    expect((await call('DELETE', 'delete-product', { _id: product.id })).statusCode).toBe(404);
  });
});
