import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import sse from '@fastify/sse';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createStorage } from './adapters/create-storage';
import { logMailer, type Mailer, smtpMailer } from './adapters/mail';
import type { Storage } from './adapters/storage';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { cookieOptions } from './http/cookie-options';
import { mailComposer } from './mail/compose-mail';
import { MailOutbox } from './mail/mail-outbox';
import { OrderEventHub } from './modules/live/order-event-hub';
import { shopperStorePlugin } from './modules/location/shopper-store.plugin';
import { Taxonomy } from './modules/product/taxonomy';
import { PostingsMemory } from './modules/search/postings-memory';
import { ProductSuggestions } from './modules/search/product-suggestions';
import { RecentSearches } from './modules/search/recent-searches';
import { Vocabulary } from './modules/search/vocabulary';
import { StoreDirectory } from './modules/store/store-directory';
import { resumeSession } from './modules/user/session.service';
import { setSessionCookies } from './modules/user/session-cookies';
import { apiDocsPlugin } from './plugins/api-docs';
import { AccessTokens, authPlugin } from './plugins/auth';
import { catalogueCachePlugin } from './plugins/catalogue-cache';
import { errorsPlugin } from './plugins/errors';
import { imageUrlsOn, imageUrlsPlugin } from './plugins/image-urls';
import { metricsPlugin } from './plugins/metrics';
import { nulCharactersPlugin } from './plugins/nul-characters';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityPlugin } from './plugins/security';
import { staticWebPlugin } from './plugins/static-web';
import { apiRoutes } from './routes';
import type { Secrets } from './secrets';

export interface AppDependencies {
  config: Config;
  secrets: Secrets;
  database: DatabaseHandle;
  /** Defaults follow the config: S3 or disk storage under DATA_DIR, SMTP or the log for mail. */
  storage?: Storage;
  mailer?: Mailer;
  /** Deliver queued mail from a worker in this process (the default); tests deliver with outbox.deliverDue. */
  mailWorker?: boolean;
  /** The built web app; tests leave it out. */
  webDir?: string;
  logger?: boolean;
}

