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
 * An answer already serialized (lists whose products the database wrote as JSON): sent as it is, never
 * through a serializer or the image URL hook, so whatever it holds must be as the client sees it.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/** ok() for a list whose items are JSON text already, with `extra`'s top-level keys after the data. */
export function okJson(items: readonly string[], extra?: object): JsonText {
  const rest = extra === undefined ? '' : JSON.stringify(extra).slice(1, -1);
  return new JsonText(`{"success":true,"error":false,"data":[${items.join(',')}]${rest ? `,${rest}` : ''}}`);
}

/** ok() for one item that is JSON text already. */
export function okJsonOne(item: string): JsonText {
  return new JsonText(`{"success":true,"error":false,"data":${item}}`);
}

/** Sends an answer, JsonText as its text. */
export function sendAnswer(reply: FastifyReply, payload: unknown): FastifyReply {
  if (payload instanceof JsonText) return reply.type('application/json; charset=utf-8').send(payload.text);
  return reply.send(payload);
}
