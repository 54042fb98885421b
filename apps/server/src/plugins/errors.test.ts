import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from '../http/http-error';
import { errorsPlugin } from './errors';

async function appWithRoutes() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  app.post(
    '/thing',
    {
      schema: {
        body: z.object({
          name: z.string().min(1),
          price: z.number().min(0),
          tags: z.array(z.string(), { error: 'must be a list of tags' }).optional(),
        }),
      },
    },
    async () => ({
      ok: true,
    }),
  );
  app.get('/teapot', async () => {
    throw new HttpError(429, 'Too many attempts', { 'retry-after': '60' });
  });
  app.get('/boom', async () => {
    throw new Error('secret connection string in here');
  });
  return app;
}

describe('error handler', () => {
  it('names the missing or invalid field', async () => {
    const app = await appWithRoutes();
    const missing = await app.inject({ method: 'POST', url: '/thing', payload: { price: 3 } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ success: false, error: true, message: 'name is required' });
    const negative = await app.inject({
      method: 'POST',
      url: '/thing',
      payload: { name: 'Milk', price: -1 },
    });
    expect(negative.json().message).toMatch(/^price: /);
  });

  it('says what a field of the wrong type must be', async () => {
    const app = await appWithRoutes();
    const messages = [];
    for (const payload of [
      { name: ['Milk'], price: 3 },
      { name: 'Milk', price: '3' },
      { name: 7, price: 3 },
    ]) {
      const res = await app.inject({ method: 'POST', url: '/thing', payload });
      expect(res.statusCode).toBe(400);
      messages.push(res.json().message);
    }
    expect(messages).toEqual(['name: must be text', 'price: must be a number', 'name: must be text']);
    const list = await app.inject({ method: 'POST', url: '/thing', payload: [{ name: 'Milk', price: 3 }] });
    expect(list.json().message).toBe('The request body must be an object');
    const own = await app.inject({
      method: 'POST',
      url: '/thing',
      payload: { name: 'Milk', price: 3, tags: 'x' },
    });
    expect(own.json().message).toBe('tags: must be a list of tags');
  });

  it('passes expected failures through with their status and headers', async () => {
    const res = await (await appWithRoutes()).inject({ method: 'GET', url: '/teapot' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('60');
    expect(res.json()).toEqual({ success: false, error: true, message: 'Too many attempts' });
  });

  it('hides the details of a 500', async () => {
    const res = await (await appWithRoutes()).inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.json()).toMatchObject({ success: false, error: true });
  });

  it('explains broken JSON', async () => {
    const res = await (await appWithRoutes()).inject({
      method: 'POST',
      url: '/thing',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON');
  });
});
