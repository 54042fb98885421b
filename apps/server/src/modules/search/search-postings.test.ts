import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createProduct, insertProducts } from '../../../test/factories';
import { queryRows } from '../../db/client';
import { products, searchPostings, searchSynonyms } from '../../db/schema';

/**
 * Broad searches (more matches than are worth scoring) read the postings: these products make 'widget'
 * and 'blue' broad, so every search here goes through search_postings and its triggers.
 */
describe('broad searches read the postings', () => {
  let t: TestApp;
  let exact: string;

  beforeAll(async () => {
    t = await buildTestApp();
    // 1,200 widgets in one statement (ids shaped as db/ids.ts makes them), every third one blue.
    await insertProducts(t.db, {
      count: 1200,
      idBase: 1700000000,
      name: sql`case when i % 3 = 0 then 'Blue ' else 'Red ' end || 'Garden Widget No ' || i`,
      stock: sql`i % 7`,
      description: sql`'A widget'`,
    });
    // Exactly 1,000 sprockets: as many as a broad search counts, and no more. Every fifth one is blue too,
    // so 'blue' holds products that are not widgets.
    await insertProducts(t.db, {
      count: 1000,
      idBase: 1600000000,
      name: sql`case when i % 5 = 0 then 'Blue ' else '' end || 'Thousand Sprocket No ' || i`,
      description: sql`'A sprocket'`,
    });
    // Blue lamps say 'widget' only in their descriptions: not a match of 'blue widget' by name, brand or
    // type, but one when every match is scored (the fallback when the postings find nothing).
    await insertProducts(t.db, {
      count: 3,
      idBase: 1500000000,
      name: sql`'Blue Lamp No ' || i`,
      description: sql`'Fits any garden widget'`,
    });
    exact = (await createProduct(t.db, {}, { name: 'Widget', description: '' })).id;
    await createProduct(t.db, {}, { name: 'Secret Widget', publish: false });
  });
  afterAll(() => t.close());

  const search = async (body: object) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/product/search-product', payload: body });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const postingsOf = (id: string) =>
    t.db.select({ word: searchPostings.word }).from(searchPostings).where(eq(searchPostings.productId, id));

  it('counts up to 1000 and says there are more, with totalPage to match; the exact name first', async () => {
    const body = await search({ search: 'widget' });
    expect(body).toMatchObject({ totalCount: 1000, totalCapped: true, totalPage: 100, page: 1 });
    expect(body.data).toHaveLength(10);
    expect(body.data[0].name).toBe('Widget');
    expect(body.data.map((p: { name: string }) => p.name)).not.toContain('Secret Widget');
  });

  it('says there are more past 1000 matches of several words too', async () => {
    const body = await search({ search: 'garden widget' });
    expect(body).toMatchObject({ totalCount: 1000, totalCapped: true, totalPage: 100 });
  });

  it.each([
    ['one broad word (the postings)', 'sprocket'],
    ['two broad words (the postings, checked)', 'thousand sprocket'],
    ['an unfinished word (scored matches)', 'sprock'],
  ])('counts exactly 1000 matches as 1000, not more: %s', async (_, query) => {
    const body = await search({ search: query });
    expect(body).toMatchObject({ totalCount: 1000, totalPage: 100 });
    expect(body.totalCapped).toBeUndefined();
    expect(body.data).toHaveLength(10);
    const last = await search({ search: query, page: 100 });
    expect(last.data).toHaveLength(10);
    expect((await search({ search: query, page: 101 })).data).toEqual([]);
  });

  it('scores at most 1000 matches of an unfinished word, which has no postings, and says there are more', async () => {
    const body = await search({ search: 'gard' });
    expect(body).toMatchObject({ totalCount: 1000, totalCapped: true, totalPage: 100 });
    expect(body.data).toHaveLength(10);
    for (const p of body.data as { name: string }[]) expect(p.name).toMatch(/Garden/);
  });

  it('pages without repeating a product, up to the last page it counted', async () => {
    const seen = new Set<string>();
    for (const page of [1, 2, 3, 50, 100]) {
      const body = await search({ search: 'widget', page });
      expect(body.data).toHaveLength(10);
      for (const p of body.data as { _id: string }[]) {
        expect(seen.has(p._id)).toBe(false);
        seen.add(p._id);
      }
    }
    // Past the last page it counted: no products, the same count.
    expect(await search({ search: 'widget', page: 101 })).toMatchObject({ data: [], totalCount: 1000 });
  });

  // 'blue' is the rarer word (603 products): its postings give the candidates, 200 of them sprockets and
  // three of them lamps.
  it.each([
    ['checked against the other words’ postings', 'blue widget'],
    ['checked against the product rows (an unfinished word has no postings)', 'blue widg'],
  ])('requires every word of a broad query, and counts exactly when under the cap: %s', async (_, query) => {
    const ids = new Set<string>();
    for (let page = 1; page <= 40; page++) {
      const body = await search({ search: query, page });
      expect(body.totalCapped).toBeUndefined();
      expect(body.totalCount).toBe(400);
      for (const p of body.data as { _id: string; name: string }[]) {
        expect(p.name).toMatch(/^Blue Garden Widget No \d+$/);
        ids.add(p._id);
      }
    }
    expect(ids.size).toBe(400);
  });

  // Three blue products hold the synonym's own word and nothing else of the query: a check that missed
  // an alternative's words would find only them.
  it.each([
    ['a word', ['gadget', 'widget'], 'Blue Gadget Stand', 'blue gadget'],
    ['several words, all required', ['doohickey', 'garden widget'], 'Blue Doohickey Stand', 'blue doohickey'],
  ])(
    'checks a broad query against every alternative of a synonym through the postings: %s',
    async (_, terms, name, query) => {
      await t.db.insert(searchSynonyms).values({ terms });
      const extra = await Promise.all(
        [1, 2, 3].map((n) => createProduct(t.db, {}, { name: `${name} ${n}` })),
      );
      try {
        const body = await search({ search: query });
        expect(body).toMatchObject({ totalCount: 403, totalPage: 41 });
        const names: string[] = [];
        for (let page = 1; page <= 41; page++) {
          names.push(...(await search({ search: query, page })).data.map((p: { name: string }) => p.name));
        }
        expect(names.filter((n) => n.startsWith(name))).toHaveLength(3);
        expect(names.filter((n) => /^Blue Garden Widget No \d+$/.test(n))).toHaveLength(400);
      } finally {
        await t.db.delete(products).where(
          inArray(
            products.id,
            extra.map((product) => product.id),
          ),
        );
        await t.db.delete(searchSynonyms).where(sql`${terms[0]} = any(${searchSynonyms.terms})`);
      }
    },
  );

  it('reads any word as a word: a synonym written by hand with a quote, a bracket or an operator', async () => {
    // The API refuses such terms; psql does not. Each becomes a quoted lexeme of the text queries and an
    // escaped part of the name patterns, which the matching widgets are then scored with.
    await t.db.insert(searchSynonyms).values({ terms: ['widget', "gizmo's", 'thing(amajig', 'bits & bobs'] });
    try {
      for (const search of ['widget', 'Widget No 7']) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/product/search-product',
          payload: { search },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json().data.length).toBeGreaterThan(0);
      }
    } finally {
      await t.db.delete(searchSynonyms).where(sql`'widget' = any(${searchSynonyms.terms})`);
    }
  });

  it('follows renames, unpublishing and deletes (the postings are kept by triggers)', async () => {
    expect((await postingsOf(exact)).map((row) => row.word)).toEqual(['widget']);
    await t.db.update(products).set({ name: 'Gizmo' }).where(eq(products.id, exact));
    expect((await postingsOf(exact)).map((row) => row.word).sort()).toEqual(['gizmo']);
    expect((await search({ search: 'widget' })).data[0]._id).not.toBe(exact);
    expect((await search({ search: 'gizmo' })).data[0]._id).toBe(exact);

    await t.db.update(products).set({ publish: false }).where(eq(products.id, exact));
    expect(await postingsOf(exact)).toEqual([]);
    await t.db.update(products).set({ publish: true, stock: 3 }).where(eq(products.id, exact));
    expect(await postingsOf(exact)).toHaveLength(1);

    await t.db.delete(products).where(eq(products.id, exact));
    expect(await postingsOf(exact)).toEqual([]);
    const [left] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from ${searchPostings} s
        where not exists (select 1 from ${products} p where p.id = s.product_id and p.publish)`,
    );
    expect(left?.n).toBe(0);
  });
});
