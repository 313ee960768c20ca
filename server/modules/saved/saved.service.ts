import type { SavedAllergiesResponse, SavedDietResponse, SavedRecipesResponse } from '../../../shared/api';
import type { AllergyId, DietId } from '../../../shared/ids';
import type { SavedSettings } from '../../../shared/settings';
import { isForeignKeyViolation, type Db } from '../../db/database';
import { notFound, unauthorized } from '../../lib/http-error';
import { createCollectionsService, type RecipeLookup } from './collections.service';
import * as saved from './saved.repository';
import * as settings from './settings.repository';

export function createSavedService(db: Db, recipes: RecipeLookup) {
  const recipeExists = recipes.exists;
  /**
   * A save whose account was deleted after the token was checked fails on the foreign key: the
   * session is gone, so it answers as one (a recipe removed meanwhile answers 404).
   */
  async function writing(userId: number, recipeId: number | null, write: () => Promise<void>): Promise<void> {
    try {
      await write();
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
      if (recipeId !== null && !(await recipeExists(recipeId, userId))) {
        throw notFound(`There is no recipe with id ${recipeId}.`);
      }
      throw unauthorized('Your session has expired. Please log in again.');
    }
  }

  return {
    ...createCollectionsService(db, recipes),
    async recipes(userId: number): Promise<SavedRecipesResponse> {
      return { results: await saved.listRecipes(db.kysely, userId) };
    },
    async saveRecipe(userId: number, recipeId: number): Promise<void> {
      if (!(await recipeExists(recipeId, userId))) throw notFound(`There is no recipe with id ${recipeId}.`);
      await writing(userId, recipeId, () => saved.addRecipe(db.kysely, userId, recipeId));
    },
    async unsaveRecipe(userId: number, recipeId: number): Promise<void> {
      if (!(await saved.removeRecipe(db.kysely, userId, recipeId))) {
        throw notFound('That recipe is not in your saved recipes.');
      }
    },
    async diets(userId: number): Promise<SavedDietResponse> {
      return { results: await saved.listDiets(db.kysely, userId) };
    },
    async saveDiet(userId: number, dietId: DietId): Promise<void> {
      await writing(userId, null, () => saved.addDiet(db.kysely, userId, dietId));
    },
    async removeDiet(userId: number, rowId: number): Promise<void> {
      if (!(await saved.removeDiet(db.kysely, userId, rowId))) throw notFound('That diet is not in your profile.');
    },
    async allergies(userId: number): Promise<SavedAllergiesResponse> {
      return { results: await saved.listAllergies(db.kysely, userId) };
    },
    async saveAllergy(userId: number, allergyId: AllergyId): Promise<void> {
      await writing(userId, null, () => saved.addAllergy(db.kysely, userId, allergyId));
    },
    async removeAllergy(userId: number, allergyId: AllergyId): Promise<void> {
      if (!(await saved.removeAllergy(db.kysely, userId, allergyId))) {
        throw notFound('That allergen is not in your settings.');
      }
    },
    async settings(userId: number): Promise<SavedSettings> {
      return settings.findSettings(db.kysely, userId);
    },
    async saveSettings(userId: number, chosen: SavedSettings): Promise<SavedSettings> {
      await writing(userId, null, () => settings.saveSettings(db.kysely, userId, chosen));
      return chosen;
    },
  };
}

export type SavedService = ReturnType<typeof createSavedService>;
