import {
  COLLECTION_MESSAGES,
  collectionKey,
  MAX_COLLECTIONS,
  type SavedCollection,
  type SavedCollectionsResponse,
  type SavedEntriesResponse,
  type SavedNote,
} from '../../../shared/collections';
import { isForeignKeyViolation, isUniqueViolation, type Db } from '../../db/database';
import { conflict, notFound, unauthorized } from '../../lib/http-error';
import * as collections from './collections.repository';
import * as saved from './saved.repository';

/** What saving reads of the recipes, through their services (handed over by app.ts). */
export interface RecipeLookup {
  /** Whether the user may see the recipe: a public one, or one of their own private ones. */
  exists: (id: number, viewer: number) => Promise<boolean>;
  /** The ready-in time of these recipes, by id; unknown ids are left out. */
  information: (ids: readonly number[]) => Promise<Map<number, { readyInMinutes: number }>>;
}

const noRecipe = (id: number) => notFound(`There is no recipe with id ${id}.`);
const noCollection = (id: number) => notFound(`There is no collection with id ${id}.`);
const notSaved = () => notFound('That recipe is not in your saved recipes.');
const sessionGone = () => unauthorized('Your session has expired. Please log in again.');

/**
 * Collections of saved recipes and private notes, per user. Another user's collection answers
 * as one that does not exist (404), so ids tell nothing about other accounts.
 */
export function createCollectionsService(db: Db, recipes: RecipeLookup) {
  /** A duplicate name is a 409; a write whose account was deleted meanwhile answers as a lost session. */
  async function naming<T>(name: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(COLLECTION_MESSAGES.duplicate(name));
      if (isForeignKeyViolation(error)) throw sessionGone();
      throw error;
    }
  }

  return {
    async collections(userId: number): Promise<SavedCollectionsResponse> {
      return { results: await collections.listCollections(db.kysely, userId) };
    },

    /** `name` is trimmed and checked by the route's schema. */
    async createCollection(userId: number, name: string): Promise<SavedCollection> {
      const id = await naming(name, () =>
        db.kysely.transaction().execute(async (trx) => {
          if (!(await collections.lockUser(trx, db.dialect, userId))) throw sessionGone();
          if ((await collections.countCollections(trx, userId)) >= MAX_COLLECTIONS) {
            throw conflict(COLLECTION_MESSAGES.tooMany);
          }
          return collections.insertCollection(trx, userId, name, collectionKey(name));
        }),
      );
      return { id, name, recipeIds: [] };
    },

    async renameCollection(userId: number, id: number, name: string): Promise<SavedCollection> {
      const renamed = await naming(name, () =>
        collections.renameCollection(db.kysely, userId, id, name, collectionKey(name)),
      );
      const collection = renamed ? await collections.findCollection(db.kysely, userId, id) : undefined;
      if (!collection) throw noCollection(id);
      return collection;
    },

    async deleteCollection(userId: number, id: number): Promise<void> {
      if (!(await collections.deleteCollection(db.kysely, userId, id))) throw noCollection(id);
    },

    /** Puts a recipe in a collection, saving it first when it is not saved yet. */
    async addToCollection(userId: number, collectionId: number, recipeId: number): Promise<void> {
      if (!(await collections.ownsCollection(db.kysely, userId, collectionId))) throw noCollection(collectionId);
      if (!(await recipes.exists(recipeId, userId))) throw noRecipe(recipeId);
      try {
        // One transaction: a refusal midway leaves no saved recipe behind.
        await db.kysely.transaction().execute(async (trx) => {
          await saved.addRecipe(trx, userId, recipeId);
          const savedId = await collections.savedRowId(trx, userId, recipeId);
          // Unsaved by another request between the two statements (PostgreSQL, read committed).
          if (savedId === undefined) throw conflict('That recipe was just removed from your saved recipes.');
          await collections.addMember(trx, collectionId, savedId);
        });
      } catch (error) {
        if (!isForeignKeyViolation(error)) throw error;
        // Something it points to went away meanwhile: say which.
        if (!(await recipes.exists(recipeId, userId))) throw noRecipe(recipeId);
        if (!(await collections.ownsCollection(db.kysely, userId, collectionId))) throw noCollection(collectionId);
        throw sessionGone();
      }
    },

    /** Takes a recipe out of a collection; it stays saved. */
    async removeFromCollection(userId: number, collectionId: number, recipeId: number): Promise<void> {
      if (!(await collections.ownsCollection(db.kysely, userId, collectionId))) throw noCollection(collectionId);
      if (!(await collections.removeMember(db.kysely, userId, collectionId, recipeId))) {
        throw notFound('That recipe is not in this collection.');
      }
    },

    async note(userId: number, recipeId: number): Promise<SavedNote> {
      const note = await collections.findNote(db.kysely, userId, recipeId);
      if (note === undefined) throw (await recipes.exists(recipeId, userId)) ? notSaved() : noRecipe(recipeId);
      return { recipeId, note };
    },

    /** Notes belong to saved recipes: a recipe must be saved to take one. '' removes the note. */
    async setNote(userId: number, recipeId: number, note: string): Promise<SavedNote> {
      if (!(await collections.setNote(db.kysely, userId, recipeId, note))) {
        throw (await recipes.exists(recipeId, userId)) ? notSaved() : noRecipe(recipeId);
      }
      return { recipeId, note };
    },

    /** Every saved recipe with when it was saved, its note and its ready-in time, oldest saved first. */
    async entries(userId: number): Promise<SavedEntriesResponse> {
      const rows = await collections.listEntries(db.kysely, userId);
      const information = await recipes.information(rows.map((row) => row.recipeId));
      return {
        results: rows.map((row) => ({ ...row, readyInMinutes: information.get(row.recipeId)?.readyInMinutes ?? 0 })),
      };
    },
  };
}
