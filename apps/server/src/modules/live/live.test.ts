import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createProduct, loginAs, type Session } from '../../../test/factories';
import { addAddress, call, fillCart } from '../../../test/order-test-helpers';
import { storeMembers, users } from '../../db/schema';

interface Heard {
  id: string;
  event: string;
  data: { orderId: string; status: string; storeId: string };
}

/** A live stream read over real HTTP, its events parsed as an EventSource would. */
async function openStream(base: string, session: Session, lastEventId?: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/live/orders`, {
    headers: {
      ...session.headers,
      accept: 'text/event-stream',
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    },
    signal: controller.signal,
  });
  const heard: Heard[] = [];
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const reading = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const field = (name: string) =>
            block
              .split('\n')
              .find((line) => line.startsWith(`${name}: `))
              ?.slice(name.length + 2);
          const data = field('data');
          if (data && field('event') !== 'ready')
            heard.push({ id: field('id') ?? '', event: field('event') ?? '', data: JSON.parse(data) });
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    heard,
    /** Waits until `count` events have arrived (the test's own timeout bounds it). */
    async until(count: number) {
      while (heard.length < count) await new Promise((resolve) => setTimeout(resolve, 20));
      return heard;
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}

describe('GET /api/live/orders: order events as they happen, to those who may see them', () => {
  let t: TestApp;
  let base: string;
  let admin: Session;
  const stores: Record<'a' | 'b', string> = { a: '', b: '' };

  const placeOrderAt = async (shopper: Session, pincode: string) => {
    const product = await createProduct(t.db, {}, { stock: 50 });
    for (const storeId of Object.values(stores)) {
      await call(t, 'PUT', '/api/store/product-stock', admin, {
        productId: product.id,
        stocks: [{ storeId, stock: 10 }],
      });
    }
    const addressId = await addAddress(t, shopper, { pincode });
    await fillCart(t, shopper, [{ productId: product.id, quantity: 1 }]);
    const res = await call(t, 'POST', '/api/order/cash-on-delivery', shopper, { addressId });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data[0]._id as string;
  };
  const move = async (orderId: string, status: string) => {
    const res = await call(t, 'PUT', '/api/order/admin/status', admin, { _id: orderId, status });
    expect(res.statusCode, res.body).toBe(200);
  };
  const staffOf = async (storeId: string) => {
    const staff = await loginAs(t);
    await t.db.update(users).set({ role: 'STORE_STAFF' }).where(eq(users.id, staff.userId));
    await t.db.insert(storeMembers).values({ userId: staff.userId, storeId });
    return staff;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await loginAs(t, 'ADMIN');
    for (const [key, code, pincode] of [
      ['a', 'live-a', '560034'],
      ['b', 'live-b', '560004'],
    ] as const) {
      const res = await call(t, 'POST', '/api/store/create', admin, {
        code,
        name: code,
        pincode,
        radiusKm: 3,
      });
      stores[key] = res.json().data._id;
    }
  });
  afterAll(() => t.close());

  it('refuses a visitor', async () => {
    const res = await fetch(`${base}/api/live/orders`, { headers: { accept: 'text/event-stream' } });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ success: false, error: true });
  });

  it("a shopper hears their own order move, and nobody else's", { timeout: 20_000 }, async () => {
    const shopper = await loginAs(t);
    const stranger = await loginAs(t);
    const mine = await openStream(base, shopper);
    const theirs = await openStream(base, stranger);
    expect(mine.status).toBe(200);
    expect(mine.contentType).toContain('text/event-stream');

    const orderId = await placeOrderAt(shopper, '560034');
    await move(orderId, 'confirmed');
    const heard = await mine.until(2);
    expect(heard.map((e) => [e.event, e.data.orderId, e.data.status])).toEqual([
      ['order', orderId, 'placed'],
      ['order', orderId, 'confirmed'],
    ]);
    expect(Number(heard[1]!.id)).toBeGreaterThan(Number(heard[0]!.id));
    expect(theirs.heard).toEqual([]);
    await Promise.all([mine.close(), theirs.close()]);
  });

  it("store staff hear their store's orders only; admins hear every store's", {
    timeout: 20_000,
  }, async () => {
    const staffA = await openStream(base, await staffOf(stores.a));
    const staffB = await openStream(base, await staffOf(stores.b));
    const everyone = await openStream(base, admin);
    const atA = await placeOrderAt(await loginAs(t), '560034');
    const atB = await placeOrderAt(await loginAs(t), '560004');

    expect((await staffA.until(1)).map((e) => e.data.orderId)).toEqual([atA]);
    expect((await staffB.until(1)).map((e) => e.data.orderId)).toEqual([atB]);
    expect((await everyone.until(2)).map((e) => e.data.storeId)).toEqual([stores.a, stores.b]);
    // Give a stray event time to arrive before saying none did.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(staffA.heard).toHaveLength(1);
    expect(staffB.heard).toHaveLength(1);
    await Promise.all([staffA.close(), staffB.close(), everyone.close()]);
  });

  it('a client that reconnects with Last-Event-ID gets what it missed, once, in order', {
    timeout: 20_000,
  }, async () => {
    const shopper = await loginAs(t);
    const first = await openStream(base, shopper);
    const orderId = await placeOrderAt(shopper, '560034');
    const [placed] = await first.until(1);
    await first.close();

    // Away while the store works on it.
    await move(orderId, 'confirmed');
    await move(orderId, 'packed');

    const again = await openStream(base, shopper, placed!.id);
    await move(orderId, 'out_for_delivery');
    const heard = await again.until(3);
    expect(heard.map((e) => e.data.status)).toEqual(['confirmed', 'packed', 'out_for_delivery']);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(again.heard).toHaveLength(3);
    await again.close();
  });

  it('a rider hears the orders given to them, from the moment they are', { timeout: 20_000 }, async () => {
    const rider = await loginAs(t);
    await t.db.update(users).set({ role: 'RIDER' }).where(eq(users.id, rider.userId));
    await t.db.insert(storeMembers).values({ userId: rider.userId, storeId: stores.a });
    const stream = await openStream(base, rider);
    const orderId = await placeOrderAt(await loginAs(t), '560034');
    await move(orderId, 'confirmed');
    const given = await call(t, 'PUT', '/api/fulfilment/rider', admin, {
      _id: orderId,
      riderId: rider.userId,
    });
    expect(given.statusCode, given.body).toBe(200);
    const [heard] = await stream.until(1);
    expect(heard!.data).toMatchObject({ orderId, status: 'confirmed', riderId: rider.userId });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stream.heard).toHaveLength(1);
    await stream.close();
  });
});
