import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Config } from '../config';

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
