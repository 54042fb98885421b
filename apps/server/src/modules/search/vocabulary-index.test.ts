import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { buildDemoCatalogueApp } from '../../../test/demo-catalogue-app';
import { createProduct } from '../../../test/factories';
import { queryRows } from '../../db/client';
import { demoJudgedQueries } from './eval/demo-judged-queries';
import { codePointsOf, levenshtein } from './levenshtein';
import { queryWords } from './query-words';
import { synonymGroupTerms } from './synonym.repository';
import { similarity, trigramsOf } from './trigrams';
import { VocabularyIndex } from './vocabulary-index';

type Neighbour = { word: string; products: number };

/** One slip of each kind in turn: a letter dropped, two swapped, one changed, one added. */
function misspelt(word: string, turn: number): string {
  const chars = [...word];
  const at = turn % chars.length;
  switch (turn % 4) {
    case 0:
      return chars.toSpliced(at, 1).join('');
    case 1:
      return at + 1 < chars.length ? chars.toSpliced(at, 2, chars[at + 1]!, chars[at]!).join('') : `${word}e`;
    case 2:
      return chars.toSpliced(at, 1, chars[at] === 'a' ? 'e' : 'a').join('');
    default:
      return chars.toSpliced(at, 0, 'i').join('');
  }
}

/**
 * The vocabulary answers search in memory (vocabulary-index.ts) what PostgreSQL answered before: held to
 * pg_trgm, fuzzystrmatch and the SQL lookup it replaced, on the demo catalogue's words and misspellings.
 */
