import { z } from 'zod';
import {
  collectionNameSchema,
  noteSchema,
  type SavedCollection,
  type SavedCollectionsResponse,
  type SavedEntriesResponse,
  type SavedNote,
} from '../../../shared/collections';
import { idString } from '../../lib/schemas';
import { same } from '../../lib/same-type';

/** Requests and responses of the collections, notes and entries routes (shared/collections.ts). */
export const collectionBody = z.object({ name: collectionNameSchema });
export const noteBody = z.object({ note: noteSchema });
export const collectionParams = z.object({ id: idString('id') });
export const memberParams = z.object({ id: idString('id'), recipeId: idString('recipeId') });
export const recipeParams = z.object({ recipeId: idString('recipeId') });

export const savedCollection = z.object({
  id: z.number().int(),
  name: z.string(),
  recipeIds: z.array(z.number().int()),
});
export const savedCollectionsResponse = z.object({ results: z.array(savedCollection) });
export const savedEntriesResponse = z.object({
  results: z.array(
    z.object({ recipeId: z.number().int(), savedAt: z.string(), note: z.string(), readyInMinutes: z.number() }),
  ),
});
export const savedNote = z.object({ recipeId: z.number().int(), note: z.string() });

// Compile-time checks that each schema describes exactly its shared type.
same<z.infer<typeof savedCollection>, SavedCollection>(true);
same<z.infer<typeof savedCollectionsResponse>, SavedCollectionsResponse>(true);
same<z.infer<typeof savedEntriesResponse>, SavedEntriesResponse>(true);
same<z.infer<typeof savedNote>, SavedNote>(true);
