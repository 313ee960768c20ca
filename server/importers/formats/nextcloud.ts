import type { ArchiveEntry } from '../archive/zip';
import { ImportError } from '../lib/import-error';
import { parseLenientJson } from '../lib/lenient-json';
import { splitList } from '../lib/text';
import {
  baseName,
  exported,
  folderOf,
  isRecord,
  readEach,
  textField,
  withoutClutter,
  withTags,
  type ExportReading,
} from './export-parts';
import { recipesFromJsonLd } from './json-ld';

/** The file of a Nextcloud Cookbook recipe folder that holds the recipe. */
export const NEXTCLOUD_RECIPE_FILE = 'recipe.json';

/** The photo beside it; the thumbnails (`thumb.jpg`, `thumb16.jpg`) are smaller copies of it. */
const PHOTO_FILE = 'full.jpg';

/** Whether an archive is a Nextcloud Cookbook export: some folder holds a `recipe.json`. */
export const isNextcloudExport = (entries: readonly ArchiveEntry[]): boolean =>
  withoutClutter(entries).some(
    (entry) => baseName(entry.path) === NEXTCLOUD_RECIPE_FILE && folderOf(entry.path) !== '',
  );

/**
 * A Nextcloud Cookbook export: one folder per recipe, its `recipe.json` a schema.org Recipe
 * (read by the JSON-LD reader) with the app's own `id` and comma-separated `keywords`, and its
 * photo in `full.jpg`. The photo travels in the export, so the `image` address (often the page
 * it was scraped from) is used only when there is none. Each folder is read on its own.
 */
export function readNextcloudEntries(entries: readonly ArchiveEntry[]): Promise<ExportReading> {
  const files = withoutClutter(entries);
  const recipes = files.filter(
    (entry) => baseName(entry.path) === NEXTCLOUD_RECIPE_FILE && folderOf(entry.path) !== '',
  );
  return readEach(
    recipes.map(({ path, data }) => ({
      entry: path,
      read: () => {
        const folder = folderOf(path);
        const photo = files.find((file) => file.path === `${folder}/${PHOTO_FILE}`)?.data;
        const json: unknown = parseLenientJson(data.toString('utf8'));
        if (!isRecord(json)) throw new ImportError('it is not a Nextcloud Cookbook recipe (no recipe object inside)');
        const node: Record<string, unknown> = { ...json, '@type': json['@type'] ?? 'Recipe' };
        if (photo !== undefined) delete node['image'];
        const id = textField(json['id']).trim();
        const sourceKey = `nextcloud:${id || baseName(folder)}`;
        const [recipe] = recipesFromJsonLd(node, { sourceKey });
        if (recipe === undefined) throw new ImportError('no schema.org Recipe found');
        const tagged = withTags(recipe, splitList(json['keywords']));
        return exported({ ...tagged, draft: { ...tagged.draft, sourceKey } }, path, { photo });
      },
    })),
  );
}
