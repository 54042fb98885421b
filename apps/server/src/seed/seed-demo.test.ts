import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { thumbnailUrl } from '@kirana/shared/images';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import { diskStorage, UPLOADS_PREFIX } from '../adapters/storage';
import type { DatabaseHandle } from '../db/client';
import {
  categories,
  productCategories,
  productSubCategories,
  products,
  subCategories,
  subCategoryCategories,
} from '../db/schema';
import { type SeedResult, seedDemoCatalogue } from './seed-demo';

describe('seedDemoCatalogue', () => {
  let handle: DatabaseHandle;
  let uploads: string;
  let first: SeedResult;

  beforeAll(async () => {
    handle = await openTestDatabase();
    uploads = await mkdtemp(path.join(tmpdir(), 'kirana-seed-'));
    first = await seedDemoCatalogue(handle.db, diskStorage(uploads));
  });
  afterAll(async () => {
    await handle?.close();
    await rm(uploads, { recursive: true, force: true });
  });

  it('loads at least 10 categories, 30 sub categories and 150 products', async () => {
    expect(first.seeded).toBe(true);
    expect(first.categories).toBeGreaterThanOrEqual(10);
    expect(first.subCategories).toBeGreaterThanOrEqual(30);
    expect(first.products).toBeGreaterThanOrEqual(150);
    expect(await handle.db.$count(categories)).toBe(first.categories);
    expect(await handle.db.$count(subCategories)).toBe(first.subCategories);
    expect(await handle.db.$count(products)).toBe(first.products);
  });

  it('gives every category, sub category and product a stored WebP image', async () => {
    const rows = await handle.db.select({ images: products.images }).from(products);
    const urls = [
      ...(await handle.db.select({ image: categories.image }).from(categories)).map((row) => row.image),
      ...(await handle.db.select({ image: subCategories.image }).from(subCategories)).map((row) => row.image),
      ...rows.flatMap((row) => row.images),
    ];
    expect(rows.every((row) => row.images.length >= 1)).toBe(true);
    for (const url of new Set(urls)) {
      expect(url.startsWith(UPLOADS_PREFIX)).toBe(true);
      const file = await readFile(path.join(uploads, url.slice(UPLOADS_PREFIX.length)));
      expect(file.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(file.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
    const { width, height, format } = await sharp(path.join(uploads, path.basename(urls[0]!))).metadata();
    expect({ width, height, format }).toEqual({ width: 480, height: 480, format: 'webp' });
  });

  it('draws every product as its own 640 px pack shot: no two products share an image', async () => {
    const images = (await handle.db.select({ images: products.images }).from(products)).map(
      (row) => row.images[0]!,
    );
    expect(new Set(images).size).toBe(images.length);
    const shot = await sharp(path.join(uploads, path.basename(images[0]!))).metadata();
    expect({ width: shot.width, height: shot.height }).toEqual({ width: 640, height: 640 });
    // Named as uploads are, so cards load the 360 px thumbnail.
    const small = thumbnailUrl(images[0]!);
    expect(small).not.toBe(images[0]);
    const thumbnail = await sharp(path.join(uploads, path.basename(small))).metadata();
    expect({ width: thumbnail.width, height: thumbnail.height }).toEqual({ width: 360, height: 360 });
  });

  it('has 4 to 6 products out of stock and sensible prices and discounts', async () => {
    const rows = await handle.db.select().from(products);
    const outOfStock = rows.filter((row) => row.stock === 0);
    expect(outOfStock.length).toBeGreaterThanOrEqual(4);
    expect(outOfStock.length).toBeLessThanOrEqual(6);
    for (const row of rows) {
      expect(row.price).toBeGreaterThan(0);
      expect(row.discount).toBeGreaterThanOrEqual(0);
      expect(row.discount).toBeLessThanOrEqual(30);
      expect(row.description.length).toBeGreaterThan(20);
      expect(row.unit).not.toBe('');
    }
  });

  it('links every product to a sub category that belongs to one of its categories', async () => {
    const subCategoryLinks = await handle.db.select().from(subCategoryCategories);
    const productCategoryLinks = await handle.db.select().from(productCategories);
    const productSubLinks = await handle.db.select().from(productSubCategories);
    const ids = await handle.db.select({ id: products.id }).from(products);

    const categoriesOfSub = groupBy(subCategoryLinks, 'subCategoryId', 'categoryId');
    const categoriesOfProduct = groupBy(productCategoryLinks, 'productId', 'categoryId');
    const subsOfProduct = groupBy(productSubLinks, 'productId', 'subCategoryId');
    expect(categoriesOfSub.size).toBe(first.subCategories);
    expect([...categoriesOfSub.values()].some((linked) => linked.length > 1)).toBe(true);
    for (const { id } of ids) {
      const linkedCategories = categoriesOfProduct.get(id) ?? [];
      const linkedSubs = subsOfProduct.get(id) ?? [];
      expect(linkedCategories.length).toBeGreaterThanOrEqual(1);
      expect(linkedSubs.length).toBeGreaterThanOrEqual(1);
      for (const sub of linkedSubs) {
        expect(categoriesOfSub.get(sub)?.some((category) => linkedCategories.includes(category))).toBe(true);
      }
    }
  });

  it('describes products with Key Features and uses unique names', async () => {
    const rows = await handle.db
      .select({ name: products.name, details: products.moreDetails })
      .from(products);
    const withKeyFeatures = rows.filter((row) => row.details['Key Features']);
    expect(withKeyFeatures.length / rows.length).toBeGreaterThanOrEqual(0.8);
    expect(new Set(rows.map((row) => row.name)).size).toBe(rows.length);
    const subNames = await handle.db.select({ name: subCategories.name }).from(subCategories);
    expect(new Set(subNames.map((row) => row.name)).size).toBe(subNames.length);
  });

  it('covers the search suggestions and orders products by distinct created_at', async () => {
    const rows = await handle.db
      .select({ name: products.name, createdAt: products.createdAt })
      .from(products);
    const names = rows.map((row) => row.name.toLowerCase()).join('\n');
    for (const word of ['milk', 'bread', 'sugar', 'paneer', 'chocolate', 'curd', 'rice', 'egg', 'chips']) {
      expect(names).toContain(word);
    }
    expect(new Set(rows.map((row) => row.createdAt.getTime())).size).toBe(rows.length);
  });

  it('seeds nothing when categories already exist', async () => {
    const again = await seedDemoCatalogue(handle.db, diskStorage(uploads));
    expect(again).toEqual({ seeded: false, categories: 0, subCategories: 0, products: 0 });
    expect(await handle.db.$count(products)).toBe(first.products);
  });
});

function groupBy<T, K extends keyof T, V extends keyof T>(rows: T[], key: K, value: V): Map<T[K], T[V][]> {
  const groups = new Map<T[K], T[V][]>();
  for (const row of rows) groups.set(row[key], [...(groups.get(row[key]) ?? []), row[value]]);
  return groups;
}
