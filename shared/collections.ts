import { z } from 'zod';
import { COLLECTION_MESSAGES, COLLECTION_NAME_MAX_LENGTH, NOTE_MAX_LENGTH } from './collection-limits';

export * from './collection-limits';

const INVISIBLE = /[\p{Cc}\p{Cf}]/u;

/** A collection's name: trimmed, 1 to 100 characters, compared case-insensitively (see `collectionKey`). */
export const collectionNameSchema = z
  .string({ error: COLLECTION_MESSAGES.nameRequired })
  .trim()
  .normalize('NFC')
  .min(1, { error: COLLECTION_MESSAGES.nameRequired })
  .max(COLLECTION_NAME_MAX_LENGTH, { error: COLLECTION_MESSAGES.nameTooLong })
  .refine((value) => !INVISIBLE.test(value), { error: COLLECTION_MESSAGES.nameInvisible });

/** A private note: any text up to 5,000 characters; one that is only white space is no note. */
export const noteSchema = z
  .string({ error: COLLECTION_MESSAGES.noteNotText })
  .max(NOTE_MAX_LENGTH, { error: COLLECTION_MESSAGES.noteTooLong })
  .transform((value) => (value.trim() === '' ? '' : value));
