import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createProduct, loginAs, type Session } from '../../../test/factories';
import { addAddress, call, cartOf, fillCart, stockOf } from '../../../test/order-test-helpers';
import { orders } from '../../db/schema';

const PUBLIC_URL = 'https://shop.example';

/** One open card checkout per shopper, with the built-in test provider (PGlite, or PostgreSQL racing for real). */
describe('/api/order/checkout: one open payment session per cart', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL });
  });
  afterAll(() => t.close());

  async function shopperWithCart(stock = 10, quantity = 2) {
    const session = await loginAs(t);
    const addressId = await addAddress(t, session);
    const product = await createProduct(t.db, {}, { stock, price: 100, discount: 10, name: 'Toor Dal' });
    await fillCart(t, session, [{ productId: product.id, quantity }]);
    return { session, addressId, product };
  }
  const checkout = (session: Session, addressId: string) =>
    call(t, 'POST', '/api/order/checkout', session, { addressId });
  const ordersOf = (session: Session) => t.db.select().from(orders).where(eq(orders.userId, session.userId));
  const pendingOf = (session: Session) =>
    t.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, session.userId), eq(orders.status, 'pending_payment')));
  const browser = (session: Session) => ({
    cookie: `accessToken=${session.headers.authorization.slice('Bearer '.length)}`,
  });
  const pay = (session: Session, sessionId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/payment/test-checkout/${sessionId}/pay`,
      headers: browser(session),
    });
  const myOrders = async (session: Session) =>
    (await call(t, 'GET', '/api/order/order-list', session)).json().data as {
      _id: string;
      status: string;
      payment_status: string;
    }[];

  it('a repeat with the same cart and address answers the same session and reserves nothing more', async () => {
    const { session, addressId, product } = await shopperWithCart(10, 2);
    const first = (await checkout(session, addressId)).json();
    const again = await checkout(session, addressId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      id: first.id,
      url: first.url,
      data: { order: { _id: first.data.order._id } },
    });
    expect(await stockOf(t, product.id)).toBe(8);
    expect(await ordersOf(session)).toHaveLength(1);
  });

  it('10 parallel clicks make one pending order, and every answer names the same session', async () => {
    const { session, addressId, product } = await shopperWithCart(10, 3);
    const answers = await Promise.all(Array.from({ length: 10 }, () => checkout(session, addressId)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    const ids = new Set(answers.map((res) => res.json().id));
    expect(ids.size).toBe(1);
    expect(new Set(answers.map((res) => res.json().url)).size).toBe(1);
    const all = await ordersOf(session);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ status: 'pending_payment', checkoutSessionId: [...ids][0] });
    expect(await stockOf(t, product.id)).toBe(7);
  });

  it('a changed cart replaces the open checkout: cancelled as replaced, its stock back, its page no longer payable', async () => {
    const { session, addressId, product } = await shopperWithCart(10, 2);
    const first = (await checkout(session, addressId)).json();
    await call(t, 'PUT', '/api/cart/update-qty', session, {
      _id: (await cartOf(t, session))[0]!.id,
      qty: 3,
    });
    const second = (await checkout(session, addressId)).json();
    expect(second.id).not.toBe(first.id);
    expect(second.data.order.totalAmt).toBe(270);
    // 10 - 3: the first reservation of 2 went back before the new one took 3.
    expect(await stockOf(t, product.id)).toBe(7);
    const old = (await ordersOf(session)).find((o) => o.id === first.data.order._id)!;
    expect(old).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'failed',
      cancelReason: 'replaced',
      reservationExpiresAt: null,
    });
    expect(await pendingOf(session)).toHaveLength(1);

    // Paying the first hosted page now changes nothing and lands on the cancel page.
    const late = await pay(session, first.id);
    expect(late.statusCode).toBe(303);
    expect(late.headers.location).toBe(
      `${PUBLIC_URL}/cancel?order=${first.data.order.orderId}&session_id=${first.id}`,
    );
    expect((await ordersOf(session)).find((o) => o.id === first.data.order._id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'failed',
    });
    expect(await stockOf(t, product.id)).toBe(7);

    const paid = await pay(session, second.id);
    expect(paid.headers.location).toMatch(/\/success\?/);
    const list = await myOrders(session);
    expect(list).toEqual([expect.objectContaining({ _id: second.data.order._id, payment_status: 'paid' })]);
  });

  it('another address, or a reservation close to its end, also starts afresh', async () => {
    const { session, addressId, product } = await shopperWithCart(10, 1);
    const first = (await checkout(session, addressId)).json();
    const otherAddress = await addAddress(t, session, { address_line: '7 Brigade Road' });
    const second = (await checkout(session, otherAddress)).json();
    expect(second.id).not.toBe(first.id);
    expect(second.data.order.delivery_address.address_line).toBe('7 Brigade Road');

    // Five minutes left: too little to pay in, so a repeat opens a new checkout.
    await t.db
      .update(orders)
      .set({ reservationExpiresAt: new Date(Date.now() + 5 * 60 * 1000) })
      .where(eq(orders.id, second.data.order._id));
    const third = (await checkout(session, otherAddress)).json();
    expect(third.id).not.toBe(second.id);
    expect(Date.parse(third.data.order.reservation_expires_at)).toBeGreaterThan(Date.now() + 29 * 60 * 1000);
    expect(await stockOf(t, product.id)).toBe(9);
    expect((await ordersOf(session)).map((o) => o.cancelReason).sort()).toEqual([
      null,
      'replaced',
      'replaced',
    ]);
  });

  it('a cash order releases the open card checkout of the cart instead of holding the stock twice', async () => {
    const { session, addressId, product } = await shopperWithCart(3, 3);
    const card = (await checkout(session, addressId)).json();
    expect(await stockOf(t, product.id)).toBe(0);
    const cod = await call(t, 'POST', '/api/order/cash-on-delivery', session, { addressId });
    expect(cod.statusCode).toBe(200);
    expect(await stockOf(t, product.id)).toBe(0);
    expect((await ordersOf(session)).find((o) => o.id === card.data.order._id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'replaced',
    });
    expect(await pendingOf(session)).toEqual([]);
    // The card page of the released attempt cannot be paid any more.
    expect((await pay(session, card.id)).headers.location).toMatch(/\/cancel\?/);
    expect((await myOrders(session)).map((o) => o._id)).toEqual([cod.json().data[0]._id]);
  });

  it("My Orders leaves out abandoned card attempts, keeps the open one and the shopper's own cancels; admins see all", async () => {
    const { session, addressId, product } = await shopperWithCart(20, 1);
    const replaced = (await checkout(session, addressId)).json().data.order;
    await fillCart(t, session, [{ productId: (await createProduct(t.db)).id, quantity: 1 }]);
    const open = (await checkout(session, addressId)).json().data.order;
    expect((await myOrders(session)).map((o) => [o._id, o.status])).toEqual([[open._id, 'pending_payment']]);
    const cancelled = await call(t, 'POST', '/api/order/cancel', session, { _id: open._id });
    expect(cancelled.json()).toMatchObject({
      message: 'Order cancelled',
      data: { cancel_reason: 'shopper' },
    });
    expect((await myOrders(session)).map((o) => o._id)).toEqual([open._id]);
    expect(await stockOf(t, product.id)).toBe(20);

    // Expired (by the sweeper) and failed attempts are left out too.
    const expired = (await checkout(session, addressId)).json().data.order;
    await t.db
      .update(orders)
      .set({ status: 'cancelled', paymentStatus: 'failed', cancelReason: 'expired' })
      .where(eq(orders.id, expired._id));
    expect((await myOrders(session)).map((o) => o._id)).toEqual([open._id]);

    const admin = await loginAs(t, 'ADMIN');
    const all = (await call(t, 'POST', '/api/order/admin/list', admin, { limit: 100 })).json().data;
    const ids = all.map((o: { _id: string }) => o._id);
    expect(ids).toEqual(expect.arrayContaining([replaced._id, open._id, expired._id]));
    expect((await call(t, 'POST', '/api/order/details', session, { _id: replaced._id })).statusCode).toBe(
      200,
    );
  });

  it('refuses an order whose total is not positive, by card and by cash, and reserves nothing', async () => {
    const session = await loginAs(t);
    const addressId = await addAddress(t, session);
    // A product priced to nothing (stored before prices were checked): price 10, discount 100.
    const free = await createProduct(t.db, {}, { stock: 5, price: 10, discount: 100, name: 'Free Sample' });
    await fillCart(t, session, [{ productId: free.id, quantity: 2 }]);
    for (const path of ['/api/order/checkout', '/api/order/cash-on-delivery']) {
      const res = await call(t, 'POST', path, session, { addressId, totalAmt: 0 });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        success: false,
        error: true,
        message: 'The order total must be more than ₹0, please review your cart',
      });
    }
    expect(await stockOf(t, free.id)).toBe(5);
    expect(await ordersOf(session)).toEqual([]);
    expect(await cartOf(t, session)).toHaveLength(1);
  });
});

describe('a store without a card provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PAYMENT_PROVIDER: 'none' });
  });
  afterAll(() => t.close());

  it('answers card checkout with 503 and a way out, takes cash, and says so at /api/payment/methods', async () => {
    expect((await call(t, 'GET', '/api/payment/methods')).json()).toEqual({
      success: true,
      error: false,
      data: { card: false, cashOnDelivery: true },
    });
    const session = await loginAs(t);
    const addressId = await addAddress(t, session);
    const product = await createProduct(t.db, {}, { stock: 5 });
    await fillCart(t, session, [{ productId: product.id, quantity: 1 }]);
    const card = await call(t, 'POST', '/api/order/checkout', session, { addressId });
    expect(card.statusCode).toBe(503);
    expect(card.json()).toEqual({
      success: false,
      error: true,
      message: 'Card payment is not available right now, please pay cash on delivery',
    });
    expect(await stockOf(t, product.id)).toBe(5);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/payment/test-checkout/cs_test_${'a'.repeat(24)}` }))
        .statusCode,
    ).toBe(404);
    const cod = await call(t, 'POST', '/api/order/cash-on-delivery', session, { addressId });
    expect(cod.statusCode).toBe(200);
  });
});
