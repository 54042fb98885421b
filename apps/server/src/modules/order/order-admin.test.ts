import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createProduct, loginAs, type Session } from '../../../test/factories';
import { addAddress, call, fillCart, stockOf } from '../../../test/order-test-helpers';

describe('/api/order/admin', () => {
  let t: TestApp;
  let admin: Session;
  let shopper: Session;
  let addressId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await loginAs(t, 'ADMIN');
    shopper = await loginAs(t);
    addressId = await addAddress(t, shopper);
  });
  afterAll(() => t.close());

  async function placeOrder(quantity = 1) {
    const product = await createProduct(t.db, {}, { stock: 10 });
    await fillCart(t, shopper, [{ productId: product.id, quantity }]);
    const order = (await call(t, 'POST', '/api/order/cash-on-delivery', shopper, { addressId })).json()
      .data[0];
    return { order, product };
  }
  const move = (id: string, status: string, who = admin) =>
    call(t, 'PUT', '/api/order/admin/status', who, { _id: id, status });

  it('moves an order placed → delivered; a delivered cash order is paid; each step is in the history', async () => {
    const { order } = await placeOrder();
    for (const status of ['confirmed', 'packed', 'out_for_delivery']) {
      expect((await move(order._id, status)).statusCode).toBe(200);
    }
    await t.deliverMail();
    const mail = t.mails.at(-1)!;
    expect(mail).toMatchObject({ to: shopper.email, subject: `Order ${order.orderId} is on its way` });
    const res = await move(order._id, 'delivered');
    expect(res.json()).toMatchObject({
      success: true,
      data: { status: 'delivered', payment_status: 'paid' },
    });
    expect(res.json().data.status_history.map((h: { status: string }) => h.status)).toEqual([
      'placed',
      'confirmed',
      'packed',
      'out_for_delivery',
      'delivered',
    ]);
  });

  it('refuses invalid transitions with 409, unknown orders with 404, shoppers with 403', async () => {
    const { order } = await placeOrder();
    const skip = await move(order._id, 'delivered');
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe('An order that is placed cannot be moved to delivered');
    expect((await move(order._id, 'placed')).statusCode).toBe(409);
    expect((await move(order._id, 'pending_payment')).statusCode).toBe(409);
    expect((await move(order._id, 'lost')).statusCode).toBe(400);
    expect((await move('ffffffffffffffffffffffff', 'confirmed')).statusCode).toBe(404);
    expect((await move(order._id, 'confirmed', shopper)).statusCode).toBe(403);
    expect((await call(t, 'POST', '/api/order/admin/list', shopper, {})).statusCode).toBe(403);
  });

  it('cancels out of packed (stock returned); a cancelled order goes nowhere', async () => {
    const { order, product } = await placeOrder(3);
    expect(await stockOf(t, product.id)).toBe(7);
    await move(order._id, 'confirmed');
    await move(order._id, 'packed');
    expect((await move(order._id, 'cancelled')).json().data.status).toBe('cancelled');
    expect(await stockOf(t, product.id)).toBe(10);
    expect((await move(order._id, 'confirmed')).statusCode).toBe(409);
  });

  it('lists every order newest first, filtered by status and paged', async () => {
    const other = await loginAs(t);
    const otherAddress = await addAddress(t, other);
    const product = await createProduct(t.db, {}, { stock: 10 });
    await fillCart(t, other, [{ productId: product.id, quantity: 1 }]);
    const theirs = (
      await call(t, 'POST', '/api/order/cash-on-delivery', other, { addressId: otherAddress })
    ).json().data[0];

    const page1 = (await call(t, 'POST', '/api/order/admin/list', admin, { page: 1, limit: 2 })).json();
    expect(page1).toMatchObject({ success: true, page: 1, limit: 2, totalCount: 4, totalPage: 2 });
    expect(page1.data).toHaveLength(2);
    expect(page1.data[0]._id).toBe(theirs._id);
    const placed = (
      await call(t, 'POST', '/api/order/admin/list', admin, { status: 'placed', page: 1, limit: 10 })
    ).json();
    expect(placed.totalCount).toBe(2);
    expect(placed.data.every((o: { status: string }) => o.status === 'placed')).toBe(true);
    const defaults = (await call(t, 'POST', '/api/order/admin/list', admin, {})).json();
    expect(defaults).toMatchObject({ page: 1, limit: 20, totalCount: 4 });
  });
});
