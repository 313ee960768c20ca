/** The ingredient lines no step uses: each line is looked for in the steps by every name a cook gives it. */
import { cuesOf, hasPhrase, readSteps, type LineCues, type Steps } from './recipe-reading';
import { DRY_ONLY, WET_ONLY } from './step-words';

/** A step that takes every line at once: "blend everything", "whisk the dressing ingredients". */
const EVERYTHING =
  /\b(?:everything|the lot|all (?:of )?the (?:\w+ )?ingredients|(?:remaining|other|rest of the|\w+) ingredients)\b/i;
const DRY = /\bdry ingredients\b/i;
const WET = /\b(?:wet|liquid) ingredients\b/i;
const GARNISH_NOTE = /\b(?:garnish|garnishing|decorate|decoration)\b/i;
const SERVE_NOTE = /\b(?:to serve|for serving|serving|to finish|for dipping|to top)\b/i;
const SEASON = /\bseason(?:s|ed|ing)?\b/i;

/** Whether a step uses the line, in any of the ways a cook would name it. */
function usedBy(cues: LineCues, steps: Steps, otherHeads: ReadonlySet<string>): boolean {
  if (steps.mentions.some((mention) => cues.entries.includes(mention.entry))) return true;
  // "sugar" for caster sugar; "floured" for the flour for dusting.
  for (const head of cues.heads) if (steps.keys.has(head) || steps.keys.has(`${head}ed`)) return true;
  for (const shape of cues.shapes) if (steps.keys.has(shape)) return true;
  // "lemon" for the lemon juice, unless "lemon" is another line's own food (the lemon slices).
  for (const source of cues.sources) if (!otherHeads.has(source) && steps.keys.has(source)) return true;
  for (const kind of cues.kinds) if (hasPhrase(steps, kind)) return true;
  if (cues.seasoning && SEASON.test(steps.text)) return true;
  if (EVERYTHING.test(steps.text) && !DRY.test(steps.text) && !WET.test(steps.text)) return true;
  if (DRY.test(steps.text) && !cues.categories.some((category) => WET_ONLY.includes(category))) return true;
  if (WET.test(steps.text) && !cues.categories.some((category) => DRY_ONLY.includes(category))) return true;
  if (GARNISH_NOTE.test(cues.note) && /\bgarnish/i.test(steps.text)) return true;
  return SERVE_NOTE.test(cues.note) && /\bserv(?:e|ing)\b/i.test(steps.text);
}

/** A recipe's texts as the checks read them. */
export interface RecipeText {
  readonly title: string;
  readonly summary: string;
  readonly ingredientLines: readonly string[];
  readonly instructions: string;
}

/** The ingredient lines no step uses. */
export function unusedLines(recipe: RecipeText): string[] {
  const steps = readSteps(recipe.title, recipe.summary, recipe.instructions);
  const lines = recipe.ingredientLines.map(cuesOf).filter((cues) => cues !== undefined);
  return lines
    .filter((cues) => {
      const otherHeads = new Set(lines.filter((other) => other !== cues).flatMap((other) => [...other.heads]));
      return !usedBy(cues, steps, otherHeads);
    })
    .map((cues) => cues.line);
}
