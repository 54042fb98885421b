import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createCatalogue, createProduct, loginAs } from '../../test/factories';
import { LISTENER_NAME } from '../db/notifications';
import { products } from '../db/schema';

describe('catalogue cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const details = async (productId: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/get-product-details',
      payload: { productId },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as {
      name: string;
      stock: number;
      price: number;
      discount: number;
      unit: string;
      image: string[];
    };
  };
  const categoryRow = async (id: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/get-product-by-category',
      payload: { id },
    });
    return res.json().data.map((product: { name: string }) => product.name) as string[];
  };

  it('keeps a read until the database says it changed, whoever wrote it', async () => {
    const { product } = await createCatalogue(t.db, { name: 'Cached Ghee' });
    expect((await details(product.id)).name).toBe('Cached Ghee');
    expect(t.app.catalogueCache.size).toBeGreaterThan(0);
    // Straight SQL, not the API: the trigger's notification is what empties the cache.
    await t.db.update(products).set({ name: 'Renamed Ghee' }).where(eq(products.id, product.id));
    expect((await details(product.id)).name).toBe('Renamed Ghee');
  });

  it('sends a kept read gzipped as kept to a client that takes gzip, as JSON to one that does not', async () => {
    const { category } = await createCatalogue(t.db, { name: 'Gzipped Dal' });
    const row = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/product/get-product-by-category',
        payload: { id: category.id },
        headers,
      });
    const fresh = await row({ 'accept-encoding': 'gzip' });
    const json = fresh.headers['content-encoding'] ? gunzipSync(fresh.rawPayload).toString() : fresh.body;
    expect(JSON.parse(json).data[0].name).toBe('Gzipped Dal');

    const kept = await row({ 'accept-encoding': 'gzip, deflate, br' });
    expect(kept.headers).toMatchObject({
      'content-encoding': 'gzip',
      vary: 'accept-encoding',
      etag: fresh.headers.etag,
    });
    expect(gunzipSync(kept.rawPayload).toString()).toBe(json);
    const plainHeaders: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'gzip;q=0' },
      { 'accept-encoding': 'identity' },
    ];
    for (const headers of plainHeaders) {
      const plain = await row(headers);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(json);
      expect(plain.headers.etag).toBe(fresh.headers.etag);
    }

    const unchanged = await row({ 'accept-encoding': 'gzip', 'if-none-match': String(fresh.headers.etag) });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.headers['content-encoding']).toBeUndefined();
    expect(unchanged.rawPayload.length).toBe(0);
  });

  it('drops only what shows a product whose stock alone changed, and everything when it runs out', async () => {
    const { category, product } = await createCatalogue(t.db, { name: 'Stocked Rice', stock: 5 });
    const other = await createProduct(t.db, {}, { name: 'Other Rice', stock: 5 });
    t.app.catalogueCache.clear();
    expect(await categoryRow(category.id)).toEqual(['Stocked Rice']);
    await details(product.id);
    await details(other.id);
    expect(t.app.catalogueCache.size).toBe(3);

    await t.db
      .update(products)
      .set({ stock: sql`${products.stock} - 1` })
      .where(eq(products.id, product.id));
    expect(t.app.catalogueCache.size).toBe(1); // the category row and the details of Stocked Rice went
    expect((await details(product.id)).stock).toBe(4);

    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, product.id));
    expect(t.app.catalogueCache.size).toBe(0); // search ranks in-stock first: every list may reorder
  });

  it('drops only what shows a product whose price, discount or unit changed (migration 0021)', async () => {
    const { category, product } = await createCatalogue(t.db, { name: 'Priced Dal', price: 120 });
    const other = await createProduct(t.db, {}, { name: 'Other Dal' });
    t.app.catalogueCache.clear();
    expect(await categoryRow(category.id)).toEqual(['Priced Dal']);
    await details(product.id);
    await details(other.id);
    expect(t.app.catalogueCache.size).toBe(3);

    await t.db
      .update(products)
      .set({ price: 99.5, discount: 15, unit: '2 kg', images: ['/uploads/dal-2kg.webp'] })
      .where(eq(products.id, product.id));
    expect(t.app.catalogueCache.size).toBe(1); // the category row and the details of Priced Dal went
    expect(await details(product.id)).toMatchObject({ price: 99.5, discount: 15, unit: '2 kg' });
    expect((await details(product.id)).image[0]).toMatch(/\/uploads\/dal-2kg\.webp$/);
    await details(other.id);
    expect(t.app.catalogueCache.stats.hits).toBeGreaterThan(0);
  });

  it("drops only the product's answers when an admin changes its price in the edit form", async () => {
    const admin = await loginAs(t, 'ADMIN');
    const { category, subCategory, product } = await createCatalogue(t.db, { name: 'Edited Poha' });
    const other = await createProduct(t.db, {}, { name: 'Other Poha' });
    t.app.catalogueCache.clear();
    await categoryRow(category.id);
    const shown = await details(product.id);
    await details(other.id);
    expect(t.app.catalogueCache.size).toBe(3);

    // The form sends the whole product, its categories included, with the new price.
    const edited = await t.app.inject({
      method: 'PUT',
      url: '/api/product/update-product-details',
      headers: admin.headers,
      payload: {
        _id: product.id,
        name: shown.name,
        image: shown.image,
        category: [category.id],
        subCategory: [subCategory.id],
        unit: shown.unit,
        stock: shown.stock,
        price: 75,
        discount: shown.discount,
        description: 'A test product',
        more_details: { 'Key Features': 'Fresh' },
        publish: true,
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(t.app.catalogueCache.size).toBe(1); // the other product's details stay
    expect((await details(product.id)).price).toBe(75);
    expect(await categoryRow(category.id)).toEqual(['Edited Poha']);

    // A change of its categories is a catalogue change: every list may differ.
    const moved = await t.app.inject({
      method: 'PUT',
      url: '/api/product/update-product-details',
      headers: admin.headers,
      payload: { _id: product.id, category: [], price: 80 },
    });
    expect(moved.statusCode).toBe(200);
    expect(t.app.catalogueCache.size).toBe(0);
    expect(await categoryRow(category.id)).toEqual([]);
  });

  it('drops what shows a product and every search when its words alone change (migration 0022)', async () => {
    const { category, product } = await createCatalogue(t.db, { name: 'Worded Jam' });
    const other = await createCatalogue(t.db, { name: 'Other Jam' });
    const search = async (url: string, payload: object) => {
      const res = await t.app.inject({ method: 'POST', url: `/api/product/${url}`, payload });
      expect(res.statusCode).toBe(200);
      return res.json().data as { name?: string; text?: string }[];
    };
    const found = (url: string, payload: object) =>
      search(url, payload).then((data) => data.map((each) => each.name ?? each.text));
    t.app.catalogueCache.clear();
    expect(await categoryRow(category.id)).toEqual(['Worded Jam']);
    expect(await categoryRow(other.category.id)).toEqual(['Other Jam']);
    await details(product.id);
    await details(other.product.id);
    // Searches that do not show the product yet: a rename makes them find it.
    expect(await found('search-product', { search: 'marmalade' })).toEqual([]);
    expect(await found('get', { search: 'marmalade' })).toEqual([]);
    expect(await found('suggest', { q: 'marmal' })).toEqual([]);
    expect(t.app.catalogueCache.size).toBe(7);

    await t.db.update(products).set({ name: 'Worded Marmalade' }).where(eq(products.id, product.id));
    // The other product's row and details stay; the product's own answers and the searches went.
    expect(t.app.catalogueCache.size).toBe(2);
    const hits = t.app.catalogueCache.stats.hits;
    expect(await categoryRow(other.category.id)).toEqual(['Other Jam']);
    expect(t.app.catalogueCache.stats.hits).toBe(hits + 1);
    expect(await categoryRow(category.id)).toEqual(['Worded Marmalade']);
    expect((await details(product.id)).name).toBe('Worded Marmalade');
    await expect.poll(() => found('search-product', { search: 'marmalade' })).toEqual(['Worded Marmalade']);
    expect(await found('get', { search: 'marmalade' })).toEqual(['Worded Marmalade']);
    expect(await found('suggest', { q: 'marmal' })).toContain('Worded Marmalade');
  });

  it('serves new products and categories on the next read', async () => {
    const { category } = await createCatalogue(t.db, { name: 'First Dal', createdAt: new Date(2020, 0, 1) });
    expect(await categoryRow(category.id)).toEqual(['First Dal']);
    await createProduct(t.db, { categoryIds: [category.id] }, { name: 'Second Dal' });
    expect(await categoryRow(category.id)).toEqual(['Second Dal', 'First Dal']);
  });

  it.runIf(process.env.DATABASE_URL)('hears changes made by another process', async () => {
    const { product } = await createCatalogue(t.db, { name: 'Elsewhere Atta' });
    await details(product.id);
    const { pool } = t.database;
    const outsider = new pg.Client({
      connectionString: (pool!.options as { connectionString: string }).connectionString,
    });
    await outsider.connect();
    try {
      await outsider.query('update products set name = $1 where id = $2', ['Moved Atta', product.id]);
    } finally {
      await outsider.end();
    }
    await expect.poll(async () => (await details(product.id)).name).toBe('Moved Atta');
  });

  it.runIf(process.env.DATABASE_URL)(
    'stops caching while its listening connection is down, and starts again once it is back',
    async () => {
      const { product } = await createCatalogue(t.db, { name: 'Listener Salt' });
      await t.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = ${LISTENER_NAME} and datname = current_database()`,
      );
      await expect
        .poll(async () => {
          await details(product.id);
          return t.app.catalogueCache.size;
        })
        .toBe(0);
      await expect
        .poll(
          async () => {
            await details(product.id);
            return t.app.catalogueCache.size;
          },
          { timeout: 10_000 },
        )
        .toBeGreaterThan(0);
    },
  );
});
