import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createProduct, defaultStoreId, loginAs, type Session } from '../../../test/factories';
import { call } from '../../../test/order-test-helpers';
import { storeStock, stores } from '../../db/schema';

const KORAMANGALA = { code: 'blr-kor', name: 'Koramangala', pincode: '560034', radiusKm: 3 };

describe('/api/store (admins only)', () => {
  let t: TestApp;
  let admin: Session;
  let shopper: Session;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await loginAs(t, 'ADMIN');
    shopper = await loginAs(t);
  });
  afterAll(() => t.close());

  it('every database has the default store, serving everywhere while no store has an area', async () => {
    const res = await call(t, 'GET', '/api/store/list', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        code: 'main',
        isDefault: true,
        latitude: null,
        area: 'Everywhere, while no store has an area',
      }),
    ]);
  });

  it('refuses visitors and shoppers on every store route', async () => {
    for (const [method, url] of [
      ['GET', '/api/store/list'],
      ['POST', '/api/store/create'],
      ['PUT', '/api/store/update'],
      ['DELETE', '/api/store/delete'],
      ['POST', '/api/store/stock'],
      ['PUT', '/api/store/stock'],
      ['POST', '/api/store/stock-import'],
      ['POST', '/api/store/product-stock'],
      ['PUT', '/api/store/product-stock'],
    ] as const) {
      expect((await call(t, method, url, undefined, {})).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(t, method, url, shopper, {})).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('creates a store placed at its PIN code, summarises its area, and refuses a second with its code', async () => {
    const res = await call(t, 'POST', '/api/store/create', admin, {
      ...KORAMANGALA,
      servedPincodes: ['560095'],
      opensAt: '06:00',
      closesAt: '23:30',
      ridersOnShift: 4,
    });
    expect(res.statusCode).toBe(201);
    const store = res.json().data;
    expect(store).toMatchObject({ code: 'blr-kor', pincode: '560034', isOpen: true, ridersOnShift: 4 });
    expect(store.latitude).toBeCloseTo(12.926, 2);
    expect(store.longitude).toBeCloseTo(77.622, 2);
    expect(store.area).toBe('3 km around 560034 and 1 more PIN code');

    const again = await call(t, 'POST', '/api/store/create', admin, { ...KORAMANGALA, name: 'Other' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      error: true,
      message: 'A store with the code blr-kor already exists',
    });
  });

  it('answers bad input with a 400 that names the field, and creates nothing', async () => {
    const before = (await t.db.select().from(stores)).length;
    const cases: [object, RegExp][] = [
      [{ ...KORAMANGALA, code: 'x1', radiusKm: 40 }, /radiusKm: must be between 0.5 and 15 km/],
      [{ ...KORAMANGALA, code: 'x2', radiusKm: 0 }, /radiusKm/],
      [{ ...KORAMANGALA, code: 'x3', pincode: '12345' }, /pincode: must be a 6-digit PIN code/],
      [
        { ...KORAMANGALA, code: 'x4', pincode: null, latitude: 91, longitude: 77 },
        /latitude: must be inside India/,
      ],
      [{ ...KORAMANGALA, code: 'x5', pincode: null, latitude: 12.9 }, /give both latitude and longitude/],
      [
        { ...KORAMANGALA, code: 'x6', opensAt: '25:00', closesAt: '23:00' },
        /opensAt: must be a time like 07:00/,
      ],
      [{ ...KORAMANGALA, code: 'x7', ridersOnShift: -1 }, /ridersOnShift/],
      [{ ...KORAMANGALA, code: 'no spaces' }, /code: must be 2 to 30 letters/],
      [{ ...KORAMANGALA, code: 'x8', name: 'n'.repeat(81) }, /name: must be at most 80 characters/],
      [{ ...KORAMANGALA, code: 'x9', servedPincodes: Array(201).fill('560001') }, /at most 200 PIN codes/],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, 'POST', '/api/store/create', admin, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        error: true,
        message: expect.stringMatching(message),
      });
    }
    const unknownPin = await call(t, 'POST', '/api/store/create', admin, {
      ...KORAMANGALA,
      code: 'x10',
      pincode: '999999',
    });
    expect(unknownPin.statusCode).toBe(400);
    expect(unknownPin.json().message).toBe("We couldn't find the PIN code 999999");
    expect((await t.db.select().from(stores)).length).toBe(before);
  });

  it('updates what it is given, pauses, and refuses to delete the default store or a store with orders', async () => {
    const created = await call(t, 'POST', '/api/store/create', admin, {
      code: 'pause-me',
      name: 'Pause me',
      pincode: '560001',
    });
    const id = created.json().data._id;
    const paused = await call(t, 'PUT', '/api/store/update', admin, {
      _id: id,
      isOpen: false,
      ridersOnShift: 0,
    });
    expect(paused.statusCode).toBe(200);
    expect(paused.json().data).toMatchObject({
      isOpen: false,
      ridersOnShift: 0,
      pincode: '560001',
      name: 'Pause me',
    });

    const halfPair = await call(t, 'PUT', '/api/store/update', admin, { _id: id, opensAt: '07:00' });
    expect(halfPair.statusCode).toBe(400);
    const missing = await call(t, 'PUT', '/api/store/update', admin, { _id: 'f'.repeat(24), name: 'Nope' });
    expect(missing.statusCode).toBe(404);
    // Nothing to change (only fields it does not know, or none): the store as it is, not a 500.
    for (const body of [{ _id: id }, { _id: id, status: 'x' }]) {
      const unchanged = await call(t, 'PUT', '/api/store/update', admin, body);
      expect(unchanged.statusCode).toBe(200);
      expect(unchanged.json().data).toMatchObject({ _id: id, isOpen: false, name: 'Pause me' });
    }
    const missingUnchanged = await call(t, 'PUT', '/api/store/update', admin, { _id: 'f'.repeat(24) });
    expect(missingUnchanged.statusCode).toBe(404);

    const main = await defaultStoreId(t.db);
    const deleteDefault = await call(t, 'DELETE', '/api/store/delete', admin, { _id: main });
    expect(deleteDefault.statusCode).toBe(409);
    expect(deleteDefault.json().message).toBe("Kirana is the default store and can't be deleted");

    const deleted = await call(t, 'DELETE', '/api/store/delete', admin, { _id: id });
    expect(deleted.statusCode).toBe(200);
    expect(await t.db.select().from(stores).where(eq(stores.id, id))).toEqual([]);
  });

  describe('stock per store', () => {
    let storeId: string;
    beforeAll(async () => {
      const res = await call(t, 'POST', '/api/store/create', admin, {
        code: 'stock-test',
        name: 'Stock test',
        pincode: '560038',
      });
      storeId = res.json().data._id;
    });

    it('sets many products at a store in one call, names unknown ones, and leaves other stores alone', async () => {
      const a = await createProduct(t.db, {}, { stock: 10, name: 'Stock A' });
      const b = await createProduct(t.db, {}, { stock: 10, name: 'Stock B' });
      const res = await call(t, 'PUT', '/api/store/stock', admin, {
        storeId,
        items: [
          { productId: a.id, stock: 3 },
          { productId: b.id, stock: 0 },
          { productId: 'f'.repeat(24), stock: 1 },
          { productId: a.id, stock: 4 },
        ],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Stock updated for 2 products',
        data: { updated: 2, unknown: ['f'.repeat(24)] },
      });

      const page = await call(t, 'POST', '/api/store/stock', admin, { storeId, search: 'Stock ' });
      expect(page.json().data.map((row: { name: string; stock: number }) => [row.name, row.stock])).toEqual([
        ['Stock A', 4],
        ['Stock B', 0],
      ]);
      const atDefault = await call(t, 'POST', '/api/store/stock', admin, {
        storeId: 'main',
        search: 'Stock ',
      });
      expect(atDefault.json().data.map((row: { stock: number }) => row.stock)).toEqual([10, 10]);
    });

    it('a product form reads and sets its stock at every store at once', async () => {
      const product = await createProduct(t.db, {}, { stock: 8 });
      const read = await call(t, 'POST', '/api/store/product-stock', admin, { productId: product.id });
      expect(read.statusCode).toBe(200);
      const rows = read.json().data;
      expect(rows[0]).toMatchObject({ isDefault: true, stock: 8 });
      expect(rows.find((row: { storeId: string }) => row.storeId === storeId)).toMatchObject({ stock: 0 });

      const set = await call(t, 'PUT', '/api/store/product-stock', admin, {
        productId: product.id,
        stocks: [
          { storeId, stock: 5 },
          { storeId: rows[0].storeId, stock: 2 },
        ],
      });
      expect(set.statusCode).toBe(200);
      expect(set.json().data.find((row: { storeId: string }) => row.storeId === storeId).stock).toBe(5);
      expect(set.json().data[0].stock).toBe(2);

      const badStore = await call(t, 'PUT', '/api/store/product-stock', admin, {
        productId: product.id,
        stocks: [{ storeId: 'e'.repeat(24), stock: 1 }],
      });
      expect(badStore.statusCode).toBe(404);
      const negative = await call(t, 'PUT', '/api/store/product-stock', admin, {
        productId: product.id,
        stocks: [{ storeId, stock: -1 }],
      });
      expect(negative.statusCode).toBe(400);
      expect(negative.json().message).toMatch(/must not be negative/);
      const noProduct = await call(t, 'POST', '/api/store/product-stock', admin, { productId: 'nope' });
      expect(noProduct.statusCode).toBe(404);
    });

    it('imports a CSV file by store code or id, reporting the lines it could not use', async () => {
      const a = await createProduct(t.db, {}, { name: 'Csv A' });
      const b = await createProduct(t.db, {}, { name: 'Csv B' });
      const csv = [
        'product_id,name,stock',
        `${a.id},Csv A,12`,
        `${b.id},Csv B,many`,
        `${'f'.repeat(24)},Gone,3`,
        ',,4',
        `${'x'.repeat(65)},Long,1`,
        `"${b.id}",Csv B,7`,
      ].join('\n');
      const res = await call(t, 'POST', '/api/store/stock-import', admin, { storeId, csv });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        rows: 6,
        updated: 2,
        rejected: [
          { line: 3, message: 'stock must be a whole number from 0 to 1000000000, not "many"' },
          { line: 4, message: `no product ${'f'.repeat(24)}` },
          { line: 5, message: 'product_id is missing' },
          { line: 6, message: 'product_id is longer than 64 characters' },
        ],
      });
      const stock = await t.db.select().from(storeStock).where(eq(storeStock.storeId, storeId));
      expect(stock.find((row) => row.productId === a.id)?.stock).toBe(12);
      expect(stock.find((row) => row.productId === b.id)?.stock).toBe(7);

      const noHeader = await call(t, 'POST', '/api/store/stock-import', admin, { storeId, csv: `${a.id},3` });
      expect(noHeader.statusCode).toBe(400);
      expect(noHeader.json().message).toBe(
        'The file needs a header with a product_id column and a stock column',
      );
      const broken = await call(t, 'POST', '/api/store/stock-import', admin, {
        storeId,
        csv: 'product_id,stock\n"a,1',
      });
      expect(broken.statusCode).toBe(400);
      const noStore = await call(t, 'POST', '/api/store/stock-import', admin, {
        storeId: 'no-such',
        csv: 'product_id,stock\n',
      });
      expect(noStore.statusCode).toBe(404);
    });
  });
});
