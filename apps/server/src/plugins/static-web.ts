import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UPLOADS_PREFIX } from '../adapters/storage';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The built web app (apps/web/dist), resolved through the workspace link so src/ and dist/ agree. */
export function webDistDir(): string {
  const webPackage = createRequire(import.meta.url).resolve('@kirana/web/package.json');
  return path.join(path.dirname(webPackage), 'dist');
}

interface StaticWebOptions {
  uploadsDir: string;
  webDir?: string;
}

/** Paths the server owns, never a page of the web app: the API, uploads, and /metrics (plugins/metrics.ts). */
const isServerPath = (urlPath: string) =>
  urlPath.startsWith('/api/') || urlPath.startsWith(UPLOADS_PREFIX) || urlPath === '/metrics';

/**
 * Serves uploaded images (content-addressed, so cached forever) and the single-page app: hashed assets
 * cached forever, index.html revalidated, client routes falling back to index.html.
 */
export const staticWebPlugin = fp(
  async (app: FastifyInstance, { uploadsDir, webDir = webDistDir() }: StaticWebOptions) => {
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: UPLOADS_PREFIX,
      decorateReply: false,
      index: false,
      // Public images: any client's page may show them (the API hands out their absolute URLs).
      setHeaders: (res) => {
        res.header('cache-control', IMMUTABLE);
        res.header('cross-origin-resource-policy', 'cross-origin');
      },
    });

    const hasWeb = existsSync(path.join(webDir, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: webDir,
        prefix: '/',
        wildcard: false,
        preCompressed: true,
        setHeaders: (res, file) =>
          res.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'no-cache'),
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const urlPath = request.url.split('?')[0] ?? '';
      const wantsPage = request.method === 'GET' && !isServerPath(urlPath);
      if (hasWeb && wantsPage && !path.extname(urlPath)) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html', webDir);
      }
      return reply.code(404).send({
        success: false,
        error: true,
        message: `Not found: ${request.method} ${urlPath}`,
      });
    });
  },
);
