import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { buildDemoCatalogueApp } from '../../../test/demo-catalogue-app';
import { queryRows } from '../../db/client';
import type { Concept } from './synonyms';
import { textQueries } from './text-queries';

/** Words whose stems are easy to get wrong: inflections, stop words and those Porter2 treats apart. */
const TRICKY = [
  ...'running ran runs flies dying lying news skies sky gently generously generate generation'.split(' '),
  ...'does doing having being was were has his hers ourselves yourselves themselves s t don'.split(' '),
  ...'atlas cosmos bias andes innings outing canning herring earring proceed exceed succeed'.split(' '),
  ...'arsenal communism united commune cherries cookies biscuits tomatoes potatoes noodles'.split(' '),
  ...'spray dry soy fry ice plus grey chutney organically organic 1kg 500ml x2 crème jalapeño'.split(' '),
  ...["o'reilly", 'back\\slash', 'हल्दी', 'Capital', 'ABC'],
];

/** The plans of a few searches, as search.service.ts makes them: synonyms, phrases, unfinished words. */
const PLANS: Concept[][] = [
  [{ alternatives: [{ words: ['sugar'], prefix: false }] }],
  [{ alternatives: [{ words: ['choco'], prefix: true }] }],
  [
    { alternatives: [{ words: ['amul'], prefix: false }] },
    { alternatives: [{ words: ['butter'], prefix: true }] },
  ],
  [
    {
      alternatives: [
        { words: ['atta'], prefix: false },
        { words: ['wheat', 'flour'], prefix: false },
      ],
    },
    { alternatives: [{ words: ['organic'], prefix: false }] },
    { alternatives: [{ words: ["it's", 'a\\b'], prefix: true }] },
  ],
];

/**
 * Search builds its text queries in the server (text-queries.ts) where PostgreSQL built them
 * (search_queries(), ts_lexize): held to what the database answers, on every word of the demo catalogue.
 */
describe('text queries, against PostgreSQL', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildDemoCatalogueApp();
  }, 120_000);
  afterAll(() => t?.close());

  it('stems words as the database dictionary does, and keeps them', async () => {
    const catalogue = await queryRows<{ word: string }>(
      t.db,
      sql`select distinct lower(w) as word from products,
        regexp_split_to_table(name || ' ' || description, '[^[:alnum:]]+') w where w <> ''`,
    );
    const words = [...new Set([...catalogue.map((row) => row.word), ...TRICKY])];
    expect(words.length).toBeGreaterThan(500);
    const expected = await queryRows<{ word: string; stem: string }>(
      t.db,
      sql`select w as word, coalesce(nullif((ts_lexize('english_stem', w))[1], ''), w) as stem
        from unnest(${sql.param(words)}::text[]) w`,
    );
    expect(expected.length).toBe(words.length);
    const { vocabulary } = t.app.deps;
    const asked = await vocabulary.stems(words);
    const again = await vocabulary.stems(TRICKY);
    for (const { word, stem } of expected) expect(asked(word), word).toBe(stem);
    for (const word of TRICKY) expect(again(word), word).toBe(asked(word));
  });

  it('builds text queries that match and rank as those search_queries() builds', async () => {
    const { vocabulary } = t.app.deps;
    for (const concepts of PLANS) {
      const rows = concepts.flatMap((concept, c) =>
        concept.alternatives.flatMap((alternative, a) =>
          alternative.words.map((word) => ({ c, a, word, prefix: alternative.prefix })),
        ),
      );
      const ours = textQueries(concepts, await vocabulary.stems(rows.map((row) => row.word)));
      // Each query, theirs and ours, on every product: the same products match, ranked the same.
      const [differences] = await queryRows<Record<string, number>>(
        t.db,
        sql`with theirs as (select * from search_queries(${sql.param(rows.map((row) => row.c))}::int[],
            ${sql.param(rows.map((row) => row.a))}::int[], ${sql.param(rows.map((row) => row.word))}::text[],
            ${sql.param(rows.map((row) => row.prefix))}::boolean[]))
          select
            count(*) filter (where (v @@ q.every_word) <> (v @@ ${ours.everyWord}::tsquery))::int as every_word,
            count(*) filter (where (v @@ q.any_word) <> (v @@ ${ours.anyWord}::tsquery))::int as any_word,
            count(*) filter (where (v @@ q.every_in_name) <> (v @@ ${ours.everyInName}::tsquery))::int
              as every_in_name,
            count(*) filter (where (v @@ q.any_in_name) <> (v @@ ${ours.anyInName}::tsquery))::int as any_in_name,
            count(*) filter (where (v @@ q.any_in_brand) <> (v @@ ${ours.anyInBrand}::tsquery))::int
              as any_in_brand,
            count(*) filter (where (select count(*) from unnest(q.each_concept) e where v @@ e)
              <> (select count(*) from unnest(${sql.param(ours.eachConcept)}::tsquery[]) e where v @@ e))::int
              as each_concept,
            count(*) filter (where abs(ts_rank(v, q.any_word, 1) - ts_rank(v, ${ours.anyWord}::tsquery, 1)) > 1e-6)::int
              as rank,
            count(*) filter (where v @@ q.any_word)::int as matched
          from (select search_vector as v from products) p, theirs q`,
      );
      expect(differences, JSON.stringify(concepts)).toMatchObject({
        every_word: 0,
        any_word: 0,
        every_in_name: 0,
        any_in_name: 0,
        any_in_brand: 0,
        each_concept: 0,
        rank: 0,
      });
      // The comparison means something: the plan finds products.
      expect(differences?.matched, JSON.stringify(concepts)).toBeGreaterThan(0);
    }
  });
});
