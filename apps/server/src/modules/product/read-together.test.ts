import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  createCategory,
  createProduct,
  createSubCategory,
  loginAs,
  type Session,
} from '../../../test/factories';
import { call } from '../../../test/order-test-helpers';
import { statementsDuring } from '../../../test/statements-during';
import { products } from '../../db/schema';

/*
 * Details and list pages asked for at once are read by one statement of each kind (db/read-together.ts):
 * each caller must still get its own product or page, a missing or unpublished product its own 404, the
 * same answer as when asked alone, whatever else shares the statement.
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

  it('answers each of many concurrent reads with its own product, in one statement', async () => {
    await details(published[0]!.id); // the store and taxonomy read once, before counting
    const twice = [...published, ...published.slice(0, 3)];
    let answers: Awaited<ReturnType<typeof details>>[] = [];
    const statements = await statementsDuring(t, async () => {
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
    const statements = await statementsDuring(t, async () => {
      for (const { id } of published.slice(0, 3)) expect((await details(id)).statusCode).toBe(200);
    });
    expect(statements).toBe(3);
  });
});

describe('list pages read together', () => {
  let t: TestApp;
  let admin: Session;
  const asked: { url: string; body: object; admin?: boolean }[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ CATALOGUE_CACHE_MB: '0' });
    admin = await loginAs(t, 'ADMIN');
    const [fruit, dairy] = [await createCategory(t.db, 'Fruit'), await createCategory(t.db, 'Dairy')];
    const [apples, milk] = [
      await createSubCategory(t.db, [fruit.id]),
      await createSubCategory(t.db, [dairy.id]),
    ];
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    for (let i = 1; i <= 10; i++) {
      await createProduct(
        t.db,
        { categoryIds: [fruit.id], subCategoryIds: [apples.id] },
        { name: `Apple ${i}`, createdAt: day(i) },
      );
    }
    for (let i = 1; i <= 3; i++) {
      await createProduct(
        t.db,
        { categoryIds: [dairy.id], subCategoryIds: [milk.id] },
        { name: `Milk ${i}`, createdAt: day(20 + i) },
      );
    }
    await createProduct(
      t.db,
      { categoryIds: [fruit.id], subCategoryIds: [apples.id] },
      { name: 'Unpublished apple', publish: false, createdAt: day(30) },
    );
    const listing = (categoryId: string, subCategoryId: string, page: number) => ({
      url: '/api/product/get-pruduct-by-category-and-subcategory',
      body: { categoryId, subCategoryId, page, limit: 4 },
    });
    asked.push(
      listing(fruit.id, apples.id, 1),
      listing(fruit.id, apples.id, 2),
      listing(fruit.id, apples.id, 3),
      listing(fruit.id, apples.id, 4),
      listing(dairy.id, milk.id, 1),
      listing(fruit.id, milk.id, 1),
      { url: '/api/product/get-product-by-category', body: { id: fruit.id } },
      { url: '/api/product/get-product-by-category', body: { id: dairy.id } },
      { url: '/api/product/get', body: { page: 1, limit: 5 } },
      { url: '/api/product/get', body: { page: 3, limit: 5 } },
      { url: '/api/product/get', body: { page: 1, limit: 5 }, admin: true },
    );
  });
  afterAll(() => t.close());

  const ask = ({ url, body, admin: asAdmin }: (typeof asked)[number]) =>
    call(t, 'POST', url, asAdmin ? admin : undefined, body);
  const names = (answer: Awaited<ReturnType<typeof ask>>) =>
    (answer.json().data as { name: string }[]).map((product) => product.name);

  it('answers each page asked at once as it answers it asked alone', async () => {
    const alone = [];
    for (const each of asked) alone.push(await ask(each));
    const together = await Promise.all(asked.map(ask));
    expect(together.map((answer) => answer.statusCode)).toEqual(asked.map(() => 200));
    expect(together.map((answer) => answer.json())).toEqual(alone.map((answer) => answer.json()));

    const [first, second, third, fourth, milk, mismatched, fruitRow, dairyRow, newest, newestPage3] =
      together;
    expect(names(first!)).toEqual(['Apple 10', 'Apple 9', 'Apple 8', 'Apple 7']);
    expect(names(second!)).toEqual(['Apple 6', 'Apple 5', 'Apple 4', 'Apple 3']);
    expect(names(third!)).toEqual(['Apple 2', 'Apple 1']);
    expect([names(fourth!), fourth!.json().totalCount, fourth!.json().totalPage]).toEqual([[], 10, 3]);
    expect([names(milk!), milk!.json().totalCount]).toEqual([['Milk 3', 'Milk 2', 'Milk 1'], 3]);
    expect([names(mismatched!), mismatched!.json().totalCount]).toEqual([[], 0]);
    expect(names(fruitRow!)).toHaveLength(10);
    expect(names(dairyRow!)).toEqual(['Milk 3', 'Milk 2', 'Milk 1']);
    expect(names(newest!)).toEqual(['Milk 3', 'Milk 2', 'Milk 1', 'Apple 10', 'Apple 9']);
    expect([names(newestPage3!), newestPage3!.json().totalCount]).toEqual([
      ['Apple 3', 'Apple 2', 'Apple 1'],
      13,
    ]);
    expect([names(together[10]!)[0], together[10]!.json().totalCount]).toEqual(['Unpublished apple', 14]);
  });

  it("reads a shopper's listing pages, home rows and product pages asked at once in a statement of each kind", async () => {
    await ask(asked[0]!); // the store and taxonomy read once, before counting
    const shoppers = asked.filter((each) => !each.admin);
    const statements = await statementsDuring(t, () => Promise.all(shoppers.map(ask)));
    expect(statements).toBe(3);
  });

  it('answers a page far past the end, its offset past a 32-bit integer, with no products and its total', async () => {
    const [listing] = asked;
    const far = [
      { ...listing!, body: { ...listing!.body, page: 999_999_999 } },
      { url: '/api/product/get', body: { page: 1e12, limit: 100 } },
      { url: '/api/product/get', body: { page: 2 ** 31, limit: 100 }, admin: true },
    ];
    const answers = await Promise.all(far.map(ask));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => [names(answer), answer.json().totalCount])).toEqual([
      [[], 10],
      [[], 13],
      [[], 14],
    ]);
  });

  it('reads a page asked for twice at once once, and again when it is asked after', async () => {
    const [listing, , , , , , fruitRow] = asked;
    let answers: Awaited<ReturnType<typeof ask>>[] = [];
    const statements = await statementsDuring(t, async () => {
      answers = await Promise.all([
        ask(fruitRow!),
        ask(listing!),
        ask(fruitRow!),
        ask(listing!),
        ask(fruitRow!),
      ]);
    });
    expect(statements).toBe(2);
    expect(answers.map(names)).toEqual([
      names(answers[0]!),
      names(answers[1]!),
      names(answers[0]!),
      names(answers[1]!),
      names(answers[0]!),
    ]);
    expect(names(answers[1]!)[0]).toBe('Apple 10');

    await t.db.update(products).set({ name: 'Apple ten' }).where(eq(products.name, 'Apple 10'));
    const [row, page] = await Promise.all([ask(fruitRow!), ask(listing!)]);
    expect([names(row!)[0], names(page!)[0]]).toEqual(['Apple ten', 'Apple ten']);
  });
});
