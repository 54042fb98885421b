import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { postingListOf, postingListsAfter } from './postings.repository';
import { PostingsIndex } from './postings-index';

describe("the postings' statements, a word a row", () => {
  let t: TestApp;
  const postings = 20_000;

  beforeAll(async () => {
    t = await buildTestApp();
    // A word held by many products, ties in score everywhere: the ids decide their order.
    await t.db.execute(sql`insert into search_postings (word, score, product_id)
      select 'zzcommon', (i % 7)::real, lpad(to_hex((i * 7919) % 1000003), 24, '0')
      from generate_series(1, ${postings}) i`);
  });
  afterAll(() => t.close());

  it("give each word's postings in the index's order however the database plans and sorts", async () => {
    // The reads pool plans generically; a sort larger than work_mem runs on disk and is not stable, so
    // an order given only by a sub-select was lost (seen at 1,000,000 products).
    const read = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(sql`set local work_mem = '64kB'`);
      return [await postingListOf(tx, 'zzcommon'), await postingListsAfter(tx, 'zz', postings + 1)];
    });
    for (const rows of read) {
      expect(rows.map(({ word, count }) => [word, count])).toEqual([['zzcommon', postings]]);
      expect(() => new PostingsIndex().add(rows)).not.toThrow();
    }
  });
});
