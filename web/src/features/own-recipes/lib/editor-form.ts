import type { EditableRecipe } from '@shared/own-recipes';

/** The editor's fields as typed: numbers stay text until they are checked on save. */
export interface EditorValues {
  title: string;
  summary: string;
  servings: string;
  prepMinutes: string;
  cookMinutes: string;
  readyInMinutes: string;
  /** One ingredient line per line. */
  ingredients: string;
  /** Steps separated by blank lines, or one per line. */
  steps: string;
  image: string;
  sourceName: string;
  sourceUrl: string;
}

export type EditorField = keyof EditorValues;
export type EditorErrors = Partial<Record<EditorField, string>>;

const minutesText = (minutes: number | null) => (minutes === null ? '' : String(minutes));

/** The fields for a recipe from a preview or from storage. Steps are shown a blank line apart. */
export function editorValues(recipe: EditableRecipe): EditorValues {
  return {
    title: recipe.title,
    summary: recipe.summary,
    servings: String(recipe.servings),
    prepMinutes: minutesText(recipe.prepMinutes),
    cookMinutes: minutesText(recipe.cookMinutes),
    readyInMinutes: String(recipe.readyInMinutes),
    ingredients: recipe.ingredientLines.join('\n'),
    steps: recipe.steps.join('\n\n'),
    image: recipe.image,
    sourceName: recipe.sourceName,
    sourceUrl: recipe.sourceUrl,
  };
}

/**
 * Steps as typed: when the text has a blank line anywhere, each block between blank lines is one
 * step (its lines joined, so a long step may wrap onto several lines); otherwise each line is one.
 */
export function splitSteps(text: string): string[] {
  // A step is one line of user text (shared/user-text.ts): a pasted tab is a space.
  const normal = text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').trim();
  if (normal === '') return [];
  const blocks = /\n[ \t]*\n/.test(normal) ? normal.split(/\n(?:[ \t]*\n)+/) : normal.split('\n');
  return blocks
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '')
        .join(' '),
    )
    .filter((step) => step !== '');
}

/** An empty field is no number; anything else is read as typed (NaN when it is none, for the schema to name). */
const numberOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text.trim()));

/** The site's name for a link, e.g. "www.example.org" → "example.org"; '' when it is no link. */
export function siteName(address: string): string {
  try {
    return new URL(address).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/**
 * The recipe the fields describe, for the schema to check: the fields the editor does not show
 * (cuisines, dish types) come from `base`. A ready-in time left empty is the preparation plus
 * the cooking time when either is given, and a source link without a name is named after its
 * site, because the recipe page shows where a recipe came from by that name.
 */
export function recipeCandidate(values: EditorValues, base: EditableRecipe): Record<keyof EditableRecipe, unknown> {
  const prepMinutes = numberOf(values.prepMinutes);
  const cookMinutes = numberOf(values.cookMinutes);
  const typedReady = numberOf(values.readyInMinutes);
  const readyInMinutes =
    typedReady === undefined && (prepMinutes !== undefined || cookMinutes !== undefined)
      ? (prepMinutes ?? 0) + (cookMinutes ?? 0)
      : typedReady;
  const sourceUrl = values.sourceUrl.trim();
  const sourceName = values.sourceName.trim() || siteName(sourceUrl);
  return {
    title: values.title,
    summary: values.summary.trim(),
    servings: numberOf(values.servings),
    prepMinutes: prepMinutes ?? null,
    cookMinutes: cookMinutes ?? null,
    readyInMinutes,
    ingredientLines: values.ingredients.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').split('\n'),
    steps: splitSteps(values.steps),
    image: values.image.trim(),
    cuisines: base.cuisines,
    dishTypes: base.dishTypes,
    sourceUrl,
    sourceName,
  };
}

/** Which field a message of the recipe's schema belongs beside. */
export const FIELD_OF: Partial<Record<keyof EditableRecipe, EditorField>> = {
  title: 'title',
  summary: 'summary',
  servings: 'servings',
  prepMinutes: 'prepMinutes',
  cookMinutes: 'cookMinutes',
  readyInMinutes: 'readyInMinutes',
  ingredientLines: 'ingredients',
  steps: 'steps',
  image: 'image',
  sourceUrl: 'sourceUrl',
  sourceName: 'sourceName',
};

const isWebAddress = (text: string) => /^https?:\/\/[^\s/]+/i.test(text);

/**
 * What the schema does not say about addresses: the picture is fetched by the server from a web
 * address (or is already ours, under /images/), and the source is linked from the recipe page,
 * so both must be web addresses when given.
 */
export function addressErrors(values: EditorValues): EditorErrors {
  const errors: EditorErrors = {};
  const image = values.image.trim();
  if (image !== '' && !isWebAddress(image) && !image.startsWith('/images/')) {
    errors.image = 'The picture address must start with https:// or http://.';
  }
  const source = values.sourceUrl.trim();
  if (source !== '' && !isWebAddress(source)) {
    errors.sourceUrl = 'The source address must start with https:// or http://.';
  }
  return errors;
}

/**
 * The address to draw as a preview, or null to show it as text. The page's Content-Security-Policy
 * lets pictures come from this site and from https: only; drawing any other address would only
 * log a refusal in the console and show nothing.
 */
export function previewablePicture(address: string, origin: string): string | null {
  const text = address.trim();
  if (text.startsWith('/images/')) return text;
  try {
    const url = new URL(text);
    if (url.protocol === 'https:' || url.origin === origin) return url.href;
  } catch {
    // Not an address: shown as typed.
  }
  return null;
}
