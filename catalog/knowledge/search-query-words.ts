import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { parseYamlData } from './yaml-data';
import { ALLERGY_IDS, DIET_IDS, FREE_FROM_IDS } from '../../shared/ids';
import { DISH_TYPES } from '../../shared/recipe';

/**
 * The words of a search that ask for a filter (a meal, a ready time, a diet, a free-from label,
 * a bound on nutrition per serving, a cuisine), the phrases that stay text although they hold such a word, the words that ask for
 * nothing, and the dish words that are never respelt. The data lives in
 * `search-query-words.yaml`; this file reads it and checks it.
 */
const names = z.array(z.string().trim().toLowerCase().min(1)).min(1);
const schema = z.strictObject({
  meals: z.array(z.strictObject({ names, types: z.array(z.enum(DISH_TYPES)).min(1) })),
  quick: z.array(z.strictObject({ names, maxReadyTime: z.number().int().min(1).max(1440) })),
  diets: z.array(z.strictObject({ names, diet: z.enum(DIET_IDS) })),
  freeFrom: z.array(
    z.union([
      // `alsoExcludes`: groups a cook means by the word besides the allergen (shellfish: molluscs too).
      z.strictObject({ names, allergy: z.enum(ALLERGY_IDS), alsoExcludes: z.array(z.enum(FREE_FROM_IDS)).optional() }),
      z.strictObject({ names, excludes: z.enum(FREE_FROM_IDS) }),
    ]),
  ),
  nutrition: z.array(
    z.strictObject({
      names,
      claim: z.string().regex(/^[a-z]+(-[a-z]+)*$/, 'a claim id is lower-case words joined by hyphens'),
      label: z.string().trim().min(1),
      maxCalories: z.number().int().positive().optional(),
      minProtein: z.number().int().positive().optional(),
      minProteinEnergyPercent: z.number().int().min(1).max(100).optional(),
      maxCarbohydrates: z.number().int().positive().optional(),
      maxFatEnergyPercent: z.number().int().min(1).max(100).optional(),
    }),
  ),
  ingredientGroups: z.array(z.strictObject({ names, groups: z.array(z.enum(FREE_FROM_IDS)).min(1) })),
  cuisines: z.array(z.strictObject({ names, cuisines: z.array(z.string().trim().min(1)).min(1) })),
  keepAsText: names,
  filler: names,
  soft: names,
  dishes: names,
});

export type SearchQueryWords = z.output<typeof schema>;

/** Reads the query words; a bad entry is an error naming the file and the field. */
export function parseQueryWords(text: string, file: string): SearchQueryWords {
  return parseYamlData(text, file, schema);
}

export const SEARCH_QUERY_WORDS: SearchQueryWords = parseQueryWords(
  readFileSync(join(import.meta.dirname, 'search-query-words.yaml'), 'utf8'),
  'catalog/knowledge/search-query-words.yaml',
);
