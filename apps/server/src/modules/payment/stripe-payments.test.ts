import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createProduct, loginAs } from '../../../test/factories';
import { orders } from '../../db/schema';
import { addAddress, call, cartOf, fillCart, stockOf } from '../order/order-test-helpers';

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

/** Just enough of Stripe's API: creating and retrieving checkout sessions, or failing on request. */
function fakeStripe() {
  const state = {
    requests: [] as { path: string; form: URLSearchParams; idempotencyKey?: string }[],
    sessions: new Map<string, FakeSession>(),
    failNext: false,
  };
  const send = (res: ServerResponse, status: number, body: object) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const form = new URLSearchParams(body);
      state.requests.push({
        path: req.url ?? '',
        form,
        idempotencyKey: req.headers['idempotency-key'] as string,
      });
      const existing = state.sessions.get(req.url?.split('/').pop() ?? '');
      if (req.method === 'GET' && existing) return send(res, 200, existing);
      if (req.method !== 'POST' || req.url !== '/v1/checkout/sessions')
        return send(res, 404, { error: { message: 'nope' } });
      if (state.failNext) {
        state.failNext = false;
        return send(res, 400, {
          error: { type: 'invalid_request_error', message: 'Card payments are disabled' },
        });
      }
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
      return send(res, 200, session);
    });
  });
  return { server, state };
}

describe('card checkout with Stripe (against a local fake)', () => {
  let t: TestApp;
  let fake: ReturnType<typeof fakeStripe>;
  const stripe = new Stripe('sk_test_fake');
  beforeAll(async () => {
    fake = fakeStripe();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const { port } = fake.server.address() as AddressInfo;
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

  it('has no test checkout page when Stripe is the provider', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/payment/test-checkout/cs_test_${'a'.repeat(24)}` }))
        .statusCode,
    ).toBe(404);
  });
});
