import { ImportError } from '../lib/import-error';
import { readPaprika, type ExportReading } from './paprika';

export type { ExportedRecipe, ExportReading } from './paprika';

export { APP_EXPORT_EXTENSIONS, isAppExportName as isAppExport } from '../../../shared/own-recipes';

/**
 * The recipes of another recipe app's export, whichever app wrote it: each entry that gives no
 * recipe is refused by name with the reason, the others come in. An archive that cannot be
 * trusted, or a file of no format we read, throws an ImportError with the reason.
 */
export async function readAppExport(bytes: Buffer, fileName: string): Promise<ExportReading> {
  const name = fileName.toLowerCase();
  if (name.endsWith('.paprikarecipes') || name.endsWith('.paprikarecipe')) return readPaprika(bytes, fileName);
  throw new ImportError('it is not an export of a recipe app we can read');
}
