import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { buildDemoCatalogueApp } from '../../../test/demo-catalogue-app';
import { createProduct } from '../../../test/factories';
import { queryRows } from '../../db/client';
import { preparedSelect } from '../../db/prepared';
import { products } from '../../db/schema';
import { demoJudgedQueries } from './eval/demo-judged-queries';
import type { PostingsIndex } from './postings-index';
import { PostingsMemory } from './postings-memory';
import { roundedToTenths } from './product-relevance';
import { queryArguments, queryValues, relevance, type SearchPlan } from './ranking.repository';
import { toConcepts } from './synonyms';

/** The database's relevance of some products for a plan: what scoring in memory must equal. */
const databaseScores = preparedSelect<{ id: string; score: number }>(
  'test_relevance',
  ['id', 'score'],
  sql`select p.id, ${relevance} as score from ${products} p, (${queryValues}) q
    where p.id = any(${sql.placeholder('ids')}::text[])`,
);

/** The products answering the query in their name, brand or type, with their relevance (broad searches). */
const databaseScoresInName = preparedSelect<{ id: string; score: number }>(
  'test_relevance_in_name',
  ['id', 'score'],
  sql`select p.id, ${relevance} as score from ${products} p, (${queryValues}) q
    where p.id = any(${sql.placeholder('ids')}::text[])
      and p.search_vector @@ case when q.require_all then q.every_in_name else q.any_in_name end`,
);

/**
 * Scoring in memory (product-relevance.ts) against the database's `relevance`, product by product, on the
 * demo catalogue's real names and descriptions and a few written to reach every rule: a bundle, a brand
 * that is the query, a name of letters no ASCII class holds, a word repeated many times.
 */
