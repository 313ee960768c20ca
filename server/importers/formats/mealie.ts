import type { ArchiveEntry } from '../archive/zip';
import { finishRecipe, minutesField, servingsField } from '../lib/draft';
import { ImportError } from '../lib/import-error';
import { parseLenientJson } from '../lib/lenient-json';
import { classifyTags } from '../lib/vocabulary';
import {
  amountText,
  baseName,
  exported,
  extensionOf,
  folderOf,
  isPhoto,
  isRecord,
  listField,
  nameOf,
  namesIn,
  readEach,
  stem,
  textField,
  withoutClutter,
  type ExportReading,
} from './export-parts';

/**
 * A Mealie recipe file: `<slug>.json` in a folder named `<slug>` (the export puts every recipe
 * in a folder of its own, under `recipes/`).
 */
const isMealieRecipeFile = (entryPath: string): boolean =>
  extensionOf(entryPath) === '.json' && folderOf(entryPath) !== '' && baseName(folderOf(entryPath)) === stem(entryPath);

export const isMealieExport = (entries: readonly ArchiveEntry[]): boolean =>
  withoutClutter(entries).some((entry) => isMealieRecipeFile(entry.path));

/**
 * One ingredient as its line. Mealie keeps the line it shows (`display`) and the line first
 * given (`originalText`); without either the line is made from the parsed parts, and when the
 * recipe does not parse its ingredients, the whole line is the `note`. A `title` starts a
 * section: it comes first as a heading line of its own ("For the sauce:").
 */
function ingredientLines(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (!isRecord(value)) return [];
  const title = textField(value['title']).trim();
  const note = textField(value['note']).trim();
  const parts = [amountText(value['quantity']), nameOf(value['unit']), nameOf(value['food'])].filter(
    (part) => part !== '',
  );
  const made = parts.length === 0 ? note : [parts.join(' '), note].filter((part) => part !== '').join(', ');
  const line = textField(value['display']).trim() || textField(value['originalText']).trim() || made;
  return [...(title === '' ? [] : [/:$/.test(title) ? title : `${title}:`]), line];
}

/** A step's title comes first, in bold, as a line of its own; then its text. */
function instructionLines(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (!isRecord(value)) return [];
  const title = textField(value['title']).trim();
  return [...(title === '' ? [] : [`<strong>${title}</strong>`]), textField(value['text'])];
}

/** The notes' titles and texts, one note a paragraph. */
function notesOf(value: unknown): string {
  return listField(value)
    .filter(isRecord)
    .map((note) =>
      [textField(note['title']).trim(), textField(note['text']).trim()].filter((part) => part !== '').join('\n'),
    )
    .filter((note) => note !== '')
    .join('\n\n');
}

/** The recipe's photo: `images/original.*` in its folder, else the first picture there. */
function photoIn(files: readonly ArchiveEntry[], folder: string): Buffer | undefined {
  const pictures = files.filter((file) => file.path.startsWith(`${folder}/images/`) && isPhoto(file.path));
  return (pictures.find((file) => stem(file.path) === 'original') ?? pictures[0])?.data;
}

/**
 * A Mealie recipe export: each recipe's own JSON, with times in words or ISO 8601 ("1 hour 30
 * minutes", "PT1H30M"; `performTime` is the cooking time), servings as a number
 * (`recipeServings`) or as written (`recipeYield`), ingredients and steps as objects, tags and
 * categories as `{ name }` objects, notes as `{ title, text }`, and its photo under `images/`.
 * Its `id` (else its slug) is its identity, so importing the same export again updates it.
 */
export function readMealieEntries(entries: readonly ArchiveEntry[]): Promise<ExportReading> {
  const files = withoutClutter(entries);
  return readEach(
    files
      .filter((file) => isMealieRecipeFile(file.path))
      .map(({ path, data }) => ({
        entry: path,
        read: () => {
          const json: unknown = parseLenientJson(data.toString('utf8'));
          if (!isRecord(json)) throw new ImportError('it is not a Mealie recipe (no recipe object inside)');
          const warnings: string[] = [];
          const id = textField(json['id']).trim() || textField(json['slug']).trim() || stem(path);
          const servings = typeof json['recipeServings'] === 'number' && json['recipeServings'] > 0;
          const { cuisines, dishTypes } = classifyTags([...namesIn(json['recipeCategory']), ...namesIn(json['tags'])]);
          const photo = photoIn(files, folderOf(path));
          const recipe = finishRecipe({
            sourceKey: `mealie:${id}`,
            title: textField(json['name']),
            summary: textField(json['description']),
            servings: servingsField(
              servings ? json['recipeServings'] : textField(json['recipeYield']) || undefined,
              warnings,
            ),
            prepMinutes: minutesField('preparation time', textField(json['prepTime']), warnings),
            cookMinutes: minutesField(
              'cooking time',
              textField(json['performTime']) || textField(json['cookTime']),
              warnings,
            ),
            totalMinutes: minutesField('total time', textField(json['totalTime']), warnings),
            cuisines,
            dishTypes,
            ingredientLines: listField(json['recipeIngredient']).flatMap(ingredientLines),
            instructionLines: listField(json['recipeInstructions']).flatMap(instructionLines),
            sourceUrl: textField(json['orgURL']),
            warnings,
          });
          return exported(recipe, path, { photo, notes: notesOf(json['notes']) });
        },
      })),
  );
}
