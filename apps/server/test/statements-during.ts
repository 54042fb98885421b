import type { TestApp } from './build-test-app';

/** How many statements the app's database ran while `work` did (the metrics' observer is set aside). */
export async function statementsDuring(t: TestApp, work: () => Promise<unknown>): Promise<number> {
  let statements = 0;
  t.database.observeQueries(() => statements++);
  try {
    await work();
  } finally {
    t.database.observeQueries(undefined);
  }
  return statements;
}
