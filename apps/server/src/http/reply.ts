import type { SuccessEnvelope } from '@kirana/shared/envelope';
import type { FastifyReply } from 'fastify';

/** The success envelope; `extra` holds the contract's additional top-level keys (totalCount, page...). */
export function ok<T, E extends object = object, M extends string | undefined = undefined>(
  data: T,
  message?: M,
  extra?: E,
): SuccessEnvelope<T> & (M extends string ? { message: string } : unknown) & E {
  return {
    success: true,
    error: false,
    ...(message === undefined ? {} : { message }),
    data,
    ...(extra as E),
  } as SuccessEnvelope<T> & (M extends string ? { message: string } : unknown) & E;
}

/**
 * An answer's text as the envelope's two ends around its items' texts, joined by commas: `joined` gives it
 * back. Products' JSON: the catalogue cache keeps one copy of a product's text for every answer showing it
 * (http/shared-texts.ts).
 */
export interface JsonParts {
  head: string;
  items: readonly string[];
  tail: string;
}

/** The text, copied once: the envelope's ends spliced onto the first and last items (a template copies twice). */
export function joined({ head, items, tail }: JsonParts): string {
  if (items.length === 0) return head + tail;
  const pieces = [...items];
  pieces[0] = head + pieces[0];
  pieces[pieces.length - 1] += tail;
  return pieces.join(',');
}

/**
 * An answer already serialized (lists whose products the database wrote as JSON): sent as it is, never
 * through a serializer or the image URL hook, so whatever it holds must be as the client sees it. `parts`,
 * when given, are the same text in parts (joined(parts) === text).
 */
export class JsonText {
  constructor(
    readonly text: string,
    readonly parts?: JsonParts,
  ) {}
}

const OK_HEAD = '{"success":true,"error":false,"data":';

/** Text and parts alike. */
const jsonText = (parts: JsonParts) => new JsonText(joined(parts), parts);

/** ok() for a list whose items are JSON text already, with `extra`'s top-level keys after the data. */
export function okJson(items: readonly string[], extra?: object): JsonText {
  const rest = extra === undefined ? '' : JSON.stringify(extra).slice(1, -1);
  return jsonText({ head: `${OK_HEAD}[`, items, tail: rest ? `],${rest}}` : ']}' });
}

/** ok() for one item that is JSON text already. */
export function okJsonOne(item: string): JsonText {
  return jsonText({ head: OK_HEAD, items: [item], tail: '}' });
}

/** Sends an answer, JsonText as its text. */
export function sendAnswer(reply: FastifyReply, payload: unknown): FastifyReply {
  if (payload instanceof JsonText) return reply.type('application/json; charset=utf-8').send(payload.text);
  return reply.send(payload);
}
