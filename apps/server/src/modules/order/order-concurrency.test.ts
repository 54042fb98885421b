import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createProduct, loginAs } from '../../../test/factories';
import { addAddress, call, fillCart, stockOf } from '../../../test/order-test-helpers';
import { orderItems } from '../../db/schema';

/** Runs on PGlite (requests serialise) and on PostgreSQL (they race for real on a pool of connections). */
describe('/api/order/cash-on-delivery under concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('50 concurrent orders for a product with stock 5 yield exactly 5 orders and stock 0', {
    timeout: 90_000,
  }, async () => {
    const product = await createProduct(t.db, {}, { stock: 5, name: 'Last Mangoes' });
    const shoppers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const session = await loginAs(t);
        const addressId = await addAddress(t, session);
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
    expect(codes.filter((code) => code === 422)).toHaveLength(45);
    expect(results.find((res) => res.statusCode === 422)!.json().message).toBe(
      'Last Mangoes is out of stock',
    );
    expect(await stockOf(t, product.id)).toBe(0);
    const [lines] = await t.db
      .select({ value: count() })
      .from(orderItems)
      .where(eq(orderItems.productId, product.id));
    expect(lines!.value).toBe(5);
  });

  it('multi-line orders racing with cancels never deadlock or oversell', { timeout: 90_000 }, async () => {
    const a = await createProduct(t.db, {}, { stock: 6 });
    const b = await createProduct(t.db, {}, { stock: 6 });
    const shoppers = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const session = await loginAs(t);
        const addressId = await addAddress(t, session);
        const lines = [
          { productId: a.id, quantity: 1 },
          { productId: b.id, quantity: 1 },
        ];
        await fillCart(t, session, i % 2 ? lines : lines.reverse());
        return { session, addressId };
      }),
    );
    const place = ({ session, addressId }: (typeof shoppers)[number]) =>
      call(t, 'POST', '/api/order/cash-on-delivery', session, { addressId });
    const first = await Promise.all(shoppers.slice(0, 6).map(place));
    const placed = first.map((res) => res.json().data[0]);
    // Six cancels return stock while six more orders take it.
    const results = await Promise.all([
      ...shoppers.slice(6).map(place),
      ...placed.map((order, i) =>
        call(t, 'POST', '/api/order/cancel', shoppers[i]!.session, { _id: order._id }),
      ),
    ]);
    expect(results.every((res) => res.statusCode === 200 || res.statusCode === 422)).toBe(true);
    const orderedNow = results.slice(0, 6).filter((res) => res.statusCode === 200).length;
    expect(await stockOf(t, a.id)).toBe(6 - orderedNow);
    expect(await stockOf(t, b.id)).toBe(6 - orderedNow);
  });

  it('the same cart submitted twice at once becomes one order', async () => {
    const product = await createProduct(t.db, {}, { stock: 10 });
    const session = await loginAs(t);
    const addressId = await addAddress(t, session);
    await fillCart(t, session, [{ productId: product.id, quantity: 2 }]);
    const results = await Promise.all(
      [1, 2, 3].map(() => call(t, 'POST', '/api/order/cash-on-delivery', session, { addressId })),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 422, 422]);
    expect(await stockOf(t, product.id)).toBe(8);
  });
});
