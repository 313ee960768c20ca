import type { AllergyId, DietId, FreeFromId } from '../../shared/ids';
import { ALL_CONTAINS_MASK, freeFromToMask } from '../../shared/label-masks';
import { NO_LABEL_REASONS, type LabelledRecipe, type LabelReasons } from '../../shared/recipe';
import type { Db } from '../db/database';
import { writeLabelledRecipes } from '../modules/recipes/recipe.service';

export interface TestRecipe {
  id: number;
  title: string;
  ingredients?: string[];
  cuisines?: string[];
  dishTypes?: string[];
  diets?: DietId[];
  allergens?: AllergyId[];
  image?: string;
  instructions?: string;
  readyInMinutes?: number;
  /** Free-from groups the recipe holds (none when left out). */
  contains?: FreeFromId[];
  /** As if a line could not be checked: it holds every group. */
  unchecked?: boolean;
  calories?: number;
  protein?: number;
  /** Why it carries its labels (none when left out). */
  labelReasons?: LabelReasons;
  fat?: number;
  carbohydrates?: number;
}

/** A recipe with labels given explicitly, to test search and saving apart from the labeller. */
export function testRecipe(recipe: TestRecipe): LabelledRecipe {
  const ingredients = recipe.ingredients ?? ['salt'];
  return {
    id: recipe.id,
    sourceKey: `test:${recipe.id}`,
    title: recipe.title,
    summary: `${recipe.title}, for tests.`,
    image: recipe.image ?? `/images/recipes/${recipe.id}.webp`,
    imageAlt: `Picture of ${recipe.title}`,
    servings: 2,
    readyInMinutes: recipe.readyInMinutes ?? 30,
    preparationMinutes: 10,
    cookingMinutes: 20,
    cuisines: recipe.cuisines ?? [],
    dishTypes: recipe.dishTypes ?? [],
    extendedIngredients: ingredients.map((name) => ({ original: `1 cup ${name}`, name, amount: 1, unit: 'cup' })),
    instructions: recipe.instructions ?? 'Mix.\nServe.',
    nutrition: {
      calories: recipe.calories ?? 100,
      fat: recipe.fat ?? 1,
      protein: recipe.protein ?? 2,
      carbohydrates: recipe.carbohydrates ?? 3,
    },
    diets: recipe.diets ?? [],
    allergens: recipe.allergens ?? [],
    labelReasons: recipe.labelReasons ?? NO_LABEL_REASONS,
    containsMask: recipe.unchecked ? ALL_CONTAINS_MASK : freeFromToMask(recipe.contains ?? []),
    sourceName: 'Tests',
    sourceUrl: '',
    license: 'MIT',
  };
}

export async function seedRecipes(db: Db, recipes: readonly TestRecipe[]): Promise<void> {
  await writeLabelledRecipes(db, recipes.map(testRecipe));
}
