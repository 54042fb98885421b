import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCategory, createProduct, createSubCategory, loginAs } from '../../../test/factories';

describe('POST /api/product/suggest', () => {
  let t: TestApp;
  let categoryId: string;
  let subCategoryId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    categoryId = (await createCategory(t.db, 'Sweets & Chocolates')).id;
    subCategoryId = (await createSubCategory(t.db, [categoryId], 'Chocolates')).id;
    const product = (name: string, overrides = {}) =>
      createProduct(
        t.db,
        { categoryIds: [categoryId], subCategoryIds: [subCategoryId] },
        { name, description: '', ...overrides },
      );
    await product('Dark Chocolate Bar', { unitsSold: 5 });
    await product('Milk Chocolate', { unitsSold: 50 });
    await product('Chocolate Cookies');
    await product('Choco Sticks');
    await product('Secret Chocolate Truffle', { publish: false, unitsSold: 500 });
    await product('Brown Sugar');
    await product('Refined Sugar');
    await product('नमकीन मिक्स');
  });
  afterAll(() => t.close());

  const suggest = async (q: unknown) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/product/suggest', payload: { q } });
    return { status: res.statusCode, body: res.json() };
  };

  it('completes the last word, names the listings and the best-selling products', async () => {
    const listing = `/Sweets-Chocolates-${categoryId}/Chocolates-${subCategoryId}`;
    const { status, body } = await suggest('choc');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, error: false });
    expect(body.data).toEqual([
      { kind: 'query', text: 'chocolate' },
      { kind: 'query', text: 'choco' },
      { kind: 'category', text: 'Sweets & Chocolates', _id: categoryId, path: listing },
      { kind: 'subcategory', text: 'Chocolates', _id: subCategoryId, path: listing },
      expect.objectContaining({
        kind: 'product',
        text: 'Milk Chocolate',
        image: expect.stringMatching(/^https?:\/\//),
      }),
      expect.objectContaining({ kind: 'product', text: 'Dark Chocolate Bar' }),
      expect.objectContaining({ kind: 'product', text: 'Chocolate Cookies' }),
    ]);
  });

  it('completes a word whose last letter typed carries a vowel sign', async () => {
    // 'नमकी' ends in a sign: part of the word being typed, not the end of a finished one.
    const { body } = await suggest('नमकी');
    expect(body.data[0]).toEqual({ kind: 'query', text: 'नमकीन' });
    expect(body.data).toContainEqual(expect.objectContaining({ kind: 'product', text: 'नमकीन मिक्स' }));
  });

  it('keeps the words before the one being typed', async () => {
    const { body } = await suggest('dark choc');
    expect(body.data[0]).toEqual({ kind: 'query', text: 'dark chocolate' });
    expect(
      body.data.filter((s: { kind: string }) => s.kind === 'product').map((s: { text: string }) => s.text),
    ).toEqual(['Dark Chocolate Bar']);
  });

  it('corrects a misspelt word', async () => {
    const { body } = await suggest('suger');
    expect(body.data[0]).toEqual({ kind: 'query', text: 'sugar' });
    expect(body.data.map((s: { text: string }) => s.text)).toEqual(
      expect.arrayContaining(['Brown Sugar', 'Refined Sugar']),
    );
  });

  it('suggests nothing for fewer than two letters, or nothing known', async () => {
    expect((await suggest('c')).body.data).toEqual([]);
    expect((await suggest('   ')).body.data).toEqual([]);
    expect((await suggest('xyzzyqux')).body.data).toEqual([]);
  });

  it('never suggests an unpublished product and gives at most 8', async () => {
    const { body } = await suggest('chocolate ');
    expect(body.data.map((s: { text: string }) => s.text)).not.toContain('Secret Chocolate Truffle');
    expect(body.data.length).toBeLessThanOrEqual(8);
  });

  it('names categories and sub categories as they are now: created, renamed by an admin', async () => {
    const texts = async (q: string) => (await suggest(q)).body.data.map((s: { text: string }) => s.text);
    const frozen = await createCategory(t.db, 'Frozen Desserts');
    const kulfi = await createSubCategory(t.db, [frozen.id], 'Kulfi Sticks');
    await vi.waitFor(async () => expect(await texts('froz')).toContain('Frozen Desserts'));
    expect(await texts('kulfi')).toContain('Kulfi Sticks');

    const admin = await loginAs(t, 'ADMIN');
    const rename = (url: string, payload: object) =>
      t.app.inject({ method: 'PUT', url, headers: admin.headers, payload });
    expect((await rename('/api/category/update', { _id: frozen.id, name: 'Ice Creams' })).statusCode).toBe(
      200,
    );
    expect(
      (await rename('/api/subcategory/update', { _id: kulfi.id, name: 'Matka Kulfi', category: [frozen.id] }))
        .statusCode,
    ).toBe(200);
    // The renames are announced by the database after their commits; the next suggestions follow.
    await vi.waitFor(async () => {
      expect(await texts('ice cr')).toContain('Ice Creams');
      expect(await texts('matka')).toContain('Matka Kulfi');
    });
    expect(await texts('froz')).not.toContain('Frozen Desserts');
  });

  it.each([
    [{}, 'q: must be text'],
    [{ q: 5 }, 'q: must be text'],
    [{ q: 'x'.repeat(101) }, 'q: must be at most 100 characters'],
  ])('refuses %j', async (payload, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/product/suggest', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: true, message });
  });
});
