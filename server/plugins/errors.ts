import { maxHeaderSize, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** A body limit as the 413 names it: "64 KiB", "12 MiB", or in bytes when it is neither. */
function sizeOf(bytes: number): string {
  const unit = bytes % (1024 * 1024) === 0 ? ([1024 * 1024, 'MiB'] as const) : ([1024, 'KiB'] as const);
  return bytes % unit[0] === 0
    ? `${(bytes / unit[0]).toLocaleString('en')} ${unit[1]}`
    : `${bytes.toLocaleString('en')} bytes`;
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
      return send(413, `The request body is too large (${sizeOf(request.routeOptions.bodyLimit)} at most).`);
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

const NOT_HTTP = 'The request is not valid HTTP.';
const REQUEST_LINE = 'The request line is not valid HTTP: it reads METHOD /path HTTP/1.1.';
const CHUNKED = 'The request body is not validly chunked.';

/** What Node's HTTP parser refuses before any route sees the request, as a status and a reason. */
const MALFORMED: Record<string, readonly [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, `The request's address and headers are too large (${maxHeaderSize / 1024} KiB at most).`],
  HPE_INVALID_CONTENT_LENGTH: [400, 'The Content-Length header is not a valid length.'],
  HPE_UNEXPECTED_CONTENT_LENGTH: [400, 'The request sends more than one Content-Length.'],
  HPE_INVALID_TRANSFER_ENCODING: [
    400,
    'The Transfer-Encoding header is not valid: send chunked alone, and never together with Content-Length.',
  ],
  HPE_INVALID_CHUNK_SIZE: [400, CHUNKED],
  HPE_CLOSED_CONNECTION: [
    400,
    'The request goes on after its body and Connection: close: is its Content-Length too short?',
  ],
  HPE_STRICT: [400, NOT_HTTP],
  HPE_INVALID_METHOD: [400, REQUEST_LINE],
  HPE_INVALID_URL: [400, REQUEST_LINE],
  HPE_INVALID_VERSION: [400, REQUEST_LINE],
  HPE_INVALID_CONSTANT: [400, REQUEST_LINE],
  HPE_INVALID_HEADER_TOKEN: [400, 'A request header is not valid HTTP.'],
  HPE_CR_EXPECTED: [400, NOT_HTTP],
  HPE_LF_EXPECTED: [400, NOT_HTTP],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
};
/** How long a refused client has to read the answer before its connection is closed. */
const REFUSED_GRACE_MS = 2000;
/** Connections already answered: the parser reports each further chunk they send again. */
const refused = new WeakSet<Socket>();

/**
 * Requests too broken to reach a route (a garbage request line, a bad Content-Length, both
 * Content-Length and Transfer-Encoding, headers over the size limit) are answered here, in the
 * same `{ code, status: 0, reason }` as everything else. The answer is sent and the sending side
 * closed, so a client still sending sees it instead of a reset; the connection goes soon after.
 * A connection whose answer to an earlier request has started is closed without one: writing
 * into it would garble that answer. (Node's own answer to these is a bare status line, and
 * Fastify's a body of its own shape.)
 */
export function answerMalformedRequest(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || refused.has(socket)) return;
  const [code, reason] = MALFORMED[error.code] ?? [400, NOT_HTTP];
  this.log.debug({ code: error.code }, 'malformed request refused');
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (!socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  refused.add(socket);
  const body = JSON.stringify({ code, status: 0, reason });
  socket.end(
    `HTTP/1.1 ${code} ${STATUS_CODES[code]}\r\ncontent-type: application/json; charset=utf-8\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
  setTimeout(() => socket.destroy(), REFUSED_GRACE_MS).unref();
}
