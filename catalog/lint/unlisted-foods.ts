/**
 * The foods steps name that no ingredient line accounts for: a food a step names counts as listed
 * when a line holds it, names it, is its kind or the food it is a part of, or when the recipe
 * makes it; and a food word used as a tool, a colour, a size or a verb names no food.
 */
import type { IngredientEntry } from '../knowledge/ingredients';
import { accountedFor, findMentions, MINOR_CATEGORIES as MINOR, type TextMention } from '../labels/text-check';
import { tokens } from '../labels/normalise';
import { cuesOf, readSteps, type LineCues } from './recipe-reading';
import {
  BAKED_HEADS,
  BAKING_BASES,
  BOUGHT_TOO,
  COLOUR_LEADS,
  COLOURS,
  groupOf,
  LEFT_BEHIND,
  MADE_HEADS,
  NOT_FOOD_AFTER,
  NOT_FOOD_BEFORE,
  PART_HEADS,
  SALTINESS,
  STEP_FAMILIES,
  TOOL_PHRASES,
} from './step-words';
import type { RecipeText } from './unused-lines';
import { keysOf, phraseKey, wordKey } from './word-key';

/** Foods named with a verb's spelling: "fish out the bay leaves", "a dab of", "while the pork fries". */
const VERB_LIKE: ReadonlyMap<string, (before: string, after: string) => boolean> = new Map([
  ['fish', (_before: string, after: string) => after === 'out'],
  ['dab', () => true],
  ['squashes', () => true],
  ['crisps', (before: string) => !['the', 'with', 'of', 'some', 'potato'].includes(before)],
  ['fries', (before: string) => !['the', 'with', 'and', 'some', 'of', 'hot'].includes(before)],
  ['savoury', (_before: string, after: string) => after !== ''],
  ['savory', (_before: string, after: string) => after !== ''],
]);
/** A sentence that offers a swap names foods the recipe does without: "use them in place of the spinach". */
const SWAP = /\b(?:in place of|instead of|swap|substitute)\b/i;
const SENTENCES = /(?<=[.!?])\s+|\n+/;

/** The sentence of the steps a mention's (possibly shortened) excerpt comes from. */
function sentenceOf(mention: TextMention, instructions: string): string {
  const start = mention.excerpt.replace(/…$/, '');
  return (
    instructions.split(SENTENCES).find((sentence) => sentence.replace(/\s+/g, ' ').trim().startsWith(start)) ?? start
  );
}

/** The words around a mention in its sentence: the one before and the one after. */
function around(
  mention: TextMention,
  sentence: string,
): { before: string; after: string; likeBefore: boolean; earlier: readonly string[] } {
  const words = tokens(sentence);
  const phrase = mention.phrase.split(' ');
  for (let start = 0; start + phrase.length <= words.length; start += 1) {
    if (phrase.every((word, offset) => words[start + offset] === word)) {
      const earlier = words.slice(Math.max(0, start - 3), start);
      return {
        before: words[start - 1] ?? '',
        after: words[start + phrase.length] ?? '',
        likeBefore: earlier.includes('like'),
        earlier,
      };
    }
  }
  return { before: '', after: '', likeBefore: false, earlier: [] };
}

/** Whether a step names the food for something other than an ingredient: a tool, a colour, a size, a verb. */
function notAnIngredient(mention: TextMention, sentence: string, dish: RecipeDish): boolean {
  const { before, after, likeBefore, earlier } = around(mention, sentence);
  const phrase = mention.phrase;
  if (SWAP.test(sentence) || TOOL_PHRASES.has(`${phrase} ${after}`)) return true;
  if (phrase === 'salt' && earlier.some((word) => SALTINESS.has(word))) return true;
  // The dish's own name: "Scotch" in "roll each Scotch egg" of Scotch Eggs.
  if (after !== '' && dish.titleJoined.includes(` ${phraseKey(phrase)} ${wordKey(after)} `)) return true;
  // "the paper and beans" after "baking beans" were named.
  if (dish.stepKeys.includes(` baking ${phraseKey(phrase)} `)) return true;
  // "the thick cream from the top of the coconut milk": a part of the food named next.
  if (after === 'from' || after === 'off') return true;
  if (likeBefore || NOT_FOOD_AFTER.has(wordKey(after)) || NOT_FOOD_BEFORE.has(before)) return true;
  if (COLOURS.has(after) || (COLOUR_LEADS.has(before) && after === '')) return true;
  // "the zest of 1 lemon", "2 cloves of the garlic": the food after "of" is checked on its own.
  if (after === 'of') return true;
  return VERB_LIKE.get(phrase)?.(before, after) === true;
}

