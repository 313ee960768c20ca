import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { COLLECTION_MESSAGES } from '../../shared/collections';
import { MESSAGES } from '../../shared/validation';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../lib/database-unavailable';
import { HttpError } from '../lib/http-error';

const OUR_MESSAGES = new Set<string>(
  [...Object.values(MESSAGES), ...Object.values(COLLECTION_MESSAGES)].filter((m) => typeof m === 'string'),
);
const EMPTY_BODY = 'The request body is empty; JSON was expected.';

function validationReason(error: FastifyError, hadBody: boolean): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    if (!first) return 'Invalid request.';
    const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const message = first.message ?? 'is invalid.';
    // Our shared schemas already name the field in words a person understands.
    const issue = first.params.issue as { code?: string; input?: unknown } | undefined;
    // A call that needs a body got none (an empty body counts as none).
    if (!field && !hadBody) return EMPTY_BODY;
    if (OUR_MESSAGES.has(message) || !field) return message;
    if (issue?.code === 'invalid_type' && issue.input === undefined) {
      return `${field} is required.`;
    }
    // Our own checks (refinements, transforms) write whole sentences that name the field.
    if (first.keyword === 'custom') return message;
    return message.toLowerCase().startsWith(field.toLowerCase()) ? message : `${field}: ${message}`;
  }
  return 'Invalid request.';
}

/**
 * The one error handler: known errors become `{ code, status: 0, reason }` in words a person
 * understands; anything unexpected is logged and answered with a generic 500, so no stack trace,
 * SQL or file path ever reaches a client. Fastify's own early failures (a URL that does not
 * decode) come here too, through its `frameworkErrors` option.
 */
export function replyWithError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const send = (code: number, reason: string) => reply.code(code).send({ code, status: 0, reason });

  if (error instanceof HttpError) {
    if (error.retryAfterSeconds !== undefined) void reply.header('retry-after', String(error.retryAfterSeconds));
    return send(error.statusCode, error.message);
  }
  if (error.validation) return send(400, validationReason(error, request.body !== undefined));
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return send(413, 'The request body is too large (64 KiB at most).');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return send(400, 'The request body is not valid JSON.');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return send(400, EMPTY_BODY);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return send(415, 'Send the request body as application/json.');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return send(400, 'The request body length does not match its Content-Length.');
    case 'FST_ERR_BAD_URL':
      return send(400, 'The address is not valid: it holds a broken %-encoding.');
    default:
      break;
  }
  if (error instanceof SyntaxError) return send(400, 'The request body is not valid JSON.');
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return send(status, status === 429 ? 'Too many requests. Please slow down and try again.' : 'Invalid request.');
  }
  if (isDatabaseUnavailable(error)) {
    // Passes once the database is back: one line per request, without the stack.
    request.log.warn({ code: error.code, reason: error.message }, 'database unavailable');
    void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return send(503, DATABASE_UNAVAILABLE);
  }
  request.log.error({ err: error }, 'request failed');
  return send(500, 'Something went wrong on our side. Please try again.');
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(replyWithError);
});
