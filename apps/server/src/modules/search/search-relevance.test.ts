import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { buildDemoCatalogueApp } from '../../../test/demo-catalogue-app';
import { demoJudgedQueries } from './eval/demo-judged-queries';
import { mean, type QueryKind } from './eval/relevance';
import { type QueryOutcome, runJudgedQueries } from './eval/run-judged-queries';

/**
 * Search quality on the demo catalogue, held to a floor: the judged queries (eval/demo-judged-queries.ts)
 * must keep a mean precision at 10 of at least these. `npm run eval:search` measures the real catalogue.
 */
const FLOORS: Record<QueryKind | 'overall', number> = {
  plain: 0.9,
  brand: 0.9,
  misspelled: 0.85,
  synonym: 0.9,
  overall: 0.9,
};

describe('search relevance on the demo catalogue', () => {
  let t: TestApp;
  let outcomes: QueryOutcome[];

  beforeAll(async () => {
    t = await buildDemoCatalogueApp();
    outcomes = await runJudgedQueries(t.app, t.db, demoJudgedQueries);
  }, 60_000);
  afterAll(() => t?.close());

  it('judges only queries the catalogue can answer', () => {
    const unanswerable = outcomes.filter((outcome) => outcome.relevantInCatalogue === 0);
    expect(unanswerable.map((outcome) => outcome.query.query)).toEqual([]);
  });

  it.each(['plain', 'misspelled', 'synonym', 'overall'] as const)(
    'keeps P@10 on %s queries above its floor',
    (kind) => {
      const group = kind === 'overall' ? outcomes : outcomes.filter((outcome) => outcome.query.kind === kind);
      const misses = group
        .filter((outcome) => outcome.precisionAt10 < 1)
        .map(
          (outcome) =>
            `${outcome.query.query}: ${outcome.precisionAt10.toFixed(2)} (${outcome.top.map((r) => `${r.relevant ? '✓' : '✗'}${r.name}`).join(', ')})`,
        );
      const precision = mean(group.map((outcome) => outcome.precisionAt10));
      expect(precision, misses.join('\n')).toBeGreaterThanOrEqual(FLOORS[kind]);
    },
  );
});
