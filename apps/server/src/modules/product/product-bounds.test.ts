import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createProduct, loginAs, type Session } from '../../../test/factories';
import { products } from '../../db/schema';

const envelope = (message: string) => ({ success: false, error: true, message });

describe('product prices and text: bounded, never free or negative after discount', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await loginAs(t, 'ADMIN');
  });
  afterAll(() => t.close());

  const create = (body: object) =>
    t.app.inject({ method: 'POST', url: '/api/product/create', headers: admin.headers, payload: body });
  const update = (body: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/product/update-product-details',
      headers: admin.headers,
      payload: body,
    });
  const stored = async (id: string) => {
    const [row] = await t.db.select().from(products).where(eq(products.id, id));
    return { price: row!.price, discount: row!.discount, name: row!.name };
  };
  const count = async () => (await t.db.select({ id: products.id }).from(products)).length;

  it.each([
    [
      { price: 10, discount: 100 },
      'discount: 100% off ₹10 leaves ₹0; the price after discount must be more than ₹0',
    ],
    [
      { price: 0.5, discount: 1 },
      'discount: 1% off ₹0.5 leaves ₹-0.5 (discounts round up to whole rupees); the price after discount must be more than ₹0',
    ],
    [
      { price: 99.5, discount: 100 },
      'discount: 100% off ₹99.5 leaves ₹-0.5; the price after discount must be more than ₹0',
    ],
    [{ price: 0 }, 'price: must be more than ₹0'],
  ])('refuses to create %o', async (prices, message) => {
    const before = await count();
    const res = await create({ name: 'Free Milk', ...prices });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(envelope(message));
    expect(await count()).toBe(before);
  });

  it('refuses a price past ₹1,00,000, so no order total can overflow', async () => {
    const res = await create({ name: 'Gold Rice', price: 999_999_999 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(envelope('price: must be at most ₹1,00,000'));
    expect((await create({ name: 'Saffron 1 kg', price: 100_000, discount: 0 })).statusCode).toBe(201);
  });

  it('checks an update against the stored price and discount it keeps', async () => {
    const product = await createProduct(t.db, {}, { price: 10, discount: 0 });
    const onlyDiscount = await update({ _id: product.id, discount: 100 });
    expect(onlyDiscount.statusCode).toBe(400);
    expect(onlyDiscount.json()).toEqual(
      envelope('discount: 100% off ₹10 leaves ₹0; the price after discount must be more than ₹0'),
    );
    await update({ _id: product.id, discount: 50 });
    const onlyPrice = await update({ _id: product.id, price: 0.5 });
    expect(onlyPrice.statusCode).toBe(400);
    expect(onlyPrice.json().message).toMatch(/^discount: 50% off ₹0\.5 leaves ₹-0\.5 /);
    expect(await stored(product.id)).toMatchObject({ price: 10, discount: 50 });

    expect((await update({ _id: product.id, price: 2, discount: 50 })).json().data).toMatchObject({
      price: 2,
      discount: 50,
    });
    expect((await update({ _id: product.id, price: 200_000 })).json()).toEqual(
      envelope('price: must be at most ₹1,00,000'),
    );
  });

  it('lets other fields of an old product be edited even if its stored price breaks the rule', async () => {
    const legacy = await createProduct(t.db, {}, { price: 5, discount: 100 });
    const res = await update({ _id: legacy.id, name: 'Renamed' });
    expect(res.statusCode).toBe(200);
    expect(await stored(legacy.id)).toMatchObject({ name: 'Renamed', price: 5, discount: 100 });
  });

  it.each([
    [{ name: 'x'.repeat(201) }, 'name: must be at most 200 characters'],
    [{ unit: 'x'.repeat(101) }, 'unit: must be at most 100 characters'],
    [{ description: 'x'.repeat(10_001) }, 'description: must be at most 10000 characters'],
    [{ more_details: { Origin: 'x'.repeat(5001) } }, 'more_details.Origin: must be at most 5000 characters'],
    [{ category: ['x'.repeat(65)] }, 'category.0: must be at most 64 characters'],
  ])('caps text fields: %#', async (change, message) => {
    const res = await create({ name: 'Milk', price: 30, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(envelope(message));
  });
});
