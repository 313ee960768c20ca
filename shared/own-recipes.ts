import { z } from 'zod';
import { RECIPE_LIMITS } from './recipe-limits';
import { userText } from './user-text-schema';

/**
 * Recipes a user adds in the app (by link, by pasting, from files). They belong to that user:
 * private unless shared, listed, searched, edited and deleted by the owner alone. The same limits
 * as every recipe (shared/recipe-limits.ts), plus the sizes of what the app sends to import.
 */
export const IMPORT_LIMITS = {
  /** Pasted HTML, JSON-LD or text. */
  pasteCharacters: 2_000_000,
  /**
   * Files in one request, the size of each as text, and of all of one request together (send more
   * in several): one file of the largest size goes alone, small ones go twenty at a time.
   */
  files: 20,
  fileCharacters: 5_000_000,
  requestCharacters: 5_000_000,
  fileName: 255,
  /** Another recipe app's export (a zip with photos, read as bytes), in one request. */
  appExportBytes: 128 * 1024 * 1024,
  /** Recipes one account may hold. */
  recipesPerUser: 5_000,
} as const;

const MIB = 1024 * 1024;
/** The most bytes JSON spends on one character of a string: a control character written `\u001f`. */
const JSON_BYTES_PER_CHARACTER = 6;
/** The keys, numbers and punctuation of one request around its texts, with room to spare. */
const ENVELOPE_BYTES = 64 * 1024;
/** The characters of the largest recipe the limits allow, every text at its longest. */
const RECIPE_CHARACTERS =
  RECIPE_LIMITS.title +
  RECIPE_LIMITS.summary +
  RECIPE_LIMITS.ingredientLines * RECIPE_LIMITS.ingredientLine +
  RECIPE_LIMITS.instructions +
  2 * RECIPE_LIMITS.url +
  2 * RECIPE_LIMITS.listItems * RECIPE_LIMITS.listItem +
  RECIPE_LIMITS.attribution;
/** Bytes that hold `characters` of text in any JSON, with the envelope, in whole MiB. */
const bodyBytes = (characters: number) =>
  Math.ceil((characters * JSON_BYTES_PER_CHARACTER + ENVELOPE_BYTES) / MIB) * MIB;

/**
 * The largest request body each route reads, in bytes. Each holds the most characters its checks
 * accept, however JSON writes them, so a body is never refused for its size before its texts are
 * checked and their limits named: whatever a paste or a file gives the editor can be saved and
 * saved again (`recipe`), and the size the app checks a paste against never meets a 413 (`preview`).
 */
export const BODY_LIMITS = {
  /** `POST /api/recipes` and `PUT /api/recipes/{id}`. */
  recipe: bodyBytes(RECIPE_CHARACTERS),
  /** `POST /api/recipes/import/preview`. */
  preview: bodyBytes(IMPORT_LIMITS.pasteCharacters),
  /** `POST /api/recipes/import/files`. */
  files: bodyBytes(IMPORT_LIMITS.requestCharacters + IMPORT_LIMITS.files * IMPORT_LIMITS.fileName),
  /** `POST /api/recipes/import/app-export`: the export's own bytes. */
  appExport: IMPORT_LIMITS.appExportBytes,
} as const;

/** A recipe as the editor shows it: read from a page, a paste or a file, or stored. */
export interface EditableRecipe {
  title: string;
  summary: string;
  servings: number;
  prepMinutes: number | null;
  cookMinutes: number | null;
  readyInMinutes: number;
  /** As written, one per line. */
  ingredientLines: string[];
  /** One step each, plain text. */
  steps: string[];
  /**
   * The picture: an http(s) address found on the page (fetched once by the server when saved,
   * re-encoded and then served by us), our own `/images/…` path once stored, or '' for none.
   */
  image: string;
  cuisines: string[];
  dishTypes: string[];
  /** Where the recipe came from: the page's address and the site's name ('' when typed in). */
  sourceUrl: string;
  sourceName: string;
}

/** `POST /api/recipes/import/preview`: exactly one of a link or pasted text (HTML, JSON-LD or plain text). */
export interface ImportPreviewRequest {
  url?: string;
  text?: string;
}

export interface ImportPreviewResponse {
  /** Usually one; a page or paste can hold several. */
  recipes: EditableRecipe[];
  /** Fields that were dropped or guessed ("the cooking time "PT-5M" was not understood"). */
  warnings: string[];
}

/** `POST /api/recipes` and `PUT /api/recipes/{id}`. */
export interface SaveOwnRecipeRequest {
  recipe: EditableRecipe;
  /** Shared recipes are found by everyone; private ones (the default) by their owner alone. */
  shared: boolean;
}

/** `GET /api/recipes/{id}` for its owner, and the answer of a save. */
export interface OwnRecipe {
  id: number;
  recipe: EditableRecipe;
  shared: boolean;
  /** ISO time of the first save. */
  createdAt: string;
  /** On a save: what could not be kept ("the picture could not be fetched: …"). */
  warnings?: string[];
}

/** `GET /api/recipes/mine`: the user's own recipes, newest first. */
export interface OwnRecipeListItem {
  id: number;
  title: string;
  image: string;
  shared: boolean;
  sourceName: string;
  createdAt: string;
}

