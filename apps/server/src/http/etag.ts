import type { FastifyReply, FastifyRequest } from 'fastify';
import { weakEtag } from './cached-answer';

/**
 * Route `onSend` hook for public reads: a weak ETag hashed from the serialized body (unless the route set
 * one, as cached answers do, whose body may be a buffer, gzipped or not), and 304 without a body when the
 * client already holds it. Route-level, so it runs before compression sees the payload.
 */
export async function etagOnSend(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
  const set = reply.getHeader('etag');
  const etag = typeof set === 'string' ? set : weakEtag(payload);
  reply.header('etag', etag).header('cache-control', 'no-cache');
  if (matches(request.headers['if-none-match'], etag)) {
    reply.code(304).removeHeader('content-encoding');
    return '';
  }
  return payload;
}

/** If-None-Match may list several tags or `*`; weak comparison ignores the W/ prefix. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
