import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createProduct, insertProducts } from '../../../test/factories';
import { queryRows } from '../../db/client';
import { products, searchPostings, searchSynonyms } from '../../db/schema';
import type { PostingsIndex } from './postings-index';
import { PostingsMemory } from './postings-memory';
import { matchingProducts, rankedKnownPage, rankedProducts } from './ranking.repository';
import { RecentSearches } from './recent-searches';
import { type SearchContext, searchProducts } from './search.service';
import { wordsBegun } from './search-plan';

// The ranking's statements as they are, watched: which of them a search runs.
vi.mock('./ranking.repository', async (actual) => {
  const repository = await actual<typeof import('./ranking.repository')>();
  return {
    ...repository,
    matchingProducts: vi.fn(repository.matchingProducts),
    rankedProducts: vi.fn(repository.rankedProducts),
    rankedKnownPage: vi.fn(repository.rankedKnownPage),
  };
});

/**
 * Searches find their matches (narrow) or candidates (broad) in the postings index when it is current,
 * and in the database otherwise: both must give the same pages. These products make 'widget', 'garden'
 * and 'blue' broad (more matches than a search scores row by row); the kettles and the strainer are
 * narrow, some words held by their descriptions alone.
 */
describe('the postings index', () => {
  let t: TestApp;
  let memory: PostingsMemory;
  /** Never started: it never hears the catalogue, so searches through it read the database's postings. */
  let deaf: PostingsMemory;
  /** The unpublished products' texts, read in parts; and never started (an admin's search in the database). */
  let drafts: PostingsMemory;
  let deafDrafts: PostingsMemory;

  beforeAll(async () => {
    t = await buildTestApp();
    // Ties in static score everywhere (the same name shape): the order of ids decides them.
    await insertProducts(t.db, {
      count: 1200,
      idBase: 1700000000,
      name: sql`case when i % 3 = 0 then 'Blue ' else 'Red ' end || 'Garden Widget No ' || i
        || case when i % 10 = 0 then ' + Garden Hose' else '' end`,
      stock: sql`i % 7`,
      description: sql`'A widget'`,
      moreDetails: sql`jsonb_build_object('Brand', case when i % 2 = 0 then 'Acme' else 'Widgetry' end)`,
    });
    await insertProducts(t.db, {
      count: 1000,
      idBase: 1600000000,
      name: sql`case when i % 5 = 0 then 'Blue ' else '' end || 'Thousand Sprocket No ' || i`,
      description: sql`'A sprocket'`,
      moreDetails: sql`jsonb_build_object('Type', 'Garden Tools')`,
    });
    // Words only descriptions hold, of more products than a narrow search scores.
    await insertProducts(t.db, {
      count: 450,
      idBase: 1500000000,
      name: sql`'Gear No ' || i`,
      description: sql`case when i % 9 = 0 then 'Rust proof coating' else 'Proof of rust' end`,
    });
    // More products than a description-only search once scored ('1000+'), and one named for a word, last.
    await insertProducts(t.db, {
      count: 1200,
      idBase: 1400000000,
      name: sql`'Bolt No ' || i`,
      description: sql`'Velvet sheen finish'`,
    });
    // More than a description-only search once scored in full (2,000), and one named for a word, last.
    await insertProducts(t.db, {
      count: 2100,
      idBase: 1450000000,
      name: sql`'Nut No ' || i`,
      description: sql`'Lacquer gloss finish'`,
    });
    // Words begun by unfinished ones: 'zet' begins 64 (1,001 products), 'yot' 64, 'xol' 64 and 'qua' 1,000
    // (a product each).
    for (const [word, count, kinds, idBase] of [
      ['Zeta', 1001, 64, 1300000000],
      ['Yota', 64, 64, 1310000000],
      ['Xola', 64, 64, 1320000000],
      ['Quark', 1001, 1001, 1330000000],
    ] as const) {
      const name = sql`${word} || (i % ${kinds})`;
      await insertProducts(t.db, { count, idBase, name, description: sql`''` });
    }
    await createProduct(t.db, {}, { name: 'Widget', description: '' });
    await createProduct(t.db, {}, { name: 'Widgets', description: '', unitsSold: 40 });
    await createProduct(t.db, {}, { name: 'Secret Widget', publish: false });
    await t.db
      .insert(searchSynonyms)
      .values([{ terms: ['gadget', 'widget'] }, { terms: ['doohickey', 'garden widget'] }]);
    await createProduct(t.db, {}, { name: 'Blue Gadget Stand' });
    await createProduct(t.db, {}, { name: 'Velvet Bolt', description: 'A sheen finish' });
    await createProduct(t.db, {}, { name: 'Gloss Nut', description: 'A lacquer finish' });
    await createProduct(t.db, {}, { name: 'Copper Kettle', description: 'Boils water for tea' });
    await createProduct(t.db, {}, { name: 'Steel Kettle', description: 'Whistles when the water boils' });
    await createProduct(t.db, {}, { name: 'Tea Strainer', description: 'Fine steel mesh', stock: 0 });
    await createProduct(t.db, {}, { name: 'Hidden Kettle', description: 'Boils water', publish: false });
    // A few postings a statement: words split across parts, and widgets' read alone.
    memory = new PostingsMemory(t.database, 97);
    await memory.start();
    deaf = new PostingsMemory(t.database);
    drafts = new PostingsMemory(t.database, 97, 'unpublished');
    await drafts.start();
    deafDrafts = new PostingsMemory(t.database, undefined, 'unpublished');
  });
  afterAll(async () => {
    await drafts.stop();
    await memory.stop();
    await t.close();
  });

  /** The index once it is built (the first asks start it and are told to read the database). */
  const built = () =>
    vi.waitFor(
      () => {
        const index = memory.current();
        if (!index) throw new Error('not built yet');
        return index;
      },
      { timeout: 20_000 },
    );
  const context = (
    postings: PostingsMemory,
    recentSearches: RecentSearches,
    unpublished = deafDrafts,
  ): SearchContext => ({
    db: t.database.reads,
    vocabulary: t.app.deps.vocabulary,
    postings,
    unpublished,
    recentSearches,
  });
  // Each search worked out afresh, unless it is given what earlier searches kept.
  const none = new RecentSearches(0);
  const kept = new RecentSearches(16 * 1024 * 1024);
  const page = async (postings: PostingsMemory, text: string, page = 1, limit = 10, recent = none) => {
    const found = await searchProducts(
      context(postings, recent),
      { text },
      { limit, offset: (page - 1) * limit },
      false,
    );
    return {
      ids: found?.rows.map((row) => row.id),
      total: found?.total,
      capped: found?.totalCapped,
      corrected: found?.correctedSearch,
    };
  };

  it('holds every posting of the table, read in parts', async () => {
    const index = await built();
    const [count] = await queryRows<{ postings: number; products: number }>(
      t.db,
      sql`select count(*)::int as postings, count(distinct product_id)::int as products from ${searchPostings}`,
    );
    expect(index.postings).toBe(count?.postings);
    expect(index.size).toBe(count?.products);
  });

  it.each([
    'widget',
    'widgets',
    'garden',
    'blue widget',
    'garden widget',
    'thousand sprocket',
    'sprocket tools',
    'acme widget',
    'garden tools',
    'gadget',
    'doohickey',
    'blue doohickey',
    'blue widg',
    'red garden',
    'widgt blue',
    'sprocket widget',
    'kettle',
    'kettles',
    'water',
    'boiling water',
    'tea kettle',
    'steel tea',
    'widget stand',
    'hidden',
    'kettle sprocket',
    'copper water blue',
    'kettle strainer',
    'copper whistles',
    'whistling',
    'widg',
    'gard widg',
    'blue sprock',
    'copper ket',
    'ket',
    'whist',
    'tea strain',
    'boil wat',
    'rust proof',
    'proof coating',
    'rust coat',
    'rus',
  ])('finds what the database finds, page by page: %s', async (text) => {
    await built();
    const scoring = vi.mocked(matchingProducts);
    for (const [number, limit] of [
      [1, 10],
      [2, 10],
      [11, 10],
      [3, 48],
      [100, 10],
      [101, 10],
    ] as const) {
      scoring.mockClear();
      const found = await page(memory, text, number, limit);
      // The index answered, unfinished words too (the lexemes they begin).
      const attempts = scoring.mock.calls.filter(([, , , options]) => options.cap !== undefined).length;
      expect(attempts, `${text} page ${number}: full-text attempts`).toBe(0);
      expect(found, `${text} page ${number}`).toEqual(await page(deaf, text, number, limit));
      // Ranked once for every page and every test: each page as it is when ranked afresh.
      await page(memory, text, number, limit, kept);
      expect(await page(memory, text, number, limit, kept), `${text} page ${number}, kept`).toEqual(found);
    }
  });

  /** An admin's page (unpublished products too), through these indexes or the database. */
  const adminPage = async (inMemory: boolean, text: string, page = 1, limit = 10) => {
    const found = await searchProducts(
      context(inMemory ? memory : deaf, none, inMemory ? drafts : deafDrafts),
      { text },
      { limit, offset: (page - 1) * limit },
      true,
    );
    return { ids: found?.rows.map((row) => row.id), total: found?.total, capped: found?.totalCapped };
  };
  const draftsBuilt = () =>
    vi.waitFor(
      () => {
        if (!drafts.current()) throw new Error('not built yet');
      },
      { timeout: 20_000 },
    );

  it.each([
    'widget',
    'secret widget',
    'kettle',
    'hidden',
    'boiling water',
    'blue widget',
    'rust proof',
    'widgt blue',
    'kettle sprocket',
    'velvet',
  ])(
    "answers an admin's search in memory, unpublished products too, as the database does: %s",
    async (text) => {
      await built();
      await draftsBuilt();
      const scoring = vi.mocked(matchingProducts);
      for (const [number, limit] of [
        [1, 10],
        [2, 10],
        [3, 48],
        [100, 10],
      ] as const) {
        scoring.mockClear();
        const found = await adminPage(true, text, number, limit);
        expect(scoring, `${text} page ${number}: the full-text index asked`).not.toHaveBeenCalled();
        expect(found, `${text} page ${number}`).toEqual(await adminPage(false, text, number, limit));
      }
    },
  );

  // Counting past 10,000: search-admin.test.ts.
  it("leaves an admin's search of more than 2,000 matches, or of unfinished words, to the database", async () => {
    await built();
    await draftsBuilt();
    const scoring = vi.mocked(matchingProducts);
    // 'finish': 3,302 products' descriptions; 'garden', 2,201 names and types.
    for (const text of ['finish', 'garden', 'ket', 'widg', 'copper ket']) {
      scoring.mockClear();
      const found = await adminPage(true, text);
      expect(scoring, text).toHaveBeenCalled();
      expect(found, text).toEqual(await adminPage(false, text));
    }
  });

  it('finds words only descriptions hold, and no unpublished product', async () => {
    const index = await built();
    const named = async (text: string) => {
      const found = await page(memory, text);
      const rows = await queryRows<{ id: string; name: string }>(t.db, sql`select id, name from ${products}`);
      const names = new Map(rows.map((row) => [row.id, row.name]));
      return { names: found.ids?.map((id) => names.get(id)).sort(), total: found.total };
    };
    expect(await named('boiling water')).toEqual({ names: ['Copper Kettle', 'Steel Kettle'], total: 2 });
    expect(await named('steel tea')).toEqual({ names: ['Tea Strainer'], total: 1 });
    expect(await named('hidden')).toEqual({ names: [], total: 0 });
    const stems = (word: string) => ({ boiling: 'boil', kettles: 'kettl', kettle: 'kettl' })[word] ?? word;
    const plan = (word: string) => ({
      concepts: [{ alternatives: [{ words: [word], prefix: false }] }],
      text: word,
      stems,
      requireAll: true,
    });
    expect(index.matches(plan('kettles'), 300)).toHaveLength(2);
    expect(index.matches(plan('widget'), 300)).toBeUndefined();
  });

  // 'widg' begins the lexemes of 1,202 published products, more than the index ranks: the postings of the
  // words it begins give the candidates ('1000+'), as a broad search's.
  it.each([
    ['copper ket', 0],
    ['whist', 0],
    ['blue sprock', 0],
    ['tea strain', 0],
    ['rus', 0],
    ['widg', 0],
  ])('finds an unfinished word in the lexemes it begins: %s', async (text, statements) => {
    await built();
    const scoring = vi.mocked(matchingProducts);
    scoring.mockClear();
    const found = await page(memory, text);
    expect(found.total).toBeGreaterThan(0);
    expect(found.capped).toBe(text === 'widg' ? true : undefined);
    expect(scoring).toHaveBeenCalledTimes(statements);
    expect(found).toEqual(await page(deaf, text));
  });

  // Before, the full-text index scored the first 1,000 of its matches in its own order: the products named
  // 'Widget' and 'Widgets', read last, were not among them.
  it.each(['widg', 'gard widg'])(
    'answers unfinished words more than 1,000 products match from the postings of the words they begin: %s',
    async (text) => {
      await built();
      const rows = await queryRows<{ id: string; name: string }>(t.db, sql`select id, name from ${products}`);
      const names = new Map(rows.map((row) => [row.id, row.name]));
      const found = await page(memory, text, 1, 100);
      expect(found.capped).toBe(true);
      expect(found.total).toBeGreaterThan(900);
      const first = found.ids?.map((id) => names.get(id)) ?? [];
      if (text === 'gard widg') for (const name of first) expect(name).toMatch(/Garden Widget/);
      else expect(first).toEqual(expect.arrayContaining(['Widget', 'Widgets']));
      for (const number of [1, 2, 11, 100, 101]) {
        expect(await page(memory, text, number), `${text} page ${number}`).toEqual(
          await page(deaf, text, number),
        );
      }
    },
  );

  // No product holds two of 'zet', 'yot' and 'xol': any will do. 'zet yot' matches 1,065 and drives with
  // 130 forms; 'zet yot xol' would drive with 195, more than one unfinished word gives. 'qua' begins 1,001
  // words of a product each: the 64 it stands for hold 64 products, not the 1,001 that match. Both are
  // the full-text index's first 1,000.
  it.each([
    ['zet yot', 0],
    ['zet yot xol', 1],
    ['qua', 1],
  ])(
    'drives a broad search with the words begun only while they stand for the matches: %s',
    async (text, statements) => {
      await built();
      const scoring = vi.mocked(matchingProducts);
      const fullText = () =>
        scoring.mock.calls.filter(([, , , options]) => options.most !== undefined).length;
      scoring.mockClear();
      const found = await page(memory, text);
      expect(found).toMatchObject({ total: 1000, capped: true });
      expect(fullText()).toBe(statements);
      expect(found).toEqual(await page(deaf, text));
    },
  );

  it('reads an unfinished word as the words it begins, and only their forms it still begins', async () => {
    const vocabulary = t.app.deps.vocabulary;
    const index = await vocabulary.current();
    // 'widgets' stems to 'widget', which 'widgets':* does not match; 'widgetry' (a brand) to 'widgetri'.
    expect((await wordsBegun(vocabulary, index, 'widget')).forms.sort()).toEqual([
      'widget',
      'widgetri',
      'widgetry',
      'widgets',
    ]);
    expect((await wordsBegun(vocabulary, index, 'widgets')).forms).toEqual(['widgets']);
    expect(await wordsBegun(vocabulary, index, 'zzq')).toEqual({ forms: ['zzq'], products: 0 });
  });

  // 450 gears' descriptions hold 'rust' and 'proof' (their names neither): no posting does.
  it('scores a search whose words only descriptions hold in memory, up to 1000 matches', async () => {
    await built();
    const scoring = vi.mocked(matchingProducts);
    scoring.mockClear();
    const found = await page(memory, 'rust proof', 2, 48);
    expect(found.total).toBe(450);
    expect(found.ids).toHaveLength(48);
    expect(scoring).not.toHaveBeenCalled();
    expect(found).toEqual(await page(deaf, 'rust proof', 2, 48));
  });

  // 1,201 products' texts hold 'velvet' and 'sheen', their names never both: every one is scored, in
  // memory or in the database alike. Before, the full-text index's first 1,000 were, in its own order:
  // 'Velvet Bolt', written last, was not among them.
  it('scores every match of a search whose words only descriptions hold, past 1,000', async () => {
    await built();
    const scoring = vi.mocked(matchingProducts);
    scoring.mockClear();
    const found = await page(memory, 'velvet sheen');
    expect(found).toMatchObject({ total: 1201, capped: undefined });
    expect(scoring).not.toHaveBeenCalled();
    const [best] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from ${products} where name = 'Velvet Bolt'`,
    );
    expect(found.ids?.[0]).toBe(best?.id);
    for (const number of [1, 2, 120, 121, 122]) {
      expect(await page(memory, 'velvet sheen', number), `page ${number}`).toEqual(
        await page(deaf, 'velvet sheen', number),
      );
    }
  });

  // 2,101 products' texts hold 'lacquer' and 'gloss', their names never both: every one is scored (up to
  // 10,000), in memory or in the database alike, 'Gloss Nut' first. Up to 2,000 before: past that, the
  // full-text index's first 1,000 ('1000+').
  it('scores every match of a search whose words only descriptions hold, past 2,000', async () => {
    await built();
    const scoring = vi.mocked(matchingProducts);
    scoring.mockClear();
    const found = await page(memory, 'lacquer gloss');
    expect(found).toMatchObject({ total: 2101, capped: undefined });
    expect(scoring).not.toHaveBeenCalled();
    const [best] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from ${products} where name = 'Gloss Nut'`,
    );
    expect(found.ids?.[0]).toBe(best?.id);
    for (const number of [1, 2, 210, 211]) {
      expect(await page(memory, 'lacquer gloss', number), `page ${number}`).toEqual(
        await page(deaf, 'lacquer gloss', number),
      );
    }
  });

  // The 1,200 bolts tie (one score, in stock, no sales, one insert): the database orders them by id. In
  // memory the page is picked among them, and only its ten rows are read.
  it('breaks ties in memory as the database does, as sales and stock move', async () => {
    await built();
    const known = vi.mocked(rankedKnownPage);
    const tied = vi.mocked(rankedProducts);
    const same = async (when: string) => {
      for (const number of [1, 2, 60, 121]) {
        known.mockClear();
        tied.mockClear();
        const found = await page(memory, 'velvet sheen', number);
        expect(found, `${when}, page ${number}`).toEqual(await page(deaf, 'velvet sheen', number));
        expect(known, `${when}, page ${number}: the page alone read`).toHaveBeenCalledTimes(1);
        expect(tied).not.toHaveBeenCalled();
        expect(known.mock.calls[0]?.[2].ids.length).toBeLessThanOrEqual(10);
      }
    };
    await same('as read');
    const bolt = async (name: string) => {
      const [row] = await queryRows<{ id: string }>(
        t.db,
        sql`select id from ${products} where name = ${name}`,
      );
      return row?.id ?? '';
    };
    const [sold, soldOut] = [await bolt('Bolt No 777'), await bolt('Bolt No 3')];
    // A sale ('product:<id>') and a product selling out ('stock:<id>'), as orders announce them.
    await t.db.update(products).set({ unitsSold: 5 }).where(eq(products.id, sold));
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, soldOut));
    await vi.waitFor(
      async () => {
        const first = await page(memory, 'velvet sheen', 1);
        expect(first.ids?.[1]).toBe(sold);
      },
      { timeout: 10_000 },
    );
    await same('after a sale');
    const last = await page(memory, 'velvet sheen', 121);
    expect(last.ids?.at(-1)).toBe(soldOut);
  });

  // Every word of the first three is held by more than 300 products; 'blue widget' matches 400, 'acme
  // widget' 601 (the 'Widget' and 'Widgets' products have no brand), 'sprocket widget' none, and then, any
  // word being enough, 2,202. 'tea kettle' matches one, 'steel kettle sprocket' none, then 1,002.
  it.each([
    ['blue widget', 0, 1],
    ['acme widget', 0, 1],
    ['sprocket widget', 0, 2],
    ['tea kettle', 0, 1],
    ['steel kettle sprocket', 0, 2],
  ])(
    'asks the full-text index nothing while the postings index is current: %s',
    async (text, withIndex, without) => {
      await built();
      const scoring = vi.mocked(matchingProducts);
      const attempts = () => scoring.mock.calls.filter(([, , , options]) => options.cap !== undefined).length;
      scoring.mockClear();
      await page(memory, text);
      expect(attempts()).toBe(withIndex);
      scoring.mockClear();
      await page(deaf, text);
      expect(attempts()).toBe(without);
    },
  );

  it('follows a rename: the index is patched, and finds the product by its new name', async () => {
    const before = await built();
    const reads = { ...memory.reads };
    await page(memory, 'blue widget', 1, 48, kept);
    const [renamed] = await t.db
      .update(products)
      .set({ name: 'Blue Garden Gizmo' })
      .where(eq(products.name, 'Blue Garden Widget No 3'))
      .returning();
    const after = await vi.waitFor(
      () => {
        const index = memory.current();
        if (!index || index === before) throw new Error('not patched yet');
        return index;
      },
      { timeout: 20_000 },
    );
    // Patched, not read again.
    expect(memory.reads).toMatchObject({ built: reads.built, patched: reads.patched + 1 });
    const gizmo = (index: PostingsIndex) =>
      index.candidates({
        concepts: [{ alternatives: [{ words: ['gizmo'], prefix: false }] }],
        stems: (word) => word,
        requireAll: true,
        driving: ['gizmo'],
        checked: false,
        read: 10,
      });
    expect(gizmo(before)).toMatchObject({ matches: [], posted: 0 });
    expect(gizmo(after)).toMatchObject({ matches: [renamed?.id], posted: 1 });
    const now = await page(deaf, 'blue widget', 1, 48);
    expect(await page(memory, 'blue widget', 1, 48)).toEqual(now);
    // What was ranked from the index before is not: its matches held the renamed product.
    expect(await page(memory, 'blue widget', 1, 48, kept)).toEqual(now);
    expect(now.ids).not.toContain(renamed?.id);
  });

  it('patched for names, descriptions and details, answers as the database and a fresh read do', async () => {
    const before = await built();
    const reads = { ...memory.reads };
    const edit = (name: string, set: Partial<typeof products.$inferInsert>) =>
      t.db.update(products).set(set).where(eq(products.name, name));
    // New words, a word no product holds any more ('copper'), a word's score moving (a brand), a product
    // leaving a broad word's postings, a description's words, and an unpublished product's name.
    await edit('Copper Kettle', { name: 'Brass Teapot Deluxe' });
    await edit('Steel Kettle', { description: 'Sings when the water is hot' });
    await edit('Red Garden Widget No 1', { moreDetails: { Brand: 'Zenith' } });
    await edit('Widgets', { name: 'Tea Widget Caddy', description: 'For loose tea' });
    await edit('Hidden Kettle', { name: 'Hidden Samovar' });
    // A lexeme's weights alike before and after ('finish' in the description alone), its term not.
    await edit('Velvet Bolt', { description: 'A sheen finish, finish and finish again' });
    await edit('Thousand Sprocket No 7', { name: 'Blue Thousand Sprocket No 7 + Garden Hose' });
    // Patched a second time: its words now held by what the first patch rewrote.
    await edit('Blue Garden Gizmo', { name: 'Blue Garden Whatsit', description: 'A brass gadget' });
    const patched = await vi.waitFor(
      () => {
        const index = memory.current();
        if (!index || index === before || !memory.isCurrent) throw new Error('not patched yet');
        return index;
      },
      { timeout: 20_000 },
    );
    expect(memory.reads.built).toBe(reads.built);
    expect(memory.reads.patched).toBeGreaterThan(reads.patched);
    const fresh = new PostingsMemory(t.database, 97);
    await fresh.start();
    try {
      const read = await vi.waitFor(
        () => {
          const index = fresh.current();
          if (!index) throw new Error('not built yet');
          return index;
        },
        { timeout: 20_000 },
      );
      expect(patched.postings).toBe(read.postings);
      for (const text of [
        'teapot',
        'brass teapot',
        'copper',
        'copper kettle',
        'kettle',
        'deluxe tea',
        'tea',
        'sings',
        'water',
        'whistles',
        'zenith',
        'zenith widget',
        'acme widget',
        'widget',
        'widgets',
        'caddy',
        'loose',
        'samovar',
        'hidden',
        'garden hose',
        'blue sprocket',
        'thousand sprocket',
        'sprock',
        'tea wid',
        'gizmo',
        'whatsit',
        'blue garden',
        'brass',
        'finish',
        'bolt finish',
      ]) {
        for (const [number, limit] of [
          [1, 10],
          [2, 10],
          [3, 48],
        ] as const) {
          const found = await page(memory, text, number, limit);
          expect(found, `${text} page ${number}`).toEqual(await page(fresh, text, number, limit));
          expect(found, `${text} page ${number}, the database`).toEqual(
            await page(deaf, text, number, limit),
          );
        }
      }
      expect((await page(memory, 'brass teapot')).total).toBe(1);
      expect((await page(memory, 'samovar')).total).toBe(0);
    } finally {
      await fresh.stop();
    }
  });

  it('patches a rename once heard, unasked, and a search waits for the patch under way', async () => {
    const heard = async () => {
      // Heard: words are waiting to be patched in, or being patched (one turn of the loop at a time,
      // so that no state is missed).
      for (let turn = 0; memory.isCurrent; turn++) {
        if (turn > 100_000) throw new Error('never heard');
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const edit = (name: string, set: Partial<typeof products.$inferInsert>) =>
      t.db.update(products).set(set).where(eq(products.name, name));
    const first = await built();
    const reads = { ...memory.reads };
    await edit('Velvet Bolt', { name: 'Velvet Rivet' });
    // Nothing asks for the index: the patch is made anyway.
    await vi.waitFor(() => expect(memory.reads.patched).toBe(reads.patched + 1), { timeout: 20_000 });
    expect(memory.isCurrent).toBe(true);
    const second = memory.current();
    expect(second).not.toBe(first);

    await edit('Gloss Nut', { name: 'Gloss Washer' });
    await heard();
    expect(memory.isCurrent).toBe(false);
    await memory.patchedIn();
    const third = memory.current();
    expect(third).toBeDefined();
    expect(third).not.toBe(second);
    expect(memory.reads).toMatchObject({ built: reads.built, patched: reads.patched + 2 });
    expect((await page(memory, 'washer')).total).toBe(1);
    expect(await page(memory, 'rivet')).toEqual(await page(deaf, 'rivet'));
  });

  /** The index once a patch after `before` is in (a new index, nothing left to patch). */
  const patchedFrom = (before: PostingsIndex) =>
    vi.waitFor(
      () => {
        const index = memory.current();
        if (!index || index === before || !memory.isCurrent) throw new Error('not patched yet');
        return index;
      },
      { timeout: 20_000 },
    );
  /** Pages 1 and 2 of ten, and page `last` of 48, of each text: the index's as the database's. */
  const pagesAsTheDatabase = async (texts: readonly string[], last: number) => {
    for (const text of texts) {
      for (const [number, limit] of [
        [1, 10],
        [2, 10],
        [last, 48],
      ] as const) {
        expect(await page(memory, text, number, limit), `${text} page ${number}`).toEqual(
          await page(deaf, text, number, limit),
        );
      }
    }
  };

  it('patches a product unpublished and published again, and one it never held published', async () => {
    const publish = (name: string, publish: boolean) =>
      t.db.update(products).set({ publish }).where(eq(products.name, name));
    const texts = ['kettle', 'steel', 'steel kettle', 'water', 'widget', 'red widget', 'garden widget'];
    const asTheDatabase = () => pagesAsTheDatabase(texts, 3);
    // Never published: an index read now does not number it.
    await createProduct(t.db, {}, { name: 'Shelved Samovar', publish: false });
    await vi.waitFor(() => expect(memory.isCurrent).toBe(false));
    const first = await built();
    const reads = { ...memory.reads };
    const held = first.postings;
    const [kettle] = await t.db.select().from(products).where(eq(products.name, 'Steel Kettle'));
    // A narrow search's product and a broad one's leave, then come back.
    await publish('Steel Kettle', false);
    await publish('Red Garden Widget No 4', false);
    const unpublished = await patchedFrom(first);
    expect(memory.reads).toMatchObject({ built: reads.built });
    expect(memory.reads.patched).toBeGreaterThan(reads.patched);
    expect(unpublished.postings).toBeLessThan(held);
    expect((await page(memory, 'steel kettle', 1, 48)).ids).not.toContain(kettle?.id);
    await asTheDatabase();

    await publish('Steel Kettle', true);
    await publish('Red Garden Widget No 4', true);
    const republished = await patchedFrom(unpublished);
    expect(memory.reads).toMatchObject({ built: reads.built });
    expect(republished.postings).toBe(held);
    expect((await page(memory, 'steel kettle', 1, 48)).ids?.[0]).toBe(kettle?.id);
    await asTheDatabase();

    // Unpublished since before the index was read: numbered anew, after every product it holds.
    await publish('Shelved Samovar', true);
    await patchedFrom(republished);
    expect(memory.reads).toMatchObject({ built: reads.built });
    expect((await page(memory, 'samovar')).total).toBe(1);
    await asTheDatabase();
  });

  it("follows products published and unpublished in an admin's search: both indexes patched", async () => {
    const publish = (name: string, publish: boolean) =>
      t.db.update(products).set({ publish }).where(eq(products.name, name));
    await built();
    await draftsBuilt();
    const scoring = vi.mocked(matchingProducts);
    const asTheDatabase = async () => {
      for (const text of ['kettle', 'steel kettle', 'zabaglione', 'draft pot', 'widget', 'red widget']) {
        for (const number of [1, 2]) {
          scoring.mockClear();
          const found = await adminPage(true, text, number);
          expect(scoring, `${text} page ${number}`).not.toHaveBeenCalled();
          expect(found, `${text} page ${number}`).toEqual(await adminPage(false, text, number));
        }
      }
    };
    const patchedOnce = async (reads: { built: number; patched: number }) => {
      await vi.waitFor(() => expect(drafts.reads.patched).toBeGreaterThan(reads.patched), {
        timeout: 20_000,
      });
      expect(drafts.reads.built).toBe(reads.built);
    };
    // Added unpublished, then published as another is unpublished; then both back.
    let reads = { ...drafts.reads };
    const pot = await createProduct(t.db, {}, { name: 'Draft Zabaglione Pot', publish: false });
    await patchedOnce(reads);
    expect((await adminPage(true, 'zabaglione')).ids).toEqual([pot.id]);
    expect((await page(memory, 'zabaglione')).total).toBe(0);
    await asTheDatabase();
    reads = { ...drafts.reads };
    await publish('Steel Kettle', false);
    await publish('Draft Zabaglione Pot', true);
    await patchedOnce(reads);
    expect((await page(memory, 'zabaglione')).ids).toEqual([pot.id]);
    await asTheDatabase();
    reads = { ...drafts.reads };
    await publish('Steel Kettle', true);
    await publish('Draft Zabaglione Pot', false);
    await patchedOnce(reads);
    await asTheDatabase();
  });

  it('patches products added or deleted a few at a time, and reads whole for many added at once', async () => {
    const texts = ['tin', 'tin bucket', 'garden widget', 'red widget', 'blue', 'bucket', 'tinn buckte'];
    const asTheDatabase = () => pagesAsTheDatabase(texts, 5);
    const first = await built();
    const reads = { ...memory.reads };
    // One added as an admin adds it, with its links; a word new to the index with it.
    const { id } = await createProduct(t.db, {}, { name: 'Tin Bucket', description: 'Galvanised' });
    const second = await patchedFrom(first);
    expect(memory.reads).toMatchObject({ built: reads.built });
    expect((await page(memory, 'tin bucket')).ids).toEqual([id]);
    // Three in one statement, tied by name's shape with the garden widgets, their ids among theirs: each
    // takes its place among ties by id, as in the database.
    const [tied] = await insertProducts(t.db, {
      count: 3,
      idBase: 1700000400,
      name: sql`'Red Garden Widget No ' || (2000 + i)`,
      description: sql`'A widget'`,
      moreDetails: sql`jsonb_build_object('Brand', 'Acme')`,
    });
    const third = await patchedFrom(second);
    expect(memory.reads).toMatchObject({ built: reads.built });
    await asTheDatabase();
    // Deleted (migration 0025): patched out as an unpublished product is.
    await t.db.delete(products).where(inArray(products.id, [id, tied!]));
    await patchedFrom(third);
    expect(memory.reads).toMatchObject({ built: reads.built });
    expect((await page(memory, 'tin bucket')).total).toBe(0);
    await asTheDatabase();
    // More than a hundred in one statement (an import): read whole.
    await insertProducts(t.db, {
      count: 101,
      idBase: 1710000000,
      name: sql`'Tin Pail No ' || i`,
      description: sql`'A pail'`,
    });
    await vi.waitFor(
      () => {
        if (!memory.current() || memory.reads.built === reads.built) throw new Error('not read yet');
      },
      { timeout: 20_000 },
    );
    await asTheDatabase();
  });
});
