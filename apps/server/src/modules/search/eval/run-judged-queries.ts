import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../../db/client';
import { judgedProducts } from './judged-products.repository';
import { isRelevant, type JudgedQuery, type QueryScore, scoreRanking } from './relevance';

export interface QueryOutcome extends QueryScore {
  query: JudgedQuery;
  /** Products in the catalogue the rule holds for. */
  relevantInCatalogue: number;
  milliseconds: number;
  correctedSearch?: string;
  /** The top 10 names, each marked relevant or not. */
  top: { name: string; relevant: boolean }[];
}

/** Asks the app's search endpoint each query (as a shopper's browser would) and scores its first page. */
export async function runJudgedQueries(
  app: FastifyInstance,
  db: Executor,
  queries: readonly JudgedQuery[],
): Promise<QueryOutcome[]> {
  const products = [...(await judgedProducts(db)).entries()];
  const byId = new Map(products);
  const outcomes: QueryOutcome[] = [];
  for (const query of queries) {
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/product/search-product',
      payload: { search: query.query, limit: 10 },
    });
    const milliseconds = performance.now() - started;
    const body = response.json() as { data: { _id: string }[]; correctedSearch?: string };
    const top = body.data.map(({ _id }) => {
      const product = byId.get(_id);
      return { name: product?.name ?? _id, relevant: product ? isRelevant(query.relevant, product) : false };
    });
    const relevantInCatalogue = products.filter(([, product]) => isRelevant(query.relevant, product)).length;
    outcomes.push({
      query,
      relevantInCatalogue,
      milliseconds,
      correctedSearch: body.correctedSearch,
      top,
      ...scoreRanking(
        top.map((result) => result.relevant),
        relevantInCatalogue,
      ),
    });
  }
  return outcomes;
}
