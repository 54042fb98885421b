import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  createCatalogue,
  createCategory,
  createProduct,
  loginAs,
  type Session,
} from '../../../test/factories';
import { categories } from '../../db/schema';
import { Taxonomy } from './taxonomy';

/** Product answers take their categories from memory (taxonomy.ts): they must never show stale ones for long. */
describe('categories shown with products', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await buildTestApp({ CATALOGUE_CACHE_MB: '0' });
    admin = await loginAs(t, 'ADMIN');
  });
  afterAll(() => t.close());

  const details = async (productId: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/product/get-product-details',
      payload: { productId },
    });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };

  it('follow an admin renaming a category and a sub category', async () => {
    const { category, subCategory, product } = await createCatalogue(t.db);
    expect((await details(product.id)).category[0].name).toBe(category.name);
    const rename = (path: string, body: object) =>
      t.app.inject({ method: 'PUT', url: path, headers: admin.headers, payload: body });
    expect(
      (await rename('/api/category/update', { _id: category.id, name: 'Dairy & Eggs' })).statusCode,
    ).toBe(200);
    expect(
      (
        await rename('/api/subcategory/update', {
          _id: subCategory.id,
          name: 'Farm Eggs',
          category: [category.id],
        })
      ).statusCode,
    ).toBe(200);
    // The rename is announced by the database after its commit; the next reads after it show it.
    await vi.waitFor(async () => {
      const shown = await details(product.id);
      expect(shown.category.map((c: { name: string }) => c.name)).toEqual(['Dairy & Eggs']);
      expect(shown.subCategory.map((s: { name: string }) => s.name)).toEqual(['Farm Eggs']);
      expect(shown.subCategory[0].category).toEqual([
        expect.objectContaining({ _id: category.id, name: 'Dairy & Eggs' }),
      ]);
    });
  });

  it("show a category created after they were read, at once, and each product's in name order", async () => {
    const { product } = await createCatalogue(t.db);
    await details(product.id);
    const zebra = await createCategory(t.db, 'Zz Newest');
    const apple = await createCategory(t.db, 'Aa Newest');
    const both = await createProduct(t.db, { categoryIds: [zebra.id, apple.id] });
    expect((await details(both.id)).category.map((c: { name: string }) => c.name)).toEqual([
      'Aa Newest',
      'Zz Newest',
    ]);
  });

  it('read the categories on every use while changes cannot be heard', async () => {
    const taxonomy = new Taxonomy(t.database, (payload) => payload);
    const { category } = await createCatalogue(t.db);
    const first = await taxonomy.linker([category.id], []);
    expect(first.categories([category.id])[0]!.name).toBe(category.name);
    await t.db.update(categories).set({ name: 'Renamed unheard' }).where(eq(categories.id, category.id));
    const second = await taxonomy.linker([category.id], []);
    expect(second.categories([category.id])[0]!.name).toBe('Renamed unheard');
    // What it hands out is shared by every answer, so no caller can change it.
    expect(() => {
      second.categories([category.id])[0]!.name = 'Changed by a caller';
    }).toThrow(TypeError);
    expect(second.categories([category.id])[0]!.name).toBe('Renamed unheard');
  });
});
