import type { OwnRecipe, OwnRecipesResponse } from '../../../shared/own-recipes';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/http-error';
import { toEditable } from './own-recipe-forms';
import * as own from './own-recipes.repository';

export const noRecipe = (id: number) => notFound(`You have no recipe with id ${id}.`);

/** Reading the user's own recipes: the list, and one as the editor shows it. */
export function createOwnRecipesReader(db: Db) {
  return {
    list: async (userId: number): Promise<OwnRecipesResponse> => {
      return { results: await own.listOwn(db.kysely, userId) };
    },

    /** One of the user's recipes, with the warnings of the write that just made it. */
    read: async (userId: number, id: number, warnings: string[] = []): Promise<OwnRecipe> => {
      const row = await own.findOwn(db.kysely, userId, id);
      if (!row) throw noRecipe(id);
      return {
        id,
        recipe: toEditable(row.draft),
        shared: row.shared,
        createdAt: row.createdAt,
        ...(warnings.length > 0 ? { warnings } : {}),
      };
    },
  };
}

export type OwnRecipesReader = ReturnType<typeof createOwnRecipesReader>;
