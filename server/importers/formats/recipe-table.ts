import { parse } from 'csv-parse/sync';
import type { ArchiveEntry } from '../archive/zip';
import { finishRecipe, minutesField, servingsField } from '../lib/draft';
import { ImportError } from '../lib/import-error';
import { absoluteHttpUrl } from '../lib/text';
import {
  baseName,
  exported,
  extensionOf,
  folderOf,
  isPhoto,
  readEach,
  withTags,
  withoutClutter,
  type ExportReading,
  type ExportItem,
} from './export-parts';

/**
 * A recipe table: a CSV file with a header row and a recipe a row, as Plan to Eat and My Recipe
 * Box export them. A column is known by its header, compared without case, spaces or punctuation
 * ("Prep Time", "prep_time" and "prepTime" are one column), so either app's headers, and a table
 * a cook made in a spreadsheet, are read by the same rules.
 */
const COLUMNS = {
  id: ['recipeid', 'id'],
  title: ['title', 'name', 'recipename', 'recipe'],
  summary: ['description', 'summary'],
  ingredients: ['ingredients', 'ingredient'],
  instructions: ['directions', 'instructions', 'method', 'steps', 'preparation'],
  prep: ['preptime', 'preparationtime'],
  cook: ['cooktime', 'cookingtime'],
  total: ['totaltime', 'time'],
  servings: ['servings', 'quantity', 'yield', 'serves', 'portions'],
  url: ['url', 'sourceurl', 'link', 'source', 'publicurl'],
  tags: ['tags', 'course', 'cuisine', 'category', 'categories', 'mainingredient', 'keywords'],
  notes: ['notes', 'note', 'comments', 'comment'],
  picture: ['photourl', 'photo', 'picture', 'image', 'imageurl', 'pictureurl'],
} as const;

type Field = keyof typeof COLUMNS;

/** Which app wrote the table, by a column only it writes; the identity of its recipes is kept under that name. */
const APPS: readonly { name: string; column: string }[] = [
  { name: 'plantoeat', column: 'photourl' },
  { name: 'plantoeat', column: 'mainingredient' },
  { name: 'myrecipebox', column: 'preparationtime' },
];

const headerKey = (header: string): string => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The place of each field's columns in a row, in the order the table has them. */
type Layout = Record<Field, number[]>;

function layoutOf(headers: readonly string[]): Layout {
  const keys = headers.map(headerKey);
  const layout = {} as Layout;
  for (const field of Object.keys(COLUMNS) as Field[]) {
    const names: readonly string[] = COLUMNS[field];
    layout[field] = keys.flatMap((key, index) => (names.includes(key) ? [index] : []));
  }
  return layout;
}

/** A table of recipes needs at least a title and the ingredients. */
const isRecipeLayout = (layout: Layout): boolean => layout.title.length > 0 && layout.ingredients.length > 0;

/** Whether a CSV text's header row names a recipe table, judged by its first line. */
export function looksLikeRecipeTable(bytes: Buffer): boolean {
  const firstLine =
    bytes
      .subarray(0, 4096)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/, 1)[0] ?? '';
  if (!firstLine.includes(',') && !firstLine.includes(';') && !firstLine.includes('\t')) return false;
  const headers = firstLine.split(/[,;\t]/).map((cell) => cell.trim().replace(/^"|"$/g, ''));
  return isRecipeLayout(layoutOf(headers));
}

/** The separator of the header row: a comma, or the semicolon or tab some spreadsheets write. */
function delimiterOf(text: string): string {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const counts = [',', ';', '\t'].map((delimiter) => ({ delimiter, count: firstLine.split(delimiter).length }));
  return counts.reduce((best, next) => (next.count > best.count ? next : best)).delimiter;
}

/** What a CSV cell holds as a picture: a web address, a file of the archive beside it, or the picture itself. */
type Picture = { image: string } | { photo: Buffer } | undefined;

const DATA_URL = /^data:image\/[a-z0-9.+-]+;base64,/i;
const BASE64 = /^[A-Za-z0-9+/=\s]+$/;

function pictureOf(cell: string, pictures: ReadonlyMap<string, Buffer>): Picture {
  const value = cell.trim();
  if (value === '') return undefined;
  const url = absoluteHttpUrl(value);
  if (url !== undefined) return { image: url };
  const file = pictures.get(value.toLowerCase()) ?? pictures.get(baseName(value).toLowerCase());
  if (file !== undefined) return { photo: file };
  if (DATA_URL.test(value)) return { photo: Buffer.from(value.replace(DATA_URL, ''), 'base64') };
  // A picture written into the cell itself is long; a short word is a file name we do not have.
  if (value.length > 200 && BASE64.test(value)) return { photo: Buffer.from(value, 'base64') };
  return undefined;
}

