import type { Kysely, Transaction } from 'kysely';
import { isAllergyId, isDietId, type AllergyId, type DietId } from '../../../shared/ids';
import type { Database } from '../../db/schema';
import { deleteUserRow } from '../../db/user-rows';

type Executor = Kysely<Database> | Transaction<Database>;

const now = () => new Date().toISOString();

export async function listRecipes(db: Executor, userId: number): Promise<{ recipeId: number }[]> {
  const rows = await db
    .selectFrom('saved_recipes')
    .select('recipe_id')
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ recipeId: row.recipe_id }));
}

/** Adds a saved recipe; saving twice keeps one row (the unique key decides, even under concurrency). */
export async function addRecipe(db: Executor, userId: number, recipeId: number): Promise<void> {
  await db
    .insertInto('saved_recipes')
    .values({ user_id: userId, recipe_id: recipeId, created_at: now() })
    .onConflict((oc) => oc.columns(['user_id', 'recipe_id']).doNothing())
    .execute();
}

export const removeRecipe = (db: Executor, userId: number, recipeId: number): Promise<boolean> =>
  deleteUserRow(db, userId, { table: 'saved_recipes', column: 'recipe_id', value: recipeId });

export async function listDiets(db: Executor, userId: number): Promise<{ id: number; dietId: DietId }[]> {
  const rows = await db
    .selectFrom('saved_diets')
    .select(['id', 'diet_id'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.flatMap((row) => (isDietId(row.diet_id) ? [{ id: row.id, dietId: row.diet_id }] : []));
}

export async function addDiet(db: Executor, userId: number, dietId: DietId): Promise<void> {
  await db
    .insertInto('saved_diets')
    .values({ user_id: userId, diet_id: dietId, created_at: now() })
    .onConflict((oc) => oc.columns(['user_id', 'diet_id']).doNothing())
    .execute();
}

/** Deletes by the saved row's id, only when it belongs to the user. */
export const removeDiet = (db: Executor, userId: number, rowId: number): Promise<boolean> =>
  deleteUserRow(db, userId, { table: 'saved_diets', column: 'id', value: rowId });

export async function listAllergies(db: Executor, userId: number): Promise<{ allergyId: AllergyId }[]> {
  const rows = await db
    .selectFrom('saved_allergies')
    .select('allergy_id')
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.flatMap((row) => (isAllergyId(row.allergy_id) ? [{ allergyId: row.allergy_id }] : []));
}

export async function addAllergy(db: Executor, userId: number, allergyId: AllergyId): Promise<void> {
  await db
    .insertInto('saved_allergies')
    .values({ user_id: userId, allergy_id: allergyId, created_at: now() })
    .onConflict((oc) => oc.columns(['user_id', 'allergy_id']).doNothing())
    .execute();
}

export const removeAllergy = (db: Executor, userId: number, allergyId: AllergyId): Promise<boolean> =>
  deleteUserRow(db, userId, { table: 'saved_allergies', column: 'allergy_id', value: allergyId });
