import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { buildDemoCatalogueApp } from '../../../test/demo-catalogue-app';
import { createCategory, createSubCategory } from '../../../test/factories';
import { queryRows } from '../../db/client';
import type { NamedListing } from './listing-names';
import { queryWords } from './query-words';

/**
 * What suggestions asked the database before the listings' names were kept in memory: regular expressions
 * on every name, shortest first. The names in memory (listing-names.ts) must answer the same.
 */
async function namedInDatabase(t: TestApp, words: string[], lastIsPrefix: boolean, limit: number) {
  const patterns = words.map((word, index) =>
    lastIsPrefix && index === words.length - 1 ? `\\m${word}` : `\\m${word}(s|es)?\\M`,
  );
  return queryRows<NamedListing>(
    t.db,
    sql`(select 'category' as kind, c.id as "categoryId", c.name as "categoryName",
          s.id as "subCategoryId", s.name as "subCategoryName"
        from categories c
        cross join lateral (select s.id, s.name from sub_category_categories l
          join sub_categories s on s.id = l.sub_category_id
          where l.category_id = c.id order by s.name, s.id limit 1) s
        where c.name ~* all(${sql.param(patterns)}::text[])
        order by length(c.name), c.id limit ${limit})
      union all
      (select 'subcategory', c.id, c.name, s.id, s.name
        from sub_categories s
        cross join lateral (select c.id, c.name from sub_category_categories l
          join categories c on c.id = l.category_id
          where l.sub_category_id = s.id order by l.position, c.id limit 1) c
        where s.name ~* all(${sql.param(patterns)}::text[])
        order by length(s.name), s.id limit ${limit})`,
  );
}

describe('listing names in memory, against PostgreSQL', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildDemoCatalogueApp();
    // Names with marks, apostrophes, underscores and digits, and a category with no sub category.
    const cafe = await createCategory(t.db, 'Crème & Café');
    await createSubCategory(t.db, [cafe.id], "Men's Grooming_Kits");
    await createSubCategory(t.db, [cafe.id], 'Teas 2in1');
    await createCategory(t.db, 'Empty Shelves');
  }, 120_000);
  afterAll(() => t?.close());

  it('finds the categories and sub categories the database finds, in its order', async () => {
    const names = await queryRows<{ name: string }>(
      t.db,
      sql`select name from categories union select name from sub_categories`,
    );
    const words = [...new Set(names.flatMap((row) => queryWords(row.name.toLowerCase())))];
    // Each word whole, as its plural, cut short, and next to another; and words no name holds.
    const queries = [
      ...words.flatMap((word, at) => [
        [word],
        [`${word}s`],
        [word.slice(0, 2)],
        [word.slice(0, Math.max(2, word.length - 1))],
        [words[(at + 1) % words.length]!, word],
      ]),
      ['zzz'],
      ['crème'],
      ['creme'],
      ['men'],
      ['grooming', 'kits'],
      ['2in1'],
      ['empty'],
    ];
    expect(queries.length).toBeGreaterThan(200);
    const listings = await t.app.deps.vocabulary.listings();
    let found = 0;
    for (const query of queries) {
      for (const lastIsPrefix of [true, false]) {
        const expected = await namedInDatabase(t, query, lastIsPrefix, 2);
        expect(listings.named(query, lastIsPrefix, 2), `${query.join(' ')} ${lastIsPrefix}`).toEqual(
          expected,
        );
        found += expected.length;
      }
    }
    // The comparison means something: most queries name listings.
    expect(found).toBeGreaterThan(queries.length);
  }, 120_000);
});
