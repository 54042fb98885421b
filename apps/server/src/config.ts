import { PASSWORD_MAX_LENGTH } from '@kirana/shared/user-rules';
import { parse as parseDuration } from '@lukeed/ms';
import { z } from 'zod';

/** Empty strings count as unset, so `FOO= npm start` behaves like leaving FOO out. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const boolish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const httpUrl = z.url({ protocol: /^https?$/ });

/** A duration like `90s`, `15m` or `1h` (a bare number counts as seconds), in seconds. */
const duration = z
  .string()
  .transform(
    (value) => (parseDuration(/^\d+$/.test(value.trim()) ? `${value.trim()}s` : value) ?? Number.NaN) / 1000,
  )
  .pipe(z.number({ error: 'must be a duration like 90s, 15m or 1h' }));

const envSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
  PORT: optional(z.coerce.number().int().min(0).max(65535)),
  HOST: optional(z.string()),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
  PUBLIC_URL: optional(httpUrl),
  FRONTEND_URL: optional(
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim().replace(/\/$/, ''))
          .filter(Boolean),
      )
      .pipe(z.array(httpUrl)),
  ),
  JWT_ACCESS_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  JWT_REFRESH_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  ACCESS_TOKEN_TTL: optional(
    duration.pipe(
      z
        .number()
        .min(1, 'must be at least 1s')
        .max(24 * 3600, 'must be at most 24h'),
    ),
  ),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/ })),
  MAIL_FROM: optional(z.string()),
  ADMIN_EMAIL: optional(z.email()),
  // Login refuses longer passwords unhashed, so a longer one could never sign in.
  ADMIN_PASSWORD: optional(
    z
      .string()
      .min(8, 'must be at least 8 characters')
      .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`),
  ),
  SEED_DEMO: optional(boolish),
  PAYMENT_PROVIDER: optional(z.enum(['stripe', 'test', 'none'])),
  STRIPE_SECRET_KEY: optional(z.string()),
  STRIPE_WEBHOOK_SECRET: optional(z.string()),
  STRIPE_API_URL: optional(httpUrl),
  S3_BUCKET: optional(z.string()),
  S3_ENDPOINT: optional(httpUrl),
  S3_REGION: optional(z.string()),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_PUBLIC_URL: optional(httpUrl),
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/ })),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  WEB_CONCURRENCY: optional(z.coerce.number().int().min(1).max(64)),
  CATALOGUE_CACHE_MB: optional(z.coerce.number().min(0).max(4096)),
  WEB_DIR: optional(z.string()),
  DEFAULT_STORE_NAME: optional(z.string().trim().min(1).max(80, 'must be at most 80 characters')),
  DEFAULT_STORE_PINCODE: optional(
    z
      .string()
      .trim()
      .regex(/^[1-9]\d{5}$/, 'must be a 6-digit PIN code'),
  ),
  DEFAULT_STORE_RADIUS_KM: optional(
    z.coerce.number().min(0.5, 'must be 0.5 to 15').max(15, 'must be 0.5 to 15'),
  ),
  DELIVERY_PREP_MINUTES: optional(z.coerce.number().min(0).max(60)),
  DELIVERY_MINUTES_PER_ORDER: optional(z.coerce.number().min(0).max(30)),
  RIDER_SPEED_KMPH: optional(z.coerce.number().min(5).max(60)),
  STORE_TIME_ZONE: optional(
    z.string().refine((zone) => {
      try {
        new Intl.DateTimeFormat('en-IN', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone like Asia/Kolkata'),
  ),
  METRICS_TOKEN: optional(z.string().trim().min(16, 'must be at least 16 characters')),
  METRICS_PORT: optional(z.coerce.number().int().min(1).max(65535)),
  METRICS_HOST: optional(z.string()),
  TRUST_PROXY: optional(
    z.string().transform((value): boolean | number | string[] => {
      if (value === 'true' || value === 'false') return value === 'true';
      if (/^\d+$/.test(value)) return Number(value);
      return value.split(',').map((address) => address.trim());
    }),
  ),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  publicUrl: string;
  /** Origins allowed to call the API with credentials, besides the store's own. */
  corsOrigins: string[];
  /** Unset secrets are generated into DATA_DIR at start (secrets.ts). */
  jwtAccessSecret?: string;
  jwtRefreshSecret?: string;
  /** How long an access token lives; the refresh cookie renews it (a sliding session). */
  accessTokenTtlSeconds: number;
  smtpUrl?: string;
  mailFrom: string;
  adminEmail?: string;
  adminPassword?: string;
  seedDemo: boolean;
  payment: {
    /** `none`: no card payments (checkout answers 503, cash on delivery only). */
    provider: PaymentProviderName;
    stripeSecretKey?: string;
    stripeWebhookSecret?: string;
    stripeApiUrl?: string;
  };
  s3?: {
    bucket: string;
    endpoint?: string;
    region: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    /** Where browsers load the images from; derived from the bucket when unset (adapters/s3-storage.ts). */
    publicUrl?: string;
  };
  redisUrl?: string;
  logLevel: string;
  webConcurrency: number;
  /** Memory for cached public catalogue reads, per process; 0 turns the cache off. */
  catalogueCacheMb: number;
  /** The built web app to serve; apps/web/dist when unset. */
  webDir?: string;
  /**
   * The default store as configured (modules/store/default-store.ts): applied at every start when set, so a
   * single-store shop is set up by its environment; unset, the store stays as an admin left it.
   */
  defaultStore: { name?: string; pincode?: string; radiusKm?: number };
  /** The delivery-time estimate (modules/store/eta.ts) and the stores' opening hours' time zone. */
  delivery: {
    prepMinutes: number;
    minutesPerQueuedOrder: number;
    riderSpeedKmph: number;
    timeZone: string;
  };
  /**
   * Which proxies may set X-Forwarded-For (true, a hop count, or addresses). Off by default: otherwise any
   * client could pick its own IP and slip past the per-IP rate limits.
   */
  trustProxy: boolean | number | string[];
  /**
   * Prometheus metrics (plugins/metrics.ts); unset, no /metrics anywhere. With a port, served there only
   * (by the primary process in cluster mode), else on the public port; with a token, only to its bearer.
   */
  metrics?: { token?: string; port?: number; host: string };
}

export type PaymentProviderName = 'stripe' | 'test' | 'none';

/**
 * Stripe when it has a key; else the built-in test provider, except in production, where a store without
 * Stripe takes no card payments unless PAYMENT_PROVIDER=test is named on purpose (its page marks orders
 * paid without money).
 */
function paymentProvider(env: z.infer<typeof envSchema>, nodeEnv: Config['env']): PaymentProviderName {
  if (env.PAYMENT_PROVIDER) return env.PAYMENT_PROVIDER;
  if (env.STRIPE_SECRET_KEY) return 'stripe';
  return nodeEnv === 'production' ? 'none' : 'test';
}

/** The start-up warning for a production store whose card payments are not real (printed by main.ts). */
export function paymentWarning(config: Config): string | undefined {
  if (config.env !== 'production' || config.payment.provider !== 'test') return undefined;
  return (
    'WARNING: PAYMENT_PROVIDER=test in production: card orders are marked paid without paying. ' +
    'Set STRIPE_SECRET_KEY (and unset PAYMENT_PROVIDER) to take real card payments.'
  );
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const fail = (problems: string[]) =>
  new ConfigError(`Invalid environment configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`);

/** Reads and checks every variable of the README's configuration table; a bad one fails start-up naming it. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw fail(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  const nodeEnv = env.NODE_ENV ?? 'development';
  if (nodeEnv === 'production' && (!env.JWT_ACCESS_SECRET || !env.JWT_REFRESH_SECRET)) {
    throw fail(['JWT_ACCESS_SECRET, JWT_REFRESH_SECRET: required when NODE_ENV=production']);
  }
  const provider = paymentProvider(env, nodeEnv);
  if (provider === 'stripe' && !env.STRIPE_SECRET_KEY) {
    throw fail(['STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER=stripe']);
  }
  const port = env.PORT ?? 3000;
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT === port) {
    throw fail(['METRICS_PORT: must differ from PORT (metrics get a port of their own)']);
  }
  return {
    env: nodeEnv,
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.DATA_DIR ?? './data',
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    corsOrigins: env.FRONTEND_URL ?? [],
    jwtAccessSecret: env.JWT_ACCESS_SECRET,
    jwtRefreshSecret: env.JWT_REFRESH_SECRET,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL ?? 15 * 60,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? 'Kirana <no-reply@kirana.local>',
    adminEmail: env.ADMIN_EMAIL?.trim().toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD,
    seedDemo: env.SEED_DEMO ?? true,
    payment: {
      provider,
      stripeSecretKey: env.STRIPE_SECRET_KEY,
      stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
      stripeApiUrl: env.STRIPE_API_URL,
    },
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION ?? 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          publicUrl: env.S3_PUBLIC_URL,
        }
      : undefined,
    redisUrl: env.REDIS_URL,
    logLevel: env.LOG_LEVEL ?? 'info',
    webConcurrency: env.WEB_CONCURRENCY ?? 1,
    catalogueCacheMb: env.CATALOGUE_CACHE_MB ?? 64,
    webDir: env.WEB_DIR,
    defaultStore: {
      name: env.DEFAULT_STORE_NAME,
      pincode: env.DEFAULT_STORE_PINCODE,
      radiusKm: env.DEFAULT_STORE_RADIUS_KM,
    },
    delivery: {
      prepMinutes: env.DELIVERY_PREP_MINUTES ?? 3,
      minutesPerQueuedOrder: env.DELIVERY_MINUTES_PER_ORDER ?? 2,
      riderSpeedKmph: env.RIDER_SPEED_KMPH ?? 20,
      timeZone: env.STORE_TIME_ZONE ?? 'Asia/Kolkata',
    },
    trustProxy: env.TRUST_PROXY ?? false,
    metrics:
      env.METRICS_TOKEN || env.METRICS_PORT
        ? { token: env.METRICS_TOKEN, port: env.METRICS_PORT, host: env.METRICS_HOST ?? '127.0.0.1' }
        : undefined,
  };
}
