import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCatalogue, createProduct, loginAs, type Session } from '../../../test/factories';
import { addAddress, call, cartOf, fillCart } from '../../../test/order-test-helpers';

describe('/api/cart', () => {
  let t: TestApp;
  let shopper: Session;
  let other: Session;
  beforeAll(async () => {
    t = await buildTestApp();
    shopper = await loginAs(t);
    other = await loginAs(t);
  });
  afterAll(() => t.close());

  it('adds a product once (201, populated), then 409', async () => {
    const { product, category } = await createCatalogue(t.db, { stock: 3 });
    const res = await call(t, 'POST', '/api/cart/create', shopper, { productId: product.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      error: false,
      message: 'Item add successfully',
      data: {
        quantity: 1,
        userId: shopper.userId,
        productId: { _id: product.id, category: [{ _id: category.id }] },
      },
    });
    expect(res.json().data._id).toMatch(/^[0-9a-f]{24}$/);
    const again = await call(t, 'POST', '/api/cart/create', shopper, { productId: product.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, error: true, message: 'Item already in cart' });
  });

  it('refuses out-of-stock (422), unknown and malformed products (404), and strangers (401)', async () => {
    const empty = await createProduct(t.db, {}, { stock: 0, name: 'Sold Out Milk' });
    const res = await call(t, 'POST', '/api/cart/create', shopper, { productId: empty.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Sold Out Milk is out of stock');
    expect(
      (await call(t, 'POST', '/api/cart/create', shopper, { productId: 'ffffffffffffffffffffffff' }))
        .statusCode,
    ).toBe(404);
    expect((await call(t, 'POST', '/api/cart/create', shopper, { productId: 'not-an-id' })).statusCode).toBe(
      404,
    );
    expect((await call(t, 'POST', '/api/cart/create', shopper, {})).statusCode).toBe(400);
    expect((await call(t, 'GET', '/api/cart/get')).statusCode).toBe(401);
  });

  it("lists only the caller's items with the product populated", async () => {
    const res = await call(t, 'GET', '/api/cart/get', shopper);
    expect(res.statusCode).toBe(200);
    const items = res.json().data;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item).toMatchObject({
        _id: expect.any(String),
        quantity: expect.any(Number),
        userId: shopper.userId,
      });
      expect(item.productId).toMatchObject({ _id: expect.any(String), name: expect.any(String), price: 100 });
    }
    expect((await call(t, 'GET', '/api/cart/get', other)).json().data).toEqual([]);
  });

  it('updates the quantity within 1..min(stock, 20), owner only', async () => {
    const product = await createProduct(t.db, {}, { stock: 30, name: 'Bread' });
    const added = (await call(t, 'POST', '/api/cart/create', shopper, { productId: product.id })).json().data;
    const update = (qty: number, who = shopper) =>
      call(t, 'PUT', '/api/cart/update-qty', who, { _id: added._id, qty });
    const res = await update(20);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: added._id, quantity: 20 });
    expect((await update(21)).json()).toMatchObject({ message: 'You can buy at most 20 of Bread' });
    expect((await update(21)).statusCode).toBe(422);
    expect((await update(0)).statusCode).toBe(400);
    expect((await update(2, other)).statusCode).toBe(404);

    const scarce = await createProduct(t.db, {}, { stock: 2, name: 'Paneer' });
    const line = (await call(t, 'POST', '/api/cart/create', shopper, { productId: scarce.id })).json().data;
    const beyond = await call(t, 'PUT', '/api/cart/update-qty', shopper, { _id: line._id, qty: 3 });
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json().message).toBe('Only 2 of Paneer left in stock');
  });

  it("deletes the caller's item with 'Item remove'; others get 404", async () => {
    const product = await createProduct(t.db);
    const added = (await call(t, 'POST', '/api/cart/create', shopper, { productId: product.id })).json().data;
    expect(
      (await call(t, 'DELETE', '/api/cart/delete-cart-item', other, { _id: added._id })).statusCode,
    ).toBe(404);
    const res = await call(t, 'DELETE', '/api/cart/delete-cart-item', shopper, { _id: added._id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Item remove' });
    expect(
      (await call(t, 'DELETE', '/api/cart/delete-cart-item', shopper, { _id: added._id })).statusCode,
    ).toBe(404);
  });

  it('merges a guest cart: quantities add up, capped by stock and 20; unknown and sold-out skipped', async () => {
    const buyer = await loginAs(t);
    const rice = await createProduct(t.db, {}, { stock: 5 });
    const eggs = await createProduct(t.db, {}, { stock: 50 });
    const chips = await createProduct(t.db, {}, { stock: 50 });
    const gone = await createProduct(t.db, {}, { stock: 0 });
    await fillCart(t, buyer, [{ productId: rice.id, quantity: 2 }]);
    const res = await call(t, 'POST', '/api/cart/merge', buyer, {
      items: [
        { productId: rice.id, quantity: 4 },
        { productId: eggs.id, quantity: 25 },
        { productId: chips.id, quantity: 3 },
        { productId: gone.id, quantity: 1 },
        { productId: 'ffffffffffffffffffffffff', quantity: 1 },
        { productId: 'junk', quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const quantities = Object.fromEntries(
      res
        .json()
        .data.map((item: { productId: { _id: string }; quantity: number }) => [
          item.productId._id,
          item.quantity,
        ]),
    );
    expect(quantities).toEqual({ [rice.id]: 5, [eggs.id]: 20, [chips.id]: 3 });
  });

  const newProducts = (count: number, overrides = {}) =>
    Promise.all(Array.from({ length: count }, () => createProduct(t.db, {}, { stock: 30, ...overrides })));

  it('holds at most 100 different products, even against parallel adds', async () => {
    const buyer = await loginAs(t);
    const products = await newProducts(104);
    await fillCart(
      t,
      buyer,
      products.slice(0, 97).map((product) => ({ productId: product.id, quantity: 1 })),
    );
    const adds = await Promise.all(
      products
        .slice(97)
        .map((product) => call(t, 'POST', '/api/cart/create', buyer, { productId: product.id })),
    );
    expect(adds.map((res) => res.statusCode).sort()).toEqual([201, 201, 201, 422, 422, 422, 422]);
    expect(adds.find((res) => res.statusCode === 422)!.json()).toEqual({
      success: false,
      error: true,
      message: 'Your cart can hold up to 100 different products; remove one to add another',
    });
    expect(await cartOf(t, buyer)).toHaveLength(100);
  });

  it('merges a guest cart up to 100 products, keeping its first ones; quantities still add up', async () => {
    const buyer = await loginAs(t);
    const [kept, ...rest] = await newProducts(101);
    await fillCart(
      t,
      buyer,
      [kept!, ...rest.slice(0, 97)].map((product) => ({ productId: product.id, quantity: 1 })),
    );
    const [first, second, third] = rest.slice(97);
    const res = await call(t, 'POST', '/api/cart/merge', buyer, {
      items: [
        { productId: first!.id, quantity: 1 },
        { productId: kept!.id, quantity: 2 },
        { productId: second!.id, quantity: 1 },
        { productId: third!.id, quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const lines = new Map((await cartOf(t, buyer)).map((line) => [line.productId, line.quantity]));
    expect(lines.size).toBe(100);
    expect(lines.get(kept!.id)).toBe(3);
    expect(lines.has(first!.id) && lines.has(second!.id)).toBe(true);
    expect(lines.has(third!.id)).toBe(false);
  });

  it('places an order for the fullest cart at the highest price: its total fits', async () => {
    const buyer = await loginAs(t);
    const products = await newProducts(100, { price: 100_000, discount: 0, stock: 20 });
    await fillCart(
      t,
      buyer,
      products.map((product) => ({ productId: product.id, quantity: 20 })),
    );
    const addressId = await addAddress(t, buyer);
    const res = await call(t, 'POST', '/api/order/cash-on-delivery', buyer, { addressId });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject([{ totalAmt: 200_000_000, subTotalAmt: 200_000_000 }]);
  });
});
