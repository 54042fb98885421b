import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { loginAs, type Session } from '../../test/factories';
import { VALID_ADDRESS } from '../../test/order-test-helpers';
import { errorsPlugin } from './errors';
import { nulCharactersPlugin } from './nul-characters';

const envelope = (message: string) => ({ success: false, error: true, message });

describe('NUL characters in requests (PostgreSQL cannot store them)', () => {
  let t: TestApp;
  let shopper: Session;
  let admin: Session;
  beforeAll(async () => {
    t = await buildTestApp();
    shopper = await loginAs(t);
    admin = await loginAs(t, 'ADMIN');
  });
  afterAll(() => t.close());

  const inject = (url: string, who: Session | undefined, payload: object, method: 'POST' | 'PUT' = 'POST') =>
    t.app.inject({ method, url, headers: who?.headers, payload });

  it('refuses one in a JSON field with 400 naming the field, and stores nothing', async () => {
    const res = await inject('/api/address/create', shopper, { ...VALID_ADDRESS, city: 'Pune\u0000' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(envelope('city: must not contain the NUL character (\\u0000)'));
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/address/get', headers: shopper.headers })).json().data,
    ).toEqual([]);
  });

  it('names nested fields and object keys', async () => {
    const product = await inject('/api/product/create', admin, {
      name: 'Milk',
      price: 30,
      more_details: { 'Shelf\u0000life': '2 days' },
    });
    expect(product.statusCode).toBe(400);
    expect(product.json()).toEqual(
      envelope('more_details.Shelf\\u0000life: must not contain the NUL character (\\u0000)'),
    );
    const merge = await inject('/api/cart/merge', shopper, {
      items: [
        { productId: 'ffffffffffffffffffffffff', quantity: 1 },
        { productId: 'a\u0000', quantity: 1 },
      ],
    });
    expect(merge.statusCode).toBe(400);
    expect(merge.json().message).toBe('items.1.productId: must not contain the NUL character (\\u0000)');
  });

  it('refuses one before any account lookup', async () => {
    const login = await inject('/api/user/login', undefined, { email: 'a\u0000@example.com', password: 'x' });
    expect(login.statusCode).toBe(400);
    expect(login.json().message).toBe('email: must not contain the NUL character (\\u0000)');
    const forgot = await inject(
      '/api/user/forgot-password',
      undefined,
      { email: 'someone@example.com\u0000' },
      'PUT',
    );
    expect(forgot.statusCode).toBe(400);
  });

  it('leaves ordinary text alone, other control characters and emoji included', async () => {
    const res = await inject('/api/address/create', shopper, {
      ...VALID_ADDRESS,
      address_line: 'Flat 2\tBlock B 🏠',
    });
    expect(res.statusCode).toBe(201);
  });

  it('checks the query string and URL parameters of every route too', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorsPlugin);
    await app.register(nulCharactersPlugin);
    app.get(
      '/things/:name',
      {
        schema: {
          params: z.object({ name: z.string() }),
          querystring: z.object({ q: z.string().optional() }),
        },
      },
      async (request) => ({ name: request.params.name, q: request.query.q }),
    );
    expect((await app.inject({ url: '/things/milk?q=fresh' })).json()).toEqual({ name: 'milk', q: 'fresh' });
    const query = await app.inject({ url: '/things/milk?q=fr%00esh' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual(envelope('q: must not contain the NUL character (\\u0000)'));
    const param = await app.inject({ url: '/things/mi%00lk' });
    expect(param.statusCode).toBe(400);
    expect(param.json()).toEqual(envelope('name: must not contain the NUL character (\\u0000)'));
    await app.close();
  });
});
