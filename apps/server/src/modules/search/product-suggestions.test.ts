import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCategory, createProduct, insertProducts } from '../../../test/factories';
import { products, searchWords } from '../../db/schema';
import { ProductSuggestions } from './product-suggestions';
import { POSTED_CANDIDATES, productsNamedBy, productsNamedByAll } from './suggest.repository';
import type { SuggestionIndex } from './suggestion-index';

describe('the suggestion index', () => {
  let t: TestApp;
  let suggestions: ProductSuggestions;

  beforeAll(async () => {
    t = await buildTestApp();
    const product = (name: string, overrides = {}) =>
      createProduct(t.db, {}, { name, description: '', ...overrides });
    // Ties on units sold fall to stock, then the shorter name, then the id.
    await product('Dark Chocolate Bar', { unitsSold: 5 });
    await product('Milk Chocolate', { unitsSold: 50 });
    await product('Chocolate Cookies');
    await product('Chocolates Gift Box');
    await product('Chocolate Chip Cookies', { stock: 0 });
    await product('Choco Pie Cookies');
    await product('Secret Chocolate Truffle', { publish: false, unitsSold: 500 });
    await product('Butter Cookies', { brand: 'Chocolate Factory' });
    // More than a word's postings the index keeps: its pool is bounded, not whole.
    await t.db.insert(products).values(
      Array.from({ length: POSTED_CANDIDATES + 6 }, (_, i) => ({
        name: `Masala Mix ${i}`,
        images: [],
        unit: '100 g',
        stock: i % 3,
        price: 50,
        unitsSold: i % 7,
        description: '',
      })),
    );
    await product('Masala Chai Tea', { unitsSold: 1 });
    // Equal sales: the one in stock first, then the shorter name.
    await product('Wafer Biscuit Assorted', { stock: 4 });
    await product('Wafer Biscuit', { stock: 0 });
    // A few words and products a statement, so the index is read in many parts.
    suggestions = new ProductSuggestions(t.database, { words: 3, products: 2, sales: 2 });
    await suggestions.start();
  });
  afterAll(async () => {
    await suggestions.stop();
    await t.close();
  });

  /** The index once it is built (the first asks start it and are told to ask the database). */
  const built = () =>
    vi.waitFor(
      async () => {
        const index = await suggestions.current();
        if (!index) throw new Error('not built yet');
        return index;
      },
      { timeout: 10_000 },
    );
  /** Changes are heard and indexes read in the background: on a busy machine, seconds later. */
  const eventually = <T>(check: () => T | Promise<T>) => vi.waitFor(check, { timeout: 10_000 });
  const names = (found: { name: string }[] | undefined) => found?.map((product) => product.name);

  it('names the products the database names for a word', async () => {
    const index = await built();
    for (const word of ['chocolate', 'chocolates', 'cookies', 'masala', 'chai', 'choco', 'truffle']) {
      for (const limit of [3, 8]) {
        expect(names(index.namedBy(word, limit)), word).toEqual(
          names(await productsNamedBy(t.db, word, limit)),
        );
      }
    }
    expect(names(index.namedBy('chocolate', 8))).toEqual([
      'Milk Chocolate',
      'Dark Chocolate Bar',
      'Chocolate Cookies',
      'Chocolate Chip Cookies',
    ]);
    // A word the vocabulary does not hold (a stem, a brand's word) is left to the database.
    expect(index.namedBy('chocol', 8)).toBeUndefined();
    expect(index.namedBy('factory', 8)).toBeUndefined();
  });

  it('names the products holding every word, as the database does, when its pool is whole', async () => {
    const index = await built();
    // In this catalogue of about eighty products a lexeme held by three or more ('chocolate', 'masala') is
    // checked through its bitset, a rarer one ('dark', 'gift') through its list: both are compared here.
    const queries = [
      ['chocolate', 'cookies'],
      ['dark', 'chocolates'],
      ['chocolate', 'gift'],
      ['masala', 'chai'],
      ['butter', 'cookies'],
      ['milk', 'cookies'],
    ];
    for (const words of queries) {
      const stems = await t.app.deps.vocabulary.stems(words);
      const fromDatabase = await productsNamedByAll(t.db, words, stems, 8);
      expect(names(index.namedByAll(words, stems, 8)), words.join(' ')).toEqual(names(fromDatabase));
    }
    const stems = await t.app.deps.vocabulary.stems(['chocolate', 'cookies', 'qwzx', 'masala', 'mix']);
    expect(names(index.namedByAll(['chocolate', 'cookies'], stems, 8))).toEqual([
      'Chocolate Cookies',
      'Chocolate Chip Cookies',
    ]);
    // A word no name holds: nothing, without asking the database.
    expect(index.namedByAll(['chocolate', 'qwzx'], stems, 8)).toEqual([]);
  });

  it('looks at every product holding every word, however common the words', async () => {
    const index = await built();
    // 'masala' and 'mix' each have more postings than a one-word suggestion reads.
    const words = ['masala', 'mix'];
    const stems = await t.app.deps.vocabulary.stems(words);
    const every = await t.db
      .select({ name: products.name })
      .from(products)
      .where(sql`${products.name} like 'Masala Mix %'`)
      .orderBy(
        sql`${products.unitsSold} desc, ${products.stock} > 0 desc, length(${products.name}), ${products.id}`,
      );
    expect(every).toHaveLength(POSTED_CANDIDATES + 6);
    expect(names(index.namedByAll(words, stems, 12))).toEqual(names(every.slice(0, 12)));
  });

  it('names the best sellers of several words as sales move, then reads the index again when many have', async () => {
    const index = await built();
    const words = ['masala', 'mix'];
    const stems = await t.app.deps.vocabulary.stems(words);
    const bestSellers = async () =>
      names(
        await t.db
          .select({ name: products.name })
          .from(products)
          .where(sql`${products.name} like 'Masala Mix %'`)
          .orderBy(
            sql`${products.unitsSold} desc, ${products.stock} > 0 desc, length(${products.name}), ${products.id}`,
          )
          .limit(5),
      );
    const sell = (name: string, set: Partial<typeof products.$inferInsert>) =>
      t.db.update(products).set(set).where(eq(products.name, name));
    // The index numbers products best sellers first and stops at the fifth match: a product whose sales
    // moved since must still be found where it now stands, above or below.
    const [top] = names(index.namedByAll(words, stems, 5))!;
    for (const change of [
      () => sell('Masala Mix 10', { unitsSold: 40 }),
      () => sell(top!, { stock: 0, unitsSold: 0 }),
    ]) {
      await change();
      const expected = await bestSellers();
      await eventually(async () =>
        expect(names((await suggestions.current())?.namedByAll(words, stems, 5))).toEqual(expected),
      );
    }
    expect(await suggestions.current()).toBe(index);
    // More products moved than one statement of sales reads (two here): the index is read again.
    await sell('Masala Mix 11', { unitsSold: 30 });
    const expected = await bestSellers();
    await eventually(async () => {
      const now = await built();
      expect(now).not.toBe(index);
      expect(names(now.namedByAll(words, stems, 5))).toEqual(expected);
    });
    expect(expected?.slice(0, 2)).toEqual(['Masala Mix 10', 'Masala Mix 11']);
  });

  it('follows a product renamed, unpublished or added', async () => {
    let index = await built();
    const [cookies] = await t.db.select().from(products).where(eq(products.name, 'Chocolate Cookies'));
    await t.db.update(products).set({ name: 'Oat Cookies' }).where(eq(products.id, cookies!.id));
    // A rename is patched into the index kept, not read whole.
    await eventually(async () => {
      expect(await suggestions.current()).toBe(index);
      expect(names(index.namedBy('chocolate', 8))).not.toContain('Chocolate Cookies');
      expect(names(index.namedBy('oat', 8))).toEqual(['Oat Cookies']);
    });

    await t.db.update(products).set({ publish: false }).where(eq(products.name, 'Milk Chocolate'));
    await createProduct(t.db, {}, { name: 'Ruby Chocolate', description: '', unitsSold: 70 });
    await eventually(async () => {
      index = await built();
      expect(names(index.namedBy('chocolate', 3))).toEqual([
        'Ruby Chocolate',
        'Dark Chocolate Bar',
        'Chocolate Chip Cookies',
      ]);
    });
  });

  it("reads a product's sales again when an order changes them", async () => {
    // Its own index, so that the products moved before stay below the sales it reads at once.
    const own = new ProductSuggestions(t.database, { words: 3, products: 2, sales: 10 });
    await own.start();
    try {
      const index = await eventually(async () => {
        const now = await own.current();
        if (!now) throw new Error('not built yet');
        return now;
      });
      expect(names(index.namedBy('cookies', 1))).toEqual(['Oat Cookies']);
      await t.db
        .update(products)
        .set({ unitsSold: sql`${products.unitsSold} + 9` })
        .where(eq(products.name, 'Choco Pie Cookies'));
      await eventually(async () =>
        expect(names((await own.current())?.namedBy('cookies', 1))).toEqual(['Choco Pie Cookies']),
      );
      // A sale is no catalogue change: the same index, its order changed.
      expect(await own.current()).toBe(index);
    } finally {
      await own.stop();
    }
  });

  it('reads whether a product is in stock again when it sells out or comes back, not the whole index', async () => {
    const index: SuggestionIndex = await built();
    expect(names(index.namedBy('wafer', 2))).toEqual(['Wafer Biscuit Assorted', 'Wafer Biscuit']);
    await t.db.update(products).set({ stock: 3 }).where(eq(products.name, 'Wafer Biscuit'));
    await eventually(async () =>
      expect(names((await suggestions.current())?.namedBy('wafer', 2))).toEqual([
        'Wafer Biscuit',
        'Wafer Biscuit Assorted',
      ]),
    );
    await t.db.update(products).set({ stock: 0 }).where(eq(products.name, 'Wafer Biscuit'));
    await eventually(async () =>
      expect(names((await suggestions.current())?.namedBy('wafer', 2))).toEqual([
        'Wafer Biscuit Assorted',
        'Wafer Biscuit',
      ]),
    );
    expect(await suggestions.current()).toBe(index);
    expect(names(await productsNamedBy(t.db, 'wafer', 2))).toEqual([
      'Wafer Biscuit Assorted',
      'Wafer Biscuit',
    ]);
  });

  it("shows a product's new image, keeping the index, when an edit changes only what it shows", async () => {
    const index: SuggestionIndex = await built();
    const image = async () =>
      index.namedBy('wafer', 2)?.find((product) => product.name === 'Wafer Biscuit')?.image;
    expect(await image()).toBe('/uploads/product.webp');
    await t.db
      .update(products)
      .set({ images: ['/uploads/wafer-new.webp'], price: 35, unit: '2 x 75 g' })
      .where(eq(products.name, 'Wafer Biscuit'));
    await eventually(async () => {
      expect(await suggestions.current()).toBe(index);
      expect(await image()).toBe('/uploads/wafer-new.webp');
    });
  });

  it('reads the whole index again when more products sold than one statement reads', async () => {
    const index = await built();
    await t.db
      .update(products)
      .set({ unitsSold: sql`${products.unitsSold} + 100` })
      .where(sql`${products.name} in ('Masala Mix 1', 'Masala Mix 2', 'Masala Mix 3')`);
    const words = ['masala', 'mix'];
    const stems = await t.app.deps.vocabulary.stems(words);
    await eventually(async () => {
      const now = await built();
      expect(now).not.toBe(index);
      expect(names(now.namedByAll(words, stems, 3))).toEqual([
        'Masala Mix 3',
        'Masala Mix 2',
        'Masala Mix 1',
      ]);
    });
  });

  it('does not keep an index whose reading a change overtook', async () => {
    const index = await built();
    await createProduct(t.db, {}, { name: 'Kvass Drink', description: '' });
    // A change of everything (a category added) drops it; the next read may begin before or after the
    // product is added, heard while it is read.
    await createCategory(t.db);
    await Promise.all([
      suggestions.current(),
      createProduct(t.db, {}, { name: 'Kvass Bottle', description: '' }),
    ]);
    await eventually(async () => {
      const now = await built();
      expect(now).not.toBe(index);
      expect(names(now.namedBy('kvass', 8))).toEqual(['Kvass Drink', 'Kvass Bottle']);
    });
  });

  it('does not keep a failed read: the next suggestion reads again', async () => {
    await createProduct(t.db, {}, { name: 'Tempeh Block', description: '' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await t.db.execute(sql`alter table search_words rename to search_words_away`);
    try {
      await eventually(async () => {
        expect(await suggestions.current()).toBeUndefined();
        expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Suggestion index not built/));
      });
    } finally {
      await t.db.execute(sql`alter table search_words_away rename to search_words`);
      warn.mockRestore();
    }
    expect(names((await built()).namedBy('tempeh', 8))).toEqual(['Tempeh Block']);
  });

  it("patches products' words in as a whole read of the index would find them", async () => {
    // A brand outranks names among a word's postings (migration 0008): this product is among the best
    // postings of 'masala' without its name holding it, so not among the products the index names for it.
    const blend = await createProduct(t.db, {}, { name: 'Spice Blend', moreDetails: { Brand: 'Masala' } });
    // Its own index, so that the products patched stay below the sales it reads at once.
    const suggestions = new ProductSuggestions(t.database, { words: 3, products: 2, sales: 10 });
    await suggestions.start();
    const built = () =>
      eventually(async () => {
        const index = await suggestions.current();
        if (!index) throw new Error('not built yet');
        return index;
      });
    const index = await eventually(async () => {
      const now = await built();
      expect(names(now.namedBy('spice', 8))).toEqual(['Spice Blend']);
      return now;
    });
    const patched = suggestions.reads.patched;
    const [mix] = names(index.namedBy('masala', 1))!;
    const [chai] = await t.db.select().from(products).where(eq(products.name, 'Masala Chai Tea'));
    const rename = (id: string, set: Partial<typeof products.$inferInsert>) =>
      t.db.update(products).set(set).where(eq(products.id, id));
    // Its brand changed, it leaves the best postings of 'masala' to another Masala Mix, which the index
    // must then name; a Masala Mix renamed leaves them too; a new word comes and the last holder of one
    // goes; a description edited alone moves no suggestion.
    await rename(blend.id, { moreDetails: { Brand: 'Zested' } });
    await t.db.update(products).set({ name: 'Plain Mix Quokka' }).where(eq(products.name, mix!));
    await rename(chai!.id, { name: 'Ginger Tea', description: 'Strong, with cardamom' });
    await eventually(async () => {
      expect(await suggestions.current()).toBe(index);
      expect(suggestions.reads.patched).toBeGreaterThan(patched);
    });
    const fresh = new ProductSuggestions(t.database);
    await fresh.start();
    try {
      await fresh.current();
      const whole = await eventually(async () => {
        const built = await fresh.current();
        if (!built) throw new Error('not built yet');
        return built;
      });
      const vocabulary = await t.db.select({ word: searchWords.word }).from(searchWords);
      const asked = [...vocabulary.map(({ word }) => word), 'chai', 'zested', 'quokka', 'spice'];
      // What a suggestion shows: the index's products, or for a word it holds none of, the database's.
      const shown = async (from: SuggestionIndex, word: string) =>
        names(from.namedBy(word, 100) ?? (await productsNamedBy(t.db, word, 100)));
      for (const word of asked) {
        const expected = names(await productsNamedBy(t.db, word, 100));
        expect(await shown(index, word), word).toEqual(expected);
        expect(await shown(whole, word), word).toEqual(expected);
      }
      expect(names(index.namedBy('masala', 100))).toHaveLength(POSTED_CANDIDATES);
      expect(index.namedBy('chai', 8)).toBeUndefined();
      expect(names(index.namedBy('quokka', 8))).toEqual(['Plain Mix Quokka']);
      for (const words of [
        ['masala', 'mix'],
        ['plain', 'mix'],
        ['ginger', 'tea'],
        ['masala', 'chai'],
      ]) {
        const stems = await t.app.deps.vocabulary.stems(words);
        expect(names(index.namedByAll(words, stems, 12)), words.join(' ')).toEqual(
          names(await productsNamedByAll(t.db, words, stems, 12)),
        );
      }
    } finally {
      await fresh.stop();
      await suggestions.stop();
    }
  });

  it('patches a product unpublished and published again, and one it never held published', async () => {
    const jam = await createProduct(t.db, {}, { name: 'Quince Jam', description: '', unitsSold: 9 });
    await createProduct(t.db, {}, { name: 'Quince Paste', description: '', unitsSold: 3 });
    const butter = await createProduct(t.db, {}, { name: 'Quince Butter', description: '', publish: false });
    const suggestions = new ProductSuggestions(t.database, { words: 3, products: 2, sales: 10 });
    await suggestions.start();
    const current = () =>
      eventually(async () => {
        const index = await suggestions.current();
        if (!index) throw new Error('not current yet');
        return index;
      });
    const publish = (id: string, publish: boolean) =>
      t.db.update(products).set({ publish }).where(eq(products.id, id));
    // What the index names for these words, against the database.
    const asTheDatabase = async () => {
      const index = await current();
      for (const word of ['quince', 'jam', 'paste', 'butter', 'marmalade', 'cheese']) {
        expect(names(index.namedBy(word, 8) ?? (await productsNamedBy(t.db, word, 8))), word).toEqual(
          names(await productsNamedBy(t.db, word, 8)),
        );
      }
      for (const words of [['quince'], ['quince', 'jam'], ['quince', 'cheese']]) {
        const stems = await t.app.deps.vocabulary.stems(words);
        expect(names(index.namedByAll(words, stems, 8)), words.join(' ')).toEqual(
          names(await productsNamedByAll(t.db, words, stems, 8)),
        );
      }
    };
    try {
      const index = await current();
      const reads = { ...suggestions.reads };
      expect(names(index.namedBy('quince', 8))).toEqual(['Quince Jam', 'Quince Paste']);
      await publish(jam.id, false);
      await eventually(async () => {
        expect(await suggestions.current()).toBe(index);
        expect(names(index.namedBy('quince', 8))).toEqual(['Quince Paste']);
      });
      await asTheDatabase();
      await publish(jam.id, true);
      await eventually(async () => {
        expect(await suggestions.current()).toBe(index);
        expect(names(index.namedBy('quince', 8))).toEqual(['Quince Jam', 'Quince Paste']);
      });
      await asTheDatabase();
      // Patched in place each time, never read whole.
      expect(suggestions.reads).toMatchObject({ built: reads.built, patched: reads.patched + 2 });

      // Unpublished since before the index was read: the index does not hold it, and adds it.
      await publish(butter.id, true);
      await eventually(async () => {
        expect(names((await current()).namedBy('quince', 8))).toContain('Quince Butter');
        expect(suggestions.reads).toMatchObject({ built: reads.built, patched: reads.patched + 3 });
      });
      await asTheDatabase();

      // Added, one as an admin adds it and five in one statement (migration 0024): numbered after the
      // others, past the bitsets of words most products hold, and weighed apart from the walks.
      await createProduct(t.db, {}, { name: 'Quince Marmalade', description: '', unitsSold: 20 });
      await insertProducts(t.db, {
        count: 5,
        idBase: 1250000000,
        name: sql`'Quince Cheese No ' || i`,
        description: sql`''`,
      });
      await eventually(async () => {
        expect(await suggestions.current()).toBe(index);
        expect(names(index.namedBy('quince', 8))).toHaveLength(8);
        expect(names(index.namedBy('quince', 1))).toEqual(['Quince Marmalade']);
      });
      expect(suggestions.reads.built).toBe(reads.built);
      await asTheDatabase();

      // Deleted (migration 0025): it leaves the index as an unpublished product does.
      await t.db.delete(products).where(eq(products.name, 'Quince Marmalade'));
      await eventually(async () => {
        expect(await suggestions.current()).toBe(index);
        expect(names(index.namedBy('quince', 8))).not.toContain('Quince Marmalade');
      });
      expect(suggestions.reads.built).toBe(reads.built);
      await asTheDatabase();
    } finally {
      await suggestions.stop();
    }
  });

  it('reads the index whole when a patch fails', async () => {
    const index = await built();
    const [blend] = await t.db.select().from(products).where(eq(products.name, 'Spice Blend'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await t.db.update(products).set({ name: 'Spice Blend Royale' }).where(eq(products.id, blend!.id));
    await eventually(() => expect(suggestions.isCurrent).toBe(false));
    await t.db.execute(sql`alter table search_words rename to search_words_away`);
    try {
      expect(await suggestions.current()).toBeUndefined();
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Suggestion index not patched/));
    } finally {
      await t.db.execute(sql`alter table search_words_away rename to search_words`);
      warn.mockRestore();
    }
    await eventually(async () => {
      const now = await built();
      expect(now).not.toBe(index);
      expect(names(now.namedBy('royale', 8))).toEqual(['Spice Blend Royale']);
    });
  });

  it('reads the index whole once more products were patched than one statement of sales reads', async () => {
    const index = await built();
    // Two products a statement here: the third patched is one too many to check apart from the walks.
    for (const number of [20, 21, 22]) {
      await t.db
        .update(products)
        .set({ name: `Masala Mix ${number} Tangy` })
        .where(eq(products.name, `Masala Mix ${number}`));
      await suggestions.current();
    }
    await eventually(async () => {
      const now = await built();
      expect(now).not.toBe(index);
      expect(names(now.namedBy('tangy', 8))).toHaveLength(3);
    });
  });

  it('is not used while changes cannot be heard', async () => {
    const deaf = new ProductSuggestions(t.database); // never started
    expect(await deaf.current()).toBeUndefined();
    expect(await deaf.current()).toBeUndefined();
  });
});
