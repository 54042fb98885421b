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
import { categories } from '../../db/schema';
import { linkGone } from './category.service';

const categoryShape = {
  _id: expect.stringMatching(/^[0-9a-f]{24}$/),
  name: expect.any(String),
  image: expect.any(String),
  createdAt: expect.any(String),
  updatedAt: expect.any(String),
};

describe('/api/category', () => {
  let t: TestApp;
  let admin: Session;
  let shopper: Session;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: 'https://shop.example' });
    admin = await loginAs(t, 'ADMIN');
    shopper = await loginAs(t, 'USER');
  });
  afterAll(() => t.close());

  const add = (body: object, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: 'POST', url: '/api/category/add-category', headers, payload: body });

  it('lists categories sorted by name, with an ETag that answers 304', async () => {
    await createCategory(t.db, 'Zucchini Corner');
    await createCategory(t.db, 'Apples & More');
    const res = await t.app.inject({ method: 'GET', url: '/api/category/get' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, error: false });
    const names = body.data.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(body.data[0]).toEqual(categoryShape);

    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/category/get',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Compression runs after the ETag hook, so a gzip client gets the same tag and the same 304.
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/api/category/get',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
    });
    expect(gzip.statusCode).toBe(304);
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/category/get',
      headers: { 'if-none-match': 'W/"old"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('adds a category for an admin, trimmed, unknown fields ignored', async () => {
    const res = await add({
      name: '  Snacks  ',
      image: '/uploads/abc123.webp',
      _id: 'ffffffffffffffffffffffff',
      hacked: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      error: false,
      data: { ...categoryShape, name: 'Snacks' },
    });
    expect(res.json().data._id).not.toBe('ffffffffffffffffffffffff');
    expect(res.json().data).not.toHaveProperty('hacked');
  });

  it('accepts absolute image URLs of this store, stores them root-relative and answers them absolute', async () => {
    const res = await add({ name: 'Tea', image: 'https://shop.example/uploads/abc.webp' });
    expect(res.json().data.image).toBe('https://shop.example/uploads/abc.webp');
    const [row] = await t.db.select().from(categories).where(eq(categories.id, res.json().data._id));
    expect(row?.image).toBe('/uploads/abc.webp');
  });

  it('refuses visitors with 401 and shoppers with 403', async () => {
    expect((await add({ name: 'X', image: '/uploads/a.webp' }, {})).statusCode).toBe(401);
    const res = await add({ name: 'X', image: '/uploads/a.webp' }, shopper.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, error: true, message: 'Do not have permission' });
    for (const [method, url] of [
      ['PUT', '/api/category/update'],
      ['DELETE', '/api/category/delete'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: { _id: 'x' } })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ method, url, headers: shopper.headers, payload: { _id: 'x' } })).statusCode,
      ).toBe(403);
    }
  });

  it.each([
    [{ name: '   ', image: '/uploads/a.webp' }, /^name/],
    [{ image: '/uploads/a.webp' }, /^name is required/],
    [{ name: 'Tea' }, /^image is required/],
    [{ name: 'Tea', image: 'https://evil.example/x.png' }, /^image: must be an image uploaded to this store/],
    [{ name: 'Tea', image: '/uploads/../secrets' }, /^image: must be an image uploaded/],
    [{ name: 'Tea', image: 'javascript:alert(1)' }, /^image: must be an image uploaded/],
  ])('refuses %j with 400', async (body, message) => {
    const res = await add(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('updates a category; unknown and malformed ids are 404', async () => {
    const category = await createCategory(t.db, 'Old name');
    const update = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/category/update', headers: admin.headers, payload });
    const res = await update({ _id: category.id, name: ' New name ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      ...categoryShape,
      _id: category.id,
      name: 'New name',
      image: `https://shop.example${category.image}`,
    });
    expect((await update({ _id: '0123456789abcdef01234567', name: 'x' })).statusCode).toBe(404);
    expect((await update({ _id: 'not-an-id', name: 'x' })).statusCode).toBe(404);
    expect((await update({ _id: category.id, name: '' })).statusCode).toBe(400);
  });

  it('refuses to delete a category in use (409) and deletes an unused one', async () => {
    const remove = (id: string) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/category/delete',
        headers: admin.headers,
        payload: { _id: id },
      });
    const withSub = await createCategory(t.db);
    await createSubCategory(t.db, [withSub.id]);
    const withProduct = await createCategory(t.db);
    await createProduct(t.db, { categoryIds: [withProduct.id] });

    const bySub = await remove(withSub.id);
    expect(bySub.statusCode).toBe(409);
    expect(bySub.json().message).toMatch(/in use by 1 sub category/);
    const byProduct = await remove(withProduct.id);
    expect(byProduct.statusCode).toBe(409);
    expect(byProduct.json().message).toMatch(/in use by 1 product/);

    const unused = await createCategory(t.db);
    const res = await remove(unused.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, error: false });
    expect((await remove(unused.id)).statusCode).toBe(404);
  });

  it('turns a link to a row deleted mid-write into a 409, and leaves other errors alone', () => {
    expect(() => linkGone({ cause: { code: '23503' } })).toThrow(/was just deleted/);
    expect(() => linkGone(new Error('boom'))).toThrow('boom');
  });
});
