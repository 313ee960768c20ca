import type { Db } from '../../db/database';
import { createAppExportImportService, type KeepNote } from './app-export-import.service';
import { createFileImportService } from './file-import.service';
import type { FetchAllowanceOptions } from './own-fetch-allowance';
import { createFetchAllowance } from './own-fetch-allowance';
import { pictureAt } from './own-picture-store.service';
import { createOwnRecipesReader } from './own-recipes-read.service';
import { createOwnRecipesWriter } from './own-recipes-write.service';
import { createPreviewService } from './preview.service';

export interface OwnRecipesOptions extends FetchAllowanceOptions {
  /** Told after every write, so the search index shows the change at once (it also polls). */
  afterWrite?: () => Promise<void>;
  /** Where an imported recipe's notes go: the user's private note on it. */
  keepNote?: KeepNote;
}

/**
 * Recipes users add in the app: read from a link (fetched through the guard of
 * server/lib/safe-fetch), a paste or files (./preview.service.ts, ./file-import.service.ts),
 * corrected in the editor, and saved as the user's own, private unless shared
 * (./own-recipes-write.service.ts). Labels are computed on every write, as for every recipe.
 */
export function createOwnRecipesService(db: Db, options: OwnRecipesOptions = {}) {
  const allowance = createFetchAllowance(db, options);
  const reader = createOwnRecipesReader(db);
  const writer = createOwnRecipesWriter(db, { reader, allowance, afterWrite: options.afterWrite });
  const previews = createPreviewService(allowance);
  const files = createFileImportService({ allowance, writer });
  const appExports = createAppExportImportService({ allowance, writer, keepNote: options.keepNote });
  return {
    list: reader.list,
    get: (userId: number, id: number) => reader.read(userId, id),
    preview: previews.preview,
    create: writer.create,
    update: writer.update,
    remove: writer.remove,
    removeAllOf: writer.removeAllOf,
    importFiles: files.importFiles,
    importAppExport: appExports.importAppExport,
    /** A stored picture, by the address the recipe gives it; one still to be drawn is drawn now. */
    picture: (id: number, key: string): Promise<Buffer | undefined> => pictureAt(db, id, key),
  };
}

export type OwnRecipesService = ReturnType<typeof createOwnRecipesService>;
