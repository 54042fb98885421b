import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createCategory, createProduct, createSubCategory, insertProducts } from '../../test/factories';
import { CatalogueVersion } from './catalogue-version';
import { productCategories, products } from './schema';

describe('the catalogue version', () => {
  let t: TestApp;
  let catalogue: CatalogueVersion;
  const heard: string[] = [];
  const shown: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    catalogue = new CatalogueVersion(
      t.database,
      (productId) => heard.push(productId),
      (productId) => shown.push(productId),
    );
    await catalogue.start();
  });
  afterAll(async () => {
    await catalogue.stop();
    await t.close();
  });

  it("moves with the catalogue's words, not with a product's stock, even as it sells out", async () => {
    const product = await createProduct(t.db, {}, { name: 'Counted Lentils', stock: 2 });
    await vi.waitFor(() => expect(catalogue.hearing).toBe(true));
    const stock = async (units: number) => {
      heard.length = 0;
      await t.db.update(products).set({ stock: units }).where(eq(products.id, product.id));
      await vi.waitFor(() => expect(heard).toEqual([product.id]));
    };
    const before = catalogue.version;
    await stock(1);
    await stock(0); // sells out
    await stock(4); // comes back
    expect(catalogue.version).toBe(before);
    await t.db.update(products).set({ name: 'Counted Red Lentils' }).where(eq(products.id, product.id));
    await vi.waitFor(() => expect(catalogue.version).toBeGreaterThan(before));
  });

  it('stays when only what a product shows changes, its price, discount, unit or images', async () => {
    const product = await createProduct(t.db, {}, { name: 'Priced Lentils', stock: 3 });
    await vi.waitFor(() => expect(catalogue.hearing).toBe(true));
    const before = catalogue.version;
    heard.length = 0;
    const edit = (set: Partial<typeof products.$inferInsert>) =>
      t.db.update(products).set(set).where(eq(products.id, product.id));
    await edit({ price: 42.5 });
    await edit({ discount: 20, unit: '5 kg' });
    await edit({ images: ['/uploads/lentils.webp'] });
    await vi.waitFor(() => expect(shown).toEqual([product.id, product.id, product.id]));
    // With its stock too: what the stock needs is heard (the tie-break moves).
    await edit({ price: 40, stock: 2 });
    await vi.waitFor(() => expect(heard).toEqual([product.id]));
    expect(shown).toHaveLength(3);
    expect(catalogue.version).toBe(before);
    await edit({ description: 'Split and polished' });
    await vi.waitFor(() => expect(catalogue.version).toBeGreaterThan(before));
  });

  it("hears a product's words changing as that product's, when asked to, and its publishing as all", async () => {
    const words: string[] = [];
    const patching = new CatalogueVersion(t.database, undefined, undefined, (productId) =>
      words.push(productId),
    );
    await patching.start();
    try {
      const product = await createProduct(t.db, {}, { name: 'Worded Lentils', stock: 3 });
      await vi.waitFor(() => expect(patching.hearing).toBe(true));
      const edit = (set: Partial<typeof products.$inferInsert>) =>
        t.db.update(products).set(set).where(eq(products.id, product.id));
      const before = { patching: patching.version, other: catalogue.version };
      await edit({ name: 'Worded Red Lentils' });
      await edit({ description: 'Split', price: 41 });
      await edit({ moreDetails: { Brand: 'Worded' }, stock: 0 });
      await vi.waitFor(() => expect(words).toEqual([product.id, product.id, product.id]));
      expect(patching.version).toBe(before.patching);
      // A listener that does not patch hears each as a change of everything.
      await vi.waitFor(() => expect(catalogue.version).toBeGreaterThanOrEqual(before.other + 3));
      await edit({ name: 'Hidden Lentils', publish: false });
      await vi.waitFor(() => expect(patching.version).toBeGreaterThan(before.patching));
      expect(words).toHaveLength(3);
    } finally {
      await patching.stop();
    }
  });

  it("hears a product published or unpublished as that product's, when asked to, its links' copy unheard", async () => {
    const published: string[] = [];
    const patching = new CatalogueVersion(t.database, undefined, undefined, undefined, (productId) =>
      published.push(productId),
    );
    await patching.start();
    try {
      await vi.waitFor(() => expect(patching.hearing).toBe(true));
      const category = await createCategory(t.db);
      const subCategory = await createSubCategory(t.db, [category.id]);
      // Linked to a category and a sub category: unpublishing it copies that onto both links (migration 0015).
      const product = await createProduct(
        t.db,
        { categoryIds: [category.id], subCategoryIds: [subCategory.id] },
        { name: 'Shelved Lentils', stock: 3 },
      );
      // Heard added first (migration 0024).
      await vi.waitFor(() => expect(published).toEqual([product.id]));
      published.length = 0;
      const edit = (set: Partial<typeof products.$inferInsert>) =>
        t.db.update(products).set(set).where(eq(products.id, product.id));
      const before = { patching: patching.version, other: catalogue.version };
      await edit({ publish: false });
      await edit({ publish: true, name: 'Shelved Red Lentils' });
      await vi.waitFor(() => expect(published).toEqual([product.id, product.id]));
      expect(patching.version).toBe(before.patching);
      // A listener that does not patch hears each as a change of everything.
      await vi.waitFor(() => expect(catalogue.version).toBeGreaterThanOrEqual(before.other + 2));
      // Published and moved to another category at once: a change of everything, for every listener.
      const other = await createCategory(t.db);
      await vi.waitFor(() => expect(patching.version).toBeGreaterThan(before.patching));
      const moved = patching.version;
      await t.db.transaction(async (tx) => {
        await tx.update(products).set({ publish: false }).where(eq(products.id, product.id));
        await tx.insert(productCategories).values({ productId: product.id, categoryId: other.id });
      });
      await vi.waitFor(() => expect(patching.version).toBeGreaterThan(moved));
      expect(published).toHaveLength(3);
    } finally {
      await patching.stop();
    }
  });

  it("hears products added or deleted a few at a time as each one's, their links as listed, when asked to", async () => {
    const added: string[] = [];
    const listed: string[] = [];
    const patching = new CatalogueVersion(
      t.database,
      undefined,
      undefined,
      undefined,
      (productId) => added.push(productId),
      (productId) => listed.push(productId),
    );
    await patching.start();
    try {
      await vi.waitFor(() => expect(patching.hearing).toBe(true));
      const category = await createCategory(t.db);
      const subCategory = await createSubCategory(t.db, [category.id]);
      await vi.waitFor(() => expect(patching.version).toBeGreaterThan(0));
      const before = { patching: patching.version, other: catalogue.version };
      // As an admin adds one: the product, then its links to a category and a sub category.
      const product = await createProduct(
        t.db,
        { categoryIds: [category.id], subCategoryIds: [subCategory.id] },
        { name: 'Added Lentils' },
      );
      const three = await insertProducts(t.db, {
        count: 3,
        idBase: 1200000000,
        name: sql`'Added Bean No ' || i`,
        description: sql`''`,
      });
      await vi.waitFor(() => expect(added).toEqual([product.id, ...three]));
      await vi.waitFor(() => expect(listed).toEqual([product.id, product.id]));
      // Deleted (migration 0025): heard as that product's, its links taken with it as listed (once: one
      // transaction's notifications of the same text are one).
      added.length = 0;
      listed.length = 0;
      await t.db.delete(products).where(eq(products.id, product.id));
      await vi.waitFor(() => expect(added).toEqual([product.id]));
      await vi.waitFor(() => expect(listed).toEqual([product.id]));
      expect(patching.version).toBe(before.patching);
      // A listener that does not patch hears each as a change of everything.
      await vi.waitFor(() => expect(catalogue.version).toBeGreaterThan(before.other));
      // More than a hundred in one statement (an import): a change of everything, for every listener.
      await insertProducts(t.db, {
        count: 101,
        idBase: 1210000000,
        name: sql`'Imported Bean No ' || i`,
        description: sql`''`,
      });
      await vi.waitFor(() => expect(patching.version).toBeGreaterThan(before.patching));
      // And as many deleted at once.
      const bulk = patching.version;
      await t.db.delete(products).where(sql`${products.name} like 'Imported Bean No %'`);
      await vi.waitFor(() => expect(patching.version).toBeGreaterThan(bulk));
      expect(added).toEqual([product.id]);
    } finally {
      await patching.stop();
    }
  });
});