describe('the vocabulary in memory, against PostgreSQL', () => {
  let t: TestApp;
  let index: VocabularyIndex;
  /** The vocabulary, in code-point order. */
  let vocabulary: string[];
  /** Some of the vocabulary, every word with other than letters, misspellings and judged queries' words. */
  let words: string[];

  beforeAll(async () => {
    t = await buildDemoCatalogueApp();
    // Words pg_trgm splits ('coca-cola', '1.25', 'www.x.com'), spells in several bytes ('crème') or holds
    // marks of ('हल्दी').
    for (const name of [
      'Coca-Cola Zero 1.25 L',
      'Dr.Oetker FunFoods Mayonnaise 5kg',
      'www.organicindia.com Tulsi Green Tea',
      'Crème Brûlée Mix',
      'Jalapeño Nacho Chips',
      'हल्दी Powder',
    ]) {
      await createProduct(t.db, {}, { name, description: '' });
    }
    index = await t.app.deps.vocabulary.current();
    vocabulary = (
      await queryRows<{ word: string }>(t.db, sql`select word from search_words order by word collate "C"`)
    ).map((row) => row.word);
    const every = Math.max(1, Math.floor(vocabulary.length / 300));
    const sampled = vocabulary.filter((word, at) => at % every === 0 || /[^a-z]/.test(word));
    const judged = demoJudgedQueries.flatMap((query) => queryWords(query.query));
    words = [
      ...new Set([
        ...sampled,
        ...sampled.map(misspelt),
        ...judged,
        ...[
          'aata',
          'panner',
          'suger',
          'ab',
          'x',
          'creme',
          'jalapeno',
          'cocacola',
          'coca-colla',
          'हल्दि',
          'x²',
          '٣kg',
        ],
      ]),
    ];
  }, 120_000);
  afterAll(() => t?.close());

  it('makes the trigrams pg_trgm makes', async () => {
    const shown = await queryRows<{ word: string; trigrams: string[] }>(
      t.db,
      sql`select w as word, show_trgm(w) as trigrams from unnest(${sql.param(words)}::text[]) w`,
    );
    expect(shown.length).toBe(words.length);
    for (const { word, trigrams } of shown) {
      // A trigram of characters beyond ASCII is shown as a hash of its bytes: compared by count.
      const hashed = trigrams.some((trigram) => /^0x[0-9a-f]{6}$/.test(trigram));
      const ours = trigramsOf(word);
      if (hashed) expect(ours.length, word).toBe(trigrams.length);
      else expect(ours.toSorted(), word).toEqual(trigrams.toSorted());
    }
  });

  it('scores similarity and Levenshtein distance as similarity() and levenshtein_less_equal()', async () => {
    // Each word against two misspellings and a few other words of the vocabulary.
    const pairs = words.flatMap((word, at) => [
      [word, misspelt(word, at + 1)],
      [word, misspelt(misspelt(word, at), at + 2)],
      ...[1, 2, 3, 50].map((step) => [word, vocabulary[(at * 7 + step) % vocabulary.length]!]),
    ]);
    // Characters beyond the Basic Multilingual Plane are one character each, as the database counts them.
    pairs.push(
      ['🍎pple', 'apple'],
      ['apple🍎', 'apple'],
      ['ghee', '🍎ghee🍎'],
      ['𝒶𝒷𝒸', 'abc'],
      ['ab', 'abcd'],
    );
    const scored = await queryRows<{ a: string; b: string; similarity: number; distance: number }>(
      t.db,
      sql`select a, b, similarity(a, b) as similarity, levenshtein_less_equal(a, b, 2) as distance
        from unnest(${sql.param(pairs.map(([a]) => a))}::text[], ${sql.param(pairs.map(([, b]) => b))}::text[]) p(a, b)`,
    );
    expect(scored.length).toBe(pairs.length);
    for (const { a, b, similarity: expected, distance } of scored) {
      const [ofA, ofB] = [trigramsOf(a), new Set(trigramsOf(b))];
      const shared = ofA.filter((trigram) => ofB.has(trigram)).length;
      // similarity() is single precision, sent as its shortest decimal.
      expect(similarity(shared, ofA.length, ofB.size), `${a} ~ ${b}`).toBe(Math.fround(expected));
      expect(levenshtein(codePointsOf(a), codePointsOf(b), 2), `${a} ↔ ${b}`).toBe(Math.min(distance, 3));
    }
  });

  it('looks words up as the SQL statement did: products, prefixes, neighbours in order', async () => {
    // The statement search ran before (search_words_lookup), ties broken by word as the index breaks them.
    const expected = await queryRows<{
      word: string;
      products: number;
      prefixes: boolean;
      neighbours: Neighbour[];
    }>(
      t.db,
      sql`select q.word, coalesce(known.products, 0)::int as products,
          exists (select 1 from search_words s
            where s.word ~>=~ q.word and s.word ~<~ (q.word || chr(1114111)) and s.word <> q.word) as prefixes,
          coalesce(near.list, '[]') as neighbours
        from unnest(${sql.param(words)}::text[]) with ordinality as q(word, n)
        left join search_words known on known.word = q.word
        left join lateral (
          select json_agg(json_build_object('word', c.word, 'products', c.products)
            order by c.similarity desc, c.products desc, c.word collate "C") as list from (
            select s.word, s.products, similarity(s.word, q.word) as similarity from (
              select s.word, s.products from search_words s where s.word % q.word
              union
              select s.word, s.products from search_words s
              where left(s.word, 1) = left(q.word, 1)
                and length(s.word) between length(q.word) - 1 and length(q.word) + 1
            ) s
            where coalesce(known.products, 0) <= 2 and length(q.word) >= 3 and s.word <> q.word
              and levenshtein_less_equal(s.word, q.word, 2) <= 2
            order by similarity(s.word, q.word) desc, s.products desc, s.word collate "C"
            limit 30
          ) c
        ) near on true
        order by q.n`,
    );
    expect(expected.length).toBe(words.length);
    // Not a vacuous comparison: misspellings found their words.
    expect(expected.filter((entry) => entry.neighbours.length > 0).length).toBeGreaterThan(words.length / 4);
    expect(words.map((word) => index.lookUp(word))).toEqual(expected);
  });

  it('completes a prefix as the SQL did: the most common words first, then by word', async () => {
    const prefixes = [
      ...new Set(words.flatMap((word) => [1, 2, 3].map((n) => [...word].slice(0, n).join('')))),
    ];
    const expected = await queryRows<{ prefix: string; completions: Neighbour[] }>(
      t.db,
      sql`select q.prefix, coalesce((select json_agg(json_build_object('word', c.word, 'products', c.products))
          from (select word, products from search_words
            where word ~>=~ q.prefix and word ~<~ (q.prefix || chr(1114111))
            order by products desc, word collate "C" limit 3) c), '[]') as completions
        from unnest(${sql.param(prefixes)}::text[]) with ordinality as q(prefix, n)
        order by q.n`,
    );
    expect(prefixes.map((prefix) => ({ prefix, completions: index.completions(prefix, 3) }))).toEqual(
      expected,
    );
  });

  it('answers with new counts as an index built anew from them, and knows when its words differ', async () => {
    const rows = await queryRows<{ word: string; products: number }>(
      t.db,
      sql`select word, products from search_words`,
    );
    const groups = await synonymGroupTerms(t.db);
    // Counts shuffled (neighbours and completions order by them), rows in another order.
    const moved = rows.map(({ word, products }, at) => ({ word, products: ((products * 7 + at) % 5) + 1 }));
    const counted = index.withCounts(moved.toReversed());
    const built = new VocabularyIndex(moved, groups);
    expect(counted).toBeDefined();
    expect(words.map((word) => counted?.lookUp(word))).toEqual(words.map((word) => built.lookUp(word)));
    const prefixes = [...new Set(words.map((word) => [...word].slice(0, 2).join('')))];
    expect(prefixes.map((prefix) => counted?.completions(prefix, 3))).toEqual(
      prefixes.map((prefix) => built.completions(prefix, 3)),
    );
    expect(counted?.synonymGroupsHolding(['dahi'])).toEqual(built.synonymGroupsHolding(['dahi']));
    // The index asked is as it was.
    expect(index.productsHolding(rows[0]!.word)).toBe(rows[0]!.products);

    expect(index.withCounts(moved.slice(1))).toBeUndefined();
    expect(index.withCounts([...moved.slice(1), { word: 'zzzunheard', products: 1 }])).toBeUndefined();
  });

  it('finds the synonym groups holding a phrase as `&&` does', async () => {
    const phrases = [['dahi'], ['wheat flour', 'atta'], ['kali mirch'], ['nothing'], []];
    for (const held of phrases) {
      const expected = await queryRows<{ terms: string[] }>(
        t.db,
        sql`select terms from search_synonyms where terms && ${sql.param(held)}::text[]`,
      );
      expect(index.synonymGroupsHolding(held).toSorted()).toEqual(
        expected.map((row) => row.terms).toSorted(),
      );
    }
  });

  it("knows the words synonyms' terms begin with", async () => {
    const starts = await queryRows<{ word: string }>(
      t.db,
      sql`select distinct split_part(term, ' ', 1) as word from search_synonyms, unnest(terms) term`,
    );
    const begun = new Set(starts.map((row) => row.word));
    expect(begun.has('wheat') && begun.has('kali')).toBe(true);
    for (const word of ['wheat', 'flour', 'kali', 'mirch', 'dahi', 'nothing', ...begun]) {
      expect(index.beginsTerm(word)).toBe(begun.has(word));
    }
  });
});
