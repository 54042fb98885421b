import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  createCategory,
  createProduct,
  createSubCategory,
  loginAs,
  type Session,
} from '../../../test/factories';

describe('/api/subcategory', () => {
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
  ) => t.app.inject({ method, url: `/api/subcategory/${path}`, headers, ...(payload ? { payload } : {}) });
  /** Images are stored root-relative and answered absolute on PUBLIC_URL. */
  const absolute = (path: string) => `${t.config.publicUrl}${path}`;

  it('lists sub categories by name with categories populated as { _id, name, image }', async () => {
    const fruit = await createCategory(t.db, 'Fruit');
    const veg = await createCategory(t.db, 'Vegetables');
    await createSubCategory(t.db, [veg.id, fruit.id], 'Organic');
    await createSubCategory(t.db, [fruit.id], 'Exotic');
    const res = await call('POST', 'get', undefined, {});
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeDefined();
    const { data } = res.json();
    expect(data.map((s: { name: string }) => s.name)).toEqual(['Exotic', 'Organic']);
    expect(data[1]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: 'Organic',
      image: expect.any(String),
      category: [
        { _id: veg.id, name: 'Vegetables', image: absolute(veg.image) },
        { _id: fruit.id, name: 'Fruit', image: absolute(fruit.image) },
      ],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const cached = await call('POST', 'get', undefined, { 'if-none-match': res.headers.etag as string });
    expect(cached.statusCode).toBe(304);
  });

  it('creates with category ids or whole category objects, de-duplicated', async () => {
    const dairy = await createCategory(t.db, 'Dairy');
    const res = await call('POST', 'create', {
      name: ' Milk ',
      image: '/uploads/milk.webp',
      category: [{ _id: dairy.id, name: 'Dairy', image: dairy.image, extra: true }, dairy.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Milk',
      category: [{ _id: dairy.id, name: 'Dairy', image: absolute(dairy.image) }],
    });
  });

  it.each([
    [{ category: [] }, /^category: choose at least one category/],
    [{ category: ['0123456789abcdef01234567'] }, /^category: unknown category/],
    [{ category: ['nope'] }, /^category: unknown category/],
    [{ name: '' }, /^name/],
    [{ image: 'http://x.example/a.png' }, /^image: must be an image uploaded/],
  ])('refuses %j with 400', async (change, message) => {
    const category = await createCategory(t.db);
    const res = await call('POST', 'create', {
      name: 'A',
      image: '/uploads/a.webp',
      category: [category.id],
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('refuses writes to visitors (401) and shoppers (403)', async () => {
    for (const [method, path] of [
      ['POST', 'create'],
      ['PUT', 'update'],
      ['DELETE', 'delete'],
    ] as const) {
      expect((await call(method, path, { _id: 'x' }, {})).statusCode).toBe(401);
      expect((await call(method, path, { _id: 'x' }, shopper.headers)).statusCode).toBe(403);
    }
  });

  it('updates name and categories; only what was sent changes', async () => {
    const a = await createCategory(t.db, 'Bakery');
    const b = await createCategory(t.db, 'Breakfast');
    const sub = await createSubCategory(t.db, [a.id], 'Bread');
    const renamed = await call('PUT', 'update', { _id: sub.id, name: 'Breads' });
    expect(renamed.json().data).toMatchObject({
      name: 'Breads',
      image: absolute(sub.image),
      category: [{ _id: a.id }],
    });
    const moved = await call('PUT', 'update', { _id: sub.id, category: [b, a].map((c) => ({ _id: c.id })) });
    expect(moved.json().data.category.map((c: { name: string }) => c.name)).toEqual(['Breakfast', 'Bakery']);
    expect((await call('PUT', 'update', { _id: '0123456789abcdef01234567', name: 'x' })).statusCode).toBe(
      404,
    );
  });

  it('refuses to delete a sub category a product uses (409), deletes an unused one', async () => {
    const category = await createCategory(t.db);
    const used = await createSubCategory(t.db, [category.id]);
    await createProduct(t.db, { categoryIds: [category.id], subCategoryIds: [used.id] });
    const refused = await call('DELETE', 'delete', { _id: used.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      error: true,
      message: expect.stringMatching(/in use by 1 product/),
    });

    const unused = await createSubCategory(t.db, [category.id]);
    expect((await call('DELETE', 'delete', { _id: unused.id })).statusCode).toBe(200);
    expect((await call('DELETE', 'delete', { _id: unused.id })).statusCode).toBe(404);
  });
});
