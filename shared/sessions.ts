/**
 * The sessions of an account: one per login, on whichever device it was made. A session ends
 * after a time unused or a longer time since the login, whichever comes first; an ended one
 * reads as logged out. Routes under `/api/account/sessions`: `GET` lists them, `DELETE {id}`
 * ends one, `DELETE` ends them all (`?except=current`: all but the one making the call).
 */
export interface AccountSession {
  /** Names the session in these routes; it is not the token. */
  id: string;
  /** "Chrome on Android", read from the browser at login; "Unknown device" when it said nothing known. */
  device: string;
  /** ISO 8601 times: the login, and the last call made with it (kept to the minute). */
  createdAt: string;
  lastUsedAt: string;
  /** True for the session making this call. */
  current: boolean;
}

/** The live sessions, the current one first and then the most recently used. */
export interface AccountSessionsResponse {
  results: AccountSession[];
}

export interface SessionsEnded {
  status: 1;
  /** How many sessions were ended. */
  ended: number;
}

export const UNKNOWN_DEVICE = 'Unknown device';
export const SESSION_NOT_FOUND = 'There is no such session on your account.';
