import { randomBytes } from 'node:crypto';
import { eq, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../src/db/client';
import { newId } from '../src/db/ids';
import {
  categories,
  productCategories,
  productSubCategories,
  products,
  refreshTokens,
  stores,
  subCategories,
  subCategoryCategories,
  users,
} from '../src/db/schema';
import { hashPassword } from '../src/modules/user/password';
import type { TestApp } from './build-test-app';

const unique = () => randomBytes(4).toString('hex');

export const TEST_PASSWORD = 'correct horse battery';
let passwordHash: Promise<string> | undefined;

export async function createUser(db: Executor, overrides: Partial<typeof users.$inferInsert> = {}) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      name: 'Test Shopper',
      email: `shopper-${unique()}@example.com`,
      passwordHash: await passwordHash,
      ...overrides,
    })
    .returning();
  return user!;
}

export interface Session {
  userId: string;
  email: string;
  /** Headers carrying a valid access token, for `app.inject({ headers })`. */
  headers: { authorization: string };
}

/** A user of the given role with a live session and its access token, without going through the login route. */
export async function loginAs(t: TestApp, role: 'USER' | 'ADMIN' = 'USER'): Promise<Session> {
  const user = await createUser(t.db, { role, name: role === 'ADMIN' ? 'Test Admin' : 'Test Shopper' });
  const sessionId = newId();
  await t.db.insert(refreshTokens).values({
    id: sessionId,
    userId: user.id,
    familyId: sessionId,
    tokenHash: randomBytes(32).toString('hex'),
    expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
  });
  const token = t.app.accessTokens.sign(user, sessionId);
  return { userId: user.id, email: user.email, headers: { authorization: `Bearer ${token}` } };
}

export async function createCategory(db: Executor, name = `Category ${unique()}`) {
  const [row] = await db.insert(categories).values({ name, image: '/uploads/category.webp' }).returning();
  return row!;
}

export async function createSubCategory(
  db: Executor,
  categoryIds: string[],
  name = `Sub category ${unique()}`,
) {
  const [row] = await db.insert(subCategories).values({ name, image: '/uploads/sub.webp' }).returning();
  if (categoryIds.length) {
    await db
      .insert(subCategoryCategories)
      .values(categoryIds.map((categoryId, position) => ({ subCategoryId: row!.id, categoryId, position })));
  }
  return row!;
}

export async function createProduct(
  db: Executor,
  links: { categoryIds?: string[]; subCategoryIds?: string[] } = {},
  overrides: Partial<typeof products.$inferInsert> = {},
) {
  const [row] = await db
    .insert(products)
    .values({
      name: `Product ${unique()}`,
      images: ['/uploads/product.webp'],
      unit: '500 g',
      stock: 10,
      price: 100,
      discount: 10,
      description: 'A test product',
      moreDetails: { 'Key Features': 'Fresh' },
      ...overrides,
    })
    .returning();
  if (links.categoryIds?.length) {
    await db
      .insert(productCategories)
      .values(links.categoryIds.map((categoryId) => ({ productId: row!.id, categoryId })));
  }
  if (links.subCategoryIds?.length) {
    await db
      .insert(productSubCategories)
      .values(links.subCategoryIds.map((subCategoryId) => ({ productId: row!.id, subCategoryId })));
  }
  return row!;
}

/**
 * `count` products in one statement, numbered i = 1…count: their ids shaped as db/ids.ts makes them (from
 * `idBase` + i, so sets with different bases never collide), the other columns SQL over `i`. Returns the ids.
 */
export async function insertProducts(
  db: Executor,
  {
    count,
    idBase,
    name,
    stock = sql`1`,
    description,
    moreDetails = sql`'{}'::jsonb`,
  }: { count: number; idBase: number; name: SQL; stock?: SQL; description: SQL; moreDetails?: SQL },
): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`insert into ${products} (id, name, images, unit, stock, price, discount, description, more_details)
      select lpad(to_hex(${idBase}::int + i), 8, '0') || substr(md5(i::text), 1, 16), ${name},
        '{}', '1 pc', ${stock}, 100, 0, ${description}, ${moreDetails}
      from generate_series(1, ${count}::int) i
      returning id`,
  );
  return rows.map((row) => row.id);
}

/** A category, one of its sub categories and a product in both: the usual fixture. */
export async function createCatalogue(
  db: Executor,
  productOverrides: Partial<typeof products.$inferInsert> = {},
) {
  const category = await createCategory(db);
  const subCategory = await createSubCategory(db, [category.id]);
  const product = await createProduct(
    db,
    { categoryIds: [category.id], subCategoryIds: [subCategory.id] },
    productOverrides,
  );
  return { category, subCategory, product };
}

/** The store every database has (migration 0009), where orders go while no store has an area. */
export async function defaultStoreId(db: Executor): Promise<string> {
  const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.isDefault, true));
  return row!.id;
}
