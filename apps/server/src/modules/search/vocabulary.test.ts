import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCategory, createProduct, loginAs, type Session } from '../../../test/factories';
import { products } from '../../db/schema';
import { Vocabulary } from './vocabulary';

/** Search looks words up in each process's memory (vocabulary.ts): it must never answer from stale words. */
describe('the search vocabulary in memory', () => {
  let t: TestApp;
  let admin: Session;

  beforeAll(async () => {
    t = await buildTestApp({ CATALOGUE_CACHE_MB: '0' });
    admin = await loginAs(t, 'ADMIN');
    await createProduct(t.db, {}, { name: 'Greek Yoghurt', description: '' });
  });
  afterAll(() => t.close());

  const search = async (query: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/search-product',
      payload: { search: query },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: { name: string }[]; correctedSearch?: string };
    return { names: body.data.map((product) => product.name), corrected: body.correctedSearch };
  };
  const asAdmin = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, headers: admin.headers, payload });

  it('knows the words of a product created or renamed through the API at the next search', async () => {
    // Read now, so that the process holds a copy without them.
    expect(await search('kombuha')).toEqual({ names: [], corrected: undefined });

    const created = await asAdmin('POST', '/api/product/create', { name: 'Ginger Kombucha', price: 120 });
    expect(created.statusCode).toBe(201);
    // The process hears its own change before the write answers: no waiting.
    expect(await search('kombuha')).toEqual({ names: ['Ginger Kombucha'], corrected: 'kombucha' });

    const renamed = await asAdmin('PUT', '/api/product/update-product-details', {
      _id: created.json().data._id,
      name: 'Plain Kefir',
    });
    expect(renamed.statusCode).toBe(200);
    expect(await search('kefri')).toEqual({ names: ['Plain Kefir'], corrected: 'kefir' });
    expect((await search('kombuha')).corrected).toBeUndefined();
  });

  it('applies a synonym group an admin adds at once', async () => {
    expect((await search('zabadi')).names).toEqual([]);
    const added = await asAdmin('POST', '/api/search/synonyms', { terms: ['zabadi', 'yoghurt'] });
    expect(added.statusCode).toBe(200);
    expect((await search('zabadi')).names).toEqual(['Greek Yoghurt']);
  });

  it("follows a product's words changing alone: counts read again, the synonyms and listings kept", async () => {
    const vocabulary = new Vocabulary(t.database);
    await vocabulary.start();
    try {
      const smoked = await createProduct(t.db, {}, { name: 'Smoked Paprika', description: '' });
      await createProduct(t.db, {}, { name: 'Sweet Paprika', description: '' });
      const current = async (word: string, products: number) => {
        const index = await vocabulary.current();
        expect(index.lookUp(word).products).toBe(products);
        return index;
      };
      const rename = (name: string) => t.db.update(products).set({ name }).where(eq(products.id, smoked.id));
      const first = await current('sweet', 1);
      const listings = await vocabulary.listings();

      // No word new to the catalogue, none gone: only counts move.
      await rename('Smoked Sweet Paprika');
      const counted = await vi.waitFor(() => current('sweet', 2));
      expect(counted).not.toBe(first);
      expect(counted.lookUp('smoked').products).toBe(1);
      // A word new to the catalogue, spelt and completed.
      await rename('Smoked Sweet Pimenton');
      const added = await vi.waitFor(() => current('pimenton', 1));
      expect(added.lookUp('paprika').products).toBe(1);
      expect(added.lookUp('pimentn').neighbours).toContainEqual({ word: 'pimenton', products: 1 });
      expect(added.completions('pimen', 5)).toEqual([{ word: 'pimenton', products: 1 }]);
      expect(await vocabulary.listings()).toBe(listings);

      // A product added: its words' counts read again (migration 0024), the listings kept.
      await createProduct(t.db, {}, { name: 'Smoked Salt', description: '' });
      await vi.waitFor(() => current('salt', 1));
      expect(await vocabulary.listings()).toBe(listings);
      // Anything else is read whole again.
      await createCategory(t.db, 'Smoked Things');
      await vi.waitFor(async () => expect(await vocabulary.listings()).not.toBe(listings));
    } finally {
      await vocabulary.stop();
    }
  });

  it('follows a product published or unpublished without reading the synonyms and listings again', async () => {
    const vocabulary = new Vocabulary(t.database);
    await vocabulary.start();
    try {
      const saffron = await createProduct(t.db, {}, { name: 'Saffron Threads', description: '' });
      const first = await vocabulary.current();
      expect(first.lookUp('saffron').products).toBe(1);
      const listings = await vocabulary.listings();
      const publish = (publish: boolean) =>
        t.db.update(products).set({ publish }).where(eq(products.id, saffron.id));
      await publish(false);
      const unpublished = await vi.waitFor(async () => {
        const index = await vocabulary.current();
        if (index === first) throw new Error('not read again yet');
        return index;
      });
      await publish(true);
      await vi.waitFor(async () => expect(await vocabulary.current()).not.toBe(unpublished));
      expect(await vocabulary.listings()).toBe(listings);
    } finally {
      await vocabulary.stop();
    }
  });

  it('does not keep a read begun before a change', async () => {
    const vocabulary = new Vocabulary(t.database);
    await vocabulary.start();
    try {
      // Whether the read sees the new product or not, the change announced after it began drops it.
      await Promise.all([
        vocabulary.current(),
        createProduct(t.db, {}, { name: 'Kvass Drink', description: '' }),
      ]);
      expect((await vocabulary.current()).lookUp('kvass').products).toBe(1);
    } finally {
      await vocabulary.stop();
    }
  });

  it('does not keep a failed read: the next use reads again', async () => {
    const vocabulary = new Vocabulary(t.database);
    await vocabulary.start();
    try {
      await t.db.execute(sql`alter table search_words rename to search_words_away`);
      try {
        await expect(vocabulary.current()).rejects.toThrow();
      } finally {
        await t.db.execute(sql`alter table search_words_away rename to search_words`);
      }
      expect((await vocabulary.current()).lookUp('yoghurt').products).toBe(1);
    } finally {
      await vocabulary.stop();
    }
  });

  it('reads on every use while changes cannot be heard', async () => {
    // Never started: it hears nothing.
    const vocabulary = new Vocabulary(t.database);
    expect((await vocabulary.current()).lookUp('tempeh').products).toBe(0);
    await createProduct(t.db, {}, { name: 'Tempeh Block', description: '' });
    expect((await vocabulary.current()).lookUp('tempeh').products).toBe(1);
  });
});
