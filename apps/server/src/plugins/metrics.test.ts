import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createCatalogue, createProduct, loginAs, type Session } from '../../test/factories';
import { addAddress, call, fillCart } from '../../test/order-test-helpers';
import { labelValues, sampleValue } from '../../test/prometheus-text';
import { UNMATCHED_ROUTE } from '../metrics/http-metrics';
import { startMetricsServer } from '../metrics/metrics-server';

const TOKEN = 'metrics-token-0123456789';
const bearer = { authorization: `Bearer ${TOKEN}` };
const REQUESTS = 'kirana_http_request_duration_seconds_count';

describe('GET /metrics with METRICS_TOKEN (on the public port)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({ url: '/metrics', headers: bearer });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  /** How much `name{labels}` grew while `action` ran (a missing sample counts as 0). */
  const growth = async (name: string, labels: Record<string, string>, action: () => Promise<unknown>) => {
    const before = sampleValue(await scrape(), name, labels) ?? 0;
    await action();
    return (sampleValue(await scrape(), name, labels) ?? 0) - before;
  };

  it('answers 401 in the error envelope without the token, with a wrong one or without "Bearer"', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
      const res = await t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        error: true,
        message: 'A valid metrics token is required',
      });
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('answers the Prometheus text format with the process defaults', async () => {
    const res = await t.app.inject({ url: '/metrics', headers: bearer });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toContain('# TYPE kirana_http_request_duration_seconds histogram');
    expect(sampleValue(res.body, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sampleValue(res.body, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('times each request under its route pattern, method and status, never its URL', async () => {
    const health = { route: '/api/health', method: 'GET', status_code: '200' };
    expect(await growth(REQUESTS, health, () => t.app.inject({ url: '/api/health' }))).toBe(1);

    const page = { route: '/api/payment/test-checkout/:sessionId', method: 'GET', status_code: '404' };
    const sessionId = `cs_test_${'ab'.repeat(12)}`;
    const unknownSession = async () =>
      expect((await t.app.inject({ url: `/api/payment/test-checkout/${sessionId}` })).statusCode).toBe(404);
    expect(await growth(REQUESTS, page, unknownSession)).toBe(1);
    const text = await scrape();
    expect(text).not.toContain(sessionId);
    expect(sampleValue(text, 'kirana_http_request_duration_seconds_bucket', { ...health, le: '+Inf' })).toBe(
      sampleValue(text, REQUESTS, health),
    );
  });

  it('counts URLs that match no route under one label, so they cannot add series', async () => {
    const unmatched = { route: UNMATCHED_ROUTE, method: 'GET', status_code: '404' };
    const urls = ['/api/nope-1', '/api/nope-2?x=1', '/nope-3/deeper'];
    const grew = await growth(REQUESTS, unmatched, async () => {
      for (const url of urls) expect((await t.app.inject({ url })).statusCode).toBe(404);
    });
    expect(grew).toBe(urls.length);
    const routes = labelValues(await scrape(), REQUESTS, 'route');
    expect(routes.filter((route) => route.includes('nope'))).toEqual([]);
    expect(routes).toContain(UNMATCHED_ROUTE);
  });

  it('counts catalogue cache misses, hits and evictions', async () => {
    const { product } = await createCatalogue(t.db, { name: 'Counted Ghee' });
    const details = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/product/get-product-details',
        payload: { productId: product.id },
      });
    expect(await growth('kirana_catalogue_cache_misses_total', {}, details)).toBe(1);
    expect(await growth('kirana_catalogue_cache_hits_total', {}, details)).toBe(1);
    const kept = t.app.catalogueCache.size;
    expect(kept).toBeGreaterThan(0);
    const clear = async () => t.app.catalogueCache.clear();
    expect(await growth('kirana_catalogue_cache_evictions_total', { reason: 'change' }, clear)).toBe(kept);
    expect(sampleValue(await scrape(), 'kirana_catalogue_cache_entries')).toBe(0);
  });

  it('says which search indexes are held current: none until a search asks, then each once read', async () => {
    const current = async (index: string) =>
      sampleValue(await scrape(), 'kirana_search_index_current', { index });
    const { postings, unpublished, productSuggestions } = t.app.deps;
    expect(await current('postings')).toBe(0);
    expect(await current('unpublished')).toBe(0);
    expect(await current('suggestions')).toBe(0);
    // What a broad search and a suggestion ask for (a catalogue this small has neither).
    postings.current();
    await postings.settled();
    expect(await current('postings')).toBe(1);
    expect(await current('unpublished')).toBe(0);
    expect(await current('suggestions')).toBe(0);
    // What an admin's search asks for besides.
    unpublished.current();
    await unpublished.settled();
    expect(await current('unpublished')).toBe(1);
    // How its read ended, and how long it took.
    const text = await scrape();
    const reads = (outcome: string) =>
      sampleValue(text, 'kirana_search_index_reads_total', { index: 'postings', outcome });
    expect(['built', 'overtaken', 'failed', 'none'].map(reads)).toEqual([1, 0, 0, 0]);
    expect(sampleValue(text, 'kirana_search_index_read_seconds', { index: 'postings' })).toBeGreaterThan(0);
    expect(sampleValue(text, 'kirana_search_index_read_seconds', { index: 'suggestions' })).toBe(0);
    await productSuggestions.current();
    await productSuggestions.settled();
    expect(await current('suggestions')).toBe(1);
    // A catalogue change leaves both behind until they are read again.
    await createProduct(t.db, {}, { name: 'Indexed Dal' });
    await vi.waitFor(async () => {
      expect(await current('postings')).toBe(0);
      expect(await current('suggestions')).toBe(0);
    });
  });

  it("counts searches' plans and rankings found kept or worked out", async () => {
    const { postings } = t.app.deps;
    await createProduct(t.db, {}, { name: 'Kept Basmati Rice', description: '' });
    await createProduct(t.db, {}, { name: 'Kept Brown Rice', description: '' });
    await vi.waitFor(
      async () => {
        postings.current();
        await postings.settled();
        if (!postings.current()) throw new Error('postings index not read yet');
      },
      { timeout: 20_000 },
    );
    const search = (page: number) => () =>
      t.app.inject({
        method: 'POST',
        url: '/api/product/get',
        payload: { search: 'kept rice', page, limit: 1 },
      });
    const count = (kept: string, outcome: string, action: () => Promise<unknown>) =>
      growth('kirana_recent_searches_total', { kept, outcome }, action);
    expect(await count('plans', 'miss', search(1))).toBe(1);
    expect(await count('rankings', 'miss', search(1))).toBe(0);
    // The second page: the same plan and ranking, its row read.
    expect(await count('plans', 'hit', search(2))).toBe(1);
    expect(await count('rankings', 'hit', search(3))).toBe(1);
  });

  async function shopperWithCart(): Promise<{ session: Session; addressId: string }> {
    const session = await loginAs(t);
    const addressId = await addAddress(t, session);
    const product = await createProduct(t.db, {}, { stock: 10, price: 100, name: 'Counted Dal' });
    await fillCart(t, session, [{ productId: product.id, quantity: 1 }]);
    return { session, addressId };
  }

  it('counts an order placed by cash on delivery, and the mail it queued in the outbox depth', async () => {
    await t.deliverMail();
    expect(sampleValue(await scrape(), 'kirana_mail_outbox_depth')).toBe(0);
    const { session, addressId } = await shopperWithCart();
    const placed = await growth('kirana_orders_placed_total', { payment_method: 'COD' }, async () => {
      const res = await call(t, 'POST', '/api/order/cash-on-delivery', session, { addressId });
      expect(res.statusCode).toBe(200);
    });
    expect(placed).toBe(1);
    // Counted in the database at scrape time: the order's mail waits until delivered.
    expect(sampleValue(await scrape(), 'kirana_mail_outbox_depth')).toBe(1);
    await t.deliverMail();
    expect(sampleValue(await scrape(), 'kirana_mail_outbox_depth')).toBe(0);
  });

  it('counts a card payment, and its order once paid', async () => {
    const { session, addressId } = await shopperWithCart();
    const checkout = (await call(t, 'POST', '/api/order/checkout', session, { addressId })).json();
    const cookie = `accessToken=${session.headers.authorization.slice('Bearer '.length)}`;
    const pay = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/payment/test-checkout/${checkout.id}/pay`,
        headers: { cookie },
      });
    const before = await scrape();
    expect((await pay()).statusCode).toBe(303);
    await pay(); // the same session paid twice changes nothing
    const after = await scrape();
    const grew = (name: string, labels: Record<string, string>) =>
      (sampleValue(after, name, labels) ?? 0) - (sampleValue(before, name, labels) ?? 0);
    expect(grew('kirana_orders_placed_total', { payment_method: 'CARD' })).toBe(1);
    expect(grew('kirana_payment_outcomes_total', { outcome: 'paid' })).toBe(1);
    expect(grew('kirana_payment_outcomes_total', { outcome: 'expired' })).toBe(0);
  });

  it('counts a card checkout given up as expired', async () => {
    const { session, addressId } = await shopperWithCart();
    const checkout = (await call(t, 'POST', '/api/order/checkout', session, { addressId })).json();
    const cookie = `accessToken=${session.headers.authorization.slice('Bearer '.length)}`;
    const cancel = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/payment/test-checkout/${checkout.id}/cancel`,
        headers: { cookie },
      });
    expect(await growth('kirana_payment_outcomes_total', { outcome: 'expired' }, cancel)).toBe(1);
  });

  it('times database statements, and shows the PostgreSQL pools', async () => {
    const pool = t.database.kind === 'postgres' ? 'main' : 'embedded';
    const statements = await growth('kirana_db_query_duration_seconds_count', { pool }, () =>
      t.app.inject({ url: '/api/health' }),
    );
    expect(statements).toBeGreaterThanOrEqual(1);
    const text = await scrape();
    if (t.database.kind === 'postgres') {
      expect(sampleValue(text, 'kirana_db_pool_max_connections', { pool: 'main' })).toBe(20);
      expect(sampleValue(text, 'kirana_db_pool_max_connections', { pool: 'reads' })).toBe(20);
      expect(sampleValue(text, 'kirana_db_pool_connections', { pool: 'main' })).toBeGreaterThan(0);
      expect(sampleValue(text, 'kirana_db_pool_waiting_requests', { pool: 'main' })).toBe(0);
    } else {
      expect(text).not.toContain('kirana_db_pool_connections');
    }
  });

  it('is left out of the OpenAPI document, like every route outside the API', () => {
    expect(Object.keys(t.app.swagger().paths ?? {})).not.toContain('/metrics');
  });
});

