/**
 * The words of `catalog/knowledge/step-words.yaml` as the ingredient-use checks look them up,
 * as word keys (word-key.ts) where the checks compare keys; and the food file each food is
 * written in. Built once on load; adding a word touches only the data.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FOOD_FILES, FOODS_DIR, parseFoodFile, type Category } from '../knowledge/ingredients';
import { STEP_WORDS } from '../knowledge/step-words';
import { phraseKey, wordKey } from './word-key';

const { lineNames, stepFoods } = STEP_WORDS;
const keySet = (words: readonly string[]): ReadonlySet<string> => new Set(words.map(wordKey));

/** The file each food is written in: its first kind ("cheese" for cheddar). */
export const FILE_OF: ReadonlyMap<string, string> = new Map(
  FOOD_FILES.flatMap((file) =>
    parseFoodFile(readFileSync(join(FOODS_DIR, `${file}.yaml`), 'utf8'), file).map(
      (entry) => [entry.id, file] as const,
    ),
  ),
);

export const FILE_WORDS: Readonly<Record<string, readonly string[]>> = lineNames.fileWords;
export const CATEGORY_WORDS: Readonly<Partial<Record<Category, readonly string[]>>> = lineNames.categoryWords;
export const FORM_HEADS = keySet(lineNames.formHeads);
export const PRODUCT_HEADS = keySet(lineNames.productHeads);
export const SHAPES = keySet(lineNames.shapes);
export const NOTE_NOUNS: ReadonlyMap<string, string> = new Map(Object.entries(lineNames.noteNouns));
export const WET_ONLY: readonly Category[] = lineNames.wetOnly;
export const DRY_ONLY: readonly Category[] = lineNames.dryOnly;

export const LEFT_BEHIND: ReadonlySet<string> = new Set(stepFoods.leftBehind.map(phraseKey));
export const NOT_FOOD_AFTER = keySet(stepFoods.notFoodAfter);
export const TOOL_PHRASES: ReadonlySet<string> = new Set(stepFoods.toolPhrases);
export const COLOURS: ReadonlySet<string> = new Set(stepFoods.colours);
export const COLOUR_LEADS: ReadonlySet<string> = new Set(stepFoods.colourLeads);
export const NOT_FOOD_BEFORE: ReadonlySet<string> = new Set(stepFoods.notFoodBefore);
export const MADE_HEADS = keySet(stepFoods.madeHeads);
export const BOUGHT_TOO = keySet(stepFoods.boughtToo);
export const BAKED_HEADS = keySet(stepFoods.bakedHeads);
export const BAKING_BASES: readonly Category[] = stepFoods.bakingBases;
export const PART_HEADS: ReadonlySet<string> = new Set([...FORM_HEADS, ...stepFoods.partHeads.map(wordKey)]);
export const STEP_FAMILIES: ReadonlyMap<string, readonly Category[]> = new Map(
  Object.entries(stepFoods.families).map(([word, categories]) => [wordKey(word), categories] as const),
);
export const SALTINESS: ReadonlySet<string> = new Set(stepFoods.saltiness);
const DISH_GROUPS: Readonly<Partial<Record<Category, string>>> = stepFoods.dishGroups;
/** The kind of food a category is, for what a dish is made of: flesh, grain, drink, or itself. */
export const groupOf = (category: Category): string => DISH_GROUPS[category] ?? category;
