import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createProduct, loginAs, type Session } from '../../../test/factories';
import { addAddress, call, fillCart } from '../../../test/order-test-helpers';

describe('store operations: staff run their store, riders carry their orders', () => {
  let t: TestApp;
  let admin: Session;
  const stores: Record<'a' | 'b', string> = { a: '', b: '' };
  const people = {} as Record<'staffA' | 'staffB' | 'riderA' | 'riderB' | 'shopper', Session>;

  const member = async (session: Session, role: string, storeIds: string[]) => {
    const res = await call(t, 'PUT', '/api/store/members', admin, { email: session.email, role, storeIds });
    expect(res.statusCode, res.body).toBe(200);
  };
  const orderAt = async (pincode: string) => {
    const product = await createProduct(t.db, {}, { stock: 50, price: 250, discount: 0 });
    for (const storeId of Object.values(stores)) {
      await call(t, 'PUT', '/api/store/product-stock', admin, {
        productId: product.id,
        stocks: [{ storeId, stock: 9 }],
      });
    }
    const addressId = await addAddress(t, people.shopper, { pincode });
    await fillCart(t, people.shopper, [{ productId: product.id, quantity: 1 }]);
    const res = await call(t, 'POST', '/api/order/cash-on-delivery', people.shopper, { addressId });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data[0]._id as string;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await loginAs(t, 'ADMIN');
    for (const [key, pincode] of [
      ['a', '560034'],
      ['b', '560004'],
    ] as const) {
      const res = await call(t, 'POST', '/api/store/create', admin, {
        code: `ops-${key}`,
        name: `Ops ${key}`,
        pincode,
        radiusKm: 3,
      });
      stores[key] = res.json().data._id;
    }
    for (const name of ['staffA', 'staffB', 'riderA', 'riderB', 'shopper'] as const)
      people[name] = await loginAs(t);
    await member(people.staffA, 'STORE_STAFF', [stores.a]);
    await member(people.staffB, 'STORE_STAFF', [stores.b]);
    await member(people.riderA, 'RIDER', [stores.a]);
    await member(people.riderB, 'RIDER', [stores.b]);
  });
  afterAll(() => t.close());

  it('admins give store roles with bounded, checked input', async () => {
    const list = await call(t, 'GET', '/api/store/members', admin);
    const riderA = list.json().data.find((m: { userId: string }) => m.userId === people.riderA.userId);
    expect(riderA).toMatchObject({ role: 'RIDER', stores: [{ _id: stores.a, name: 'Ops a' }] });

    const cases: [object, number, string][] = [
      [
        { email: people.riderA.email, role: 'RIDER', storeIds: [stores.a, stores.b] },
        400,
        'a rider rides for exactly one store',
      ],
      [{ email: people.staffA.email, role: 'STORE_STAFF', storeIds: [] }, 400, 'choose at least one store'],
      [
        { email: 'nobody@kirana.test', role: 'RIDER', storeIds: [stores.a] },
        404,
        'No account with the email nobody@kirana.test',
      ],
      [{ email: admin.email, role: 'RIDER', storeIds: [stores.a] }, 409, 'admins see every store already'],
      [{ email: people.riderA.email, role: 'ADMIN', storeIds: [stores.a] }, 400, 'role'],
      [{ email: people.riderA.email, role: 'RIDER', storeIds: ['f'.repeat(24)] }, 404, 'Store not found'],
    ];
    for (const [body, status, message] of cases) {
      const res = await call(t, 'PUT', '/api/store/members', admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toContain(message);
    }
    expect((await call(t, 'PUT', '/api/store/members', people.staffA, {})).statusCode).toBe(403);
  });

  it('every route checks the role: visitors 401, others 403', async () => {
    for (const [method, url, allowed] of [
      ['GET', '/api/fulfilment/stores', 'staff'],
      ['POST', '/api/fulfilment/board', 'staff'],
      ['PUT', '/api/fulfilment/status', 'staff'],
      ['PUT', '/api/fulfilment/rider', 'staff'],
      ['GET', '/api/fulfilment/rider/orders', 'rider'],
      ['PUT', '/api/fulfilment/rider/status', 'rider'],
    ] as const) {
      expect((await call(t, method, url, undefined, method === 'GET' ? undefined : {})).statusCode).toBe(401);
      const refused =
        allowed === 'staff' ? [people.shopper, people.riderA] : [people.shopper, people.staffA, admin];
      for (const session of refused) {
        const res = await call(t, method, url, session, method === 'GET' ? undefined : {});
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().message).toBe('Do not have permission');
      }
    }
  });

  it('staff see and move only their store’s orders, along the lifecycle', async () => {
    const orderId = await orderAt('560034');
    const mine = await call(t, 'GET', '/api/fulfilment/stores', people.staffA);
    expect(mine.json().data.map((s: { _id: string }) => s._id)).toEqual([stores.a]);

    const boardA = await call(t, 'POST', '/api/fulfilment/board', people.staffA, { storeId: stores.a });
    expect(boardA.statusCode).toBe(200);
    expect(boardA.json().data.orders.map((o: { _id: string }) => o._id)).toContain(orderId);
    expect(boardA.json().data.riders).toEqual([expect.objectContaining({ _id: people.riderA.userId })]);
    expect(
      (await call(t, 'POST', '/api/fulfilment/board', people.staffB, { storeId: stores.a })).statusCode,
    ).toBe(404);

    const foreign = await call(t, 'PUT', '/api/fulfilment/status', people.staffB, {
      _id: orderId,
      status: 'confirmed',
    });
    expect(foreign.statusCode).toBe(404);
    for (const status of ['confirmed', 'packed']) {
      const res = await call(t, 'PUT', '/api/fulfilment/status', people.staffA, { _id: orderId, status });
      expect(res.statusCode, res.body).toBe(200);
    }
    const back = await call(t, 'PUT', '/api/fulfilment/status', people.staffA, {
      _id: orderId,
      status: 'placed',
    });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('An order that is packed cannot be moved to placed');
  });

  it('a ready order goes to a rider of its store, who picks it up and delivers it, cash recorded', async () => {
    const orderId = await orderAt('560034');
    for (const status of ['confirmed', 'packed']) {
      await call(t, 'PUT', '/api/fulfilment/status', people.staffA, { _id: orderId, status });
    }
    const wrongRider = await call(t, 'PUT', '/api/fulfilment/rider', people.staffA, {
      _id: orderId,
      riderId: people.riderB.userId,
    });
    expect(wrongRider.statusCode).toBe(422);
    expect(wrongRider.json().message).toBe('That rider does not ride for this store');
    const given = await call(t, 'PUT', '/api/fulfilment/rider', people.staffA, {
      _id: orderId,
      riderId: people.riderA.userId,
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().data.rider).toMatchObject({ _id: people.riderA.userId, name: 'Test Shopper' });

    expect((await call(t, 'GET', '/api/fulfilment/rider/orders', people.riderB)).json().data).toEqual([]);
    const assigned = await call(t, 'GET', '/api/fulfilment/rider/orders', people.riderA);
    expect(assigned.json().data.map((o: { _id: string }) => o._id)).toEqual([orderId]);

    const early = await call(t, 'PUT', '/api/fulfilment/rider/status', people.riderA, {
      _id: orderId,
      status: 'delivered',
    });
    expect(early.statusCode).toBe(409);
    const notTheirs = await call(t, 'PUT', '/api/fulfilment/rider/status', people.riderB, {
      _id: orderId,
      status: 'out_for_delivery',
    });
    expect(notTheirs.statusCode).toBe(404);
    const badCash = await call(t, 'PUT', '/api/fulfilment/rider/status', people.riderA, {
      _id: orderId,
      status: 'delivered',
      cashCollected: -5,
    });
    expect(badCash.statusCode).toBe(400);

    const picked = await call(t, 'PUT', '/api/fulfilment/rider/status', people.riderA, {
      _id: orderId,
      status: 'out_for_delivery',
    });
    expect(picked.statusCode, picked.body).toBe(200);
    // Out of the store: it can no longer change hands.
    const late = await call(t, 'PUT', '/api/fulfilment/rider', people.staffA, {
      _id: orderId,
      riderId: null,
    });
    expect(late.statusCode).toBe(409);
    const delivered = await call(t, 'PUT', '/api/fulfilment/rider/status', people.riderA, {
      _id: orderId,
      status: 'delivered',
      cashCollected: 250,
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json().data).toMatchObject({
      status: 'delivered',
      payment_status: 'paid',
      cash_collected: 250,
    });

    // The shopper's order says who brought it; the board counts it.
    const details = await call(t, 'POST', '/api/order/details', people.shopper, { _id: orderId });
    expect(details.json().data.rider.name).toBe('Test Shopper');
    const today = (
      await call(t, 'POST', '/api/fulfilment/board', people.staffA, { storeId: stores.a })
    ).json().data.today;
    expect(today.delivered).toBeGreaterThanOrEqual(1);
    expect(today.averageMinutes).toBeGreaterThanOrEqual(0);
    expect(today.orders).toBeGreaterThanOrEqual(2);
  });

  it('an item the store does not have leaves the order (repriced, stock 0), or cancels a one-line order', async () => {
    const [a, b] = [
      await createProduct(t.db, {}, { stock: 50, price: 100, discount: 0 }),
      await createProduct(t.db, {}, { stock: 50, price: 40, discount: 0 }),
    ];
    for (const product of [a, b]) {
      await call(t, 'PUT', '/api/store/product-stock', admin, {
        productId: product.id,
        stocks: [{ storeId: stores.a, stock: 9 }],
      });
    }
    const addressId = await addAddress(t, people.shopper, { pincode: '560034' });
    await fillCart(t, people.shopper, [
      { productId: a!.id, quantity: 2 },
      { productId: b!.id, quantity: 1 },
    ]);
    const placed = await call(t, 'POST', '/api/order/cash-on-delivery', people.shopper, { addressId });
    const orderId = placed.json().data[0]._id;
    expect(placed.json().data[0].totalAmt).toBe(240);

    const foreign = await call(t, 'PUT', '/api/fulfilment/unavailable', people.staffB, {
      _id: orderId,
      productId: b!.id,
    });
    expect(foreign.statusCode).toBe(404);
    const absent = await call(t, 'PUT', '/api/fulfilment/unavailable', people.staffA, {
      _id: orderId,
      productId: 'f'.repeat(24),
    });
    expect(absent.statusCode).toBe(404);
    expect(absent.json().message).toBe('That item is not in this order');

    const dropped = await call(t, 'PUT', '/api/fulfilment/unavailable', people.staffA, {
      _id: orderId,
      productId: b!.id,
    });
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(dropped.json().message).toBe('Item removed from the order');
    expect(dropped.json().data).toMatchObject({ status: 'placed', totalAmt: 200, subTotalAmt: 200 });
    expect(dropped.json().data.items.map((item: { productId: string }) => item.productId)).toEqual([a!.id]);
    const stockOf = async (productId: string) =>
      (await call(t, 'POST', '/api/store/product-stock', admin, { productId }))
        .json()
        .data.find((row: { storeId: string }) => row.storeId === stores.a).stock;
    expect(await stockOf(b!.id)).toBe(0);
    expect(await stockOf(a!.id)).toBe(7);

    // The last line: the order is cancelled and the stock it held goes back, but not the missing item's.
    const last = await call(t, 'PUT', '/api/fulfilment/unavailable', people.staffA, {
      _id: orderId,
      productId: a!.id,
    });
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().message).toBe('Order cancelled: the item is not available');
    expect(last.json().data).toMatchObject({ status: 'cancelled', cancel_reason: 'unavailable' });
    expect(await stockOf(a!.id)).toBe(0);

    const again = await call(t, 'PUT', '/api/fulfilment/unavailable', people.staffA, {
      _id: orderId,
      productId: a!.id,
    });
    expect(again.statusCode).toBe(409);
  });
});
