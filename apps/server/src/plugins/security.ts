import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { s3PublicBase } from '../adapters/s3-storage';
import type { Config } from '../config';

/** Security headers, credentialed CORS for the configured origins, and cookie parsing. */
export const securityPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  // Built once: @fastify/helmet rebuilt this middleware, re-parsing the CSP, on every request (16 % of a
  // cached read's CPU, docs/performance.md). Built here it only sets precomputed header values.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // react-hot-toast injects its keyframes as a <style> element.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Images stored in S3 load from the bucket's (or its CDN's) origin.
        // Image URLs are absolute on PUBLIC_URL (plugins/image-urls.ts), which may be another origin than the
        // one the page was opened on (127.0.0.1 vs localhost, a www. alias).
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          new URL(config.publicUrl).origin,
          ...(config.s3 ? [new URL(s3PublicBase(config.s3)).origin] : []),
        ],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // Checkout redirects to the payment provider's hosted page.
        formAction: ["'self'", 'https://checkout.stripe.com'],
        upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    // The store's pages load only their own images; uploads may be embedded by the old client's origin.
    crossOriginResourcePolicy: { policy: config.corsOrigins.length ? 'cross-origin' : 'same-origin' },
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    ),
  );
  const allowed = new Set([config.publicUrl, ...config.corsOrigins]);
  await app.register(cors, {
    credentials: true,
    origin: (origin, callback) => callback(null, !origin || allowed.has(origin) ? (origin ?? false) : false),
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
  await app.register(cookie);
});
