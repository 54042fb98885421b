import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { readBearer } from '../../plugins/auth';
import { REFRESH_TOKEN_TTL_MS } from './session.service';

/** The access cookie lives as long as its token; the refresh cookie is left alone when there is no new one. */
export function setSessionCookies(
  reply: FastifyReply,
  options: CookieSerializeOptions,
  tokens: { accessToken: string; refreshToken?: string },
  accessTtlSeconds: number,
): void {
  reply.setCookie('accessToken', tokens.accessToken, { ...options, maxAge: accessTtlSeconds });
  if (tokens.refreshToken) {
    reply.setCookie('refreshToken', tokens.refreshToken, { ...options, maxAge: REFRESH_TOKEN_TTL_MS / 1000 });
  }
}

export function clearSessionCookies(reply: FastifyReply, options: CookieSerializeOptions): void {
  reply.clearCookie('accessToken', options).clearCookie('refreshToken', options);
}

/** The cookie first (the browser keeps it current through rotation), then the bearer header. */
export function readRefreshToken(request: FastifyRequest): string | undefined {
  return request.cookies.refreshToken || readBearer(request);
}

/**
 * A request another site made the browser send (a link, an image, a form): fetch metadata says so, unless
 * it comes from one of the store's allowed origins. Browsers without fetch metadata are not refused.
 */
export function isCrossSite(
  request: FastifyRequest,
  config: Pick<Config, 'publicUrl' | 'corsOrigins'>,
): boolean {
  if (request.headers['sec-fetch-site'] !== 'cross-site') return false;
  const origin = request.headers.origin;
  return !origin || (origin !== config.publicUrl && !config.corsOrigins.includes(origin));
}
