import { setImmediate as nextTurn } from 'node:timers/promises';
import { noteSchema } from '../../../shared/collections';
import type { FileImportResponse, FileImportResult } from '../../../shared/own-recipes';
import { ImportError, readAppExport, type ExportedRecipe } from '../../importers';
import { HttpError } from '../../lib/http-error';
import type { FetchAllowance } from './own-fetch-allowance';
import { uploadedPicture, type FetchedPicture } from './own-picture-fetch';
import { pictureFor } from './own-picture-store.service';
import { refusal } from './own-recipe-forms';
import type { OwnRecipesWriter } from './own-recipes-write.service';

/** Keeps an imported recipe's notes as the user's private note on it (which saves the recipe). */
export type KeepNote = (userId: number, recipeId: number, note: string) => Promise<void>;

/**
 * Another recipe app's whole export (Paprika and the others `readAppExport` reads), uploaded as
 * its own bytes: every recipe in it saved as the user's own with its photo and notes, each on its
 * own. The answer is the file import's, one result per entry named "export › entry", so a
 * refused entry says which and why while the others are saved; an export that cannot be read
 * at all is one refused result with the reason.
 */
export function createAppExportImportService(deps: {
  allowance: FetchAllowance;
  writer: OwnRecipesWriter;
  keepNote?: KeepNote | undefined;
}) {
  const { allowance, writer } = deps;

  async function saveOne(
    userId: number,
    recipe: ExportedRecipe,
    shared: boolean,
    fetches: (url: string) => Promise<FetchedPicture>,
  ): Promise<{ id: number; warnings: string[] }> {
    const picture = recipe.photo
      ? { ...(await uploadedPicture(recipe.photo)), image: '' }
      : await pictureFor(recipe.draft.image, '', fetches);
    const id = await writer.write(userId, { ...recipe.draft, image: picture.image }, shared, picture);
    const warnings = [...recipe.warnings, ...(picture.warning ? [picture.warning] : [])];
    if (recipe.notes !== undefined && deps.keepNote) {
      const note = noteSchema.safeParse(recipe.notes);
      if (!note.success)
        warnings.push(`The notes were left out: ${note.error.issues[0]?.message ?? 'they are not text'}`);
      else if (note.data !== '') {
        // The recipe is saved by now: a note that cannot be kept costs the note, never the recipe.
        await deps.keepNote(userId, id, note.data).catch(() => warnings.push('The notes could not be kept.'));
      }
    }
    return { id, warnings };
  }

  return {
    importAppExport: async (
      userId: number,
      file: { name: string; bytes: Buffer; shared: boolean },
    ): Promise<FileImportResponse> => {
      await allowance.limit(userId);
      let reading;
      try {
        reading = await readAppExport(file.bytes, file.name);
      } catch (error) {
        const reason = error instanceof ImportError ? error.reason : refusal(error);
        return { results: [{ name: file.name, status: 'refused', reason }] };
      }
      const named = (entry: string) => (entry === file.name ? entry : `${file.name} › ${entry}`);
      const results: FileImportResult[] = reading.refused.map(({ entry, reason }) => ({
        name: named(entry),
        status: 'refused',
        reason,
      }));
      const fetches = allowance.fetchesFor(userId);
      // Counted once: each recipe saved adds one, so a large export does not count again for each.
      let have = await writer.ownCount(userId);
      for (const recipe of reading.recipes) {
        // Labelling and SQLite writes run on the event loop: let other requests in between recipes.
        await nextTurn();
        try {
          writer.checkRoom(have, 1);
          const { id, warnings } = await saveOne(userId, recipe, file.shared, fetches);
          have += 1;
          results.push({
            name: named(recipe.entry),
            status: 'imported',
            recipes: [{ id, title: recipe.draft.title }],
            warnings,
          });
        } catch (error) {
          const reason = error instanceof HttpError ? error.message : refusal(error);
          results.push({ name: named(recipe.entry), status: 'refused', reason });
        }
      }
      await writer.written();
      return { results };
    },
  };
}