describe('scoring in memory', () => {
  let t: TestApp;
  let memory: PostingsMemory;
  let index: PostingsIndex;

  beforeAll(async () => {
    t = await buildDemoCatalogueApp();
    const more = [
      { name: 'Masala Chai + Marie Biscuits Combo', brand: 'Tata Tea' },
      { name: 'Chai+Biscuits', brand: 'Parle' },
      { name: 'Amul Butter', brand: 'Amul' },
      { name: 'Butter - Amul, Salted', brand: '' },
      { name: 'Crème Brûlée Mix – Vanilla', brand: 'Dr. Oetker' },
      { name: 'Café Frappé Powder', brand: null },
      { name: 'Rice Rice Rice', brand: 'Rice' },
      { name: "Kellogg's Chocos", brand: "Kellogg's" },
    ];
    for (const { name, brand } of more) {
      await createProduct(
        t.db,
        {},
        {
          name,
          description: `${name} ${'rice basmati long grain aromatic '.repeat(12)} crème brûlée café`,
          moreDetails: brand === null ? {} : { Brand: brand, Type: 'Mixes & Grains' },
        },
      );
    }
    memory = new PostingsMemory(t.database);
    await memory.start();
    memory.current();
    index = await vi.waitFor(
      () => {
        const current = memory.current();
        if (!current) throw new Error('not built yet');
        return current;
      },
      { timeout: 30_000 },
    );
  }, 90_000);
  afterAll(async () => {
    await memory?.stop();
    await t?.close();
  });

  /** A plan of words as typed, each its own concept unless a group makes several one. */
  const planOf = async (text: string, requireAll: boolean, groups: string[][] = []): Promise<SearchPlan> => {
    const words = text.split(' ').filter(Boolean);
    const concepts = toConcepts(
      words.map((word) => ({ word, forms: [word], prefix: false })),
      groups,
    );
    const stems = await t.app.deps.vocabulary.stems(
      concepts.flatMap((concept) => concept.alternatives.flatMap((alternative) => alternative.words)),
    );
    return { concepts, text: words.join(' '), requireAll, stems };
  };

  /** Every match's score in memory and in the database; how many were compared. */
  const compare = async (plan: SearchPlan) => {
    const numbers = index.matches(plan, 100_000);
    const matches = numbers && index.scored(plan, numbers);
    expect(matches, plan.text).toBeDefined();
    const { ids = [], scores } = matches ?? {};
    expect(scores, `${plan.text}: scored in memory`).toBeDefined();
    const rows = await databaseScores(t.db).execute({ ...queryArguments(plan), ids });
    const expected = new Map(rows.map((row) => [row.id, Number(row.score)]));
    const found = new Map(ids.map((id, at) => [id, scores?.[at]]));
    expect(found, plan.text).toEqual(expected);
    return ids.length;
  };

  it('scores every match of the judged queries as the database does, every word required or any', async () => {
    let compared = 0;
    for (const { query } of demoJudgedQueries) {
      compared += await compare(await planOf(query, true));
      compared += await compare(await planOf(query, false));
    }
    expect(compared).toBeGreaterThan(200);
  });

  it('scores queries made of real names as the database does: a name, its start, its brand and a word', async () => {
    const rows = await queryRows<{ name: string; brand: string | null }>(
      t.db,
      sql`select name, more_details->>'Brand' as brand from ${products} where publish order by id`,
    );
    const words = (text: string) =>
      text
        .toLowerCase()
        .split(/[^\p{L}\p{Nd}]+/u)
        .filter(Boolean);
    let compared = 0;
    for (const [at, row] of rows.entries()) {
      const name = words(row.name);
      const queries = [name.slice(0, 2), name, [...words(row.brand ?? ''), ...name.slice(-1)]];
      for (const query of queries.filter((query) => query.length > 0)) {
        compared += await compare(await planOf(query.slice(0, 5).join(' '), at % 2 === 0));
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('scores the rules written for: bundles, a brand asked for, letters beyond ASCII, synonyms', async () => {
    for (const [text, groups] of [
      ['chai biscuits', []],
      ['amul butter', []],
      ['butter', []],
      ['amul', []],
      ['crème brûlée', []],
      ['café', []],
      ['frappé', []],
      ['rice', []],
      ['chocos', []],
      ['haldi', [['haldi', 'turmeric']]],
      ['basmati chawal', [['chawal', 'rice']]],
      ['gram flour', [['besan', 'gram flour']]],
    ] as const) {
      await compare(
        await planOf(
          text,
          true,
          groups.map((group) => [...group]),
        ),
      );
      await compare(
        await planOf(
          text,
          false,
          groups.map((group) => [...group]),
        ),
      );
    }
  });

  it("scores a broad search's candidates as the database does, keeping those whose names answer", async () => {
    let kept = 0;
    for (const text of [
      'rice',
      'oil',
      'masala',
      'amul',
      'chocolate',
      'tea',
      'basmati rice',
      'dal',
      'organic',
    ]) {
      for (const requireAll of [true, false]) {
        const plan = await planOf(text, requireAll);
        const driving = plan.concepts.flatMap((c) => c.alternatives.flatMap((a) => a.words));
        const { numbers, matches } = index.candidates({
          ...plan,
          driving: [...new Set(driving.flatMap((word) => [word, plan.stems(word)]))],
          checked: true,
          read: 1000,
        });
        const scored = index.scoredCandidates(plan, numbers);
        const rows = await databaseScoresInName(t.db).execute({ ...queryArguments(plan), ids: matches });
        expect(new Map(scored?.ids.map((id, at) => [id, scored.scores?.[at]])), text).toEqual(
          new Map(rows.map((row) => [row.id, Number(row.score)])),
        );
        kept += rows.length;
      }
    }
    expect(kept).toBeGreaterThan(50);
  });

  it('rounds as the database rounds a float to tenths: at 15 digits, then half away from zero', async () => {
    const values = [
      7.45, 7.44999999999, 7.449999999999999, -2.45, -0.04, 0.0000001, 3.95, 0.05, 12.349999, 1e-20,
    ];
    const rows = await queryRows<{ rounded: number }>(
      t.db,
      sql`select round(v::numeric, 1)::float8 as rounded from unnest(string_to_array(${values.join(',')}, ',')::float8[]) with ordinality u(v, n)
        order by n`,
    );
    expect(values.map(roundedToTenths)).toEqual(rows.map((row) => Number(row.rounded)));
    expect(values.map(roundedToTenths)).toEqual([7.5, 7.4, 7.5, -2.5, 0, 0, 4, 0.1, 12.3, 0]);
  });
});
