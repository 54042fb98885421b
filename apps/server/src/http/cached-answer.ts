import { hash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { type JsonParts, JsonText } from './reply';

// A kept answer of the response cache (response-cache.ts): its forms, its ETag and what it weighs.

/**
 * An answer and its weak ETag, hashed once rather than on every hit: its JSON text, its gzip, or both.
 * A kept answer holds the forms its clients asked for: gzip for those that accept it (every browser), who
 * then get the bytes as kept instead of having them compressed again on every hit; the text for those that
 * do not. A JSON list gzipped is about an eighth of its text, so a cache that browsers fill holds about
 * eight times as many answers.
 */
export type CachedBody =
  | { etag: string; text: string; gzip?: Buffer }
  | { etag: string; text?: undefined; gzip: Buffer };

/**
 * A kept answer: its text whole, or in parts whose items (products' JSON) are held once for every answer
 * showing them (SharedTexts), and its gzip, as its clients asked.
 */
export interface Entry {
  etag: string;
  text?: string;
  parts?: JsonParts;
  gzip?: Buffer;
  productIds: readonly string[];
  byWords?: boolean;
}

/** One call, no Hash object: every uncached answer is hashed. */
export const weakEtag = (body: string | Buffer) => `W/"${hash('sha1', body, 'base64url')}"`;

/** What a reference to a shared text is taken to weigh in an answer's parts. */
const REFERENCE_BYTES = 8;

/** What parts weigh besides their items' shared texts. */
export const partsWeight = ({ head, items, tail }: JsonParts) =>
  head.length + tail.length + REFERENCE_BYTES * items.length;

/**
 * What an entry weighs in the map: its forms' characters and bytes and its key's characters; the texts its
 * parts share are weighed once, beside the map (`ResponseCache.bytes`).
 */
export const weight = ({ text, parts, gzip }: Entry, key: string) =>
  (text?.length ?? 0) + (parts ? partsWeight(parts) : 0) + (gzip?.length ?? 0) + key.length;

/** An answer's JSON text, its parts when it was made in parts (reply.ts JsonText), and its ETag. */
export function serialize(payload: unknown): { etag: string; text: string; parts?: JsonParts } {
  if (payload instanceof JsonText)
    return { text: payload.text, etag: weakEtag(payload.text), parts: payload.parts };
  const text = JSON.stringify(payload);
  return { text, etag: weakEtag(text) };
}

/**
 * gzip in a buffer of its own: zlib returns a view of its 16 KB output chunk, which a kept entry of 1 KB
 * would otherwise hold on to whole.
 */
export function gzipExactly(text: string): Buffer {
  const gzip = gzipSync(text);
  const exact = Buffer.allocUnsafeSlow(gzip.length);
  gzip.copy(exact);
  return exact;
}
