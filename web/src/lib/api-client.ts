import { clearToken, getToken } from './token';
import { reportFailure, type ErrorContext, type FailedCall } from './notifications';

/** A failed API call; the user has already been told (or the failure logged) when this is thrown. */
export class ApiError extends Error implements FailedCall {
  readonly code: number;
  readonly reason: string;
  constructor(code: number, reason: string) {
    super(reason || `Request failed (${code})`);
    this.name = 'ApiError';
    this.code = code;
    this.reason = reason;
  }
}

/**
 * A store's view of a failed call: an ApiError (the user has been told already) is returned for
 * the store to record; anything else is a bug and is thrown on.
 */
export function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  throw error;
}

/** The message a store shows for a failed call. */
export const failureMessage = (error: ApiError): string => error.reason || `Request failed (${error.code})`;

/** Runs a call whose failure the client has already reported: an ApiError gives `undefined`. */
export async function quietly<T>(work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    asApiError(error);
    return undefined;
  }
}

/** A request cancelled by a newer one (search as you type): not a failure. */
export const isAbort = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A file sent as its own bytes instead of a JSON body. */
  file?: Blob;
  /** Send the stored token in the `token` header. */
  auth?: boolean;
  /** Decides how a failure is reported. */
  context: ErrorContext;
  signal?: AbortSignal;
}

const API_BASE = '/api';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function failureOf(response: Response, body: unknown): ApiError {
  const code = isRecord(body) && typeof body.code === 'number' ? body.code : response.status;
  const reason = isRecord(body) && typeof body.reason === 'string' ? body.reason : '';
  return new ApiError(code, reason);
}

/**
 * The one API client: JSON in and out, the token header, and every error turned into a
 * notification (or a log line) here rather than in components.
 */
export async function apiRequest<T>(path: string, options: RequestOptions): Promise<T> {
  const { method = 'GET', body, file, auth = false, context, signal } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (file !== undefined) headers['content-type'] = 'application/octet-stream';
  if (auth) {
    const token = getToken();
    if (token) headers.token = token;
  }

  let response: Response;
  let data: unknown;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: file ?? (body === undefined ? undefined : JSON.stringify(body)),
      signal,
    });
    data = await readBody(response);
  } catch (error) {
    if (isAbort(error)) throw error;
    const failure = new ApiError(0, '');
    reportFailure(failure, context, path);
    throw failure;
  }

  // Errors are `{code, status: 0, reason}`; a 2xx `{status: 0}` is a refusal too.
  if (!response.ok || (isRecord(data) && data.status === 0)) {
    const failure = failureOf(response, data);
    // A stale token: forget it so the app shows the logged-out screens.
    if (auth && failure.code === 401) clearToken();
    reportFailure(failure, context, path);
    throw failure;
  }
  return data as T;
}

/**
 * A call under /saved (diets, allergies, saved recipes, collections): for logged-in users, so with
 * the token; failures are only logged (context 'saved'), the stores show their reason inline.
 */
export const savedRequest = <T>(path: string, method: RequestOptions['method'] = 'GET', body?: unknown) =>
  apiRequest<T>(`/saved${path}`, { method, body, auth: true, context: 'saved' });
