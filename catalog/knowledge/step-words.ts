import { z } from 'zod';
import { CATEGORIES, FOOD_FILES } from './ingredients';
import { loadYamlData, parseYamlData, word, words } from './yaml-data';

/**
 * The words by which a recipe's steps name its ingredient lines, for the catalog's lint: kinds,
 * forms and parts of a food, what a recipe makes and names again, and the words that make a food
 * word something else (a tool, a colour). The data lives in `step-words.yaml`; this file reads it
 * and checks it. `catalog/lint/step-words.ts` builds the look-ups the checks use.
 */
const category = z.enum(CATEGORIES);
const categories = z.array(category).min(1);
const foodFile = z.string().refine((file) => (FOOD_FILES as readonly string[]).includes(file), 'a food file');

const schema = z.strictObject({
  lineNames: z.strictObject({
    fileWords: z.record(foodFile, words),
    categoryWords: z.partialRecord(category, words),
    formHeads: words,
    productHeads: words,
    shapes: words,
    noteNouns: z.record(word, word),
    wetOnly: categories,
    dryOnly: categories,
  }),
  stepFoods: z.strictObject({
    leftBehind: words,
    notFoodAfter: words,
    toolPhrases: words,
    colours: words,
    colourLeads: words,
    notFoodBefore: words,
    madeHeads: words,
    boughtToo: words,
    bakedHeads: words,
    bakingBases: categories,
    partHeads: words,
    families: z.record(word, categories),
    saltiness: words,
    dishGroups: z.partialRecord(category, word),
  }),
});

export type StepWords = z.output<typeof schema>;

/** Reads the step words; a bad entry is an error naming the file and the field. */
export function parseStepWords(text: string, file: string): StepWords {
  return parseYamlData(text, file, schema);
}

export const STEP_WORDS: StepWords = loadYamlData('step-words.yaml', schema);
