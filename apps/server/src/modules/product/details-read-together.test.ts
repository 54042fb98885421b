import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createProduct, loginAs, type Session } from '../../../test/factories';
import { call } from '../../../test/order-test-helpers';

/*
 * Details asked for at once are read by one statement (db/product-page.repository.ts
 * listedProductsByIds): each caller must still get its own product, a missing or unpublished one its own
 * 404, whatever else shares the statement.
 */
describe('product details read together', () => {
  let t: TestApp;
  let admin: Session;
  const published: { id: string; name: string }[] = [];
  let unpublishedId = '';
  const MISSING = '0123456789abcdef01234567';

  beforeAll(async () => {
    // Cache off: every read reaches the database, so each one here is a statement's worth of work.
    t = await buildTestApp({ CATALOGUE_CACHE_MB: '0' });
    admin = await loginAs(t, 'ADMIN');
    for (let i = 0; i < 12; i++) {
      const row = await createProduct(t.db, {}, { name: `Together ${i}`, stock: i });
      published.push({ id: row.id, name: row.name });
    }
    unpublishedId = (await createProduct(t.db, {}, { name: 'Hidden', publish: false })).id;
  });
  afterAll(() => t.close());

  const details = (productId: string, session?: Session) =>
    call(t, 'POST', '/api/product/get-product-details', session, { productId });

  /** Statements run while `work` does. */
  async function statementsDuring(work: () => Promise<unknown>): Promise<number> {
    let statements = 0;
    t.database.observeQueries(() => statements++);
    try {
      await work();
    } finally {
      t.database.observeQueries(undefined);
    }
    return statements;
  }

  it('answers each of many concurrent reads with its own product, in one statement', async () => {
    await details(published[0]!.id); // the store and taxonomy read once, before counting
    const twice = [...published, ...published.slice(0, 3)];
    let answers: Awaited<ReturnType<typeof details>>[] = [];
    const statements = await statementsDuring(async () => {
      answers = await Promise.all(twice.map(({ id }) => details(id)));
    });
    expect(answers.map((answer) => answer.statusCode)).toEqual(twice.map(() => 200));
    expect(answers.map((answer) => answer.json().data._id)).toEqual(twice.map(({ id }) => id));
    expect(answers.map((answer) => answer.json().data.name)).toEqual(twice.map(({ name }) => name));
    expect(answers.map((answer) => answer.json().data.stock)).toEqual(
      twice.map(({ name }) => Number(name.split(' ')[1])),
    );
    expect(statements).toBe(1);
  });

  it('gives a missing or unpublished product its 404 without failing the others read with it', async () => {
    const [first, second] = published;
    const answers = await Promise.all([
      details(first!.id),
      details(MISSING),
      details(unpublishedId),
      details(unpublishedId, admin),
      details(second!.id),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 404, 200, 200]);
    expect(answers[1]!.json()).toEqual({ success: false, error: true, message: 'Product not found' });
    expect(answers[2]!.json().message).toBe('Product not found');
    expect(answers[3]!.json().data.name).toBe('Hidden');
    expect([answers[0]!.json().data._id, answers[4]!.json().data._id]).toEqual([first!.id, second!.id]);
  });

  it('reads a product one at a time when it is asked alone', async () => {
    const statements = await statementsDuring(async () => {
      for (const { id } of published.slice(0, 3)) expect((await details(id)).statusCode).toBe(200);
    });
    expect(statements).toBe(3);
  });
});
