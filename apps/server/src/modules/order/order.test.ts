import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createProduct, loginAs, type Session } from '../../../test/factories';
import { addAddress, call, cartOf, fillCart, stockOf, VALID_ADDRESS } from '../../../test/order-test-helpers';

/** Price 100 with 10% off sells at 90; price 45 with no discount field stays 45 - ceil(0.45) = 44. */
describe('/api/order: cash on delivery, list, details, cancel', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function shopperWithCart(stock = 10, quantity = 2) {
    const session = await loginAs(t);
    const addressId = await addAddress(t, session);
    const product = await createProduct(t.db, {}, { stock, price: 100, discount: 10, name: 'Amul Milk' });
    await fillCart(t, session, [{ productId: product.id, quantity }]);
    return { session, addressId, product };
  }
  const cod = (session: Session, body: object) =>
    call(t, 'POST', '/api/order/cash-on-delivery', session, body);

  it('places an order from the database cart, snapshots it, takes the stock and empties the cart', async () => {
    const { session, addressId, product } = await shopperWithCart(10, 2);
    const res = await cod(session, {
      addressId,
      list_items: [{ _id: 'x', productId: { _id: product.id, price: 1 }, quantity: 2 }],
      subTotalAmt: 180,
      totalAmt: 180,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, error: false, message: 'Order successfully' });
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      orderId: expect.stringMatching(/^ORD-\d{8}-[2-9A-Z]{6}$/),
      userId: session.userId,
      items: [
        { productId: product.id, name: 'Amul Milk', price: 100, discount: 10, quantity: 2, lineTotal: 180 },
      ],
      product_details: { name: 'Amul Milk', image: [`${t.config.publicUrl}/uploads/product.webp`] },
      delivery_address: { _id: addressId, ...VALID_ADDRESS },
      subTotalAmt: 180,
      totalAmt: 180,
      payment_method: 'COD',
      payment_status: 'pending',
      status: 'placed',
      paymentId: '',
      status_history: [{ status: 'placed', at: expect.any(String) }],
      createdAt: expect.any(String),
    });
    expect(await stockOf(t, product.id)).toBe(8);
    expect(await cartOf(t, session)).toEqual([]);
    await t.deliverMail();
    const mail = t.mails.at(-1)!;
    expect(mail).toMatchObject({ to: session.email, subject: `Order ${body.data[0].orderId} placed` });
    expect(mail.text).toContain('2 × Amul Milk');
    expect(mail.html).toContain('<li>');
  });

  it("queues the order's mail with the order: a refused order queues none, a placed one exactly one", async () => {
    await t.deliverMail();
    const { session, addressId } = await shopperWithCart(1, 2);
    expect((await cod(session, { addressId })).statusCode).toBe(422);
    expect(await t.app.deps.outbox.depth()).toBe(0);

    const other = await shopperWithCart(10, 1);
    expect((await cod(other.session, { addressId: 'ffffffffffffffffffffffff' })).statusCode).toBe(404);
    expect(await t.app.deps.outbox.depth()).toBe(0);
    const placed = await cod(other.session, { addressId: other.addressId });
    expect(placed.statusCode).toBe(200);
    expect(await t.app.deps.outbox.depth()).toBe(1);
    expect(await t.deliverMail()).toEqual({ completed: 1, failed: 0 });
    expect(t.mails.at(-1)).toMatchObject({
      to: other.session.email,
      subject: `Order ${placed.json().data[0].orderId} placed`,
    });
  });

  it('refuses tampered totals or a stale list with 409 and changes nothing', async () => {
    const { session, addressId, product } = await shopperWithCart(10, 2);
    for (const body of [
      { addressId, totalAmt: 1 },
      { addressId, subTotalAmt: 1, totalAmt: 180 },
      { addressId, list_items: [{ productId: product.id, quantity: 1 }] },
      { addressId, list_items: [] },
    ]) {
      const res = await cod(session, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Your cart has changed, please review it before placing the order');
    }
    expect(await stockOf(t, product.id)).toBe(10);
    expect(await cartOf(t, session)).toHaveLength(1);
    // The undiscounted items total is accepted as subTotalAmt; the price always comes from the database.
    const res = await cod(session, { addressId, subTotalAmt: 200, totalAmt: 180 });
    expect(res.json().data[0].totalAmt).toBe(180);
  });

  it("refuses someone else's or a disabled address, an empty cart and missing stock (422 naming it)", async () => {
    const { session, product } = await shopperWithCart(1, 2);
    const stranger = await loginAs(t);
    const strangersAddress = await addAddress(t, stranger);
    expect((await cod(session, { addressId: strangersAddress })).statusCode).toBe(404);
    const disabled = await addAddress(t, session);
    await call(t, 'DELETE', '/api/address/disable', session, { _id: disabled });
    expect((await cod(session, { addressId: disabled })).statusCode).toBe(404);

    const addressId = await addAddress(t, session);
    const short = await cod(session, { addressId });
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe('Only 1 of Amul Milk left in stock');
    expect(await stockOf(t, product.id)).toBe(1);
    expect(await cartOf(t, session)).toHaveLength(1);

    const empty = await cod(stranger, { addressId: strangersAddress });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('Your cart is empty');
    expect((await call(t, 'POST', '/api/order/cash-on-delivery', undefined, { addressId })).statusCode).toBe(
      401,
    );
  });

  it('lists my orders newest first; details for the owner and admins only', async () => {
    const { session, addressId, product } = await shopperWithCart(10, 1);
    const first = (await cod(session, { addressId })).json().data[0];
    await fillCart(t, session, [{ productId: product.id, quantity: 3 }]);
    const second = (await cod(session, { addressId })).json().data[0];
    const list = (await call(t, 'GET', '/api/order/order-list', session)).json().data;
    expect(list.map((o: { _id: string }) => o._id)).toEqual([second._id, first._id]);

    const details = (who: Session) => call(t, 'POST', '/api/order/details', who, { _id: first._id });
    expect((await details(session)).json().data).toMatchObject({ _id: first._id, items: [{ quantity: 1 }] });
    expect((await details(await loginAs(t, 'ADMIN'))).statusCode).toBe(200);
    expect((await details(await loginAs(t))).statusCode).toBe(404);
    expect((await call(t, 'GET', '/api/order/order-list', await loginAs(t))).json().data).toEqual([]);
  });

  it('shows in the lists the stock an order takes and its cancellation gives back', async () => {
    const { session, addressId, product } = await shopperWithCart(10, 3);
    // The newest products (this one first); each limit its own answer, none served from the cache.
    const listedStock = async (limit: number) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/product/get',
        payload: { page: 1, limit },
      });
      return res.json().data.find((p: { _id: string }) => p._id === product.id)?.stock;
    };
    expect(await listedStock(5)).toBe(10);
    const order = (await cod(session, { addressId })).json().data[0];
    expect(await listedStock(6)).toBe(7);
    expect((await call(t, 'POST', '/api/order/cancel', session, { _id: order._id })).statusCode).toBe(200);
    expect(await listedStock(7)).toBe(10);
  });

  it('lets the shopper cancel before packing (stock returned), not after, and never for others', async () => {
    const { session, addressId, product } = await shopperWithCart(10, 4);
    const order = (await cod(session, { addressId })).json().data[0];
    expect(await stockOf(t, product.id)).toBe(6);
    const cancel = (who: Session) => call(t, 'POST', '/api/order/cancel', who, { _id: order._id });
    expect((await cancel(await loginAs(t))).statusCode).toBe(404);
    const res = await cancel(session);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'cancelled',
      status_history: [{ status: 'placed' }, { status: 'cancelled' }],
    });
    expect(await stockOf(t, product.id)).toBe(10);
    expect((await cancel(session)).statusCode).toBe(409);
    expect(await stockOf(t, product.id)).toBe(10);

    const admin = await loginAs(t, 'ADMIN');
    await fillCart(t, session, [{ productId: product.id, quantity: 1 }]);
    const packed = (await cod(session, { addressId })).json().data[0];
    for (const status of ['confirmed', 'packed']) {
      await call(t, 'PUT', '/api/order/admin/status', admin, { _id: packed._id, status });
    }
    const late = await call(t, 'POST', '/api/order/cancel', session, { _id: packed._id });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This order is already packed and can no longer be cancelled');
  });
});
