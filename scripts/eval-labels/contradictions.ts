/**
 * The check that no "free of" claim is contradicted by the recipe's own words: for every allergen
 * a recipe is claimed free of, no ingredient line and no sentence of its title, summary or steps
 * may name a food holding it. The names come straight from the knowledge base (every name of
 * every entry, plurals of its last word), read longest name first; none of the labeller's
 * matching, negation or accounting code is used, so the check can catch what that code lets
 * through. It reads naively, so a hit may be an honest "no eggs": each is read by hand.
 */
import { INGREDIENTS, type Category, type IngredientEntry } from '../../catalog/knowledge/ingredients';
import { pluralsOf, tokens } from '../../catalog/labels/normalise';
import { ALLERGEN_RULES } from '../../catalog/labels/rules';
import { ALLERGY_IDS, type AllergyId } from '../../shared/ids';
import type { RecipeTexts } from '../../catalog/labels/index';

export interface Contradiction {
  readonly allergen: AllergyId;
  /** Where the word is: `ingredient`, `title`, `summary` or `instructions`. */
  readonly where: string;
  readonly phrase: string;
  readonly text: string;
}

interface Names {
  readonly byFirst: ReadonlyMap<string, { words: readonly string[]; entry: IngredientEntry }[]>;
}

function buildNames(): Names {
  const byFirst = new Map<string, { words: readonly string[]; entry: IngredientEntry }[]>();
  const add = (words: string[], entry: IngredientEntry) => {
    if (words.length === 0) return;
    const list = byFirst.get(words[0]!) ?? [];
    list.push({ words, entry });
    byFirst.set(words[0]!, list);
  };
  for (const entry of INGREDIENTS) {
    for (const name of entry.names) {
      const words = tokens(name);
      add(words, entry);
      const last = words.at(-1);
      if (last !== undefined) for (const plural of pluralsOf(last)) add([...words.slice(0, -1), plural], entry);
    }
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.words.length - a.words.length);
  return { byFirst };
}

let names: Names | undefined;

/** The entries the words name, longest name first at each place; words no name starts are skipped. */
export function entriesNamed(text: string): { phrase: string; entry: IngredientEntry }[] {
  names ??= buildNames();
  const words = tokens(text.replace(/<[^>]*>/g, ' '));
  const found: { phrase: string; entry: IngredientEntry }[] = [];
  const longestAt = (at: number) =>
    names!.byFirst.get(words[at]!)?.find((name) => name.words.every((word, i) => words[at + i] === word));
  for (let at = 0; at < words.length;) {
    const hit = longestAt(at);
    const end = at + (hit?.words.length ?? 0);
    // Where two names overlap, the later one wins when it is no longer ("fresh chorizo sausages"
    // is chorizo sausages); a longer one only extends a generic word ("sesame oil for frying" is
    // sesame oil, not "oil for frying").
    const next = hit === undefined ? undefined : longestAt(at + 1);
    const overlapped =
      hit !== undefined &&
      next !== undefined &&
      at + 1 + next.words.length > end &&
      next.words.length <= hit.words.length;
    if (hit === undefined || overlapped) {
      at += 1;
      continue;
    }
    // "X-free" and "X free" name the food's absence.
    if (words[end] !== 'free') found.push({ phrase: hit.words.join(' '), entry: hit.entry });
    at = end;
  }
  return found;
}

const holds = (categories: readonly Category[], allergen: AllergyId): boolean =>
  ALLERGEN_RULES[allergen].some((category) => categories.includes(category));

/**
 * A food of the texts counts when it holds at most this many allergens: butter, prawns, flour or
 * soy sauce, not a pie, a roll or a tortilla, which the recipe may well make itself.
 */
const DIRECT_FOOD_ALLERGENS = 1;

/**
 * Every word of the recipe that names a food holding an allergen it is claimed free of: in an
 * ingredient line any food; in the title, summary and steps a food that is itself an allergen
 * and that no line accounts for (a line holding all its words: "juice of 1 lemon" for "the lemon
 * juice").
 */
export function contradictionsOf(
  recipe: { readonly lines: readonly string[]; readonly texts: RecipeTexts },
  claimedFree: readonly AllergyId[],
): Contradiction[] {
  const sources: [string, string][] = [
    // A group header ("For the sauce:", "seafood, choose from:") names the lines below it.
    ...recipe.lines.filter((line) => !line.trim().endsWith(':')).map((line): [string, string] => ['ingredient', line]),
    ...(['title', 'summary', 'instructions'] as const).map((key): [string, string] => [key, recipe.texts[key] ?? '']),
  ];
  const lineWords = recipe.lines.map((line) => new Set(tokens(line)));
  const out: Contradiction[] = [];
  for (const [where, text] of sources) {
    // A line's ingredient and its notes (after a comma, in brackets) are read apart, as a cook does.
    const parts = where === 'ingredient' ? text.split(/[,;()[\]]/) : [text];
    for (const { phrase, entry } of parts.flatMap((part) => entriesNamed(part))) {
      if (entry.modifier === true) continue;
      if (where !== 'ingredient') {
        // The texts name dishes made in the recipe ("roll out the dough", "warm the tortillas"):
        // only a food that is itself an allergen counts there, and only when no line holds its words.
        if (ALLERGY_IDS.filter((id) => holds(entry.categories, id)).length > DIRECT_FOOD_ALLERGENS) continue;
        const words = tokens(phrase);
        if (lineWords.some((line) => words.every((word) => line.has(word) || pluralsOf(word).some((p) => line.has(p)))))
          continue;
      }
      for (const allergen of claimedFree) {
        const seen = out.some(
          (found) => found.allergen === allergen && found.where === where && found.phrase === phrase,
        );
        if (!seen && holds(entry.categories, allergen))
          out.push({ allergen, where, phrase, text: excerpt(text, phrase) });
      }
    }
  }
  return out;
}

/** The sentence of a longer text that holds the phrase, for a readable report. */
function excerpt(text: string, phrase: string): string {
  const sentences = text.split(/(?<=[.!?])\s+|\n+/);
  return (sentences.find((sentence) => tokens(sentence).join(' ').includes(phrase)) ?? text).trim().slice(0, 160);
}

/** The allergens a label result leaves out: those a recipe is claimed free of. */
export const freeOf = (allergens: readonly AllergyId[]): AllergyId[] =>
  ALLERGY_IDS.filter((id) => !allergens.includes(id));
