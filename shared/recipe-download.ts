import type { RecipeDetail } from './recipe';

/**
 * A recipe written out to keep or to take to another app: schema.org JSON-LD (what recipe sites
 * publish and every recipe app reads) or Markdown in the catalog's own shape (`catalog/FORMAT.md`),
 * which our importers read back whole. Written here so that the recipe page makes the file on the
 * device, with or without a network, and an account's export can write the same.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** A step's simple HTML as plain text: tags (and what a script or style holds) dropped, the common entities read. */
const plainText = (html: string): string =>
  html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();

/** The recipe's steps, one a line of its instructions, as plain text. */
export const stepsOf = (recipe: Pick<RecipeDetail, 'instructions'>): string[] =>
  recipe.instructions
    .split(/\r?\n|<br\s*\/?>/i)
    .map(plainText)
    .filter((step) => step !== '');

const isoMinutes = (minutes: number): string => `PT${minutes}M`;

/** A picture's address as the file needs it: the app's own pictures made absolute against where it is served. */
const absolute = (address: string, origin: string): string =>
  address === '' ? '' : new URL(address, origin.endsWith('/') ? origin : `${origin}/`).href;

/** The recipe as one schema.org Recipe, with the page it is on as its `url` when it has no source of its own. */
export function recipeJsonLd(recipe: RecipeDetail, origin: string): Record<string, unknown> {
  const image = absolute(recipe.image, origin);
  const ownPage = absolute(`/recipe/${recipe.id}`, origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    description: recipe.summary,
    ...(image === '' ? {} : { image: [image] }),
    recipeYield: String(recipe.servings),
    ...(recipe.preparationMinutes === null ? {} : { prepTime: isoMinutes(recipe.preparationMinutes) }),
    ...(recipe.cookingMinutes === null ? {} : { cookTime: isoMinutes(recipe.cookingMinutes) }),
    totalTime: isoMinutes(recipe.readyInMinutes),
    recipeCuisine: recipe.cuisines,
    recipeCategory: recipe.dishTypes,
    recipeIngredient: recipe.extendedIngredients.map((ingredient) => ingredient.original),
    recipeInstructions: stepsOf(recipe).map((text) => ({ '@type': 'HowToStep', text })),
    url: recipe.sourceUrl || ownPage,
    ...(recipe.sourceName === '' ? {} : { author: { '@type': 'Organization', name: recipe.sourceName } }),
    ...(recipe.license === '' ? {} : { license: recipe.license }),
  };
}

/** A value YAML reads back as the same string: a JSON string is a YAML double-quoted scalar. */
const yamlText = (value: string): string => JSON.stringify(value);
const yamlList = (values: readonly string[]): string => `[${values.map(yamlText).join(', ')}]`;

/** The recipe in the catalog's Markdown shape: front matter, then its ingredients and numbered directions. */
export function recipeMarkdown(recipe: RecipeDetail, origin: string): string {
  const image = absolute(recipe.image, origin);
  const front = [
    `title: ${yamlText(recipe.title)}`,
    `summary: ${yamlText(recipe.summary)}`,
    `cuisine: ${yamlList(recipe.cuisines)}`,
    `dishTypes: ${yamlList(recipe.dishTypes)}`,
    `servings: ${recipe.servings}`,
    ...(recipe.preparationMinutes === null ? [] : [`prepMinutes: ${recipe.preparationMinutes}`]),
    ...(recipe.cookingMinutes === null ? [] : [`cookMinutes: ${recipe.cookingMinutes}`]),
    `totalMinutes: ${recipe.readyInMinutes}`,
    ...(image === '' ? [] : [`image: ${yamlText(image)}`]),
    ...(recipe.sourceName === '' ? [] : [`sourceName: ${yamlText(recipe.sourceName)}`]),
    ...(recipe.sourceUrl === '' ? [] : [`sourceUrl: ${yamlText(recipe.sourceUrl)}`]),
    ...(recipe.license === '' ? [] : [`license: ${yamlText(recipe.license)}`]),
  ];
  const lines = recipe.extendedIngredients.map((ingredient) => `- ${ingredient.original}`);
  const steps = stepsOf(recipe).map((step, index) => `${index + 1}. ${step}`);
  return ['---', ...front, '---', '', '## Ingredients', '', ...lines, '', '## Directions', '', ...steps, ''].join('\n');
}

/** A file name from the title: lower case, words joined by hyphens, never empty. */
export function recipeFileName(recipe: Pick<RecipeDetail, 'id' | 'title'>, extension: string): string {
  const slug = recipe.title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${recipe.id}-${slug || 'recipe'}${extension}`;
}
