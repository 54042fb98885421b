import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';

/** Whether the client takes a gzip body, as @fastify/compress negotiates it (`gzip;q=0` refuses it). */
export function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  return header !== undefined && negotiate(header.toLowerCase(), ['gzip']) === 'gzip';
}