export interface OwnRecipesResponse {
  results: OwnRecipeListItem[];
}

/** `POST /api/recipes/import/files`: the files' text as read by the browser. */
export interface FileImportRequest {
  files: { name: string; content: string }[];
  shared?: boolean;
}

export type FileImportResult =
  | { name: string; status: 'imported'; recipes: { id: number; title: string }[]; warnings: string[] }
  | { name: string; status: 'refused'; reason: string };

export interface FileImportResponse {
  results: FileImportResult[];
}

const L = RECIPE_LIMITS;
/** Every text of a recipe is user text (shared/user-text.ts); the summary alone may have several lines. */
const text = (what: string, max: number, required?: string) =>
  userText({ what, max }, required === undefined ? {} : { required });
const minutes = (what: string) =>
  z
    .number({ error: `${what} must be a number of minutes.` })
    .int({ error: `${what} must be a whole number of minutes.` })
    .min(0, { error: `${what} cannot be negative.` })
    .max(L.minutes, { error: `${what} can be at most ${L.minutes.toLocaleString('en')} minutes.` });

export const editableRecipeSchema = z.object({
  title: text('The title', L.title, 'A recipe needs a title.'),
  summary: userText({ what: 'The summary', max: L.summary, multiline: true }),
  servings: z
    .number({ error: 'Servings must be a number.' })
    .int({ error: 'Servings must be a whole number.' })
    .min(1, { error: 'Servings must be at least 1.' })
    .max(L.servings, { error: `Servings can be at most ${L.servings}.` }),
  prepMinutes: minutes('The preparation time').nullable(),
  cookMinutes: minutes('The cooking time').nullable(),
  readyInMinutes: minutes('The ready-in time'),
  ingredientLines: z
    .array(text('An ingredient line', L.ingredientLine), { error: 'Ingredients must be a list of lines.' })
    .max(L.ingredientLines, { error: `A recipe can have at most ${L.ingredientLines} ingredient lines.` })
    .transform((lines) => lines.filter((line) => line !== ''))
    .refine((lines) => lines.length > 0, { error: 'A recipe needs at least one ingredient line.' }),
  steps: z
    .array(text('A step', L.stepLength), { error: 'Steps must be a list.' })
    .max(L.steps, { error: `A recipe can have at most ${L.steps} steps.` })
    .transform((steps) => steps.filter((step) => step !== '')),
  image: text('The picture address', L.url),
  cuisines: z.array(text('A cuisine', L.listItem)).max(L.listItems),
  dishTypes: z.array(text('A dish type', L.listItem)).max(L.listItems),
  sourceUrl: text('The source address', L.url),
  sourceName: text('The source name', L.attribution),
});

export const saveOwnRecipeSchema = z.object({
  recipe: editableRecipeSchema,
  shared: z.boolean({ error: 'shared must be true or false.' }),
});

export const importPreviewSchema = z
  .object({
    url: userText({ what: 'The link', max: L.url }, { required: 'The link must not be empty.' }).optional(),
    text: z
      .string({ error: 'The pasted text must be text.' })
      .max(IMPORT_LIMITS.pasteCharacters, {
        error: `The pasted text can be at most ${IMPORT_LIMITS.pasteCharacters.toLocaleString('en')} characters.`,
      })
      .optional(),
  })
  .refine((body) => (body.url === undefined) !== (body.text === undefined), {
    error: 'Give either a link (url) or pasted text (text).',
  });

/** `POST /api/recipes/import/app-export?name=…&shared=…`: the export's bytes are the body. */
export const appExportQuerySchema = z.object({
  name: text('A file name', IMPORT_LIMITS.fileName, 'Name the file (name=…).'),
  shared: z.enum(['true', 'false'], { error: 'shared is true or false.' }).optional(),
});

/**
 * The file names of other recipe apps' exports, by how they end: sent whole to `/import/app-export`.
 * A `.json` is not among them: it is a recipe file the file import reads (RecipeSage's list too).
 */
export const APP_EXPORT_EXTENSIONS = ['.paprikarecipes', '.paprikarecipe', '.zip', '.csv'] as const;

export const isAppExport = (fileName: string): boolean =>
  APP_EXPORT_EXTENSIONS.some((extension) => fileName.toLowerCase().endsWith(extension));

/** The content types an export may be sent as (browsers send a zip as any of the first three). */
export const APP_EXPORT_TYPES = [
  'application/zip',
  'application/x-zip-compressed',
  'application/octet-stream',
  'application/gzip',
  'application/x-gzip',
  'text/csv',
] as const;

export const fileImportSchema = z.object({
  files: z
    .array(
      z.object({
        name: text('A file name', IMPORT_LIMITS.fileName, 'A file needs a name.'),
        content: z.string({ error: 'A file must be sent as text.' }),
      }),
    )
    .min(1, { error: 'Choose at least one file.' })
    .max(IMPORT_LIMITS.files, { error: `Send at most ${IMPORT_LIMITS.files} files at once.` }),
  shared: z.boolean().optional(),
});
