import { useEffect, useMemo, useState } from 'react';
import type { RecipeDetail as Recipe } from '@shared/recipe';
import type { UnitPreference } from '@shared/settings';
import { instructionParagraphs } from '@/lib/sanitize';
import { useHasToken } from '@/lib/token';
import type { ScaledLine } from '../lib/scale';
import { lineAsShown, stepAsShown } from '../lib/units';
import { unitsStore, useUnitsStore } from '../stores/units-store';

/** What the recipe page shows now, for the tools a route adds below the title (cook mode, shopping list). */
export interface RecipeViewState {
  recipe: Recipe;
  /** The servings chosen with the stepper, and the recipe's own. */
  servings: number;
  baseServings: number;
  /** The ingredient lines as shown: scaled and in the chosen units. */
  ingredientLines: string[];
  /** The steps as shown (sanitised inline HTML, temperatures in the chosen units). */
  steps: string[];
}

/** The recipe as the page shows it, with the choices that change it (servings and measures). */
export interface RecipeView {
  view: RecipeViewState;
  /** The ingredient lines as shown, each saying whether it had an amount to scale. */
  lines: ScaledLine[];
  units: UnitPreference;
  chooseUnits: (units: UnitPreference) => void;
  setServings: (servings: number) => void;
}

/** The measures to show: the device's choice, or the account's once a logged-in user's is read. */
function useUnitChoice(): [UnitPreference, (units: UnitPreference) => void] {
  const units = useUnitsStore((state) => state.units);
  const hasToken = useHasToken();
  useEffect(() => {
    if (hasToken) void unitsStore.getState().loadAccount();
  }, [hasToken]);
  return [units, (next) => void unitsStore.getState().choose(next)];
}

/** Builds the recipe as shown once: the sections and the route's tools all read the same view. */
export function useRecipeView(recipe: Recipe): RecipeView {
  const [units, chooseUnits] = useUnitChoice();
  const baseServings = recipe.servings > 0 ? recipe.servings : 1;
  const [servings, setServings] = useState(baseServings);
  const steps = useMemo(
    () => instructionParagraphs(recipe.instructions).map((paragraph) => stepAsShown(paragraph, units)),
    [recipe.instructions, units],
  );
  const ingredients = useMemo(
    () => (recipe.extendedIngredients ?? []).map((item) => item.original).filter(Boolean),
    [recipe.extendedIngredients],
  );
  const lines = useMemo(
    () => ingredients.map((line) => lineAsShown(line, servings / baseServings, units)),
    [ingredients, servings, baseServings, units],
  );
  const view = useMemo(
    (): RecipeViewState => ({
      recipe,
      servings,
      baseServings,
      ingredientLines: lines.map((line) => line.text),
      steps,
    }),
    [recipe, servings, baseServings, lines, steps],
  );
  return { view, lines, units, chooseUnits, setServings };
}
