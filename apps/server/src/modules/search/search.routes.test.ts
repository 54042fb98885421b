import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createProduct, loginAs, type Session } from '../../../test/factories';

describe('/api/search/synonyms', () => {
  let t: TestApp;
  let admin: Session;
  let shopper: Session;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await loginAs(t, 'ADMIN');
    shopper = await loginAs(t, 'USER');
    await createProduct(t.db, {}, { name: 'Cottage Cheese Block', description: '' });
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers = admin.headers,
  ) => t.app.inject({ method, url: `/api/search/synonyms${url}`, headers, payload });
  const search = async (query: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/product/search-product', payload: { search: query } }))
      .json()
      .data.map((p: { name: string }) => p.name);

  it('lists the seeded groups to admins only', async () => {
    const res = await call('GET', '');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((group: { terms: string[] }) => group.terms)).toEqual(
      expect.arrayContaining([
        ['dahi', 'curd'],
        ['haldi', 'turmeric'],
      ]),
    );
    expect((await call('GET', '', undefined, shopper.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/search/synonyms' })).statusCode).toBe(401);
    expect((await call('POST', '', { terms: ['a', 'b'] }, shopper.headers)).statusCode).toBe(403);
  });

  it('adds, edits and deletes a group, and search follows at once (the cache included)', async () => {
    expect(await search('chhena')).toEqual([]);
    const added = await call('POST', '', { terms: ['  Chhena ', 'COTTAGE   cheese'] });
    expect(added.statusCode).toBe(200);
    const group = added.json().data;
    expect(group.terms).toEqual(['chhena', 'cottage cheese']);
    expect(await search('chhena')).toEqual(['Cottage Cheese Block']);

    const edited = await call('PUT', `/${group._id}`, { terms: ['chenna', 'cottage cheese'] });
    expect(edited.json().data.terms).toEqual(['chenna', 'cottage cheese']);
    expect(await search('chhena')).toEqual([]);
    expect(await search('chenna')).toEqual(['Cottage Cheese Block']);

    expect((await call('DELETE', `/${group._id}`)).json()).toMatchObject({
      success: true,
      data: { _id: group._id },
    });
    expect(await search('chenna')).toEqual([]);
    expect((await call('DELETE', `/${group._id}`)).statusCode).toBe(404);
  });

  it('takes a term whose letters carry signs, and search finds it', async () => {
    const added = await call('POST', '', { terms: ['छेना', 'cottage cheese'] });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.terms).toEqual(['छेना', 'cottage cheese']);
    expect(await search('छेना')).toEqual(['Cottage Cheese Block']);
    expect((await call('DELETE', `/${added.json().data._id}`)).statusCode).toBe(200);
  });

  it.each([
    [{ terms: ['one'] }, 'terms: must hold at least 2 terms'],
    [{ terms: ['a', 'a'] }, 'terms: must not repeat a term'],
    [{ terms: ['ok', 'no<b>'] }, 'terms.1: must be letters, digits and spaces only'],
    [{ terms: ['ok', 'one two three four'] }, 'terms.1: must be at most 3 words'],
    [{ terms: ['ok', 'x'.repeat(61)] }, 'terms.1: must be at most 60 characters'],
    [{ terms: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'terms: must hold at most 20 terms'],
    [{ terms: 'dahi, curd' }, 'terms: must be a list of terms'],
  ])('refuses %j with a message', async (body, message) => {
    const res = await call('POST', '', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: true, message });
  });

  it('refuses a term that is already in another group, naming it', async () => {
    const res = await call('POST', '', { terms: ['yoghurt', 'curd'] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('“curd” is already in the group dahi, curd');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await call('PUT', '/0123456789abcdef01234567', { terms: ['a1', 'b1'] })).statusCode).toBe(404);
    expect((await call('PUT', '/not-an-id', { terms: ['a1', 'b1'] })).statusCode).toBe(404);
  });
});
