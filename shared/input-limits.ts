/**
 * Limits on what users type: search text, email and password. Kept apart from the validation
 * schemas so a screen that only needs a number does not load the validation library with it.
 */
export const SEARCH_MAX_LENGTH = 32;
/** The search text as user text (user-text.ts): kept as typed, spaces and all. */
export const SEARCH_TEXT_RULE = { what: 'Search text', max: SEARCH_MAX_LENGTH, trim: false } as const;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 32;
export const EMAIL_MAX_LENGTH = 254;
