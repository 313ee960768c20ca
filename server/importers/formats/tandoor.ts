import { readZip, type ArchiveEntry, type ExpansionBudget } from '../archive/zip';
import { finishRecipe, minutesField, servingsField } from '../lib/draft';
import { ImportError } from '../lib/import-error';
import { parseLenientJson } from '../lib/lenient-json';
import { classifyTags } from '../lib/vocabulary';
import {
  amountText,
  baseName,
  exported,
  extensionOf,
  isPhoto,
  isRecord,
  listField,
  nameOf,
  namesIn,
  readEach,
  stem,
  textField,
  withoutClutter,
  type ExportedRecipe,
  type ExportReading,
} from './export-parts';

/** The file of each recipe's own zip that holds the recipe. */
const RECIPE_FILE = 'recipe.json';

/** Whether an archive is a Tandoor export: it holds zips, one per recipe. */
export const isTandoorExport = (entries: readonly ArchiveEntry[]): boolean =>
  withoutClutter(entries).some((entry) => extensionOf(entry.path) === '.zip');

/**
 * One ingredient as its line: amount, unit and food, then the note after a comma. An amount
 * marked `no_amount` ("salt to taste") is left out; a header (`is_header`) is a section name,
 * written in its note or its food's name, and becomes a heading line ("For the sauce:").
 */
function ingredientLine(value: unknown): string {
  if (!isRecord(value)) return '';
  const note = textField(value['note']).trim();
  if (value['is_header'] === true) {
    const heading = note || nameOf(value['food']);
    return heading === '' || heading.endsWith(':') ? heading : `${heading}:`;
  }
  const amount = value['no_amount'] === true ? '' : amountText(value['amount']);
  const made = [amount, nameOf(value['unit']), nameOf(value['food'])].filter((part) => part !== '').join(' ');
  return [made, note].filter((part) => part !== '').join(', ');
}

/** A step's name comes first, in bold, as a line of its own; then its instruction. */
function stepLines(step: Record<string, unknown>): string[] {
  const name = textField(step['name']).trim();
  return [...(name === '' ? [] : [`<strong>${name}</strong>`]), textField(step['instruction'])];
}

/** Minutes as Tandoor keeps them, a whole number where 0 means not given. */
const minutesOf = (value: unknown): number | null => (typeof value === 'number' && value > 0 ? value : null);

/**
 * One recipe's zip, nested in the export: its `recipe.json` (Tandoor's own: ingredients belong
 * to the steps that use them, times are whole minutes, `keywords` are `{ name }` objects) and
 * its photo. The working time is the preparation time; with the waiting time (resting, rising,
 * baking unattended) it makes the total.
 */
async function parseTandoorZip(bytes: Buffer, entry: string, budget: ExpansionBudget): Promise<ExportedRecipe> {
  const files = withoutClutter(await readZip(bytes, { depth: 2, budget }));
  const file = files.find((candidate) => baseName(candidate.path) === RECIPE_FILE);
  if (file === undefined) throw new ImportError(`it is not a Tandoor recipe (no ${RECIPE_FILE} inside)`);
  const json: unknown = parseLenientJson(file.data.toString('utf8'));
  if (!isRecord(json)) throw new ImportError('it is not a Tandoor recipe (no recipe object inside)');
  const warnings: string[] = [];
  const steps = listField(json['steps']).filter(isRecord);
  const working = minutesOf(json['working_time']);
  const waiting = minutesOf(json['waiting_time']);
  const servings = json['servings'];
  const recipe = finishRecipe({
    sourceKey: `tandoor:${stem(entry)}`,
    title: textField(json['name']),
    summary: textField(json['description']),
    servings: servingsField(
      typeof servings === 'number' && servings > 0 ? servings : textField(json['servings_text']) || undefined,
      warnings,
    ),
    prepMinutes: minutesField('preparation time', working, warnings),
    totalMinutes: minutesField(
      'total time',
      working === null && waiting === null ? null : (working ?? 0) + (waiting ?? 0),
      warnings,
    ),
    ...classifyTags(namesIn(json['keywords'])),
    ingredientLines: steps.flatMap((step) => listField(step['ingredients']).map(ingredientLine)),
    instructionLines: steps.flatMap(stepLines),
    sourceUrl: textField(json['source_url']),
    warnings,
  });
  return exported(recipe, entry, { photo: files.find((candidate) => isPhoto(candidate.path))?.data });
}

/**
 * A Tandoor export: a zip holding one zip per recipe. Each recipe's zip is read on its own; one
 * that cannot be read, or is no zip, is refused with its name and reason. The nested zips are
 * held to the same rules as the export itself, and share its budget of expanded bytes.
 */
export function readTandoorEntries(entries: readonly ArchiveEntry[], budget: ExpansionBudget): Promise<ExportReading> {
  return readEach(
    withoutClutter(entries)
      .filter((entry) => extensionOf(entry.path) === '.zip')
      .map(({ path, data }) => ({ entry: path, read: () => parseTandoorZip(data, path, budget) })),
  );
}
