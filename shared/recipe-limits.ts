import type { RecipeDraft } from './recipe';
import { longerThan, textLength } from './user-text';

/**
 * How large a recipe may be, on every write and at import. Generous for any real recipe (the
 * longest we have seen has 60 ingredient lines and 8,000 characters of steps), small enough that
 * one recipe cannot slow every page and search that shows it.
 */
export const RECIPE_LIMITS = {
  title: 200,
  summary: 5_000,
  ingredientLines: 300,
  ingredientLine: 500,
  instructions: 50_000,
  /** Steps of the method, as read from a page or file and as the editor keeps them. */
  steps: 500,
  /** One step: a long paragraph fits, a whole page pasted into one step does not. */
  stepLength: 10_000,
  listItems: 20,
  listItem: 100,
  url: 2_048,
  attribution: 300,
  servings: 1_000,
  minutes: 60 * 24 * 14,
} as const;

const count = (n: number) => n.toLocaleString('en');
/** Lengths are characters as people count them, as everywhere (user-text.ts). */
const tooLong = (what: string, text: string, limit: number) =>
  `${what} is too long: ${count(textLength(text))} characters (at most ${count(limit)}).`;

/** The first way a recipe breaks the limits, in words for its importer, or null when it fits. */
export function recipeDraftProblem(draft: RecipeDraft): string | null {
  const L = RECIPE_LIMITS;
  const texts: [string, string, number][] = [
    ['the title', draft.title, L.title],
    ['the summary', draft.summary, L.summary],
    ['the method', draft.instructions, L.instructions],
    ['the picture address', draft.image, L.url],
    ['the source address', draft.sourceUrl, L.url],
    ['the source name', draft.sourceName, L.attribution],
    ['the licence', draft.license, L.attribution],
  ];
  for (const [what, text, limit] of texts) if (longerThan(text, limit)) return tooLong(what, text, limit);
  const all = [
    draft.title,
    draft.summary,
    draft.instructions,
    ...draft.ingredientLines,
    ...draft.cuisines,
    ...draft.dishTypes,
  ];
  if (all.some((text) => text.includes('\u0000'))) return 'the recipe holds a NUL character.';
  if (draft.ingredientLines.length > L.ingredientLines) {
    return `the recipe has ${count(draft.ingredientLines.length)} ingredient lines (at most ${L.ingredientLines}).`;
  }
  const longLine = draft.ingredientLines.find((line) => longerThan(line, L.ingredientLine));
  if (longLine !== undefined)
    return tooLong(`an ingredient line ("${longLine.slice(0, 30)}…")`, longLine, L.ingredientLine);
  for (const [what, list] of [
    ['cuisines', draft.cuisines],
    ['dish types', draft.dishTypes],
  ] as const) {
    if (list.length > L.listItems) return `the recipe has ${list.length} ${what} (at most ${L.listItems}).`;
    const long = list.find((item) => longerThan(item, L.listItem));
    if (long !== undefined) return tooLong(`a name in ${what}`, long, L.listItem);
  }
  if (!Number.isInteger(draft.servings) || draft.servings < 1 || draft.servings > L.servings) {
    return `servings must be a whole number from 1 to ${L.servings}.`;
  }
  for (const [what, minutes] of [
    ['the ready-in time', draft.readyInMinutes],
    ['the preparation time', draft.prepMinutes],
    ['the cooking time', draft.cookMinutes],
  ] as const) {
    if (minutes !== null && (!Number.isInteger(minutes) || minutes < 0 || minutes > L.minutes)) {
      return `${what} must be a whole number of minutes from 0 to ${count(L.minutes)}.`;
    }
  }
  return null;
}
