/** An error whose message is safe to show: it becomes `{ code, status: 0, reason }`. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    /** Sent as `Retry-After`: how many seconds until the request may succeed. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const badRequest = (reason: string) => new HttpError(400, reason);
export const unauthorized = (reason = 'You must be logged in to do that.') => new HttpError(401, reason);
export const notFound = (reason: string) => new HttpError(404, reason);
export const conflict = (reason: string) => new HttpError(409, reason);
export const tooManyRequests = (reason: string, retryAfterSeconds?: number) =>
  new HttpError(429, reason, retryAfterSeconds);
