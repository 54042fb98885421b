import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createProduct, loginAs, type Session } from '../../../test/factories';
import { addAddress, call, cartOf, fillCart, stockOf } from '../../../test/order-test-helpers';
import { testPayments } from '../../adapters/payments/test-payments';
import { cartItems, orders, paymentEvents } from '../../db/schema';
import { releaseExpiredReservations } from '../order/order-payment.service';

const PUBLIC_URL = 'https://shop.example';

describe('card checkout with the built-in test provider', () => {
  let t: TestApp;
  /** Signs like the app's own provider: same secret as buildTestApp. */
  const provider = testPayments({ publicUrl: PUBLIC_URL, secret: 'test-access-secret-0123456789abcdef' });
  const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL });
  });
  afterAll(() => t.close());

  it('starts the reservation sweeper when the app is ready', () => {
    expect(setIntervalSpy).toHaveBeenCalledWith(expect.any(Function), 60_000);
    setIntervalSpy.mockRestore();
  });

  async function checkout(stock = 10, quantity = 2) {
    const session = await loginAs(t);
    const addressId = await addAddress(t, session);
    const product = await createProduct(t.db, {}, { stock, price: 100, discount: 10, name: 'Basmati Rice' });
    await fillCart(t, session, [{ productId: product.id, quantity }]);
    const res = await call(t, 'POST', '/api/order/checkout', session, { addressId, totalAmt: 90 * quantity });
    return { res, session, product, body: res.json() };
  }
  const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  /** The hosted page is a same-origin navigation and form post: the session cookie is what arrives. */
  const browser = (session?: Session) =>
    session ? { cookie: `accessToken=${session.headers.authorization.slice('Bearer '.length)}` } : {};
  const page = (id: string, session?: Session) =>
    t.app.inject({ method: 'GET', url: `/api/payment/test-checkout/${id}`, headers: browser(session) });
  const act = (id: string, action: 'pay' | 'cancel', session?: Session) =>
    t.app.inject({
      method: 'POST',
      url: `/api/payment/test-checkout/${id}/${action}`,
      headers: { ...browser(session), 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
  const webhook = (rawBody: Buffer, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/order/webhook', payload: rawBody, headers });
  const completedFor = (body: { id: string; data: { order: { _id: string } } }, amountPaise = 18000) =>
    provider.signedEvent('checkout.session.completed', {
      id: body.id,
      orderId: body.data.order._id,
      amountPaise,
    });

  it('creates a pending order holding its stock and returns the session at the top level', async () => {
    const { res, session, product, body } = await checkout();
    expect(res.statusCode).toBe(200);
    expect(body).toMatchObject({
      success: true,
      error: false,
      id: expect.stringMatching(/^cs_test_/),
      url: `${PUBLIC_URL}/api/payment/test-checkout/${body.id}`,
      data: {
        id: body.id,
        order: {
          status: 'pending_payment',
          payment_method: 'CARD',
          payment_status: 'pending',
          totalAmt: 180,
        },
      },
    });
    expect(Date.parse(body.data.order.reservation_expires_at)).toBeGreaterThan(Date.now() + 29 * 60 * 1000);
    expect(await stockOf(t, product.id)).toBe(8);
    expect(await cartOf(t, session)).toHaveLength(1);
  });

  it('serves a hosted page without script whose Pay marks the order paid and empties the cart', async () => {
    const { session, body } = await checkout();
    const hosted = await page(body.id, session);
    expect(hosted.statusCode).toBe(200);
    expect(hosted.headers['content-type']).toContain('text/html');
    expect(hosted.body).toContain(body.data.order.orderId);
    expect(hosted.body).toContain('₹180.00');
    expect(hosted.body).toContain(`action="/api/payment/test-checkout/${body.id}/pay"`);
    expect(hosted.body).not.toContain('<script');
    expect(hosted.headers['content-security-policy']).toContain("script-src 'self'");

    const pay = await act(body.id, 'pay', session);
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(
      `${PUBLIC_URL}/success?order=${body.data.order.orderId}&session_id=${body.id}`,
    );
    const order = await orderRow(body.data.order._id);
    expect(order).toMatchObject({ status: 'placed', paymentStatus: 'paid', reservationExpiresAt: null });
    expect(order.paymentId).toMatch(/^pi_test_/);
    expect(await cartOf(t, session)).toEqual([]);
    await t.deliverMail();
    expect(t.mails.at(-1)).toMatchObject({ to: session.email, subject: `Order ${order.orderNumber} placed` });
    const confirm = (who = session) => call(t, 'POST', '/api/payment/confirm', who, { sessionId: body.id });
    expect((await confirm()).json().data).toMatchObject({ _id: order.id, payment_status: 'paid' });
    expect((await confirm(await loginAs(t))).statusCode).toBe(404);
    const closed = await page(body.id, session);
    expect(closed.body).toContain('This checkout is closed');
    expect(closed.body).not.toContain('/pay"');
  });

  it('Cancel releases the reservation and keeps the cart', async () => {
    const { session, product, body } = await checkout(10, 3);
    const res = await act(body.id, 'cancel', session);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(
      `${PUBLIC_URL}/cancel?order=${body.data.order.orderId}&session_id=${body.id}`,
    );
    expect(await orderRow(body.data.order._id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'failed',
    });
    expect(await stockOf(t, product.id)).toBe(10);
    expect(await cartOf(t, session)).toHaveLength(1);
    expect((await page('cs_test_nope', session)).statusCode).toBe(400);
  });

  it("belongs to the order's shopper: anyone else gets 404 for the page, Pay and Cancel, and nothing changes", async () => {
    const { session, product, body } = await checkout(10, 2);
    const stranger = await loginAs(t);
    for (const who of [undefined, stranger]) {
      for (const res of [
        await page(body.id, who),
        await act(body.id, 'pay', who),
        await act(body.id, 'cancel', who),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ success: false, error: true, message: 'Checkout session not found' });
      }
    }
    // Nor with the stranger's bearer token instead of a cookie.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/payment/test-checkout/${body.id}`,
          headers: stranger.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(await orderRow(body.data.order._id)).toMatchObject({
      status: 'pending_payment',
      paymentStatus: 'pending',
    });
    expect(await stockOf(t, product.id)).toBe(8);
    expect(
      await t.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, body.data.order._id)),
    ).toEqual([]);
    expect((await page(body.id, session)).statusCode).toBe(200);
  });

  it('refunds a paid order the shopper cancels, recorded by the test provider', async () => {
    const { session, product, body } = await checkout(10, 2);
    await act(body.id, 'pay', session);
    const res = await call(t, 'POST', '/api/order/cancel', session, { _id: body.data.order._id });
    expect(res.json()).toMatchObject({
      message: 'Order cancelled, your payment has been refunded',
      data: {
        status: 'cancelled',
        payment_status: 'refunded',
        refund_id: expect.stringMatching(/^re_test_/),
      },
    });
    expect(await orderRow(body.data.order._id)).toMatchObject({
      paymentStatus: 'refunded',
      refundId: res.json().data.refund_id,
      cancelReason: 'shopper',
    });
    expect(await stockOf(t, product.id)).toBe(10);
  });

  it('a signed payment for a replaced checkout is refunded, not turned into a second order', async () => {
    const { session, product, body } = await checkout(10, 2);
    await t.db.update(cartItems).set({ quantity: 1 }).where(eq(cartItems.userId, session.userId));
    const addressId = body.data.order.delivery_address._id;
    const second = (await call(t, 'POST', '/api/order/checkout', session, { addressId })).json();
    expect(second.id).not.toBe(body.id);
    const { rawBody, headers } = completedFor(body);
    expect((await webhook(rawBody, headers)).statusCode).toBe(200);
    expect(await orderRow(body.data.order._id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'replaced',
      paymentStatus: 'refunded',
      refundId: expect.stringMatching(/^re_test_/),
    });
    expect(await orderRow(second.data.order._id)).toMatchObject({ status: 'pending_payment' });
    expect(await stockOf(t, product.id)).toBe(9);
  });

  it('refuses a forged webhook and changes nothing', async () => {
    const { body } = await checkout();
    const { rawBody, headers } = completedFor(body);
    const forged = { ...headers, 'kirana-test-signature': 'ab'.repeat(32) };
    const res = await webhook(rawBody, forged);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: true, message: 'Invalid webhook signature' });
    expect((await webhook(rawBody, { 'content-type': 'application/json' })).statusCode).toBe(400);
    const tampered = Buffer.from(rawBody.toString().replace('"amount_total":18000', '"amount_total":1'));
    expect((await webhook(tampered, headers)).statusCode).toBe(400);
    expect(await orderRow(body.data.order._id)).toMatchObject({
      status: 'pending_payment',
      paymentStatus: 'pending',
    });
    expect(
      await t.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, body.data.order._id)),
    ).toEqual([]);
  });

  it('handles the same event twice (even at once) as one payment', async () => {
    const { body } = await checkout();
    const { rawBody, headers } = completedFor(body);
    const results = await Promise.all([webhook(rawBody, headers), webhook(rawBody, headers)]);
    expect(results.map((res) => res.statusCode)).toEqual([200, 200]);
    expect((await webhook(rawBody, headers)).json()).toMatchObject({
      success: true,
      data: { received: true },
    });
    const order = await orderRow(body.data.order._id);
    expect(order.statusHistory.map((h) => h.status)).toEqual(['pending_payment', 'placed']);
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, order.id))).toHaveLength(
      1,
    );
  });

  it('ignores a payment whose amount differs from the order total', async () => {
    const { body } = await checkout();
    const { rawBody, headers } = completedFor(body, 100);
    expect((await webhook(rawBody, headers)).statusCode).toBe(200);
    expect(await orderRow(body.data.order._id)).toMatchObject({
      status: 'pending_payment',
      paymentStatus: 'pending',
    });
  });

  it('releases expired reservations; a payment arriving later takes the stock again if it is there', async () => {
    const { product, body } = await checkout(10, 2);
    const later = new Date(Date.now() + 32 * 60 * 1000);
    expect(await releaseExpiredReservations({ db: t.db }, later)).toBeGreaterThanOrEqual(1);
    expect(await orderRow(body.data.order._id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'failed',
    });
    expect(await stockOf(t, product.id)).toBe(10);
    expect(await releaseExpiredReservations({ db: t.db }, later)).toBe(0);

    const { rawBody, headers } = completedFor(body);
    expect((await webhook(rawBody, headers)).statusCode).toBe(200);
    expect(await orderRow(body.data.order._id)).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
    expect(await stockOf(t, product.id)).toBe(8);
  });

  it('an expired session event releases the stock; a stale cart total is refused before any reservation', async () => {
    const { product, body } = await checkout(10, 1);
    const expired = provider.signedEvent('checkout.session.expired', {
      id: body.id,
      orderId: body.data.order._id,
      amountPaise: 9000,
    });
    expect((await webhook(expired.rawBody, expired.headers)).statusCode).toBe(200);
    expect(await orderRow(body.data.order._id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'failed',
    });
    expect(await stockOf(t, product.id)).toBe(10);

    const session = await loginAs(t);
    const addressId = await addAddress(t, session);
    await fillCart(t, session, [{ productId: product.id, quantity: 1 }]);
    const stale = await call(t, 'POST', '/api/order/checkout', session, { addressId, totalAmt: 1 });
    expect(stale.statusCode).toBe(409);
    expect(await stockOf(t, product.id)).toBe(10);
  });
});
