import { labelRecipe } from '../../../catalog/labels';
import type { RecipeDraft } from '../../../shared/recipe';
import type { Db } from '../../db/database';
import { allergensToMask, dietsToMask } from './recipe-masks';
import { lockRecipeWrites, upsertRecipes, type RecipeWrite } from './recipe.repository';

/** Labels are computed here, from the ingredient lines, on every write: never typed in by hand. */
export function draftToRow(draft: RecipeDraft): RecipeWrite {
  const labels = labelRecipe(draft.ingredientLines, draft.servings);
  return {
    ...(draft.id !== undefined ? { id: draft.id } : {}),
    source_key: draft.sourceKey,
    title: draft.title,
    summary: draft.summary,
    image: draft.image,
    image_alt: draft.imageAlt ?? (draft.image ? `Picture of ${draft.title}` : ''),
    servings: draft.servings,
    ready_in_minutes: draft.readyInMinutes,
    prep_minutes: draft.prepMinutes,
    cook_minutes: draft.cookMinutes,
    cuisines: JSON.stringify(draft.cuisines),
    dish_types: JSON.stringify(draft.dishTypes),
    ingredients: JSON.stringify(labels.ingredients),
    instructions: draft.instructions,
    calories: labels.nutrition.calories,
    fat: labels.nutrition.fat,
    protein: labels.nutrition.protein,
    carbohydrates: labels.nutrition.carbohydrates,
    diets_mask: dietsToMask(labels.diets),
    allergens_mask: allergensToMask(labels.allergens),
    source_name: draft.sourceName,
    source_url: draft.sourceUrl,
    license: draft.license,
  };
}

/** Writes recipes (insert or update by source key) in one transaction; returns their ids in order. */
export async function saveRecipes(db: Db, drafts: readonly RecipeDraft[]): Promise<number[]> {
  const rows = drafts.map(draftToRow);
  return db.kysely.transaction().execute(async (trx) => {
    await lockRecipeWrites(trx, db.dialect);
    return upsertRecipes(trx, db.dialect, rows);
  });
}
