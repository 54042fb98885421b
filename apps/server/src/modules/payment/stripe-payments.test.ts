import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createProduct, loginAs } from '../../../test/factories';
import { addAddress, call, cartOf, fillCart, stockOf } from '../../../test/order-test-helpers';
import { stripePayments } from '../../adapters/payments/stripe-payments';
import { cartItems, orders, products } from '../../db/schema';
import { releaseExpiredReservations } from '../order/order-payment.service';
import { refundOwedOrders } from '../order/order-refund.service';

const WEBHOOK_SECRET = 'whsec_test_secret';

interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  payment_intent: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
}

interface FakeRefund {
  id: string;
  object: 'refund';
  payment_intent: string;
  status: 'succeeded';
  metadata: Record<string, string>;
}

/**
 * Just enough of Stripe's API: creating (idempotently, by Idempotency-Key), retrieving and expiring checkout
 * sessions, and refunds (idempotent too); each can be made to fail on request.
 */
function fakeStripe() {
  const state = {
    requests: [] as { method: string; path: string; form: URLSearchParams; idempotencyKey?: string }[],
    sessions: new Map<string, FakeSession>(),
    refunds: [] as FakeRefund[],
    byKey: new Map<string, { body: string; answer: object }>(),
    failNext: false,
    failRefunds: false,
  };
  const send = (res: ServerResponse, status: number, body: object) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const refuse = (res: ServerResponse, message: string, code?: string) =>
    send(res, 400, { error: { type: 'invalid_request_error', message, code } });

  function createSession(form: URLSearchParams): FakeSession {
    const id = `cs_test_fake${state.sessions.size + 1}`;
    let amount = 0;
    for (let i = 0; form.has(`line_items[${i}][quantity]`); i++) {
      amount +=
        Number(form.get(`line_items[${i}][quantity]`)) *
        Number(form.get(`line_items[${i}][price_data][unit_amount]`));
    }
    const session: FakeSession = {
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.com/c/pay/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amount,
      payment_intent: null,
      client_reference_id: form.get('client_reference_id'),
      metadata: { orderId: form.get('metadata[orderId]') ?? '' },
    };
    state.sessions.set(id, session);
    return session;
  }

  function createRefund(form: URLSearchParams): FakeRefund | undefined {
    const intent = form.get('payment_intent') ?? '';
    if (state.refunds.some((refund) => refund.payment_intent === intent)) return undefined;
    const refund: FakeRefund = {
      id: `re_fake${state.refunds.length + 1}`,
      object: 'refund',
      payment_intent: intent,
      status: 'succeeded',
      metadata: { orderId: form.get('metadata[orderId]') ?? '' },
    };
    state.refunds.push(refund);
    return refund;
  }

  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const url = new URL(req.url ?? '/', 'http://fake');
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      state.requests.push({ method: req.method ?? '', path: url.pathname, form, idempotencyKey });
      const [, , resource, sub, id, action] = url.pathname.split('/');
      if (req.method === 'GET' && resource === 'refunds') {
        const intent = url.searchParams.get('payment_intent');
        const data = state.refunds.filter((refund) => refund.payment_intent === intent);
        return send(res, 200, { object: 'list', data, has_more: false, url: '/v1/refunds' });
      }
      const session = resource === 'checkout' ? state.sessions.get(id ?? '') : undefined;
      if (req.method === 'GET' && session) return send(res, 200, session);
      if (req.method === 'POST' && session && action === 'expire') {
        if (session.status !== 'open') return refuse(res, 'Only open Checkout Sessions can be expired.');
        session.status = 'expired';
        return send(res, 200, session);
      }
      // Stripe answers a repeated idempotency key with the first answer, if the request is the same.
      const earlier = idempotencyKey && state.byKey.get(idempotencyKey);
      if (req.method === 'POST' && earlier) {
        if (earlier.body !== body)
          return refuse(res, 'Keys for idempotent requests can only be used with the same parameters');
        return send(res, 200, earlier.answer);
      }
      if (req.method === 'POST' && resource === 'refunds') {
        if (state.failRefunds) return refuse(res, 'Refunds are unavailable right now');
        const refund = createRefund(form);
        if (!refund) return refuse(res, 'Charge has already been refunded.', 'charge_already_refunded');
        if (idempotencyKey) state.byKey.set(idempotencyKey, { body, answer: refund });
        return send(res, 200, refund);
      }
      if (req.method !== 'POST' || resource !== 'checkout' || sub !== 'sessions' || id)
        return send(res, 404, { error: { message: 'nope' } });
      if (state.failNext) {
        state.failNext = false;
        return refuse(res, 'Card payments are disabled');
      }
      const created = createSession(form);
      if (idempotencyKey) state.byKey.set(idempotencyKey, { body, answer: created });
      return send(res, 200, created);
    });
  });
  return { server, state };
}

