import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { unavailableReason } from '../db/unavailable';
import { HttpError } from '../http/http-error';

const RETRY_AFTER_SECONDS = 5;

const envelope = (message: string) => ({ success: false, error: true, message });

interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] }; expected?: string };
}

/** What a field of the wrong type must be, as a person says it (zod: "expected string, received array"). */
const EXPECTED: Record<string, string> = {
  string: 'must be text',
  number: 'must be a number',
  int: 'must be a whole number',
  boolean: 'must be true or false',
  array: 'must be a list',
  object: 'must be an object',
};

/** "price: must be at least 0" — the message names the field so a person can fix it. */
function describeValidation(issues: ValidationIssue[], context?: string): string {
  const first = issues[0];
  const field =
    first?.params?.issue?.path?.map(String).join('.') ||
    first?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
  // zod words a missing field as "expected string, received undefined".
  const missing = /received undefined$/.test(first?.message ?? '');
  // Only zod's own wording is replaced: a schema's message ('must be a list of terms') stays.
  const zodWording = /^Invalid input: expected /.test(first?.message ?? '');
  const wrongType =
    first?.keyword === 'invalid_type' && zodWording ? EXPECTED[first.params?.expected ?? ''] : undefined;
  if (field && missing) return `${field} is required`;
  if (field) return `${field}: ${wrongType ?? first?.message ?? 'is invalid'}`;
  if (wrongType) return `The request ${context ?? 'body'} ${wrongType}`;
  return first?.message ? `Invalid ${context ?? 'request'}: ${first.message}` : 'Invalid request';
}

/** One place that turns every failure into the contract's error envelope; 5xx details stay in the log. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(envelope(error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(envelope(describeValidation(error.validation, error.validationContext)));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.code(500).send(envelope('Something went wrong. Please try again.'));
    }
    const unavailable = unavailableReason(error);
    if (unavailable) {
      // Expected during a restart or failover: the client retries, the pool reconnects on its own.
      request.log.warn({ reason: unavailable }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(envelope('The store is temporarily unavailable, please try again in a moment'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send(envelope('Something went wrong. Please try again.'));
    }
    // Fastify's own 4xx: bad JSON, body too large, unsupported media type, rate limits...
    return reply.code(status).send(envelope(friendlyMessage(error)));
  });
});

function friendlyMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON';
    default:
      return error.message;
  }
}
