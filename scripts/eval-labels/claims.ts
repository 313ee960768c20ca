/**
 * (f) The free-from claims per allergen, on our catalog and on the public-domain recipes: how many
 * recipes are claimed free of each, how many are not and why (the reasons grouped by the food or
 * the rule behind them, the most frequent first), and the count of claims a word of the recipe
 * itself contradicts (contradictions.ts; the goal is none).
 */
import { labelRecipe, type LabelResult } from '../../catalog/labels/index';
import { ALLERGY_IDS, type AllergyId } from '../../shared/ids';
import type { LabelEvidence } from '../../shared/recipe';
import { contradictionsOf, entriesNamed, freeOf, type Contradiction } from './contradictions';
import type { MarkdownRecipe } from './markdown';
import { ALLERGEN_RULES } from '../../catalog/labels/rules';
import { pct, table, verbose } from './shared';

const TOP_REASONS = 4;
const EXAMPLES = 10;

/** What a reason is about: the food a line or a text names, or a line that could not be checked. */
function reasonKey(allergen: AllergyId, evidence: LabelEvidence): string {
  if (evidence.source === 'unchecked') return 'a line could not be checked';
  if (evidence.source !== 'ingredient') return `${evidence.source} names ${evidence.food ?? 'a food'}`;
  const entry = entriesNamed(evidence.text).find(({ entry: found }) =>
    ALLERGEN_RULES[allergen].some((category) => found.categories.includes(category)),
  );
  return entry === undefined ? 'a line (a modifier or a note)' : entry.entry.id;
}

export interface ClaimFigures {
  readonly free: ReadonlyMap<AllergyId, number>;
  readonly contradictions: readonly (Contradiction & { recipe: string })[];
}

/** Labels each recipe once and prints the claims of one source; returns the figures. */
export function evaluateClaims(source: string, recipes: readonly MarkdownRecipe[]): ClaimFigures {
  const free = new Map<AllergyId, number>(ALLERGY_IDS.map((id) => [id, 0]));
  const reasons = new Map<AllergyId, Map<string, number>>(ALLERGY_IDS.map((id) => [id, new Map()]));
  const contradictions: (Contradiction & { recipe: string })[] = [];
  for (const recipe of recipes) {
    const result: LabelResult = labelRecipe([...recipe.lines], recipe.servings, recipe.texts);
    const claimed = freeOf(result.allergens);
    for (const id of claimed) free.set(id, (free.get(id) ?? 0) + 1);
    for (const { id, because } of result.reasons.allergens) {
      const counts = reasons.get(id)!;
      for (const key of new Set(because.map((evidence) => reasonKey(id, evidence))))
        counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    for (const found of contradictionsOf(recipe, claimed)) contradictions.push({ ...found, recipe: recipe.file });
  }
  const rows = [['allergen', 'free', 'withheld', `why withheld (recipes; the ${TOP_REASONS} most frequent)`]];
  for (const id of ALLERGY_IDS) {
    const claimedFree = free.get(id) ?? 0;
    const top = [...reasons.get(id)!.entries()].sort((a, b) => b[1] - a[1]).slice(0, TOP_REASONS);
    rows.push([
      id,
      `${claimedFree} (${pct(claimedFree, recipes.length).trim()})`,
      String(recipes.length - claimedFree),
      top.map(([key, count]) => `${key} ${count}`).join('; '),
    ]);
  }
  console.log(`(f) free-from claims, ${source}: ${recipes.length} recipes`);
  console.log(table(rows).replace(/^/gm, '    '));
  console.log(`    claims contradicted by a word of the recipe itself: ${contradictions.length}`);
  for (const found of contradictions.slice(0, verbose ? contradictions.length : EXAMPLES))
    console.log(
      `    ! ${found.recipe}: ${found.allergen}-free, but the ${found.where} names ${found.phrase}: “${found.text}”`,
    );
  return { free, contradictions };
}
