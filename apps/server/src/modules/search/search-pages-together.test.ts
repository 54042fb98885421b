import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createProduct, insertProducts } from '../../../test/factories';
import { statementsDuring } from '../../../test/statements-during';

/*
 * A shopper's search pages scored in memory (decision 0021) and asked for at once are read by one statement
 * of each kind (db/product-page.repository.ts productPages): each must still be the page it is when asked
 * alone, its ties ordered by stock as they are now.
 */
describe('search pages read together', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Cache off: every search is ranked and read, nothing kept from one to the next.
    t = await buildTestApp({ CATALOGUE_CACHE_MB: '0' });
    // Kettles: a narrow search, every match scored; the three steel ones tie (in stock first, then newest).
    for (const [name, stock] of [
      ['Copper Kettle', 3],
      ['Steel Kettle', 0],
      ['Steel Kettle', 4],
      ['Steel Kettle', 2],
      ['Kettle Descaler', 2],
    ] as const) {
      await createProduct(t.db, {}, { name, stock, description: '' });
    }
    // 400 widgets: a broad search, its candidates from the postings, the first of them scored.
    await insertProducts(t.db, {
      count: 400,
      idBase: 1700000000,
      name: sql`'Garden Widget No ' || i`,
      stock: sql`i % 7`,
      description: sql`'A widget'`,
    });
  });
  afterAll(() => t.close());

  const asked = [
    { search: 'kettle', page: 1, limit: 2 },
    { search: 'kettle', page: 2, limit: 2 },
    { search: 'kettle', page: 3, limit: 2 },
    { search: 'kettle', page: 4, limit: 2 },
    { search: 'steel kettle', page: 1, limit: 10 },
    { search: 'widget', page: 1, limit: 10 },
    { search: 'widget', page: 12, limit: 10 },
    { search: 'widget', page: 41, limit: 10 },
    { search: 'garden widget', page: 2, limit: 5 },
  ];
  const ask = (payload: object) => t.app.inject({ method: 'POST', url: '/api/product/get', payload });
  const names = (answer: Awaited<ReturnType<typeof ask>>) =>
    (answer.json().data as { name: string }[]).map((product) => product.name);
  const ids = (answer: Awaited<ReturnType<typeof ask>>) =>
    (answer.json().data as { _id: string }[]).map((product) => product._id);

  /** Searches are scored in memory once the postings index is current; before, the database ranks them. */
  const indexed = () =>
    vi.waitFor(
      async () => {
        await ask(asked[0]!);
        if (!t.app.deps.postings.current()) throw new Error('postings index not read yet');
      },
      { timeout: 20_000 },
    );

  it('answers each page asked at once as it answers it asked alone, in one statement of each kind', async () => {
    await indexed();
    const alone = [];
    for (const each of asked) alone.push(await ask(each));
    let together: Awaited<ReturnType<typeof ask>>[] = [];
    const statements = await statementsDuring(t, async () => {
      together = await Promise.all(asked.map(ask));
    });
    expect(together.map((answer) => answer.statusCode)).toEqual(asked.map(() => 200));
    expect(together.map((answer) => answer.json())).toEqual(alone.map((answer) => answer.json()));
    // The kettles' pages and the steel ones (scored in memory), the widgets' (their candidates scored).
    expect(statements).toBe(2);

    const [first, second, third, past, steel, widgets, widgets12, widgetsPast] = together;
    const stocks = (steel!.json().data as { stock: number }[]).map((product) => product.stock);
    expect([names(steel!), stocks]).toEqual([
      ['Steel Kettle', 'Steel Kettle', 'Steel Kettle'],
      [2, 4, 0],
    ]);
    expect([...ids(first!), ...ids(second!), ...ids(third!)]).toHaveLength(5);
    expect(new Set([...ids(first!), ...ids(second!), ...ids(third!)]).size).toBe(5);
    expect([names(past!), past!.json().totalCount]).toEqual([[], 5]);
    expect(names(widgets!)).toHaveLength(10);
    expect(names(widgets12!)).toHaveLength(10);
    expect(new Set([...ids(widgets!), ...ids(widgets12!)]).size).toBe(20);
    expect([names(widgetsPast!), widgetsPast!.json().totalCount]).toEqual([[], 400]);
  });
});
