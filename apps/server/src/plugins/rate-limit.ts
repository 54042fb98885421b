import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { HttpError } from '../http/http-error';

export interface Limit {
  max: number;
  windowMs: number;
}

/** Per IP against one address spraying many accounts, per account against many addresses guessing one. */
export interface AttemptLimits {
  perIp: Limit;
  perAccount?: Limit;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preValidation hook counting the request under `name`; 429 with Retry-After past either limit. */
    attemptLimit: (name: string, limits: AttemptLimits) => (request: FastifyRequest) => Promise<void>;
  }
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** The account a request is about: the email of its JSON body, normalised as stored. */
function accountOf(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;
}

const waitText = (seconds: number) =>
  seconds < 60 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}`;

/**
 * Counters live in this process, or in Redis when REDIS_URL is set so that every server shares them.
 * Only routes that ask for a limit get one (`global: false`).
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
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
  }
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'kirana-rl:',
    skipOnError: Boolean(redis),
  });

  app.decorate('attemptLimit', (name: string, { perIp, perAccount }: AttemptLimits) => {
    const create = ({ max, windowMs }: Limit, key: (request: FastifyRequest) => string) =>
      app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: key });
    const byIp = create(perIp, (request) => `${name}:ip:${normalizeIP(request.ip)}`);
    const byAccount = perAccount && create(perAccount, (request) => `${name}:account:${accountOf(request)}`);

    const check = async (limiter: Limiter, request: FastifyRequest) => {
      const result = await limiter(request);
      if (result.isAllowed || !result.isExceeded) return;
      const seconds = Math.max(1, result.ttlInSeconds);
      throw new HttpError(429, `Too many attempts. Please try again in ${waitText(seconds)}.`, {
        'retry-after': String(seconds),
      });
    };
    return async (request: FastifyRequest) => {
      await check(byIp, request);
      if (byAccount && accountOf(request)) await check(byAccount, request);
    };
  });
});
