import { z } from 'zod';
import { CATEGORIES } from './ingredients';
import { loadYamlData, parseYamlData, word, words } from './yaml-data';

/**
 * The words the labeller reads in a recipe's title, summary and steps: what lifts a food they
 * name (negations, qualifiers, tools, verbs, comparisons) and how the ingredient lines account
 * for it (prepared dishes, families). The data lives in `label-words.yaml`; this file reads it and
 * checks it. The code that uses the words is in `catalog/labels/text-mentions.ts` and
 * `catalog/labels/text-accounting.ts`.
 */
const categories = z.array(z.enum(CATEGORIES)).min(1);

const schema = z.strictObject({
  mentions: z.strictObject({
    animal: categories,
    flesh: categories,
    plant: categories,
    qualifiers: z.record(word, categories),
    phraseBreaks: words,
    listContinues: words,
    listGoesOn: words,
    tools: words,
    describedBy: words,
    otherSenses: z.record(word, word),
    substituteAfter: words,
    plantStandIns: words,
    verbSenses: words,
    verbSubjects: words,
    verbObjects: words,
    proseAdjectives: words,
    proseModifiers: words,
    comparisons: z.strictObject({
      resembling: words,
      textures: words,
      likeAfter: words,
      notComparatives: words,
    }),
    negations: z.strictObject({ ofWhat: words, forWhat: words }),
    preparedOf: words,
    madeBefore: words,
    ownParts: z.strictObject({ before: words, parts: words }),
    shapes: words,
    plantMade: words,
    servedWith: z.strictObject({ verbs: words, links: words }),
  }),
  accounting: z.strictObject({
    madeDishes: words,
    dishBases: words,
    prepared: words,
    groups: z.array(categories).min(1),
    minorCategories: categories,
    families: z.array(z.strictObject({ words, sets: z.array(categories).min(1) })).min(1),
    familyWords: z.record(word, words),
  }),
});

export type LabelWords = z.output<typeof schema>;

/** Reads the label words; a bad entry is an error naming the file and the field. */
export function parseLabelWords(text: string, file: string): LabelWords {
  return parseYamlData(text, file, schema);
}

export const LABEL_WORDS: LabelWords = loadYamlData('label-words.yaml', schema);
