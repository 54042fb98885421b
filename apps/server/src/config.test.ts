import { describe, expect, it } from 'vitest';
import { loadConfig, paymentWarning } from './config';

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      publicUrl: 'http://localhost:3000',
      seedDemo: true,
      logLevel: 'info',
      payment: { provider: 'test' },
    });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ FRONTEND_URL: 'https://ok.example,not a url' })).toThrow(/FRONTEND_URL/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD: must be at least 8/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'x'.repeat(129) })).toThrow(
      /ADMIN_PASSWORD: must be at most 128 characters/,
    );
  });

  it('requires real secrets in production and a key for Stripe', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_ACCESS_SECRET/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' }).payment.provider).toBe('stripe');
  });

  it('takes no card payments in production without Stripe, unless the test provider is named', () => {
    const secrets = { JWT_ACCESS_SECRET: 'a'.repeat(32), JWT_REFRESH_SECRET: 'b'.repeat(32) };
    const production = { NODE_ENV: 'production', ...secrets };
    expect(loadConfig(production).payment.provider).toBe('none');
    expect(paymentWarning(loadConfig(production))).toBeUndefined();
    expect(loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_live_x' }).payment.provider).toBe('stripe');
    expect(loadConfig({ NODE_ENV: 'development' }).payment.provider).toBe('test');
    expect(loadConfig({ NODE_ENV: 'test' }).payment.provider).toBe('test');
    expect(loadConfig({ PAYMENT_PROVIDER: 'none' }).payment.provider).toBe('none');

    const named = loadConfig({ ...production, PAYMENT_PROVIDER: 'test' });
    expect(named.payment.provider).toBe('test');
    expect(paymentWarning(named)).toMatch(/PAYMENT_PROVIDER=test in production: .*without paying/);
    expect(paymentWarning(loadConfig({}))).toBeUndefined();
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
  });

  it('trusts no proxy unless told', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.2']);
  });

  it('turns metrics on with a token or a port of their own, and only then', () => {
    expect(loadConfig({}).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: ' a-long-enough-token \n' }).metrics).toEqual({
      token: 'a-long-enough-token',
      port: undefined,
      host: '127.0.0.1',
    });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({
      token: undefined,
      port: 9464,
      host: '0.0.0.0',
    });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16/);
    expect(() => loadConfig({ METRICS_PORT: 'x' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(
      /METRICS_PORT: must differ from PORT/,
    );
  });

  it('treats empty values as unset and splits FRONTEND_URL', () => {
    const config = loadConfig({ PORT: '', FRONTEND_URL: 'http://a.example/, http://b.example' });
    expect(config.port).toBe(3000);
    expect(config.corsOrigins).toEqual(['http://a.example', 'http://b.example']);
  });
});
