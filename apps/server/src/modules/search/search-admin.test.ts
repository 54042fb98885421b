import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createProduct, insertProducts, loginAs, type Session } from '../../../test/factories';

/**
 * An admin's search (the admin list: /get with unpublished products too) counts and ranks every match up
 * to 10,000; more, and only the first 10,000 the full-text index finds ('10000+'): counting every match
 * of a common word took seconds at a million products.
 */
describe("an admin's search of a common word", () => {
  let t: TestApp;
  let admin: Session;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await loginAs(t, 'ADMIN');
    await insertProducts(t.db, {
      count: 10_050,
      idBase: 1400000000,
      name: sql`'Storage Jar No ' || i`,
      description: sql`'A jar'`,
    });
    await createProduct(t.db, {}, { name: 'Hidden Pickle Jar', publish: false });
    await createProduct(t.db, {}, { name: 'Hidden Pickle Tin', publish: false });
  }, 120_000);
  afterAll(() => t.close());

  const list = async (search: string, page: number, headers = admin.headers) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/product/get',
        headers,
        payload: { search, page, limit: 12 },
      })
    ).json();

  it('counts at most 10,000 matches and says more match, each page of them served', async () => {
    const first = await list('jar', 1);
    expect(first).toMatchObject({ success: true, totalCount: 10_000, totalCapped: true, totalNoPage: 834 });
    expect(first.data).toHaveLength(12);
    const last = await list('jar', 834);
    expect(last.data).toHaveLength(4);
    expect((await list('jar', 835)).data).toHaveLength(0);
  });

  it('still counts and ranks every match below that, unpublished products too', async () => {
    const pickle = await list('pickle', 1);
    expect(pickle).toMatchObject({ totalCount: 2, totalNoPage: 1 });
    expect(pickle.totalCapped).toBeUndefined();
    expect(pickle.data.map((product: { name: string }) => product.name).sort()).toEqual([
      'Hidden Pickle Jar',
      'Hidden Pickle Tin',
    ]);
  });

  it("leaves a shopper's search of the same word to the postings ('1000+')", async () => {
    const shopper = await loginAs(t, 'USER');
    expect(await list('jar', 1, shopper.headers)).toMatchObject({ totalCount: 1000, totalCapped: true });
  });
});
