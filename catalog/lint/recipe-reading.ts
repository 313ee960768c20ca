/**
 * How the ingredient-use checks read a recipe: each ingredient line as the names a step may call
 * it by (its food, the head of its name, the food a form of it comes from, its kinds, synonyms and
 * the collective words for it), and the steps as word keys and the foods they name.
 */
import type { Category, IngredientEntry } from '../knowledge/ingredients';
import { SEARCH_KINDS, SEARCH_SYNONYMS } from '../knowledge/search-synonyms';
import { INDEX, matchDescription } from '../labels/matcher';
import { tokens } from '../labels/normalise';
import { parseLine } from '../labels/parse-line';
import { findMentions, lineWords, type LineFoods, type TextMention } from '../labels/text-check';
import { CATEGORY_WORDS, FILE_OF, FILE_WORDS, FORM_HEADS, NOTE_NOUNS, PRODUCT_HEADS, SHAPES } from './step-words';
import { keysOf, phraseKey, wordKey } from './word-key';

/** A word that names a food on its own ("peanut", "sambal"), not a modifier or a plain word. */
function isFoodWord(word: string): boolean {
  const hit = INDEX.byPhrase.get(word);
  return hit !== undefined && hit.entry.modifier !== true;
}

const PEPPERS = /\b(?:black|white|ground) pepper\b|^pepper$|\bpeppercorns?\b/;

/** What a step may call one ingredient line by. */
export interface LineCues {
  readonly line: string;
  readonly foods: LineFoods;
  /** Non-modifier foods on the line. */
  readonly entries: readonly IngredientEntry[];
  /** Head words of the line's food phrases, as keys ("sugar" for caster sugar). */
  readonly heads: ReadonlySet<string>;
  /** Food words before a form head ("lemon" in lemon juice), as keys. */
  readonly sources: ReadonlySet<string>;
  /** What the line's note cuts it into ("wedges", "cubes"), as keys. */
  readonly shapes: ReadonlySet<string>;
  /** Kind and synonym phrases, as keys of their words ("cheese", "spring onion", "pasta"). */
  readonly kinds: ReadonlySet<string>;
  readonly categories: readonly Category[];
  readonly note: string;
  readonly seasoning: boolean;
}

const SYNONYMS: readonly (readonly string[])[] = SEARCH_SYNONYMS.map((group) => group.map(phraseKey));
const KINDS: readonly (readonly [string, readonly string[]])[] = SEARCH_KINDS.map(
  ([kind, foods]) => [phraseKey(kind), foods.map(phraseKey)] as const,
);

export function cuesOf(line: string): LineCues | undefined {
  const parsed = parseLine(line);
  if (parsed.header || line.trim() === '') return undefined;
  const description = parsed.description;
  const match = matchDescription(description);
  const entries = match.entries.filter((entry) => entry.modifier !== true);
  const categories = [...new Set(entries.flatMap((entry) => entry.categories))];
  const heads = new Set<string>();
  const sources = new Set<string>();
  const names = new Set<string>();
  for (const phrase of match.phrases) {
    const words = keysOf(phrase);
    const head = words.at(-1);
    if (head === undefined) continue;
    heads.add(head);
    names.add(words.join(' '));
    // "lemon" of lemon juice, "sambal" of sambal oelek, "chipotle" of chipotles in adobo; never
    // "chicken" of chicken stock, a product of its own.
    const raw = tokens(phrase);
    const headIsFood = isFoodWord(raw.at(-1) ?? '');
    if (FORM_HEADS.has(head) || !PRODUCT_HEADS.has(head))
      for (const word of raw.slice(0, -1)) if (isFoodWord(word) || !headIsFood) sources.add(wordKey(word));
  }
  // The line's own last word, food or not: "the bones" of 1.5 kg beef marrow bones.
  const main = keysOf(description.split(/[,(;:]/)[0] ?? '');
  const last = main.at(-1);
  if (last !== undefined) heads.add(last);
  // What the line is cut into: "the wedges", "the bread cubes", "the stems".
  const shapes = new Set(
    keysOf(description.slice((description.split(/[,(;:]/)[0] ?? '').length))
      .map((word) => NOTE_NOUNS.get(word) ?? word)
      .filter((word) => SHAPES.has(word)),
  );
  for (const entry of entries) for (const name of entry.names) names.add(phraseKey(name));
  const kinds = new Set<string>();
  for (const entry of entries) {
    const file = FILE_OF.get(entry.id);
    for (const word of file === undefined ? [] : (FILE_WORDS[file] ?? [])) kinds.add(phraseKey(word));
  }
  for (const category of categories) for (const word of CATEGORY_WORDS[category] ?? []) kinds.add(phraseKey(word));
  for (const [kind, foods] of KINDS) if (foods.some((food) => names.has(food))) kinds.add(kind);
  for (const group of SYNONYMS) if (group.some((name) => names.has(name))) for (const name of group) kinds.add(name);
  const note = description.includes(',') ? description.slice(description.indexOf(',') + 1) : '';
  const seasoning =
    categories.includes('salt') || match.phrases.some((phrase) => PEPPERS.test(phrase) && !/\bbell\b/.test(phrase));
  return {
    line,
    foods: { entries: match.entries, phrases: match.phrases, categories, words: lineWords(description) },
    entries,
    heads,
    sources,
    shapes,
    kinds,
    categories,
    note,
    seasoning,
  };
}

/** The steps as the checks read them: word keys, and the foods they name. */
export interface Steps {
  readonly text: string;
  readonly keys: ReadonlySet<string>;
  /** The step words as keys, in order, with a space either side, to find phrases. */
  readonly joined: string;
  readonly mentions: readonly TextMention[];
}

export function readSteps(title: string, summary: string, instructions: string): Steps {
  const words = keysOf(instructions);
  return {
    text: instructions,
    keys: new Set(words),
    joined: ` ${words.join(' ')} `,
    mentions: findMentions({ title, summary, instructions }).filter((mention) => mention.source === 'instructions'),
  };
}

export const hasPhrase = (steps: Steps, phrase: string): boolean =>
  phrase.includes(' ') ? steps.joined.includes(` ${phrase} `) : steps.keys.has(phrase);