describe('card checkout with Stripe (against a local fake)', () => {
  let t: TestApp;
  let fake: ReturnType<typeof fakeStripe>;
  let apiUrl: string;
  /** The adapter as the app builds it, for calling the services directly. */
  const stripeProvider = () => stripePayments({ secretKey: 'sk_test_fake', apiUrl });
  const stripe = new Stripe('sk_test_fake');
  beforeAll(async () => {
    fake = fakeStripe();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const { port } = fake.server.address() as AddressInfo;
    apiUrl = `http://127.0.0.1:${port}`;
    t = await buildTestApp({
      PUBLIC_URL: 'https://shop.example',
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: `http://127.0.0.1:${port}`,
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => (fake as { server: Server }).server.close(resolve));
  });

  const signed = (event: object, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    return {
      payload,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
    };
  };
  const webhook = (event: object, secret?: string) =>
    t.app.inject({ method: 'POST', url: '/api/order/webhook', ...signed(event, secret) });
  const sessionEvent = (id: string, type: string, session: object) => ({
    id,
    object: 'event',
    type,
    data: { object: { object: 'checkout.session', ...session } },
  });

  async function checkout(quantity = 2) {
    const session = await loginAs(t);
    const addressId = await addAddress(t, session);
    const product = await createProduct(t.db, {}, { stock: 10, price: 45.5, discount: 10, name: 'Ghee' });
    await fillCart(t, session, [{ productId: product.id, quantity }]);
    const res = await call(t, 'POST', '/api/order/checkout', session, { addressId });
    return { res, session, product, body: res.json() };
  }
  const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  it('creates a Stripe Checkout session in paise that expires with the reservation', async () => {
    const { res, body } = await checkout(2);
    expect(res.statusCode).toBe(200);
    expect(body).toMatchObject({
      success: true,
      id: 'cs_test_fake1',
      url: 'https://checkout.stripe.com/c/pay/cs_test_fake1',
    });
    const { form, idempotencyKey } = fake.state.requests.at(-1)!;
    // 45.50 - ceil(4.55) = 40.50 → 4050 paise each.
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('4050');
    expect(form.get('line_items[0][price_data][currency]')).toBe('inr');
    expect(form.get('line_items[0][quantity]')).toBe('2');
    expect(form.get('mode')).toBe('payment');
    expect(form.get('client_reference_id')).toBe(body.data.order._id);
    expect(form.get('success_url')).toMatch(/^https:\/\/shop\.example\/success/);
    const expiresAt = Number(form.get('expires_at')) * 1000;
    expect(expiresAt).toBe(Math.floor(Date.parse(body.data.order.reservation_expires_at) / 1000) * 1000);
    expect(idempotencyKey).toBe(`checkout-${body.data.order._id}`);
    expect((await orderRow(body.data.order._id)).checkoutSessionId).toBe('cs_test_fake1');
  });

  it('marks the order paid on a signed checkout.session.completed, once', async () => {
    const { session, body } = await checkout(1);
    const event = sessionEvent('evt_paid_1', 'checkout.session.completed', {
      id: body.id,
      amount_total: 4050,
      payment_status: 'paid',
      payment_intent: 'pi_123',
      client_reference_id: body.data.order._id,
      metadata: { orderId: body.data.order._id },
    });
    expect((await webhook(event, 'whsec_wrong')).statusCode).toBe(400);
    expect(await orderRow(body.data.order._id)).toMatchObject({ status: 'pending_payment' });
    expect((await webhook(event)).statusCode).toBe(200);
    expect((await webhook(event)).statusCode).toBe(200);
    const order = await orderRow(body.data.order._id);
    expect(order).toMatchObject({ status: 'placed', paymentStatus: 'paid', paymentId: 'pi_123' });
    expect(order.statusHistory).toHaveLength(2);
    expect(await cartOf(t, session)).toEqual([]);
  });

  it('releases the stock on checkout.session.expired, found by session id alone', async () => {
    const { product, body } = await checkout(3);
    expect(await stockOf(t, product.id)).toBe(7);
    const event = sessionEvent('evt_expired_1', 'checkout.session.expired', {
      id: body.id,
      payment_status: 'unpaid',
    });
    expect((await webhook(event)).statusCode).toBe(200);
    expect(await orderRow(body.data.order._id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'failed',
    });
    expect(await stockOf(t, product.id)).toBe(10);
    expect((await webhook(sessionEvent('evt_other', 'customer.created', { id: 'cus_1' }))).statusCode).toBe(
      200,
    );
  });

  it('completes from the browser return when no webhook arrives (and only for the owner)', async () => {
    const { session, body } = await checkout(2);
    const confirm = (who = session) => call(t, 'POST', '/api/payment/confirm', who, { sessionId: body.id });
    expect((await confirm()).json().data).toMatchObject({ status: 'pending_payment' });
    Object.assign(fake.state.sessions.get(body.id)!, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_return',
    });
    expect((await confirm(await loginAs(t))).statusCode).toBe(404);
    expect((await confirm()).json().data).toMatchObject({
      status: 'placed',
      payment_status: 'paid',
      paymentId: 'pi_return',
    });
    // The webhook arriving afterwards changes nothing.
    const late = sessionEvent('evt_late', 'checkout.session.completed', {
      ...fake.state.sessions.get(body.id)!,
    });
    expect((await webhook(late)).statusCode).toBe(200);
    expect((await orderRow(body.data.order._id)).statusHistory).toHaveLength(2);
    expect(await cartOf(t, session)).toEqual([]);
  });

  it('answers 502 when the provider refuses, and releases the stock it had reserved', async () => {
    fake.state.failNext = true;
    const { res, session, product } = await checkout(2);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/Card payment is not available/);
    expect(await stockOf(t, product.id)).toBe(10);
    expect(await cartOf(t, session)).toHaveLength(1);
    const [order] = await t.db.select().from(orders).where(eq(orders.userId, session.userId));
    expect(order).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
  });

  const completed = (body: { id: string; data: { order: { _id: string } } }, intent: string) => {
    const session = fake.state.sessions.get(body.id)!;
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intent });
    return sessionEvent(`evt_${intent}`, 'checkout.session.completed', { ...session });
  };
  const refundRequests = () =>
    fake.state.requests.filter((r) => r.path === '/v1/refunds' && r.method === 'POST');

  it('a replaced checkout is expired at Stripe; paid anyway, it is refunded and never becomes a second order', async () => {
    const { session, product, body: first } = await checkout(2);
    const addressId = first.data.order.delivery_address._id;
    // The same cart again: the same session (Stripe's idempotency key), nothing more reserved.
    const again = (await call(t, 'POST', '/api/order/checkout', session, { addressId })).json();
    expect(again).toMatchObject({ id: first.id, url: first.url });
    expect(await stockOf(t, product.id)).toBe(8);

    await t.db.update(cartItems).set({ quantity: 1 }).where(eq(cartItems.userId, session.userId));
    const second = (await call(t, 'POST', '/api/order/checkout', session, { addressId })).json();
    expect(second.id).not.toBe(first.id);
    expect(fake.state.requests.some((r) => r.path === `/v1/checkout/sessions/${first.id}/expire`)).toBe(true);
    expect(fake.state.sessions.get(first.id)!.status).toBe('expired');
    expect(await stockOf(t, product.id)).toBe(9);

    // Say the shopper's payment on the first page went through just before the expiry.
    expect((await webhook(completed(first, 'pi_replaced'))).statusCode).toBe(200);
    const replaced = await orderRow(first.data.order._id);
    expect(replaced).toMatchObject({
      status: 'cancelled',
      cancelReason: 'replaced',
      paymentStatus: 'refunded',
      paymentId: 'pi_replaced',
      refundId: 're_fake1',
    });
    const [refund] = refundRequests();
    expect(refund!.form.get('payment_intent')).toBe('pi_replaced');
    expect(refund!.idempotencyKey).toBe(`refund-${first.data.order._id}`);
    expect(await stockOf(t, product.id)).toBe(9);
    expect(await cartOf(t, session)).toHaveLength(1);
    expect(await orderRow(second.data.order._id)).toMatchObject({ status: 'pending_payment' });
    // A redelivery refunds nothing more.
    expect((await webhook(completed(first, 'pi_replaced'))).statusCode).toBe(200);
    expect(refundRequests()).toHaveLength(1);
  });

  it('parallel clicks converge on one order and one Stripe session', async () => {
    const session = await loginAs(t);
    const addressId = await addAddress(t, session);
    const product = await createProduct(t.db, {}, { stock: 10, price: 45.5, discount: 10, name: 'Zz Ghee' });
    // Two lines, the cart's order unlike the order's (by name): asking again must ask the same thing.
    const other = await createProduct(t.db, {}, { stock: 10, name: 'Aaa Atta' });
    await fillCart(t, session, [
      { productId: product.id, quantity: 2 },
      { productId: other.id, quantity: 1 },
    ]);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call(t, 'POST', '/api/order/checkout', session, { addressId })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((res) => res.json().id)).size).toBe(1);
    const [order] = await t.db.select().from(orders).where(eq(orders.userId, session.userId));
    const created = [...fake.state.sessions.values()].filter((s) => s.client_reference_id === order!.id);
    expect(created).toHaveLength(1);
    expect(await stockOf(t, product.id)).toBe(8);
  });

  it('paid after its reservation expired and the stock was sold: refunded instead of only logged', async () => {
    const { body, product } = await checkout(2);
    expect(
      await releaseExpiredReservations({ db: t.db }, new Date(Date.now() + 32 * 60 * 1000)),
    ).toBeGreaterThanOrEqual(1);
    await t.db.update(products).set({ stock: 1 }).where(eq(products.id, product.id));
    expect((await webhook(completed(body, 'pi_too_late'))).statusCode).toBe(200);
    expect(await orderRow(body.data.order._id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'expired',
      paymentStatus: 'refunded',
      refundId: expect.stringMatching(/^re_fake/),
    });
    expect(await stockOf(t, product.id)).toBe(1);
  });

  it('a shopper (until packed) or an admin cancelling a paid card order refunds it, once', async () => {
    const paidOrder = async () => {
      const placed = await checkout(1);
      await webhook(completed(placed.body, `pi_${placed.body.data.order._id}`));
      return placed;
    };
    const { session, body, product } = await paidOrder();
    const cancel = await call(t, 'POST', '/api/order/cancel', session, { _id: body.data.order._id });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({
      message: 'Order cancelled, your payment has been refunded',
      data: {
        status: 'cancelled',
        payment_status: 'refunded',
        refund_id: expect.stringMatching(/^re_fake/),
        cancel_reason: 'shopper',
      },
    });
    expect(refundRequests().at(-1)!.idempotencyKey).toBe(`refund-${body.data.order._id}`);
    expect(await stockOf(t, product.id)).toBe(10);

    const admin = await loginAs(t, 'ADMIN');
    const other = await paidOrder();
    for (const status of ['confirmed', 'packed']) {
      await call(t, 'PUT', '/api/order/admin/status', admin, { _id: other.body.data.order._id, status });
    }
    const late = await call(t, 'POST', '/api/order/cancel', other.session, {
      _id: other.body.data.order._id,
    });
    expect(late.statusCode).toBe(409);
    expect(await orderRow(other.body.data.order._id)).toMatchObject({
      paymentStatus: 'paid',
      refundId: null,
    });
    const byAdmin = await call(t, 'PUT', '/api/order/admin/status', admin, {
      _id: other.body.data.order._id,
      status: 'cancelled',
    });
    expect(byAdmin.json().data).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
      cancel_reason: 'admin',
    });
  });

  it('a refund the provider refuses stays owed, visibly, and the sweep gives it later with the same key', async () => {
    const { session, body } = await checkout(1);
    await webhook(completed(body, 'pi_retry'));
    fake.state.failRefunds = true;
    const cancel = await call(t, 'POST', '/api/order/cancel', session, { _id: body.data.order._id });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({
      message: 'Order cancelled, your refund will follow shortly',
      data: { status: 'cancelled', payment_status: 'paid', refund_id: null },
    });
    const ctx = { db: t.db, payments: stripeProvider(), log: t.app.log };
    expect(await refundOwedOrders(ctx)).toBe(0);
    expect(await orderRow(body.data.order._id)).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });

    fake.state.failRefunds = false;
    expect(await refundOwedOrders(ctx)).toBe(1);
    expect(await orderRow(body.data.order._id)).toMatchObject({
      paymentStatus: 'refunded',
      refundId: expect.stringMatching(/^re_fake/),
    });
    const attempts = refundRequests().filter((r) => r.form.get('payment_intent') === 'pi_retry');
    expect(attempts.length).toBeGreaterThanOrEqual(3);
    expect(new Set(attempts.map((r) => r.idempotencyKey))).toEqual(
      new Set([`refund-${body.data.order._id}`]),
    );
    expect(await refundOwedOrders(ctx)).toBe(0);
  });

  it('records a refund already made in the Stripe dashboard instead of failing forever', async () => {
    const provider = stripeProvider();
    fake.state.refunds.push({
      id: 're_dashboard',
      object: 'refund',
      payment_intent: 'pi_dashboard',
      status: 'succeeded',
      metadata: {},
    });
    expect(await provider.refund({ orderId: 'o1', paymentId: 'pi_dashboard', amountPaise: 100 })).toEqual({
      id: 're_dashboard',
    });
  });

  it('has no test checkout page when Stripe is the provider', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/payment/test-checkout/cs_test_${'a'.repeat(24)}` }))
        .statusCode,
    ).toBe(404);
  });
});
