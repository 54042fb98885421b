import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, TEST_PASSWORD } from '../../../test/factories';
import { ACCOUNT_LIMITS } from './user.routes';
import { randomIp, uniqueEmail } from './user-test-helpers';

function expectLimited(res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({
    success: false,
    error: true,
    message: expect.stringMatching(/^Too many attempts/),
  });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

/** The same checks against whichever counter store the app was built with. */
function rateLimitSuite(name: string, build: () => Promise<TestApp>) {
  describe(name, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await build();
    });
    afterAll(() => t?.close());

    const call = (method: 'POST' | 'PUT', path: string, payload: object, remoteAddress = randomIp()) =>
      t.app.inject({ method, url: `/api/user/${path}`, remoteAddress, payload });

    it('limits logins per account across addresses, with Retry-After', async () => {
      const user = await createUser(t.db);
      for (let i = 0; i < ACCOUNT_LIMITS.login.perAccount.max; i++) {
        expect(
          (await call('POST', 'login', { email: user.email, password: 'wrong password' })).statusCode,
        ).toBe(400);
      }
      expectLimited(
        await call('POST', 'login', { email: user.email.toUpperCase(), password: TEST_PASSWORD }),
      );
      // Another account is not affected.
      const other = await createUser(t.db);
      expect((await call('POST', 'login', { email: other.email, password: TEST_PASSWORD })).statusCode).toBe(
        200,
      );
    });

    it('limits logins per address across accounts', async () => {
      const ip = randomIp();
      for (let i = 0; i < ACCOUNT_LIMITS.login.perIp.max; i++) {
        await call('POST', 'login', { email: uniqueEmail('spray'), password: 'wrong password' }, ip);
      }
      expectLimited(
        await call('POST', 'login', { email: uniqueEmail('spray'), password: 'wrong password' }, ip),
      );
      expect((await call('POST', 'login', { email: uniqueEmail('spray'), password: 'x' })).statusCode).toBe(
        400,
      );
    });

    it('counts registrations per address before the body is validated', async () => {
      const ip = randomIp();
      for (let i = 0; i < ACCOUNT_LIMITS.register.perIp.max; i++) {
        expect((await call('POST', 'register', { name: 'x' }, ip)).statusCode).toBe(400);
      }
      expectLimited(await call('POST', 'register', { name: 'x' }, ip));
    });

    it('limits otp mails and otp checks per account', async () => {
      const user = await createUser(t.db);
      for (let i = 0; i < ACCOUNT_LIMITS.forgotPassword.perAccount.max; i++) {
        expect((await call('PUT', 'forgot-password', { email: user.email })).statusCode).toBe(200);
      }
      expectLimited(await call('PUT', 'forgot-password', { email: user.email }));
      for (let i = 0; i < ACCOUNT_LIMITS.verifyOtp.perAccount.max; i++) {
        await call('PUT', 'verify-forgot-password-otp', { email: user.email, otp: '000000' });
      }
      expectLimited(await call('PUT', 'verify-forgot-password-otp', { email: user.email, otp: '000000' }));
    });
  });
}

rateLimitSuite('rate limits (in-process counters)', () => buildTestApp());

const hasRedis = (() => {
  try {
    execFileSync('redis-server', ['--version']);
    return true;
  } catch {
    return false;
  }
})();

async function waitForPort(port: number): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => resolve(true)).on('error', () => resolve(false));
      socket.unref();
      setTimeout(() => socket.destroy(), 200);
    });
    if (open) return;
    await sleep(50);
  }
  throw new Error(`nothing listens on port ${port}`);
}

describe.runIf(hasRedis)('rate limits shared through Redis', () => {
  const port = randomInt(20_000, 40_000);
  let server: ChildProcess;
  beforeAll(async () => {
    server = spawn('redis-server', [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ]);
    await waitForPort(port);
  });
  afterAll(() => {
    server?.kill();
  });

  rateLimitSuite('through Redis', () => buildTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` }));

  it('keeps the counters in Redis', async () => {
    const redis = new Redis(port, '127.0.0.1');
    try {
      const keys = await redis.keys('kirana-rl:*');
      expect(keys.some((key) => key.includes('login:account:'))).toBe(true);
    } finally {
      await redis.quit();
    }
  });
});
