import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createProduct, loginAs, type Session } from '../../../test/factories';
import { addAddress, call, fillCart, stockOf } from '../../../test/order-test-helpers';
import { statementsDuring } from '../../../test/statements-during';
import { orders, storeStock } from '../../db/schema';

/*
 * Two dark stores 5.6 km apart with 3 km radii (Koramangala 560034 and Shanti Nagar 560004, by the PIN
 * code dataset's centres), and a place 50 km out that neither serves.
 */
const KORAMANGALA = { code: 'kor', name: 'Koramangala', pincode: '560034', radiusKm: 3, ridersOnShift: 2 };
const SHANTI_NAGAR = { code: 'shn', name: 'Shanti Nagar', pincode: '560004', radiusKm: 3, ridersOnShift: 2 };
const FAR_AWAY = '562102';
// 47% of the way from Koramangala to Shanti Nagar: inside both circles, nearer Koramangala.
const BETWEEN = {
  latitude: 12.926138 + 0.47 * (12.943751 - 12.926138),
  longitude: 77.622109 + 0.47 * (77.57376 - 77.622109),
};

const cookieOf = (res: { cookies: { name: string; value: string }[] }) => {
  const found = res.cookies.find((cookie) => cookie.name === 'location');
  if (!found) throw new Error('no location cookie');
  return `location=${encodeURIComponent(found.value)}`;
};

