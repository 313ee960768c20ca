import { COLLECTION_MESSAGES, COLLECTION_NAME_MAX_LENGTH, NOTE_MAX_LENGTH } from './collection-limits';
import { userText } from './user-text-schema';

export * from './collection-limits';

/** A collection's name: trimmed, 1 to 100 characters, compared case-insensitively (see `collectionKey`). */
export const collectionNameSchema = userText(
  { what: 'A collection name', max: COLLECTION_NAME_MAX_LENGTH },
  { required: COLLECTION_MESSAGES.nameRequired, notText: COLLECTION_MESSAGES.nameRequired },
);

/** A private note: several lines, up to 5,000 characters; one that is only white space is no note. */
export const noteSchema = userText(
  { what: 'A note', max: NOTE_MAX_LENGTH, multiline: true },
  { notText: COLLECTION_MESSAGES.noteNotText },
);