/** The lines of a cell: one a line of the cell, blank ones dropped. */
const linesOf = (cell: string): string[] =>
  cell
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

interface Row {
  cells: readonly string[];
  /** Its row as a spreadsheet numbers them (the header is row 1). */
  number: number;
}

function readRow(row: Row, layout: Layout, app: string, fileName: string, pictures: ReadonlyMap<string, Buffer>) {
  const entry = `${fileName}, row ${row.number}`;
  const first = (field: Field): string =>
    layout[field].map((index) => row.cells[index]?.trim() ?? '').find((cell) => cell !== '') ?? '';
  const all = (field: Field): string[] => layout[field].map((index) => row.cells[index] ?? '');
  const warnings: string[] = [];
  const url = all('url')
    .map((cell) => absoluteHttpUrl(cell.trim()))
    .find((value) => value !== undefined);
  const title = first('title');
  const identity = first('id') || url || title || String(row.number);
  const picture = all('picture')
    .map((cell) => pictureOf(cell, pictures))
    .find((value) => value !== undefined);
  const recipe = finishRecipe({
    sourceKey: `${app}:${identity}`,
    title,
    summary: first('summary'),
    servings: servingsField(first('servings') || undefined, warnings),
    prepMinutes: minutesField('preparation time', first('prep'), warnings),
    cookMinutes: minutesField('cooking time', first('cook'), warnings),
    totalMinutes: minutesField('total time', first('total'), warnings),
    ingredientLines: all('ingredients').flatMap(linesOf),
    instructionLines: all('instructions').flatMap(linesOf),
    ...(url === undefined ? {} : { sourceUrl: url }),
    ...(picture !== undefined && 'image' in picture ? { image: picture.image } : {}),
    warnings,
  });
  const tags = all('tags').flatMap((cell) => cell.split(/[,;\n]/).map((tag) => tag.trim()));
  const photo = picture !== undefined && 'photo' in picture ? picture.photo : undefined;
  return exported(withTags(recipe, tags), entry, { photo, notes: all('notes').join('\n\n') });
}

/** A record as csv-parse gives it with `info`: its cells, and its place among the records (the header is 1). */
interface TableRecord {
  record: string[];
  info: { lines: number; records: number };
}

/**
 * The recipes of a recipe table, a row each. A row that gives no recipe (no title, no
 * ingredients) is refused by its row number with the reason, and so is a row the CSV reader
 * cannot read (a stray quote); the others come in. Pictures are web addresses, files of the
 * archive the table came in, or the picture itself written in the cell.
 */
export function readRecipeTable(
  bytes: Buffer,
  fileName: string,
  pictures: ReadonlyMap<string, Buffer> = new Map(),
): Promise<ExportReading> {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const refused: { entry: string; reason: string }[] = [];
  let records: TableRecord[];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      on_skip: (error) => {
        if (error !== undefined)
          refused.push({ entry: `${fileName}, line ${String(error.lines)}`, reason: error.message });
      },
      // With `info`, csv-parse gives each record with where it was read; its types do not say so.
    }) as unknown as TableRecord[];
  } catch (error) {
    throw new ImportError(
      `it is not a CSV table we can read (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  const [header, ...rows] = records;
  const layout = header === undefined ? undefined : layoutOf(header.record);
  if (layout === undefined || !isRecipeLayout(layout)) {
    throw new ImportError('it is not a recipe table (its header row names no title and ingredients columns)');
  }
  const keys = new Set(header!.record.map(headerKey));
  const app = APPS.find(({ column }) => keys.has(column))?.name ?? 'csv';
  const items: ExportItem[] = rows.map(({ record, info }) => {
    const row = { cells: record, number: info.records };
    return { entry: `${fileName}, row ${row.number}`, read: () => readRow(row, layout, app, fileName, pictures) };
  });
  return readEach(items).then((reading) => ({ ...reading, refused: [...refused, ...reading.refused] }));
}

/** A zip holding a recipe table at its top, with its pictures beside it or in a folder. */
export const recipeTableIn = (entries: readonly ArchiveEntry[]): ArchiveEntry | undefined =>
  withoutClutter(entries).find(
    (entry) => folderOf(entry.path) === '' && extensionOf(entry.path) === '.csv' && looksLikeRecipeTable(entry.data),
  );

/** The archive's pictures by their path and by their file name, without case. */
export function picturesBeside(entries: readonly ArchiveEntry[]): Map<string, Buffer> {
  const pictures = new Map<string, Buffer>();
  for (const entry of withoutClutter(entries)) {
    if (!isPhoto(entry.path)) continue;
    pictures.set(entry.path.toLowerCase(), entry.data);
    if (!pictures.has(baseName(entry.path).toLowerCase())) pictures.set(baseName(entry.path).toLowerCase(), entry.data);
  }
  return pictures;
}