describe('stores, serviceability and per-store stock', () => {
  let t: TestApp;
  let admin: Session;
  const store: Record<'kor' | 'shn', string> = { kor: '', shn: '' };

  /** A guest's location as the browser keeps it: the cookie PUT /api/location set. */
  const locatedAt = async (body: object) => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/location', payload: body });
    expect(res.statusCode, res.body).toBe(200);
    return { cookie: cookieOf(res), location: res.json().data };
  };
  const productAt = async (cookie: string, productId: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/product/get-product-details',
        headers: { cookie },
        payload: { productId },
      })
    ).json().data;
  const stockAt = async (storeId: string, productId: string) => {
    const [row] = await t.db
      .select({ stock: storeStock.stock })
      .from(storeStock)
      .where(and(eq(storeStock.storeId, storeId), eq(storeStock.productId, productId)));
    return row?.stock ?? 0;
  };
  const setStock = async (productId: string, kor: number, shn: number) => {
    const res = await call(t, 'PUT', '/api/store/product-stock', admin, {
      productId,
      stocks: [
        { storeId: store.kor, stock: kor },
        { storeId: store.shn, stock: shn },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await loginAs(t, 'ADMIN');
    for (const body of [KORAMANGALA, SHANTI_NAGAR]) {
      const res = await call(t, 'POST', '/api/store/create', admin, body);
      expect(res.statusCode, res.body).toBe(201);
      store[body.code as 'kor' | 'shn'] = res.json().data._id;
    }
  });
  afterAll(() => t.close());

  it("a shopper at each store's PIN code sees that store's stock and a delivery under 15 minutes", async () => {
    const product = await createProduct(t.db, {}, { stock: 10 });
    await setStock(product.id, 4, 9);

    const atKor = await locatedAt({ pincode: '560034' });
    expect(atKor.location).toMatchObject({
      chosen: true,
      served: true,
      label: '560034',
      store: { _id: store.kor, name: 'Koramangala' },
    });
    expect(atKor.location.etaMinutes).toBeGreaterThan(0);
    expect(atKor.location.etaMinutes).toBeLessThan(15);
    expect((await productAt(atKor.cookie, product.id)).stock).toBe(4);

    const atShn = await locatedAt({ pincode: '560004' });
    expect(atShn.location.store._id).toBe(store.shn);
    expect(atShn.location.etaMinutes).toBeLessThan(15);
    expect((await productAt(atShn.cookie, product.id)).stock).toBe(9);

    // Lists follow the store too: a search answered for one store is not served to the other's shoppers.
    const search = async (cookie: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/product/search-product',
          headers: { cookie },
          payload: { search: product.name },
        })
      ).json().data[0].stock;
    expect(await search(atKor.cookie)).toBe(4);
    expect(await search(atShn.cookie)).toBe(9);
  });

  it("shoppers of different stores asking at once each see their store's stock, read by one statement", async () => {
    const [milk, bread] = [
      await createProduct(t.db, {}, { stock: 10 }),
      await createProduct(t.db, {}, { stock: 7 }),
    ];
    await setStock(milk.id, 2, 6);
    await setStock(bread.id, 0, 3);
    const [atKor, atShn] = [await locatedAt({ pincode: '560034' }), await locatedAt({ pincode: '560004' })];
    const asked = [
      { cookie: atKor.cookie, productId: milk.id, stock: 2 },
      { cookie: atShn.cookie, productId: milk.id, stock: 6 },
      { cookie: atKor.cookie, productId: bread.id, stock: 0 },
      { cookie: atShn.cookie, productId: bread.id, stock: 3 },
      { cookie: '', productId: milk.id, stock: 10 },
    ];
    const warm = await createProduct(t.db, {}, { stock: 1 });
    for (const { cookie } of asked) await productAt(cookie, warm.id); // stores read before counting

    let answers: { stock: number }[] = [];
    const statements = await statementsDuring(t, async () => {
      answers = await Promise.all(asked.map(({ cookie, productId }) => productAt(cookie, productId)));
    });
    expect(answers.map((product) => product.stock)).toEqual(asked.map(({ stock }) => stock));
    // The products, then their stock at both stores: not a statement for each store's shopper.
    expect(statements).toBe(2);
  });

  it('a shopper between the stores gets the nearer one; one 50 km away is told we do not deliver there', async () => {
    const between = await locatedAt(BETWEEN);
    expect(between.location).toMatchObject({
      served: true,
      label: 'Current location',
      store: { _id: store.kor },
    });

    const far = await locatedAt({ pincode: FAR_AWAY });
    expect(far.location).toMatchObject({
      served: false,
      reason: `Sorry, we don't deliver to ${FAR_AWAY} yet`,
      store: null,
      etaMinutes: null,
    });
  });

  it('an order to an unserved address is refused and changes nothing', async () => {
    const shopper = await loginAs(t);
    const product = await createProduct(t.db, {}, { stock: 10 });
    await setStock(product.id, 5, 5);
    const addressId = await addAddress(t, shopper, { pincode: FAR_AWAY });
    await fillCart(t, shopper, [{ productId: product.id, quantity: 1 }]);

    const res = await call(t, 'POST', '/api/order/cash-on-delivery', shopper, { addressId });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      error: true,
      message: `Sorry, we don't deliver to ${FAR_AWAY} yet`,
    });
    expect(await stockAt(store.kor, product.id)).toBe(5);
    expect(await t.db.select().from(orders).where(eq(orders.userId, shopper.userId))).toEqual([]);

    const checkout = await call(t, 'GET', '/api/location/addresses', shopper);
    expect(checkout.json().data).toEqual([
      {
        addressId,
        served: false,
        reason: `Sorry, we don't deliver to ${FAR_AWAY} yet`,
        storeName: null,
        etaMinutes: null,
      },
    ]);
  });

  it("stock bought at one store leaves the other's alone; the order keeps its store and promised time", async () => {
    const shopper = await loginAs(t);
    const product = await createProduct(t.db, {}, { stock: 10 });
    await setStock(product.id, 3, 3);
    const addressId = await addAddress(t, shopper, { pincode: '560034' });
    await fillCart(t, shopper, [{ productId: product.id, quantity: 2 }]);

    const before = Date.now();
    const res = await call(t, 'POST', '/api/order/cash-on-delivery', shopper, { addressId });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().data[0];
    expect(order.store_id).toBe(store.kor);
    expect(order.eta_minutes).toBeGreaterThan(0);
    expect(order.eta_minutes).toBeLessThan(15);
    const promised = new Date(order.promised_at).getTime();
    expect(promised - before).toBeGreaterThanOrEqual(order.eta_minutes * 60_000 - 1000);

    expect(await stockAt(store.kor, product.id)).toBe(1);
    expect(await stockAt(store.shn, product.id)).toBe(3);
    expect(await stockOf(t, product.id)).toBe(10);

    // Editing the address afterwards does not move the order.
    await call(t, 'PUT', '/api/address/update', shopper, { _id: addressId, pincode: '560004' });
    const [kept] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(kept!.storeId).toBe(store.kor);

    // Cancelling puts the stock back where it came from.
    expect((await call(t, 'POST', '/api/order/cancel', shopper, { _id: order._id })).statusCode).toBe(200);
    expect(await stockAt(store.kor, product.id)).toBe(3);
    expect(await stockAt(store.shn, product.id)).toBe(3);
  });

  it('a paused store stops taking orders at once, with a message; opened again, it takes them', async () => {
    const shopper = await loginAs(t);
    const product = await createProduct(t.db, {}, { stock: 10 });
    await setStock(product.id, 5, 5);
    const addressId = await addAddress(t, shopper, { pincode: '560004' });
    await fillCart(t, shopper, [{ productId: product.id, quantity: 1 }]);

    await call(t, 'PUT', '/api/store/update', admin, { _id: store.shn, isOpen: false });
    const refused = await call(t, 'POST', '/api/order/cash-on-delivery', shopper, { addressId });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Shanti Nagar is not taking orders right now');
    expect(await stockAt(store.shn, product.id)).toBe(5);

    await call(t, 'PUT', '/api/store/update', admin, { _id: store.shn, isOpen: true });
    const placed = await call(t, 'POST', '/api/order/cash-on-delivery', shopper, { addressId });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await stockAt(store.shn, product.id)).toBe(4);
  });

  it('answers bad places with a 400 that says what is wrong, and keeps the location it had', async () => {
    const cases: [object, string][] = [
      [{ pincode: '999999' }, "We couldn't find the PIN code 999999"],
      [{ pincode: '012345' }, 'pincode: must be a 6-digit PIN code'],
      [{ latitude: 51.5, longitude: -0.12 }, 'latitude: must be inside India (6 to 37.6)'],
      [{ latitude: 12.9 }, ''],
      [{ latitude: '12.9', longitude: '77.6' }, ''],
      [{ pincode: '560034', latitude: 12.9, longitude: 77.6 }, ''],
    ];
    for (const [payload, message] of cases) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/location', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: true });
      if (message) expect(res.json().message).toContain(message);
      expect(res.cookies.find((cookie) => cookie.name === 'location')).toBeUndefined();
    }
    // A forged cookie is ignored, not trusted: the shopper is treated as not having chosen.
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/location',
      headers: { cookie: `location=${encodeURIComponent('{"latitude":999,"longitude":1}')}` },
    });
    expect(forged.statusCode).toBe(200);
    expect(forged.json().data.chosen).toBe(false);
    // Somebody else's address is not a place to be.
    const stranger = await loginAs(t);
    const owner = await loginAs(t);
    const theirs = await addAddress(t, owner, { pincode: '560034' });
    const res = await call(t, 'PUT', '/api/location', stranger, { addressId: theirs });
    expect(res.statusCode).toBe(404);
  });

  it('a signed-in shopper without a chosen location starts at their first saved address', async () => {
    const shopper = await loginAs(t);
    await addAddress(t, shopper, { pincode: '560004', address_line: '4 Lalbagh Road' });
    const res = await call(t, 'GET', '/api/location', shopper);
    expect(res.json().data).toMatchObject({
      chosen: true,
      pincode: '560004',
      label: '4 Lalbagh Road, Bengaluru',
      store: { _id: store.shn },
    });
  });

  it('concurrent orders at one store sell exactly its units and never touch the other store', {
    timeout: 90_000,
  }, async () => {
    const product = await createProduct(t.db, {}, { stock: 50, name: 'Last Alphonsos' });
    await setStock(product.id, 5, 7);
    const shoppers = await Promise.all(
      Array.from({ length: 30 }, async () => {
        const session = await loginAs(t);
        const addressId = await addAddress(t, session, { pincode: '560034' });
        await fillCart(t, session, [{ productId: product.id, quantity: 1 }]);
        return { session, addressId };
      }),
    );
    const results = await Promise.all(
      shoppers.map(({ session, addressId }) =>
        call(t, 'POST', '/api/order/cash-on-delivery', session, { addressId }),
      ),
    );
    const codes = results.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(5);
    expect(codes.filter((code) => code === 422)).toHaveLength(25);
    expect(results.find((res) => res.statusCode === 422)!.json().message).toBe(
      'Last Alphonsos is out of stock',
    );
    expect(await stockAt(store.kor, product.id)).toBe(0);
    expect(await stockAt(store.shn, product.id)).toBe(7);
    expect(await stockOf(t, product.id)).toBe(50);
  });
});
