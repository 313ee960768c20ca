import type { AllergyId, DietId } from '../../shared/ids';
import type { Db } from '../db/database';
import { allergensToMask, dietsToMask } from '../modules/recipes/recipe-masks';
import { lockRecipeWrites, upsertRecipes, type RecipeWrite } from '../modules/recipes/recipe.repository';

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
}

/** A recipe row with labels given explicitly, to test search and saving apart from the labeller. */
export function testRecipeRow(recipe: TestRecipe): RecipeWrite {
  const ingredients = recipe.ingredients ?? ['salt'];
  return {
    id: recipe.id,
    source_key: `test:${recipe.id}`,
    title: recipe.title,
    summary: `${recipe.title}, for tests.`,
    image: recipe.image ?? `/images/recipes/${recipe.id}.webp`,
    image_alt: `Picture of ${recipe.title}`,
    servings: 2,
    ready_in_minutes: 30,
    prep_minutes: 10,
    cook_minutes: 20,
    cuisines: JSON.stringify(recipe.cuisines ?? []),
    dish_types: JSON.stringify(recipe.dishTypes ?? []),
    ingredients: JSON.stringify(
      ingredients.map((name) => ({ original: `1 cup ${name}`, name, amount: 1, unit: 'cup' })),
    ),
    instructions: recipe.instructions ?? 'Mix.\nServe.',
    calories: 100,
    fat: 1,
    protein: 2,
    carbohydrates: 3,
    diets_mask: dietsToMask(recipe.diets ?? []),
    allergens_mask: allergensToMask(recipe.allergens ?? []),
    source_name: 'Tests',
    source_url: '',
    license: 'MIT',
  };
}

export async function seedRecipes(db: Db, recipes: readonly TestRecipe[]): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    await lockRecipeWrites(trx, db.dialect);
    await upsertRecipes(trx, db.dialect, recipes.map(testRecipeRow));
  });
}
