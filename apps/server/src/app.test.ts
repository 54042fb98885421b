import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

describe('server core', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webDir = await mkdtemp(path.join(tmpdir(), 'kirana-web-'));
    await mkdir(path.join(webDir, 'assets'));
    await writeFile(
      path.join(webDir, 'index.html'),
      '<!doctype html><title>Kirana</title><div id="root"></div>',
    );
    await writeFile(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    t = await buildTestApp({ FRONTEND_URL: 'https://old-client.example' }, { webDir });
  });
  afterAll(() => t.close());

  it('reports database reachability at /api/health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, error: false, data: { status: 'ok', database: 'up' } });
  });

  it('answers unknown API routes with the error envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      error: true,
      message: expect.stringContaining('/api/nope'),
    });
  });

  it('sets security headers and a request id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS and upgrade-insecure-requests when the store is served over https', async () => {
    const https = await buildTestApp({ PUBLIC_URL: 'https://shop.example' });
    try {
      const res = await https.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await https.close();
    }
  });

  it('allows credentialed CORS for FRONTEND_URL only', async () => {
    const allowed = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: { origin: 'https://old-client.example', 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://old-client.example');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses bodies over the limit and broken JSON with the envelope', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ pad: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ success: false, error: true });
  });

  it('serves the web app: hashed assets cached forever, client routes fall back to index.html', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await t.app.inject({ method: 'GET', url: '/product/Toned-Milk-65a1b2c3d4e5f60718293a4b' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<div id="root">');
    const missingAsset = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missingAsset.statusCode).toBe(404);
  });

  // A scraper pointed at the public port while metrics are served elsewhere (or not at all) must fail
  // plainly, not read the storefront's HTML as a 200.
  it('never answers /metrics with the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: true });
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/health');
  });

  it('compresses an answer as it is sent, brotli to a browser and gzip to a gzip-only client', async () => {
    const docs = (encoding: string) =>
      t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': encoding } });
    const plain = await docs('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const browser = await docs('gzip, deflate, br, zstd');
    expect(browser.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(browser.rawPayload).toString()).toBe(plain.body);
    const gzipOnly = await docs('gzip');
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipOnly.rawPayload).toString()).toBe(plain.body);
    // Compressed fast, yet still a fraction of the text.
    expect(browser.rawPayload.length).toBeLessThan(plain.body.length / 4);
    expect(gzipOnly.rawPayload.length).toBeLessThan(plain.body.length / 4);
  });
});
