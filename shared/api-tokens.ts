import type { TextRule } from './user-text';

/**
 * Personal API tokens: a user makes them for their own scripts and integrations. Each has a
 * name and a scope; the token itself is shown once, when it is made, and only its hash is kept.
 * Routes under `/api/account/tokens`: `GET` lists them, `POST { name, scope }` makes one,
 * `DELETE {id}` revokes one. A token is sent like a login token, in the `token` header or as
 * `Authorization: Bearer <token>`; managing tokens takes a login, never a token.
 */
export const API_TOKEN_SCOPES = ['read', 'read-write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** Every personal token starts with this, so a leaked one is easy to recognise and search for. */
export const API_TOKEN_PREFIX = 'dish_';
export const isApiToken = (token: string): boolean => token.startsWith(API_TOKEN_PREFIX);
export const MAX_API_TOKENS = 20;
export const API_TOKEN_NAME_RULE: TextRule = { what: 'The name', max: 60 };
/** Calls one token may make in a minute. */
export const API_TOKEN_REQUESTS_PER_MINUTE = 300;

/** A token as listed: never the token itself. */
export interface ApiToken {
  id: number;
  name: string;
  scope: ApiTokenScope;
  /** ISO 8601 times; `lastUsedAt` is kept to the minute and null until the token is first used. */
  createdAt: string;
  lastUsedAt: string | null;
}

export interface ApiTokensResponse {
  results: ApiToken[];
}

/** The answer to making a token: the only time `token` is ever sent. */
export interface NewApiToken {
  id: number;
  name: string;
  scope: ApiTokenScope;
  token: string;
}

export const API_TOKEN_MESSAGES = {
  nameRequired: 'Give the token a name.',
  scope: `scope must be one of: ${API_TOKEN_SCOPES.join(', ')}.`,
  tooMany: `An account can have at most ${MAX_API_TOKENS} API tokens. Revoke one you no longer use first.`,
  notFound: 'There is no such API token on your account.',
  needsLogin: 'API tokens cannot manage API tokens or the account: log in to the app to do that.',
  readOnly: 'This API token is read-only: it cannot change anything. Make a read-write token to do that.',
  unknown: 'This API token is not valid: it was revoked, or it was never made.',
  tooManyRequests: (perMinute: number, seconds: number) =>
    `This API token made more than ${perMinute} calls in a minute. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
} as const;
