import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { HttpError } from '../http/http-error';
import { deleteEndedCounts } from './rate-limit.repository';
import { databaseRateLimitStore } from './rate-limit-store';

export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * Attempts at one account are counted per client (account + address), so a stranger's guesses lock out the
 * stranger, not the owner. Past `overall` attempts at the account from everywhere it is under attack: each
 * client then gets only `underAttack` attempts, so a guesser needs a new address every few guesses while
 * an owner on a client that has not failed still gets in.
 */
export interface AccountLimits {
  perClient: Limit;
  overall: Limit;
  underAttack: number;
}

export interface AttemptLimits {
  /** Every attempt from one address, whatever the account: against one address spraying many accounts. */
  perIp: Limit;
  perAccount?: AccountLimits;
  /** Count only failed attempts at an account (reported with `fail`): a right password is never held back. */
  failuresOnly?: boolean;
}

export interface AttemptLimiter {
  /** preValidation hook: 429 with Retry-After when this client may not try now. */
  check(request: FastifyRequest): Promise<void>;
  /** Counts a failed attempt at the request's account (limits with `failuresOnly`). */
  fail(request: FastifyRequest): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Limits on attempts at an account, which is the body's email unless `accountOf` says otherwise. */
    attemptLimit: (
      name: string,
      limits: AttemptLimits,
      accountOf?: (request: FastifyRequest) => string | undefined,
    ) => AttemptLimiter;
  }
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** The account a request is about: the email of its JSON body, normalised as stored. */
function emailOfBody(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase().slice(0, 320) : undefined;
}

const waitText = (seconds: number) =>
  seconds < 60 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}`;

const tooMany = (ttlSeconds: number) => {
  const seconds = Math.max(1, ttlSeconds);
  return new HttpError(429, `Too many attempts. Please try again in ${waitText(seconds)}.`, {
    'retry-after': String(seconds),
  });
};

const SWEEP_EVERY_MS = 5 * 60 * 1000;

/**
 * Counters shared by every server process: in Redis when REDIS_URL is set, else in the database (table
 * rate_limits), so WEB_CONCURRENCY workers and several machines count together. Only routes that ask for
 * a limit get one (`global: false`).
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, { config, db }: { config: Config; db: Database }) => {
    let redis: import('ioredis').Redis | undefined;
    if (config.redisUrl) {
      const { Redis } = await import('ioredis');
      // Fail fast instead of queueing while Redis is away; skipOnError then lets requests through, since a
      // store outage should not lock every shopper out. Connected before serving so the first requests count.
      redis = new Redis(config.redisUrl, {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: true,
      });
      redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store unavailable'));
      await redis
        .connect()
        .catch((error: unknown) => app.log.error({ err: error }, 'rate-limit store unreachable'));
      app.addHook('onClose', async () => redis?.disconnect());
    } else {
      sweepEndedCounts(app, db);
    }
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, skipOnError: true } : { store: databaseRateLimitStore(db) }),
      nameSpace: 'kirana-rl:',
    });

    app.decorate('attemptLimit', (name, { perIp, perAccount, failuresOnly }, accountOf = emailOfBody) => {
      const create = ({ max, windowMs }: Limit, key: (request: FastifyRequest) => string) =>
        app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: key });
      const ip = (request: FastifyRequest) => normalizeIP(request.ip);
      const byIp = create(perIp, (request) => `${name}:ip:${ip(request)}`);
      const byClient =
        perAccount &&
        create(perAccount.perClient, (request) => `${name}:client:${accountOf(request)}:${ip(request)}`);
      const byAccount =
        perAccount && create(perAccount.overall, (request) => `${name}:account:${accountOf(request)}`);

      /** A counter's state; `remaining` stops at 0, which is all these rules need. */
      const count = async (limiter: Limiter, request: FastifyRequest, increment: boolean) => {
        const outcome = await limiter(request, { increment });
        // Only an allow list (none is configured) lets a request through uncounted.
        return outcome.isAllowed
          ? { isExceeded: false, remaining: Number.POSITIVE_INFINITY, ttlInSeconds: 0 }
          : outcome;
      };

      return {
        async check(request) {
          const byIpNow = await count(byIp, request, true);
          if (byIpNow.isExceeded) throw tooMany(byIpNow.ttlInSeconds);
          if (!perAccount || !byClient || !byAccount || !accountOf(request)) return;
          const { perClient, underAttack } = perAccount;
          if (failuresOnly) {
            // Past failures are read; this attempt is counted only if it fails.
            const [client, account] = await Promise.all([
              count(byClient, request, false),
              count(byAccount, request, false),
            ]);
            const allowed = account.remaining === 0 ? underAttack : perClient.max;
            if (perClient.max - client.remaining >= allowed) throw tooMany(client.ttlInSeconds);
          } else {
            const [client, account] = await Promise.all([
              count(byClient, request, true),
              count(byAccount, request, true),
            ]);
            const allowed = account.isExceeded ? underAttack : perClient.max;
            if (client.isExceeded || perClient.max - client.remaining > allowed)
              throw tooMany(client.ttlInSeconds);
          }
        },
        async fail(request) {
          if (!failuresOnly || !byClient || !byAccount || !accountOf(request)) return;
          await Promise.all([count(byClient, request, true), count(byAccount, request, true)]);
        },
      };
    });
  },
);

/** Ended windows are deleted now and then (a later hit would reset them anyway); several processes may race. */
function sweepEndedCounts(app: FastifyInstance, db: Database): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      deleteEndedCounts(db).catch((error: unknown) =>
        app.log.warn({ err: error }, 'rate-limit sweep failed'),
      );
    }, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
