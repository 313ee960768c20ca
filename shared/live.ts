/**
 * Live changes: one stream a page keeps open (`GET /api/events`, Server-Sent Events, with the
 * `token` header like every other call). Each event names what changed, never the change itself:
 * the page reads that part again through its usual route, so the stream can never show what the
 * routes would refuse.
 */
export const EVENTS_PATH = '/api/events';

/**
 * What changed: the shopping list, the meal plan, the pantry, or the household itself (its name,
 * members or invites, or the account joined or left one). After `household` a page reads all of
 * them again: what it shows may have come from a household the account no longer shares.
 */
export const LIVE_KINDS = ['list', 'plan', 'pantry', 'household'] as const;
export type LiveKind = (typeof LIVE_KINDS)[number];

/** The event's `data`. `ready` comes first on every connection: read everything once, as changes may have been missed. */
export interface LiveEvent {
  kind: LiveKind | 'ready';
}

export const isLiveKind = (value: unknown): value is LiveKind =>
  typeof value === 'string' && (LIVE_KINDS as readonly string[]).includes(value);
