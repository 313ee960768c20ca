/**
 * Organising saved recipes: collections a user names ("Weeknight", "Christmas") and a private
 * note per saved recipe. The limits and messages are the same on both sides; what a name or a
 * note may hold, and how long it may be, is the rule of every user's text (`user-text.ts`).
 */
export const COLLECTION_NAME_MAX_LENGTH = 100;
export const NOTE_MAX_LENGTH = 5000;
/** Enough for any kitchen; it keeps one account from filling the database. */
export const MAX_COLLECTIONS = 200;

export const COLLECTION_MESSAGES = {
  nameRequired: 'A collection needs a name.',
  noteNotText: 'A note must be text.',
  tooMany: `You can have at most ${MAX_COLLECTIONS} collections: delete one to make room.`,
  duplicate: (name: string) => `You already have a collection named “${name}”.`,
} as const;

export interface SavedCollection {
  id: number;
  name: string;
  /** The saved recipes it holds, oldest saved first. */
  recipeIds: number[];
}

export interface SavedCollectionsResponse {
  results: SavedCollection[];
}

/** What the saved list sorts and shows besides each recipe's summary. */
export interface SavedEntry {
  recipeId: number;
  /** When it was saved (ISO 8601). */
  savedAt: string;
  /** The private note, '' when there is none. */
  note: string;
  readyInMinutes: number;
}

export interface SavedEntriesResponse {
  results: SavedEntry[];
}

export interface SavedNote {
  recipeId: number;
  note: string;
}

/** Two names that differ only in case name the same collection. */
export const collectionKey = (name: string): string => name.toLocaleLowerCase('en');
