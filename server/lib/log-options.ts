import type { FastifyLoggerOptions } from 'fastify';

/** Paths that carry a credential in the address itself: a private calendar's key. */
const SECRET_IN_PATH = /(\/api\/plan\/calendar\/)[^/?#]+/g;

/** An address as a log may keep it: the calendar key replaced, the rest as requested. */
export const loggableUrl = (url: string): string => url.replace(SECRET_IN_PATH, '$1[redacted]');

/**
 * The server's logger: tokens and passwords never reach a log. Headers and bodies are not logged,
 * and these fields are redacted anyway; a request's address is logged without a key it holds.
 */
export function logOptions(level: string): FastifyLoggerOptions & { level: string; redact: string[] } {
  return {
    level,
    redact: [
      'req.headers.token',
      'req.headers.authorization',
      'req.headers.cookie',
      'body.password',
      'password',
      'token',
    ],
    serializers: {
      req: (request: { method: string; url: string; hostname?: string; ip?: string }) => ({
        method: request.method,
        url: loggableUrl(request.url),
        hostname: request.hostname,
        remoteAddress: request.ip,
      }),
    },
  };
}
