import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { loginAs, type Session } from '../../../test/factories';
import { call, VALID_ADDRESS } from '../../../test/order-test-helpers';
import { addresses } from '../../db/schema';

const { address_line: _line, ...rest } = VALID_ADDRESS;

describe('/api/address', () => {
  let t: TestApp;
  let shopper: Session;
  let other: Session;
  beforeAll(async () => {
    t = await buildTestApp();
    shopper = await loginAs(t);
    other = await loginAs(t);
  });
  afterAll(() => t.close());

  const create = (body: object, who = shopper) => call(t, 'POST', '/api/address/create', who, body);

  it('creates a trimmed address; mobile tolerates spaces and +91; numbers are accepted as text', async () => {
    const res = await create({
      ...VALID_ADDRESS,
      city: '  Pune ',
      mobile: '+91 98765 43210',
      pincode: 411001,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      data: {
        ...VALID_ADDRESS,
        city: 'Pune',
        mobile: '9876543210',
        pincode: '411001',
        status: true,
        userId: shopper.userId,
      },
    });
    expect(res.json().data._id).toMatch(/^[0-9a-f]{24}$/);
  });

  it.each([
    [{ pincode: '5600' }, 'pincode: must be 6 digits'],
    [{ pincode: '56000a' }, 'pincode: must be 6 digits'],
    [{ mobile: '98765' }, 'mobile: must be a 10-digit mobile number'],
    [{ city: '   ' }, 'city: is required'],
    [{ state: undefined }, 'state is required'],
  ])('refuses %o with a clear message', async (change, message) => {
    const res = await create({ ...VALID_ADDRESS, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: true, message });
  });

  it.each([
    [
      'a 251-character address_line',
      { address_line: 'x'.repeat(251) },
      'address_line: must be at most 250 characters',
    ],
    [
      'a 900 KB address_line',
      { address_line: 'x'.repeat(900 * 1024) },
      'address_line: must be at most 250 characters',
    ],
    ['a 101-character city', { city: 'x'.repeat(101) }, 'city: must be at most 100 characters'],
    ['a 101-character state', { state: 'x'.repeat(101) }, 'state: must be at most 100 characters'],
    ['a 101-character country', { country: 'x'.repeat(101) }, 'country: must be at most 100 characters'],
  ])('refuses %s', async (_, change, message) => {
    const res = await create({ ...VALID_ADDRESS, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: true, message });
  });

  it('lists own addresses only, disabled ones included; disable says Address Remove', async () => {
    const id = (await create(VALID_ADDRESS)).json().data._id;
    expect((await call(t, 'DELETE', '/api/address/disable', other, { _id: id })).statusCode).toBe(404);
    const res = await call(t, 'DELETE', '/api/address/disable', shopper, { _id: id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Address Remove',
      data: { _id: id, status: false },
    });
    const list = (await call(t, 'GET', '/api/address/get', shopper)).json().data;
    expect(list.find((a: { _id: string }) => a._id === id)).toMatchObject({ status: false });
    expect(list.every((a: { userId: string }) => a.userId === shopper.userId)).toBe(true);
    expect((await call(t, 'GET', '/api/address/get', other)).json().data).toEqual([]);
  });

  it('updates own addresses only, validating what is sent', async () => {
    const id = (await create(VALID_ADDRESS)).json().data._id;
    const update = (body: object, who = shopper) =>
      call(t, 'PUT', '/api/address/update', who, { _id: id, ...body });
    const res = await update({ userId: other.userId, city: ' Mysuru ', pincode: '570001' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      city: 'Mysuru',
      pincode: '570001',
      userId: shopper.userId,
      mobile: VALID_ADDRESS.mobile,
    });
    expect((await update({ pincode: '1' })).statusCode).toBe(400);
    expect((await update({ city: 'Elsewhere' }, other)).statusCode).toBe(404);
    expect(
      (await call(t, 'PUT', '/api/address/update', shopper, { _id: 'nope', city: 'X' })).statusCode,
    ).toBe(404);
    expect((await call(t, 'GET', '/api/address/get')).statusCode).toBe(401);
  });

  it('caps the fields of an update and its id', async () => {
    const id = (await create(VALID_ADDRESS)).json().data._id;
    const long = await call(t, 'PUT', '/api/address/update', shopper, { _id: id, city: 'x'.repeat(101) });
    expect(long.json()).toEqual({
      success: false,
      error: true,
      message: 'city: must be at most 100 characters',
    });
    const badId = await call(t, 'DELETE', '/api/address/disable', shopper, { _id: 'f'.repeat(65) });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe('_id: must be at most 64 characters');
  });

  const activeCount = async (who: Session) =>
    (await t.db.select().from(addresses).where(eq(addresses.userId, who.userId))).filter((a) => a.status)
      .length;

  it('keeps at most 20 active addresses; removing one makes room', async () => {
    const who = await loginAs(t);
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await create({ ...VALID_ADDRESS, address_line: `${i + 1} MG Road` }, who);
      expect(res.statusCode).toBe(201);
      ids.push(res.json().data._id);
    }
    const full = await create(VALID_ADDRESS, who);
    expect(full.statusCode).toBe(422);
    expect(full.json()).toEqual({
      success: false,
      error: true,
      message: 'You can save up to 20 addresses; remove one to add another',
    });
    await call(t, 'DELETE', '/api/address/disable', who, { _id: ids[0] });
    expect((await create(VALID_ADDRESS, who)).statusCode).toBe(201);
    expect(await activeCount(who)).toBe(20);
  });

  it('holds the cap under parallel requests', async () => {
    const who = await loginAs(t);
    await t.db
      .insert(addresses)
      .values(Array.from({ length: 15 }, () => ({ userId: who.userId, addressLine: '1 MG Road', ...rest })));
    const results = await Promise.all(Array.from({ length: 10 }, () => create(VALID_ADDRESS, who)));
    const codes = results.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 201, 201, 422, 422, 422, 422, 422]);
    expect(await activeCount(who)).toBe(20);
  });

  it('stops an add-and-remove loop at 100 addresses kept', async () => {
    const who = await loginAs(t);
    await t.db.insert(addresses).values(
      Array.from({ length: 100 }, () => ({
        userId: who.userId,
        addressLine: '1 MG Road',
        ...rest,
        status: false,
      })),
    );
    const res = await create(VALID_ADDRESS, who);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'You have added and removed 100 addresses; edit one of your saved addresses instead',
    );
  });

  it('describes the buying calls in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/address/create',
      '/api/cart/merge',
      '/api/order/checkout',
      '/api/order/admin/status',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
