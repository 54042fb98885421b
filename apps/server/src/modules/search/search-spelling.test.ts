import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createProduct } from '../../../test/factories';
import { queryRows } from '../../db/client';
import { products } from '../../db/schema';

/** Spelling correction against the catalogue's words, synonyms both ways, and the vocabulary kept current. */
describe('search: spelling and synonyms', () => {
  let t: TestApp;
  const product = (name: string, overrides: Partial<typeof products.$inferInsert> = {}) =>
    createProduct(t.db, {}, { name, description: '', ...overrides });

  beforeAll(async () => {
    t = await buildTestApp({ CATALOGUE_CACHE_MB: '0' });
    // Sugar is common; a brand one slip from the misspelling is rare.
    for (const kind of ['Brown', 'Refined', 'Organic', 'Castor', 'Icing']) await product(`${kind} Sugar`);
    await product('Super Cola');
    await product('Amul Butter', { moreDetails: { Brand: 'Amul', Type: 'Butter & Margarine' } });
    await product('Amul Cheese Slices', { moreDetails: { Brand: 'Amul', Type: 'Cheese' } });
    await product('Peanut Butter', { moreDetails: { Brand: 'Happilo' } });
    await product('Fresh Curd', { moreDetails: { Type: 'Curd' } });
    await product('Whole Wheat Flour');
    await product('Kheer Mix');
    await product('Cucumber');
    for (const size of ['200 g', '500 g', '1 kg']) await product(`Tomato Puree ${size}`);
    await product('Tomatoe Ketchup'); // a badly spelt product name
  });
  afterAll(() => t.close());

  const search = async (body: object) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/product/search-product', payload: body });
    expect(res.statusCode).toBe(200);
    return res.json() as { data: { name: string }[]; correctedSearch?: string; totalCount: number };
  };
  const names = async (query: string) => (await search({ search: query })).data.map((p) => p.name);

  it('corrects a misspelt word to the common catalogue word and says so', async () => {
    const body = await search({ search: 'suger' });
    expect(body.correctedSearch).toBe('sugar');
    expect(body.data.map((p) => p.name)).toHaveLength(5);
    expect(body.data.map((p) => p.name)).not.toContain('Super Cola');
  });

  it('searches the words as typed when asked to (“Search instead for …”)', async () => {
    const body = await search({ search: 'suger', exact: true });
    expect(body.correctedSearch).toBeUndefined();
    expect(body.totalCount).toBe(0);
  });

  it('requires a corrected word with a known one: brand + typo finds the brand’s product only', async () => {
    const body = await search({ search: 'amul buter' });
    expect(body.correctedSearch).toBe('amul butter');
    expect(body.data.map((p) => p.name)).toEqual(['Amul Butter']);
  });

  it('does not let one misspelt product name hide the correctly spelt ones', async () => {
    const found = await names('tomatoe');
    expect(found).toEqual(
      expect.arrayContaining(['Tomatoe Ketchup', 'Tomato Puree 200 g', 'Tomato Puree 1 kg']),
    );
  });

  it('applies seeded synonyms both ways', async () => {
    expect(await names('dahi')).toEqual(['Fresh Curd']);
    expect(await names('atta')).toEqual(['Whole Wheat Flour']);
    expect(await names('aloo')).toEqual([]);
  });

  it('never corrects a synonym’s term, even one letter from a catalogue word', async () => {
    const body = await search({ search: 'kheera' });
    expect(body.correctedSearch).toBeUndefined();
    expect(body.data.map((p) => p.name)).toEqual(['Cucumber']);
  });

  it('keeps the vocabulary current as products are added, renamed and deleted', async () => {
    const words = async () =>
      (
        await queryRows<{ word: string; products: number }>(
          t.db,
          sql`select word, products from search_words where word in ('kombucha', 'kefir')`,
        )
      ).reduce<Record<string, number>>((all, row) => Object.assign(all, { [row.word]: row.products }), {});
    expect(await words()).toEqual({});
    const kombucha = await product('Ginger Kombucha');
    await product('Lemon Kombucha');
    expect(await words()).toEqual({ kombucha: 2 });
    expect((await search({ search: 'kombuha' })).correctedSearch).toBe('kombucha');

    await t.db.update(products).set({ name: 'Plain Kefir' }).where(eq(products.id, kombucha.id));
    expect(await words()).toEqual({ kombucha: 1, kefir: 1 });
    // Stock and sales leave the words alone.
    await t.db.update(products).set({ stock: 3, unitsSold: 9 }).where(eq(products.id, kombucha.id));
    expect(await words()).toEqual({ kombucha: 1, kefir: 1 });

    await t.db.delete(products).where(eq(products.id, kombucha.id));
    expect(await words()).toEqual({ kombucha: 1 });
  });

  it('breaks ties between equally good matches by units sold', async () => {
    const slow = await product('Masala Oats Slow Seller');
    const fast = await product('Masala Oats Fast Seller');
    await t.db.update(products).set({ unitsSold: 40 }).where(eq(products.id, fast.id));
    expect((await names('masala oats')).slice(0, 2)).toEqual([fast.name, slow.name]);
  });
});
