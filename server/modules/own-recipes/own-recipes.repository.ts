import type { Kysely, Transaction } from 'kysely';
import type { OwnRecipeListItem } from '../../../shared/own-recipes';
import type { LabelledRecipe, RecipeDraft } from '../../../shared/recipe';
import type { Db, Dialect } from '../../db/database';
import type { Database, RecipeVisibility } from '../../db/schema';
import { toRecipeDraft } from '../recipes/recipe-rows';
import { latestRevision, lockRecipeWrites, replaceImage, setImage, upsertRecipes } from '../recipes/recipe.repository';

type Executor = Kysely<Database> | Transaction<Database>;

/** The user's own recipes, newest first. */
export async function listOwn(db: Executor, owner: number): Promise<OwnRecipeListItem[]> {
  const rows = await db
    .selectFrom('recipes')
    .select(['id', 'title', 'image', 'visibility', 'source_name', 'created_at', 'updated_at'])
    .where('owner_id', '=', owner)
    .where('visibility', '<>', 'deleted')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    image: row.image,
    shared: row.visibility === 'public',
    sourceName: row.source_name,
    createdAt: row.created_at ?? row.updated_at,
  }));
}

export interface OwnRow {
  draft: RecipeDraft & { id: number };
  shared: boolean;
  createdAt: string;
}

/** One of the user's own recipes, or undefined when it is not theirs (or gone). */
export async function findOwn(db: Executor, owner: number, id: number): Promise<OwnRow | undefined> {
  const row = await db
    .selectFrom('recipes')
    .selectAll()
    .where('id', '=', id)
    .where('owner_id', '=', owner)
    .where('visibility', '<>', 'deleted')
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    draft: toRecipeDraft(row),
    shared: row.visibility === 'public',
    createdAt: row.created_at ?? row.updated_at,
  };
}

/** Marks freshly written recipes as the user's, in the write's transaction (same revision). */
async function setOwnership(
  trx: Transaction<Database>,
  ids: readonly number[],
  owner: number,
  visibility: Exclude<RecipeVisibility, 'deleted'>,
): Promise<void> {
  if (ids.length === 0) return;
  const now = new Date().toISOString();
  await trx.updateTable('recipes').set({ owner_id: owner, visibility }).where('id', 'in', ids).execute();
  await trx
    .updateTable('recipes')
    .set({ created_at: now })
    .where('id', 'in', ids)
    .where('created_at', 'is', null)
    .execute();
}

/**
 * Marks recipes deleted with a new revision, so every search index drops them; their picture goes
 * at once. The caller holds the recipe write lock. Returns how many were deleted.
 */
export async function markDeleted(trx: Transaction<Database>, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const revision = (await latestRevision(trx)) + 1;
  const result = await trx
    .updateTable('recipes')
    .set({ visibility: 'deleted', revision, updated_at: new Date().toISOString() })
    .where('id', 'in', ids)
    .where('visibility', '<>', 'deleted')
    .executeTakeFirst();
  await trx.deleteFrom('recipe_pictures').where('recipe_id', 'in', ids).execute();
  return Number(result.numUpdatedRows);
}

/** The ids of every recipe the user still has. */
export async function ownIds(db: Executor, owner: number): Promise<number[]> {
  const rows = await db
    .selectFrom('recipes')
    .select('id')
    .where('owner_id', '=', owner)
    .where('visibility', '<>', 'deleted')
    .execute();
  return rows.map((row) => row.id);
}

async function savePicture(db: Executor, recipeId: number, key: string, data: Buffer): Promise<void> {
  const updated_at = new Date().toISOString();
  await db
    .insertInto('recipe_pictures')
    .values({ recipe_id: recipeId, key, data, updated_at })
    .onConflict((oc) => oc.column('recipe_id').doUpdateSet({ key, data, updated_at }))
    .execute();
}

/** A stored picture, when its address's key matches and its recipe is not deleted. */
export async function findPicture(db: Executor, recipeId: number, key: string): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom('recipe_pictures')
    .innerJoin('recipes', 'recipes.id', 'recipe_pictures.recipe_id')
    .select(['recipe_pictures.data'])
    .where('recipe_pictures.recipe_id', '=', recipeId)
    .where('recipe_pictures.key', '=', key)
    .where('recipes.visibility', '<>', 'deleted')
    .executeTakeFirst();
  return row ? Buffer.from(row.data) : undefined;
}

/** The words a drawn picture is made from, whoever may see the recipe (its picture's key was checked). */
export async function findDraft(db: Executor, id: number): Promise<RecipeDraft | undefined> {
  const row = await db.selectFrom('recipes').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toRecipeDraft(row) : undefined;
}

/** Stores a drawn picture, unless the recipe has had another picture since. */
export async function fillPicture(db: Executor, recipeId: number, key: string, data: Buffer): Promise<void> {
  await db
    .updateTable('recipe_pictures')
    .set({ data, updated_at: new Date().toISOString() })
    .where('recipe_id', '=', recipeId)
    .where('key', '=', key)
    .execute();
}

/** Recipes whose picture is an address on another site. */
export async function remotePictureIds(db: Executor): Promise<number[]> {
  const rows = await db
    .selectFrom('recipes')
    .select('id')
    .where((eb) => eb.or([eb('image', 'like', 'http://%'), eb('image', 'like', 'https://%')]))
    .where('visibility', '<>', 'deleted')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Runs `work` in one transaction holding the recipe write lock, so revisions stay in order. */
export function inRecipeWrite<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.kysely.transaction().execute(async (trx) => {
    await lockRecipeWrites(trx, db.dialect);
    return work(trx);
  });
}

/** Writes one labelled recipe (insert or update by source key) as the user's, in the caller's transaction. */
export async function writeOwn(
  trx: Transaction<Database>,
  dialect: Dialect,
  recipe: LabelledRecipe,
  owner: number,
  visibility: Exclude<RecipeVisibility, 'deleted'>,
): Promise<number> {
  const [id] = await upsertRecipes(trx, dialect, [recipe]);
  if (id === undefined) throw new Error('the recipe was not written');
  await setOwnership(trx, [id], owner, visibility);
  return id;
}

/**
 * Stores a picture for a recipe and points the recipe at its address: in the revision of the
 * write it belongs to, or with a new revision (`newRevision`) for a recipe written before.
 */
export async function attachPicture(
  trx: Transaction<Database>,
  picture: { id: number; key: string; data: Buffer; address: string },
  newRevision: boolean,
): Promise<void> {
  await savePicture(trx, picture.id, picture.key, picture.data);
  if (newRevision) await replaceImage(trx, picture.id, picture.address);
  else await setImage(trx, picture.id, picture.address);
}
