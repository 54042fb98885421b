import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createProduct } from '../../../test/factories';

describe('product search', () => {
  let t: TestApp;
  const base = Date.now() - 100_000;
  let order = 0;
  const product = (name: string, description = '', stock = 10) =>
    createProduct(t.db, {}, { name, description, stock, createdAt: new Date(base + order++ * 1000) });

  beforeAll(async () => {
    t = await buildTestApp();
    await product('Paneer (Malai)', 'Soft fresh cottage cheese');
    await product('Low Fat Paneer');
    await product('Dark Chocolate Bar', 'Rich cocoa');
    await product('Chocolate Cookies Dark Roast', 'Crunchy');
    await product('Milk Chocolate');
    await product('Turmeric Powder', 'Haldi');
    await product('Tea Rusk', 'Crunchier than a biscuit');
    await product('Marie Biscuits', 'Light tea time snack');
    await product('Amul Butter', 'Salted', 5);
    await product('Amul Butter', 'Salted, new pack', 0);
    await product('Diaper Pants (Medium)');
    await product('नमक', 'Salt');
    await product('नमकीन मिक्स', 'Namkeen mix');
    await product('Toned Milk', 'Fresh');
  });
  afterAll(() => t.close());

  const search = async (body: object) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/product/search-product', payload: body });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const names = async (query: string) =>
    (await search({ search: query })).data.map((p: { name: string }) => p.name);

  it.each([
    ['panner', ['Paneer (Malai)', 'Low Fat Paneer']],
    ['choclate', ['Dark Chocolate Bar', 'Chocolate Cookies Dark Roast', 'Milk Chocolate']],
    ['tumeric', ['Turmeric Powder']],
    ['choco', ['Dark Chocolate Bar', 'Chocolate Cookies Dark Roast', 'Milk Chocolate']],
    ['bisc', ['Marie Biscuits', 'Tea Rusk']],
    ['PANEER', ['Paneer (Malai)', 'Low Fat Paneer']],
  ])('finds %s despite typos and partial words', async (query, expected) => {
    const found = await names(query);
    expect(found).toEqual(expect.arrayContaining(expected));
    expect(found).not.toContain('Diaper Pants (Medium)');
    expect(found).not.toContain('Toned Milk');
  });

  it('searches a word with its vowel signs whole, as the database reads it', async () => {
    // Split at its signs, 'नमकीन' (namkeen) was searched as 'नमक' (salt).
    expect(await names('नमकीन')).toEqual(['नमकीन मिक्स']);
    expect(await names('नमक')).toEqual(['नमक']);
  });

  it('ranks a name match above a description match', async () => {
    expect(await names('biscuit')).toEqual(['Marie Biscuits', 'Tea Rusk']);
  });

  it('ranks the exact phrase above the same words scattered', async () => {
    const found = await names('dark chocolate');
    expect(found.slice(0, 2)).toEqual(['Dark Chocolate Bar', 'Chocolate Cookies Dark Roast']);
  });

  it('puts products in stock before equally relevant ones out of stock', async () => {
    const { data } = await search({ search: 'amul butter' });
    expect(data.map((p: { stock: number }) => p.stock)).toEqual([5, 0]);
  });

  it('answers the contract shape, paged, 10 by default', async () => {
    const body = await search({ search: 'milk', page: 1 });
    expect(body).toMatchObject({
      success: true,
      error: false,
      page: 1,
      limit: 10,
      totalCount: 2,
      totalPage: 1,
    });
    const second = await search({ search: 'chocolate', page: 2, limit: 2 });
    expect(second).toMatchObject({ page: 2, limit: 2, totalCount: 3, totalPage: 2 });
    expect(second.data).toHaveLength(1);
    // A page past the end has no products but still the count (read with the products, in one statement).
    expect(await search({ search: 'chocolate', page: 9, limit: 2 })).toMatchObject({
      data: [],
      page: 9,
      totalCount: 3,
      totalPage: 2,
    });
  });

  it.each(['', '   ', undefined])('returns the newest products for the empty query %j', async (query) => {
    const body = await search(query === undefined ? {} : { search: query });
    expect(body.totalCount).toBe(14);
    expect(body.totalPage).toBe(2);
    expect(body.data).toHaveLength(10);
    expect(body.data[0].name).toBe('Toned Milk');
  });

  it('finds nothing for nonsense and survives punctuation and operators', async () => {
    expect(await search({ search: 'xyzzyqux' })).toMatchObject({ data: [], totalCount: 0, totalPage: 0 });
    for (const query of ['50% & <b>\'"', 'milk:* | !', '-', '\\', 'a & b | c <-> d']) {
      await search({ search: query });
    }
  });

  it('searches the admin list of /get the same way, with totalNoPage', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/get',
      payload: { search: 'panner', limit: 12 },
    });
    expect(res.json()).toMatchObject({ totalCount: 2, totalNoPage: 1, limit: 12 });
  });
});
