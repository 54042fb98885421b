import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { queryRows } from '../../db/client';
import { parseVector, WEIGHT_BITS } from './tsvector-text';

/** The text form of search vectors, read back as the database takes them apart. */
describe('a tsvector as text', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('gives each lexeme, its weights and the document length as the database counts them', async () => {
    const vectors = [
      `setweight(to_tsvector('simple', 'Rock''s Salt \\ Back\\slash rock rock'), 'A')
        || setweight(to_tsvector('simple', 'Tata salt'), 'B') || to_tsvector('english', 'salty rocks of salt')`,
      `$v$'it''s':1A,3 'back\\\\slash':2C 'plain' 'x':4B,5B,6$v$`,
      `''`,
    ];
    for (const vector of vectors) {
      const [row] = await queryRows<{ text: string; lexemes: { lexeme: string; weights: string[] }[] }>(
        t.db,
        sql`select v::text as text, coalesce((select json_agg(json_build_object('lexeme', lexeme,
            'weights', coalesce(weights, '{}'))) from unnest(v)), '[]') as lexemes
          from (select (${sql.raw(vector)})::tsvector as v) s`,
      );
      const lexemes: { lexeme: string; weights: number }[] = [];
      const length = parseVector(row?.text ?? '', (lexeme, weights) => lexemes.push({ lexeme, weights }));
      const bits = (weights: string[]) =>
        (weights.length > 0 ? weights : ['D']).reduce(
          (mask, weight) => mask | WEIGHT_BITS[weight as keyof typeof WEIGHT_BITS],
          0,
        );
      expect(lexemes, vector).toEqual(
        row?.lexemes.map(({ lexeme, weights }) => ({ lexeme, weights: bits(weights) })),
      );
      expect(length).toBe(
        (row?.lexemes ?? []).reduce((sum, lexeme) => sum + Math.max(1, lexeme.weights.length), 0),
      );
    }
  });
});
