/**
 * Whether a recipe's ingredient lines account for a food its title, summary or steps name
 * (text-mentions.ts finds them): a line holds the same food or names it, the recipe prepares it
 * ("the sauce"), it is a family word a line belongs to ("the nuts"), or a dish the lines make (a
 * flour for "bread"). The words are data: `catalog/knowledge/label-words.yaml`.
 */
import type { Category, IngredientEntry } from '../knowledge/ingredients';
import { INDEX } from './matcher';
import { tokens } from './normalise';
import type { TextMention } from './text-mentions';
import { DISH_BASES, FAMILIES, FAMILY_WORDS, GROUPS, MADE_DISHES, MINOR_CATEGORIES, PREPARED } from './text-words';

export { MINOR_CATEGORIES } from './text-words';

/** A prepared dish: an entry spanning two or more food groups ("meatballs": meat, wheat, egg). */
const COMPOSITE = new WeakMap<IngredientEntry, boolean>();
function isComposite(entry: IngredientEntry): boolean {
  let composite = COMPOSITE.get(entry);
  if (composite === undefined) {
    composite = GROUPS.filter((group) => group.some((category) => entry.categories.includes(category))).length >= 2;
    COMPOSITE.set(entry, composite);
  }
  return composite;
}

const singular = (word: string): string =>
  word.endsWith('ies')
    ? `${word.slice(0, -3)}y`
    : word.endsWith('oes')
      ? word.slice(0, -2)
      : word.endsWith('s') && !word.endsWith('ss')
        ? word.slice(0, -1)
        : word;

/** A word that names a food on its own ("peanut", "parsley"), not a modifier or a plain word ("pan"). */
function isFoodWord(word: string): boolean {
  const hit = INDEX.byPhrase.get(word);
  return hit !== undefined && hit.entry.modifier !== true && hit.entry.categories.length > 0;
}

export interface LineFoods {
  readonly entries: readonly IngredientEntry[];
  readonly phrases: readonly string[];
  readonly categories: readonly Category[];
  /** The line's words, singular, to tell whether it names a mentioned food. */
  readonly words: ReadonlySet<string>;
}

export function lineWords(description: string): ReadonlySet<string> {
  return new Set(tokens(description).map(singular));
}

/** Whether `word` appears in the line only inside a longer name it does not end: "butter" in "butter beans". */
function onlyAsModifier(word: string, line: LineFoods): boolean {
  let inside = false;
  for (const phrase of line.phrases) {
    const words = phrase.split(' ').map(singular);
    if (words.at(-1) === word) return false;
    if (words.includes(word)) inside = true;
  }
  return inside;
}

/**
 * Whether the ingredient lines account for a mention: a line holds the same food or all its words
 * ("juice of 1 lemon" accounts for "the lemon juice", "chicken thighs" for "the chicken"), the
 * mention is a dish the lines can make (a flour for "bread"), something the recipe prepares ("the
 * sauce"), or a family word one of the lines belongs to ("toast the nuts" after walnuts).
 */
export function explainedByLines(mention: TextMention, lines: readonly LineFoods[]): boolean {
  return accountedFor(mention, lines) !== null;
}

/** How the lines account for a mention: the rule that applied, or null when none does. */
export type Accounting = 'same food' | 'named by a line' | 'prepared' | 'family' | 'made dish';

export function accountedFor(mention: TextMention, lines: readonly LineFoods[]): Accounting | null {
  if (lines.length === 0) return null;
  const words = mention.phrase.split(' ');
  const last = words.at(-1) ?? '';
  const head = singular(last);
  const wanted = words.map(singular);
  if (mention.made === true) return 'prepared';
  // "the sauce" is made from the lines; "peanut sauce" only when a line holds the peanut.
  if (PREPARED.has(last)) {
    if (words.length === 1) return 'prepared';
    const foods = wanted.slice(0, -1).filter((word) => isFoodWord(word));
    if (foods.length > 0 && foods.every((word) => lines.some((line) => line.words.has(word)))) return 'prepared';
  }
  // A line ending with the mention's last word ("almond flour" for "the flour") accounts for it
  // unless the mention names another food no line lists: "olive oil" is not the "sesame oil" to
  // drizzle, nor "butter" the "peanut butter" to serve with, unless the line holds all it holds;
  // "the chilli oil" made from listed chilli flakes and oil is the recipe's own.
  const qualifiers = wanted.slice(0, -1).filter((word) => isFoodWord(word));
  const listed = (word: string) => lines.some((line) => line.words.has(word));
  const holdsAll = (line: LineFoods) => mention.categories.every((category) => line.categories.includes(category));
  const named = (line: LineFoods) =>
    (wanted.every((word) => line.words.has(word)) && (!onlyAsModifier(head, line) || holdsAll(line))) ||
    (line.phrases.some((phrase) => singular(phrase.split(' ').at(-1) ?? '') === head) &&
      (qualifiers.every(listed) || holdsAll(line)));
  if (lines.some((line) => line.entries.includes(mention.entry))) return 'same food';
  if (lines.some(named)) return 'named by a line';
  // "the nuts", "the chopped nuts": a family word whose other words name no food.
  const family = wanted.slice(0, -1).some(isFoodWord) ? undefined : FAMILIES.get(last);
  const kin = FAMILY_WORDS.get(last);
  if (kin !== undefined && lines.some((line) => kin.some((word) => line.words.has(word)))) return 'family';
  if (
    family !== undefined &&
    lines.some((line) => family.some((set) => set.every((category) => line.categories.includes(category))))
  )
    return 'family';
  // A prepared dish named in the title is what the recipe makes: a line of its main kind accounts for it.
  const main =
    (mention.source === 'title' || mention.titleDish === true) && isComposite(mention.entry)
      ? mention.entry.categories.filter((category) => !MINOR_CATEGORIES.has(category))
      : [];
  const dish = MADE_DISHES.has(last);
  const hasBase = lines.some((line) => line.phrases.some((phrase) => DISH_BASES.test(phrase)));
  // A dish that holds wheat ("fried chicken", "meatballs") is made here only with its flour or crumbs listed.
  const needsBase = (main.includes('wheat') || main.includes('gluten-grain')) && !PREPARED.has(last);
  if (main.length > 0 && (!needsBase || hasBase) && lines.some((line) => line.categories.some((c) => main.includes(c))))
    return 'made dish';
  // "Keto bread" with almond flour: the title's dish (or the same dish named again) is made here.
  // "Serve with biscuits" after a stew thickened with flour is not.
  if (dish && hasBase && (mention.source === 'title' || mention.titleDish === true)) return 'made dish';
  return null;
}