/** JSON bodies are small; uploads go through multipart with their own limits. */
const BODY_LIMIT = 1024 * 1024;

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const { trustProxy } = config;
  const app = Fastify({
    logger: deps.logger === false ? false : { level: config.logLevel },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: BODY_LIMIT,
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    // On shutdown: refuse new requests with 503, let in-flight ones finish, drop idle keep-alives.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const uploadsDir = path.resolve(config.dataDir, 'uploads');
  const storage = deps.storage ?? createStorage(config);
  const mailer =
    deps.mailer ?? (config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : logMailer(app.log));
  const outbox = new MailOutbox({
    database,
    mailer,
    compose: mailComposer(database.db, deps.secrets),
    log: app.log,
    worker: deps.mailWorker ?? true,
  });
  app.addHook('onReady', () => outbox.start());
  app.addHook('onClose', () => outbox.stop());
  const taxonomy = new Taxonomy(database, imageUrlsOn(config.publicUrl));
  app.addHook('onReady', () => taxonomy.start());
  app.addHook('onClose', () => taxonomy.stop());
  const vocabulary = new Vocabulary(database);
  app.addHook('onReady', () => vocabulary.start());
  app.addHook('onClose', () => vocabulary.stop());
  const productSuggestions = new ProductSuggestions(database);
  app.addHook('onReady', () => productSuggestions.start());
  app.addHook('onClose', () => productSuggestions.stop());
  const postings = new PostingsMemory(database);
  app.addHook('onReady', () => postings.start());
  app.addHook('onClose', () => postings.stop());
  const unpublished = new PostingsMemory(database, undefined, 'unpublished');
  app.addHook('onReady', () => unpublished.start());
  app.addHook('onClose', () => unpublished.stop());
  // Half the catalogue cache's budget again; none with the cache off (docs/operations.md).
  const recentSearches = new RecentSearches((config.catalogueCacheMb * 1024 * 1024) / 2);
  const orderEvents = new OrderEventHub(database, app.log);
  app.addHook('onReady', () => orderEvents.start());
  app.addHook('onClose', () => orderEvents.stop());
  const accessTokens = new AccessTokens(deps.secrets.jwtAccessSecret, config.accessTokenTtlSeconds);
  const sessionContext = { db: database.db, accessTokens };
  app.decorate('deps', {
    config,
    database,
    db: database.db,
    stores: new StoreDirectory(database.db),
    taxonomy,
    vocabulary,
    productSuggestions,
    postings,
    unpublished,
    recentSearches,
    orderEvents,
    storage,
    outbox,
    secrets: deps.secrets,
  });

  await app.register(errorsPlugin);
  await app.register(nulCharactersPlugin);
  // Before any route: it times each route as it is registered.
  if (config.metrics) await app.register(metricsPlugin, { metrics: config.metrics });
  await app.register(securityPlugin, { config });
  // Answers compressed as they are sent are compressed fast: gzip level 1 and brotli quality 2 take about
  // half the CPU of the defaults (6 and 4) for ~8% more bytes. Cached answers are gzipped once, at level 6
  // (http/response-cache.ts); the web app's files were compressed when built. docs/performance.md.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    zlibOptions: { level: 1 },
    brotliOptions: {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: 2,
      },
    },
  });
  // Live streams (modules/live): a heartbeat every 15 s keeps proxies' idle timeouts (often 60 s) away.
  await app.register(sse, { heartbeatInterval: 15_000 });
  // Per-file limits are set where a file is read (modules/file/image-upload.ts).
  await app.register(multipart, { limits: { fields: 10, files: 1, parts: 20, fieldSize: 64 * 1024 } });
  await app.register(apiDocsPlugin);
  const cookies = cookieOptions(config);
  await app.register(authPlugin, {
    db: database.db,
    accessTokens,
    resume: async (refreshToken, reply) => {
      const tokens = await resumeSession(sessionContext, refreshToken);
      if (tokens) setSessionCookies(reply, cookies, tokens, accessTokens.ttlSeconds);
      return tokens?.accessToken;
    },
  });
  await app.register(rateLimitPlugin, { config, db: database.db });
  await app.register(imageUrlsPlugin, { publicUrl: config.publicUrl });
  await app.register(catalogueCachePlugin, { database, maxMb: config.catalogueCacheMb });
  await app.register(shopperStorePlugin);

  await app.register(apiRoutes, { prefix: '/api' });

  await app.register(staticWebPlugin, { uploadsDir, webDir: deps.webDir });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What route modules need from the outside world, set once by buildApp. */
    deps: {
      config: Config;
      database: DatabaseHandle;
      db: DatabaseHandle['db'];
      storage: Storage;
      /** The dark stores, kept in memory for every catalogue read (modules/store/store-directory.ts). */
      stores: StoreDirectory;
      /** Categories and sub categories as product answers show them (modules/product/taxonomy.ts). */
      taxonomy: Taxonomy;
      /** The search vocabulary and synonym groups, looked up in memory (modules/search/vocabulary.ts). */
      vocabulary: Vocabulary;
      /** Products by the words of their names, for suggestions (modules/search/product-suggestions.ts). */
      productSuggestions: ProductSuggestions;
      /** Every product's postings, for broad searches (modules/search/postings-memory.ts). */
      postings: PostingsMemory;
      /** Unpublished products' texts, for an admin's search (modules/search/postings-memory.ts). */
      unpublished: PostingsMemory;
      /** What recent searches worked out in memory (modules/search/recent-searches.ts). */
      recentSearches: RecentSearches;
      /** Order events of every process, for live streams (modules/live/order-event-hub.ts). */
      orderEvents: OrderEventHub;
      /** Outgoing mail: queued in a transaction, delivered by a worker (mail/mail-outbox.ts). */
      outbox: MailOutbox;
      secrets: Secrets;
    };
  }
}
