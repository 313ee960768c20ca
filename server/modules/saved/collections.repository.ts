import type { Kysely, Transaction } from 'kysely';
import type { SavedCollection } from '../../../shared/collections';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import { countUserRows, deleteUserRow } from '../../db/user-rows';

type Executor = Kysely<Database> | Transaction<Database>;

const now = () => new Date().toISOString();

/** The user's saved row for the recipe, to select from. */
const savedRow = (db: Executor, userId: number, recipeId: number) =>
  db.selectFrom('saved_recipes').where('user_id', '=', userId).where('recipe_id', '=', recipeId);

/**
 * Holds the user's row until the transaction ends (PostgreSQL), so two writes of one user's
 * collections never both pass a check such as the count limit. SQLite runs one write at a time.
 * False when the account is gone.
 */
export async function lockUser(db: Executor, dialect: Dialect, userId: number): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where('id', '=', userId);
  if (dialect === 'postgres') query = query.forUpdate();
  return (await query.executeTakeFirst()) !== undefined;
}

/** The user's collections, oldest first, each with its saved recipes (oldest saved first). */
export async function listCollections(db: Executor, userId: number, onlyId?: number): Promise<SavedCollection[]> {
  let collections = db.selectFrom('saved_collections').select(['id', 'name']).where('user_id', '=', userId);
  let members = db
    .selectFrom('saved_collection_recipes as member')
    .innerJoin('saved_collections as collection', 'collection.id', 'member.collection_id')
    .innerJoin('saved_recipes as saved', 'saved.id', 'member.saved_recipe_id')
    .select(['member.collection_id', 'saved.recipe_id'])
    .where('collection.user_id', '=', userId)
    .where('saved.user_id', '=', userId);
  if (onlyId !== undefined) {
    collections = collections.where('id', '=', onlyId);
    members = members.where('member.collection_id', '=', onlyId);
  }
  const [rows, memberRows] = await Promise.all([
    collections.orderBy('id').execute(),
    members.orderBy('saved.id').execute(),
  ]);
  const byCollection = new Map<number, number[]>(rows.map((row) => [row.id, []]));
  for (const row of memberRows) byCollection.get(row.collection_id)?.push(row.recipe_id);
  return rows.map((row) => ({ id: row.id, name: row.name, recipeIds: byCollection.get(row.id) ?? [] }));
}

export async function findCollection(db: Executor, userId: number, id: number): Promise<SavedCollection | undefined> {
  return (await listCollections(db, userId, id))[0];
}

export const countCollections = (db: Executor, userId: number): Promise<number> =>
  countUserRows(db, userId, 'saved_collections');

/** Throws on a duplicate name (the unique key of user and name key). */
export async function insertCollection(db: Executor, userId: number, name: string, nameKey: string): Promise<number> {
  const row = await db
    .insertInto('saved_collections')
    .values({ user_id: userId, name, name_key: nameKey, created_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Throws on a duplicate name; false when the user has no such collection. */
export async function renameCollection(
  db: Executor,
  userId: number,
  id: number,
  name: string,
  nameKey: string,
): Promise<boolean> {
  const result = await db
    .updateTable('saved_collections')
    .set({ name, name_key: nameKey })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes the collection (its memberships cascade); the recipes stay saved. */
export const deleteCollection = (db: Executor, userId: number, id: number): Promise<boolean> =>
  deleteUserRow(db, userId, { table: 'saved_collections', column: 'id', value: id });

/** The id of the user's saved row for the recipe, if it is saved. */
export async function savedRowId(db: Executor, userId: number, recipeId: number): Promise<number | undefined> {
  const row = await savedRow(db, userId, recipeId).select('id').executeTakeFirst();
  return row?.id;
}

/** Puts a saved row in a collection; twice keeps one membership. */
export async function addMember(db: Executor, collectionId: number, savedRecipeId: number): Promise<void> {
  await db
    .insertInto('saved_collection_recipes')
    .values({ collection_id: collectionId, saved_recipe_id: savedRecipeId, created_at: now() })
    .onConflict((oc) => oc.columns(['collection_id', 'saved_recipe_id']).doNothing())
    .execute();
}

/** Takes the recipe out of the user's collection; false when it was not in it. */
export async function removeMember(
  db: Executor,
  userId: number,
  collectionId: number,
  recipeId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('saved_collection_recipes')
    .where('collection_id', 'in', (eb) =>
      eb.selectFrom('saved_collections').select('id').where('id', '=', collectionId).where('user_id', '=', userId),
    )
    .where('saved_recipe_id', 'in', (eb) =>
      eb.selectFrom('saved_recipes').select('id').where('user_id', '=', userId).where('recipe_id', '=', recipeId),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The note on a saved recipe ('' for none), or undefined when the recipe is not saved. */
export async function findNote(db: Executor, userId: number, recipeId: number): Promise<string | undefined> {
  const row = await savedRow(db, userId, recipeId).select('note').executeTakeFirst();
  return row?.note;
}

/** False when the recipe is not saved. */
export async function setNote(db: Executor, userId: number, recipeId: number, note: string): Promise<boolean> {
  const result = await db
    .updateTable('saved_recipes')
    .set({ note })
    .where('user_id', '=', userId)
    .where('recipe_id', '=', recipeId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Each saved recipe with when it was saved and its note, oldest saved first. */
export async function listEntries(
  db: Executor,
  userId: number,
): Promise<{ recipeId: number; savedAt: string; note: string }[]> {
  const rows = await db
    .selectFrom('saved_recipes')
    .select(['recipe_id', 'created_at', 'note'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ recipeId: row.recipe_id, savedAt: row.created_at, note: row.note }));
}

export async function ownsCollection(db: Executor, userId: number, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('saved_collections')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}
