/** Single recipes read out of the index by id, and recipes drawn at random. */
import type { RecipeInformation } from '../../../../shared/api';
import { ALLERGY_IDS, DIET_IDS } from '../../../../shared/ids';
import type { LabelledSummary, RecipeSummary } from '../../../../shared/recipe';
import { servedWithField } from '../../../../shared/served-with';
import { ALLERGENS_MASK } from './layout';
import { summaryAt, type IndexState } from './state';

export function summary(state: IndexState, id: number): RecipeSummary | undefined {
  const slot = state.slotById.get(id);
  return slot === undefined ? undefined : summaryAt(state, slot);
}

/** The summary and the allergens the recipe holds. */
export function labelledSummary(state: IndexState, id: number): LabelledSummary | undefined {
  const slot = state.slotById.get(id);
  if (slot === undefined) return undefined;
  return {
    ...summaryAt(state, slot),
    allergens: allergensAt(state, slot),
    ...servedWithField(state.columns.served[slot]!),
  };
}

/** The ready-in time, diets and allergens of a recipe. */
export function information(state: IndexState, id: number): RecipeInformation | undefined {
  const slot = state.slotById.get(id);
  if (slot === undefined) return undefined;
  return {
    readyInMinutes: state.columns.ready[slot]!,
    diets: DIET_IDS.filter((_, i) => state.dietBits[i]!.has(slot)),
    allergens: allergensAt(state, slot),
    ...servedWithField(state.columns.served[slot]!),
  };
}

const allergensAt = (state: IndexState, slot: number) =>
  ALLERGY_IDS.filter((_, i) => !state.allergenFreeBits[i]!.has(slot));

/**
 * Up to `count` distinct recipes with a picture, drawn at random; with `allergensMask`, only
 * recipes free of every allergen it sets (a saved allergen never shows on Home); with `dietsMask`,
 * only recipes labelled with every diet it sets (a withheld diet label keeps a recipe out).
 */
export function random(state: IndexState, count: number, allergensMask = 0, dietsMask = 0): RecipeSummary[] {
  if (!state.randomPool) {
    const pool = state.alive.clone().and(state.withImage);
    state.randomPool = pool.toList();
  }
  const pool = state.randomPool;
  const diets = state.dietBits.filter((_, i) => (dietsMask & (1 << i)) !== 0);
  const allowed = (slot: number): boolean =>
    (state.columns.allergens[slot]! & allergensMask & ALLERGENS_MASK) === 0 && diets.every((bits) => bits.has(slot));
  const picked = new Set<number>();
  // Draw and reject: cheap while allowed recipes are common. When many draws miss, list the
  // allowed recipes once and draw from them.
  for (let tries = 0; picked.size < count && tries < count * 64 && pool.length > 0; tries++) {
    const slot = pool[Math.floor(Math.random() * pool.length)]!;
    if (allowed(slot)) picked.add(slot);
  }
  if (picked.size < count) {
    const rest = Array.from(pool).filter((slot) => allowed(slot) && !picked.has(slot));
    while (picked.size < count && rest.length > 0) {
      const at = Math.floor(Math.random() * rest.length);
      picked.add(rest[at]!);
      rest[at] = rest[rest.length - 1]!;
      rest.pop();
    }
  }
  return [...picked].map((slot) => summaryAt(state, slot));
}