describe('without METRICS_TOKEN or METRICS_PORT', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('has no /metrics route and collects nothing', async () => {
    const res = await t.app.inject({ url: '/metrics', headers: bearer });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('kirana_');
    expect(t.app.metrics).toBeUndefined();
  });
});

describe('METRICS_PORT: a server of its own', () => {
  let t: TestApp;
  let base: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    t = await buildTestApp({ METRICS_PORT: '9464', METRICS_TOKEN: TOKEN });
    // main.ts starts it on METRICS_PORT; here on any free port.
    const server = await startMetricsServer({
      host: '127.0.0.1',
      port: 0,
      token: TOKEN,
      collect: t.app.metrics!.collect,
      logLevel: 'silent',
    });
    const { port } = server.server.address() as { port: number };
    base = `http://127.0.0.1:${port}`;
    close = () => server.close();
  });
  afterAll(async () => {
    await close();
    await t.close();
  });

  it('serves /metrics there over HTTP, with the token, and never on the public port', async () => {
    expect((await t.app.inject({ url: '/metrics', headers: bearer })).statusCode).toBe(404);
    await t.app.inject({ url: '/api/health' });

    const refused = await fetch(`${base}/metrics`);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ success: false, error: true });

    const res = await fetch(`${base}/metrics`, { headers: bearer });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(sampleValue(text, REQUESTS, { route: '/api/health', status_code: '200' })).toBe(1);
    expect(sampleValue(text, 'kirana_mail_outbox_depth')).toBe(0);

    const other = await fetch(`${base}/api/health`, { headers: bearer });
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ success: false, error: true });
  });
});
