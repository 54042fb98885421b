import { execFileSync } from 'node:child_process';
import { eq, like } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, TEST_PASSWORD } from '../../../test/factories';
import { type RedisProcess, startRedis } from '../../../test/redis-process';
import { randomIp, uniqueEmail } from '../../../test/user-test-helpers';
import { rateLimits } from '../../db/schema';
import { ACCOUNT_LIMITS } from './account-limits';

function expectLimited(res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({
    success: false,
    error: true,
    message: expect.stringMatching(/^Too many attempts/),
  });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

const { login, forgotPassword } = ACCOUNT_LIMITS;

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
    const wrongLogins = async (email: string, ip: string, times: number) => {
      for (let i = 0; i < times; i++) {
        expect((await call('POST', 'login', { email, password: 'wrong password' }, ip)).statusCode).toBe(400);
      }
    };

    it('locks out the client that guessed wrong, never the owner on another client', async () => {
      const user = await createUser(t.db);
      const attacker = randomIp();
      await wrongLogins(user.email, attacker, login.perAccount.perClient.max);
      // Even the right password from the guessing client waits out its window.
      expectLimited(
        await call('POST', 'login', { email: user.email.toUpperCase(), password: TEST_PASSWORD }, attacker),
      );
      const owner = await call('POST', 'login', { email: user.email, password: TEST_PASSWORD });
      expect(owner.statusCode).toBe(200);
    });

    it('an account under attack allows each new client only a few guesses, and the owner still gets in', async () => {
      const user = await createUser(t.db);
      const { perClient, overall, underAttack } = login.perAccount;
      for (let failures = 0; failures < overall.max; failures += perClient.max) {
        await wrongLogins(user.email, randomIp(), Math.min(perClient.max, overall.max - failures));
      }
      const newAttacker = randomIp();
      await wrongLogins(user.email, newAttacker, underAttack);
      expectLimited(
        await call('POST', 'login', { email: user.email, password: 'wrong password' }, newAttacker),
      );
      // The owner on a client that has not failed, even after a typo.
      const owner = randomIp();
      await wrongLogins(user.email, owner, 1);
      expect(
        (await call('POST', 'login', { email: user.email, password: TEST_PASSWORD }, owner)).statusCode,
      ).toBe(200);
    });

    it('limits logins per address across accounts', async () => {
      const ip = randomIp();
      for (let i = 0; i < login.perIp.max; i++) {
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

    it("limits a client's otp mails without blocking the owner's reset", async () => {
      const user = await createUser(t.db);
      const attacker = randomIp();
      for (let i = 0; i < forgotPassword.perAccount.perClient.max; i++) {
        expect((await call('PUT', 'forgot-password', { email: user.email }, attacker)).statusCode).toBe(200);
      }
      expectLimited(await call('PUT', 'forgot-password', { email: user.email }, attacker));
      expect((await call('PUT', 'forgot-password', { email: user.email })).statusCode).toBe(200);
    });

    it('caps the mails an account under attack receives: each new client may ask once', async () => {
      const user = await createUser(t.db);
      const { perClient, overall } = forgotPassword.perAccount;
      for (let asked = 0; asked < overall.max; asked += perClient.max) {
        const ip = randomIp();
        for (let i = 0; i < Math.min(perClient.max, overall.max - asked); i++) {
          await call('PUT', 'forgot-password', { email: user.email }, ip);
        }
      }
      const owner = randomIp();
      expect((await call('PUT', 'forgot-password', { email: user.email }, owner)).statusCode).toBe(200);
      expectLimited(await call('PUT', 'forgot-password', { email: user.email }, owner));
    });

    it('limits otp checks per client', async () => {
      const user = await createUser(t.db);
      const ip = randomIp();
      for (let i = 0; i < ACCOUNT_LIMITS.verifyOtp.perAccount.perClient.max; i++) {
        await call('PUT', 'verify-forgot-password-otp', { email: user.email, otp: '000000' }, ip);
      }
      expectLimited(
        await call('PUT', 'verify-forgot-password-otp', { email: user.email, otp: '000000' }, ip),
      );
    });
  });
}

describe('rate limits in the database', () => {
  rateLimitSuite('counters in the rate_limits table', () => buildTestApp());

  it('are shared by every server process on the database (no doubling with WEB_CONCURRENCY)', async () => {
    const first = await buildTestApp();
    const second = await buildTestApp({}, { database: first.database });
    try {
      const user = await createUser(first.db);
      const ip = randomIp();
      const attempt = (t: TestApp) =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/login',
          remoteAddress: ip,
          payload: { email: user.email, password: 'wrong password' },
        });
      const max = login.perAccount.perClient.max;
      for (let i = 0; i < max; i++) expect((await attempt(i % 2 ? first : second)).statusCode).toBe(400);
      expectLimited(await attempt(first));
      expectLimited(await attempt(second));
      const rows = await first.db
        .select()
        .from(rateLimits)
        .where(like(rateLimits.key, `%${user.email}%`));
      expect(rows.length).toBeGreaterThan(0);
      const [client] = await first.db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, `-login:client:${user.email}:${ip}`));
      expect(client?.hits).toBe(max);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

const hasRedis = (() => {
  try {
    execFileSync('redis-server', ['--version']);
    return true;
  } catch {
    return false;
  }
})();

describe.runIf(hasRedis || process.env.CI)('rate limits shared through Redis', () => {
  let redis: RedisProcess;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(() => redis?.stop());

  rateLimitSuite('through Redis', () => buildTestApp({ REDIS_URL: `redis://127.0.0.1:${redis.port}` }));

  it('keeps the counters in Redis', async () => {
    const client = new Redis(redis.port, '127.0.0.1');
    try {
      const keys = await client.keys('kirana-rl:*');
      expect(keys.some((key) => key.includes('login:client:'))).toBe(true);
    } finally {
      await client.quit();
    }
  });
});