/** Whether the lines account for a food a step names, in any way a cook would read them. */
function listed(mention: TextMention, lines: readonly LineCues[], dish: RecipeDish): boolean {
  if (mention.entry.categories.includes('water')) return true;
  const phrase = phraseKey(mention.phrase);
  const words = phrase.split(' ');
  const head = words.at(-1) ?? '';
  const sentence = sentenceOf(mention, dish.instructions);
  if (LEFT_BEHIND.has(phrase) || LEFT_BEHIND.has(head) || notAnIngredient(mention, sentence, dish)) return true;
  const foods = lines.map((cues) => cues.foods);
  if (accountedFor(mention, foods) !== null) return true;
  const namedBy = (word: string) =>
    lines.some((cues) => cues.heads.has(word) || cues.sources.has(word) || cues.kinds.has(word));
  if (lines.some((cues) => cues.entries.includes(mention.entry) || cues.kinds.has(phrase)) || namedBy(head))
    return true;
  // "floured", "buttered": the listed flour or butter.
  if (mention.entry.modifier === true && /ed$/.test(head) && (namedBy(head.slice(0, -2)) || namedBy(head.slice(0, -1))))
    return true;
  // "egg whites", "chicken pieces", "broccoli stems": a part of a listed food.
  if (PART_HEADS.has(head) && words.slice(0, -1).some(namedBy)) return true;
  if (PART_HEADS.has(head) && words.length === 1 && lines.some((cues) => cues.categories.length > 0)) {
    // "the thighs" of a whole chicken, "the leaves" of a listed herb.
    const meat = mention.entry.categories.some((category) => ['meat', 'poultry', 'fish'].includes(category));
    if (!meat || lines.some((cues) => cues.categories.some((category) => mention.entry.categories.includes(category))))
      return true;
  }
  const family = STEP_FAMILIES.get(phrase);
  if (family !== undefined && lines.some((cues) => cues.categories.some((category) => family.includes(category))))
    return true;
  // What the recipe makes and names again: "the salsa", "the pastry case", the title's "ayran".
  // Named with "the" anywhere in the steps, or after a listed food ("ricotta cream"), a made
  // dish is the one an earlier step made.
  const { before } = around(mention, sentence);
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (
    MADE_HEADS.has(head) &&
    ((!BOUGHT_TOO.has(head) &&
      new RegExp(` (?:the|this|your|remaining|reserved) (?:\\S+ )?${escaped} `).test(dish.stepKeys)) ||
      namedBy(wordKey(before)))
  )
    return true;
  if (
    BAKED_HEADS.has(head) &&
    lines.some((cues) => cues.categories.some((category) => BAKING_BASES.includes(category)))
  )
    return true;
  if (new RegExp(` (?:for|make|making|makes|into|to) (?:the|a|an|your) (?:\\S+ )?${escaped} `).test(dish.stepKeys))
    return true;
  // A food the title names is the dish when a line holds its main kind of food
  // ("turkey burgers" of turkey mince); a title's chicken with no chicken line is still missing.
  if (dish.entries.has(mention.entry) || words.every((word) => dish.titleKeys.has(word))) {
    const main = new Set(mention.entry.categories.filter((category) => !MINOR.has(category)).map(groupOf));
    if (main.size === 0 || lines.some((cues) => cues.categories.some((category) => main.has(groupOf(category)))))
      return true;
  }
  return false;
}

/** What the recipe says it makes (the foods its title names), and its steps. */
interface RecipeDish {
  readonly entries: ReadonlySet<IngredientEntry>;
  readonly titleKeys: ReadonlySet<string>;
  /** The title's word keys with a space either side. */
  readonly titleJoined: string;
  readonly stepKeys: string;
  readonly instructions: string;
}

/** The foods steps name that no line accounts for, each as "phrase: the step's sentence". */
export function unlistedFoods(recipe: RecipeText): string[] {
  const steps = readSteps(recipe.title, recipe.summary, recipe.instructions);
  const lines = recipe.ingredientLines.map(cuesOf).filter((cues) => cues !== undefined);
  const dish: RecipeDish = {
    entries: new Set(findMentions({ title: recipe.title }).map((mention) => mention.entry)),
    titleKeys: new Set(keysOf(recipe.title)),
    titleJoined: ` ${keysOf(recipe.title).join(' ')} `,
    stepKeys: steps.joined,
    instructions: recipe.instructions,
  };
  const found = new Map<string, string>();
  for (const mention of steps.mentions) {
    if (found.has(mention.phrase) || listed(mention, lines, dish)) continue;
    found.set(mention.phrase, `${mention.phrase}: ${mention.excerpt}`);
  }
  return [...found.values()];
}
