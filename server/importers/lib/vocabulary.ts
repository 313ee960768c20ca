/**
 * Tags and categories mapped onto the words the catalog uses (catalog/FORMAT.md), kept to a short
 * table on purpose: a tag we do not know ("quick", "beef") is simply not a cuisine or a dish type.
 */
import { DISH_TYPES } from '../../../shared/recipe';

const CUISINES = [
  'Italian',
  'French',
  'Spanish',
  'Portuguese',
  'Greek',
  'Mediterranean',
  'Middle Eastern',
  'Lebanese',
  'Persian',
  'Indian',
  'Thai',
  'Chinese',
  'Japanese',
  'Korean',
  'Vietnamese',
  'Asian',
  'Filipino',
  'Indonesian',
  'Mexican',
  'American',
  'British',
  'Irish',
  'German',
  'Swiss',
  'Dutch',
  'Russian',
  'Ukrainian',
  'Polish',
  'Hungarian',
  'Eastern European',
  'Moroccan',
  'Ethiopian',
  'African',
  'Caribbean',
  'Brazilian',
  'Peruvian',
  'Latin American',
  'Turkish',
  'Nordic',
  'Cajun',
  'Jewish',
];

/** Words that name a cuisine by another name. */
const CUISINE_ALIASES: Record<string, string> = {
  english: 'British',
  scottish: 'British',
  welsh: 'British',
  uk: 'British',
  swedish: 'Nordic',
  danish: 'Nordic',
  norwegian: 'Nordic',
  finnish: 'Nordic',
  scandinavian: 'Nordic',
  'tex-mex': 'Mexican',
  iranian: 'Persian',
};

const DISH_TYPE_ALIASES: Record<string, string> = {
  brunch: 'breakfast',
  main: 'main course',
  'main dish': 'main course',
  mains: 'main course',
  dinner: 'main course',
  supper: 'main course',
  lunch: 'main course',
  entree: 'main course',
  entrée: 'main course',
  side: 'side dish',
  sides: 'side dish',
  soups: 'soup',
  salads: 'salad',
  desserts: 'dessert',
  cake: 'dessert',
  cakes: 'dessert',
  cookies: 'dessert',
  pudding: 'dessert',
  bread: 'baking',
  breads: 'baking',
  pastry: 'baking',
  baked: 'baking',
  snacks: 'snack',
  appetizer: 'snack',
  appetizers: 'snack',
  starter: 'snack',
  drinks: 'drink',
  beverage: 'drink',
  beverages: 'drink',
  cocktail: 'drink',
  sauces: 'sauce',
  dip: 'sauce',
  dressing: 'sauce',
  condiment: 'sauce',
};

const cuisineByWord = new Map<string, string>([
  ...CUISINES.map((name): [string, string] => [name.toLowerCase(), name]),
  ...Object.entries(CUISINE_ALIASES),
]);
const dishTypeByWord = new Map<string, string>([
  ...DISH_TYPES.map((name): [string, string] => [name, name]),
  ...Object.entries(DISH_TYPE_ALIASES),
]);

const normalise = (word: string): string => word.trim().toLowerCase().replace(/\s+/g, ' ');

export function knownCuisine(word: string): string | undefined {
  return cuisineByWord.get(normalise(word));
}

export function knownDishType(word: string): string | undefined {
  return dishTypeByWord.get(normalise(word));
}

/** Free tags (Hugo `tags`, Cooklang `tags`) split into the cuisines and dish types we recognise. */
export function classifyTags(tags: string[]): { cuisines: string[]; dishTypes: string[] } {
  return {
    cuisines: unique(tags.map(knownCuisine)),
    dishTypes: unique(tags.map(knownDishType)),
  };
}

/** Declared cuisines (schema.org `recipeCuisine`, front matter `cuisine`): our spelling when known, else kept as written. */
export function toCuisines(values: string[]): string[] {
  return unique(values.map((value) => knownCuisine(value) ?? value.trim()));
}

/** Declared dish types (`recipeCategory`, `dishTypes`): our spelling when known, else lower-cased as written. */
export function toDishTypes(values: string[]): string[] {
  return unique(values.map((value) => knownDishType(value) ?? normalise(value)));
}

export function unique(values: ReadonlyArray<string | undefined>): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const value of values) {
    if (value === undefined || value === '') continue;
    const key = value.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(value);
  }
  return result;
}
