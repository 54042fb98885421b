import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { ACCESS_TOKEN_TTL_SECONDS, readBearer } from '../../plugins/auth';
import { REFRESH_TOKEN_TTL_MS } from './session.service';

// Second-level labels under which registrations happen (example.co.in), so the site is one label longer.
const SHARED_SECOND_LEVELS = new Set(['co', 'com', 'net', 'org', 'gov', 'ac', 'edu', 'gen', 'firm', 'ind']);

/** The "site" of an origin for SameSite purposes: scheme plus registrable domain (approximated). */
export function siteOf(origin: string): string {
  const { protocol, hostname } = new URL(origin);
  const labels = hostname.split('.');
  if (/^[\d.]+$|:/.test(hostname) || labels.length <= 2) return `${protocol}//${hostname}`;
  const tld = labels.at(-1)!;
  const keep = tld.length === 2 && SHARED_SECOND_LEVELS.has(labels.at(-2)!) ? 3 : 2;
  return `${protocol}//${labels.slice(-keep).join('.')}`;
}

/**
 * HttpOnly, Path=/, SameSite=Lax; Secure over HTTPS. Only when an allowed frontend origin is on another
 * site do the cookies need SameSite=None, which browsers accept only with Secure.
 */
export function cookieOptions(config: Config): CookieSerializeOptions {
  const site = siteOf(config.publicUrl);
  const crossSite = config.corsOrigins.some((origin) => siteOf(origin) !== site);
  return {
    httpOnly: true,
    path: '/',
    sameSite: crossSite ? 'none' : 'lax',
    secure: crossSite || config.publicUrl.startsWith('https:'),
  };
}

export function setSessionCookies(
  reply: FastifyReply,
  options: CookieSerializeOptions,
  tokens: { accessToken: string; refreshToken: string },
): void {
  reply.setCookie('accessToken', tokens.accessToken, { ...options, maxAge: ACCESS_TOKEN_TTL_SECONDS });
  reply.setCookie('refreshToken', tokens.refreshToken, { ...options, maxAge: REFRESH_TOKEN_TTL_MS / 1000 });
}

export function clearSessionCookies(reply: FastifyReply, options: CookieSerializeOptions): void {
  reply.clearCookie('accessToken', options).clearCookie('refreshToken', options);
}

/** The cookie first (the browser keeps it current through rotation), then the bearer header. */
export function readRefreshToken(request: FastifyRequest): string | undefined {
  return request.cookies.refreshToken || readBearer(request);
}
