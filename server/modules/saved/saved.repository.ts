import type { Kysely, Transaction } from 'kysely';
import { isAllergyId, isDietId, type AllergyId, type DietId } from '../../../shared/ids';
import type { Database } from '../../db/schema';
import { deleteUserRow } from '../../db/user-rows';

type Executor = Kysely<Database> | Transaction<Database>;

const now = () => new Date().toISOString();

/** One of the user's saved things: its table and the column that names it among the user's rows. */
type SavedThing =
  | { table: 'saved_recipes'; column: 'recipe_id'; value: number }
  | { table: 'saved_diets'; column: 'diet_id'; value: DietId }
  | { table: 'saved_allergies'; column: 'allergy_id'; value: AllergyId };

/** Saves a thing for the user; saving twice keeps one row (the unique key decides, even under concurrency). */
async function addSaved(db: Executor, userId: number, thing: SavedThing): Promise<void> {
  await db
    .insertInto(thing.table)
    .values({ user_id: userId, [thing.column]: thing.value, created_at: now() })
    .onConflict((oc) => oc.columns(['user_id', thing.column]).doNothing())
    .execute();
}

/** The user's saved rows of one kind, the first saved first. */
const savedRows = (db: Executor, userId: number, table: SavedThing['table']) =>
  db.selectFrom(table).where('user_id', '=', userId).orderBy('id');

export async function listRecipes(db: Executor, userId: number): Promise<{ recipeId: number }[]> {
  const rows = await savedRows(db, userId, 'saved_recipes').select('recipe_id').execute();
  return rows.map((row) => ({ recipeId: row.recipe_id }));
}

export const addRecipe = (db: Executor, userId: number, recipeId: number): Promise<void> =>
  addSaved(db, userId, { table: 'saved_recipes', column: 'recipe_id', value: recipeId });

export const removeRecipe = (db: Executor, userId: number, recipeId: number): Promise<boolean> =>
  deleteUserRow(db, userId, { table: 'saved_recipes', column: 'recipe_id', value: recipeId });

export async function listDiets(db: Executor, userId: number): Promise<{ id: number; dietId: DietId }[]> {
  const rows = await savedRows(db, userId, 'saved_diets').select(['id', 'diet_id']).execute();
  return rows.flatMap((row) => (isDietId(row.diet_id) ? [{ id: row.id, dietId: row.diet_id }] : []));
}

export const addDiet = (db: Executor, userId: number, dietId: DietId): Promise<void> =>
  addSaved(db, userId, { table: 'saved_diets', column: 'diet_id', value: dietId });

/** Deletes by the saved row's id, only when it belongs to the user. */
export const removeDiet = (db: Executor, userId: number, rowId: number): Promise<boolean> =>
  deleteUserRow(db, userId, { table: 'saved_diets', column: 'id', value: rowId });

export async function listAllergies(db: Executor, userId: number): Promise<{ allergyId: AllergyId }[]> {
  const rows = await savedRows(db, userId, 'saved_allergies').select('allergy_id').execute();
  return rows.flatMap((row) => (isAllergyId(row.allergy_id) ? [{ allergyId: row.allergy_id }] : []));
}

export const addAllergy = (db: Executor, userId: number, allergyId: AllergyId): Promise<void> =>
  addSaved(db, userId, { table: 'saved_allergies', column: 'allergy_id', value: allergyId });

export const removeAllergy = (db: Executor, userId: number, allergyId: AllergyId): Promise<boolean> =>
  deleteUserRow(db, userId, { table: 'saved_allergies', column: 'allergy_id', value: allergyId });
