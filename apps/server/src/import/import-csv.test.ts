import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsListedWrong } from '../../test/listing-rows';
import { openTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from '../db/client';
import {
  categories,
  productCategories,
  productSubCategories,
  products,
  subCategories,
  subCategoryCategories,
} from '../db/schema';
import { type ImportReport, importCsv } from './import-csv';

const fixture = new URL('./fixtures/bigbasket-sample.csv', import.meta.url);

describe('importCsv', () => {
  let handle: DatabaseHandle;
  let first: ImportReport;

  // A batch size of 4 makes the fixture span several batches and transactions.
  const run = (input: Readable) => importCsv(handle.db, input, { batchSize: 4 });
  const productByKey = async (key: string) => {
    const [row] = await handle.db.select().from(products).where(eq(products.externalKey, key));
    return row!;
  };
  const placementOf = async (productId: string) => {
    const [category] = await handle.db
      .select({ name: categories.name })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(eq(productCategories.productId, productId));
    const [subCategory] = await handle.db
      .select({ name: subCategories.name })
      .from(productSubCategories)
      .innerJoin(subCategories, eq(subCategories.id, productSubCategories.subCategoryId))
      .where(eq(productSubCategories.productId, productId));
    return { category: category?.name, subCategory: subCategory?.name };
  };

  beforeAll(async () => {
    handle = await openTestDatabase();
    first = await run(createReadStream(fixture));
  });
  afterAll(() => handle?.close());

  it('imports the valid rows and rejects the others with their line and reason', async () => {
    expect(first).toMatchObject({ rows: 20, imported: 14, updated: 0, unchanged: 0 });
    expect(first.rejected).toEqual([
      { line: 7, message: 'product is missing' },
      { line: 9, message: 'sale_price is not an amount of rupees like 120 or 99.50' },
      { line: 10, message: 'market_price must be above 0' },
      { line: 15, message: 'index 13 repeats line 14' },
      { line: 19, message: 'sub_category is missing; sale_price is missing; market_price is missing' },
      { line: 20, message: 'market_price is not an amount of rupees like 120 or 99.50' },
    ]);
    expect(await handle.db.$count(products)).toBe(14);
  });

  it('maps price, discount, unit, details and stock per the data README', async () => {
    const garlic = await productByKey('bigbasket:1');
    expect(garlic).toMatchObject({
      name: 'Garlic Oil - Vegetarian Capsule 500 mg',
      price: 220,
      discount: 0,
      unit: '500 mg',
      images: [],
      description: 'Hair Oil & Serum by Sri Sri Ayurveda',
      moreDetails: { Brand: 'Sri Sri Ayurveda', Type: 'Hair Oil & Serum' },
      publish: true,
    });
    expect(garlic.stock).toBeGreaterThanOrEqual(0);
    expect(garlic.stock).toBeLessThanOrEqual(200);
    expect(await productByKey('bigbasket:3')).toMatchObject({
      name: 'Brass Angle Deep - Plain, No.2',
      price: 250,
      discount: 52,
      unit: '',
    });
    // Sale above market price clamps to no discount; 4.5 % rounds to 5.
    expect(await productByKey('bigbasket:10')).toMatchObject({ name: 'Cookies - "Choco" Chip', discount: 0 });
    expect(await productByKey('bigbasket:12')).toMatchObject({ price: 100, discount: 5 });
    expect(await productByKey('bigbasket:7')).toMatchObject({
      moreDetails: { Type: 'Aluminium Foil, Clingwrap' },
      description: 'Aluminium Foil, Clingwrap',
    });
    expect(await placementOf((await productByKey('bigbasket:2')).id)).toEqual({
      category: 'Kitchen, Garden & Pets',
      subCategory: 'Storage & Accessories',
    });
  });

  it('creates categories and sub categories only for imported rows, one sub category per name', async () => {
    const names = (rows: { name: string }[]) => rows.map((row) => row.name).sort();
    expect(names(await handle.db.select().from(categories))).toEqual([
      'Baby Care',
      'Bakery, Cakes & Dairy',
      'Beauty & Hygiene',
      'Cleaning & Household',
      'Foodgrains, Oil & Masala',
      'Gourmet & World Food',
      'Kitchen, Garden & Pets',
      'Snacks & Branded Foods',
    ]);
    expect(await handle.db.$count(subCategories)).toBe(12);
    const rice = await handle.db
      .select({ category: categories.name })
      .from(subCategoryCategories)
      .innerJoin(subCategories, eq(subCategories.id, subCategoryCategories.subCategoryId))
      .innerJoin(categories, eq(categories.id, subCategoryCategories.categoryId))
      .where(eq(subCategories.name, 'Rice & Rice Products'));
    expect(names(rice.map(({ category }) => ({ name: category })))).toEqual([
      'Foodgrains, Oil & Masala',
      'Gourmet & World Food',
    ]);
    expect(await placementOf((await productByKey('bigbasket:5')).id)).toEqual({
      category: 'Gourmet & World Food',
      subCategory: 'Rice & Rice Products',
    });
  });

  it('imports nothing new when run again', async () => {
    const again = await run(createReadStream(fixture));
    expect(again).toMatchObject({ rows: 20, imported: 0, updated: 0, unchanged: 14 });
    expect(await handle.db.$count(products)).toBe(14);
    expect(await handle.db.$count(productCategories)).toBe(14);
    expect(await handle.db.$count(categories)).toBe(8);
  });

  it('updates changed rows and moves them, keeping the store-owned stock', async () => {
    const before = await productByKey('bigbasket:11');
    await handle.db.update(products).set({ stock: 7 }).where(eq(products.id, before.id));
    const edited = (await readFile(fixture, 'utf8'))
      .replace('Maggi,14,14', 'Maggi,12,15')
      .replace(
        '19,Assorted Dry Fruits Gift Box,Gourmet & World Food',
        '19,Assorted Dry Fruits Gift Box,Baby Care',
      );
    const report = await run(Readable.from([edited]));
    expect(report).toMatchObject({ imported: 0, updated: 2, unchanged: 12 });
    expect(await productByKey('bigbasket:11')).toMatchObject({
      id: before.id,
      price: 15,
      discount: 20,
      stock: 7,
    });
    expect(await placementOf((await productByKey('bigbasket:19')).id)).toEqual({
      category: 'Baby Care',
      subCategory: 'Dry Fruits',
    });
    expect(await handle.db.$count(productCategories)).toBe(14);
    expect(await handle.db.$count(productSubCategories)).toBe(14);
    // The listing rows it wrote itself (migration 0017), the moved product's links included.
    expect(await productsListedWrong(handle.db)).toEqual([]);
  });
});
