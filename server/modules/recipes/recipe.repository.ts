import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import type { RecipeInformation } from '../../../shared/api';
import { maskToAllergens, maskToDiets } from '../../../shared/label-masks';
import { servedWithField } from '../../../shared/served-with';
import type {
  LabelledRecipe,
  LabelledSummary,
  RecipeDetail,
  RecipeDraft,
  SearchableRecipe,
} from '../../../shared/recipe';
import type { Database, NewRecipeRow } from '../../db/schema';
import type { Dialect } from '../../db/database';
import { tsvectorLiteral, writeSqliteDocuments, type FulltextDoc } from './fulltext.repository';
import {
  ingredientNames,
  PLAN_FACT_COLUMNS,
  SEARCHABLE_COLUMNS,
  servedMaskOf,
  toRecipeDetail,
  toRecipeDraft,
  toRecipeRow,
  toPlanFacts,
  toSearchable,
  type PlanFacts,
} from './recipe-rows';

type Executor = Kysely<Database> | Transaction<Database>;

/** Imported recipes get ids from here up; lower ids belong to the built-in catalog, so they never collide. */
export const FIRST_IMPORTED_ID = 1_000_000;

/**
 * Who may read a recipe: everyone a public one, its owner alone a private one, no one a deleted
 * one. `viewer` is the asking user's id, or undefined for a visitor.
 */
const visibleTo = (viewer: number | undefined) => (eb: ExpressionBuilder<Database, 'recipes'>) =>
  viewer === undefined
    ? eb('visibility', '=', 'public')
    : eb.or([eb('visibility', '=', 'public'), eb.and([eb('visibility', '=', 'private'), eb('owner_id', '=', viewer)])]);

/** The recipe as `viewer` may see it; `own` is set when the viewer added it. */
export async function findRecipe(db: Executor, id: number, viewer?: number): Promise<RecipeDetail | undefined> {
  const row = await db
    .selectFrom('recipes')
    .selectAll()
    .where('id', '=', id)
    .where(visibleTo(viewer))
    .executeTakeFirst();
  if (!row) return undefined;
  const detail = toRecipeDetail(row);
  return viewer !== undefined && row.owner_id === viewer
    ? { ...detail, own: { shared: row.visibility === 'public' } }
    : detail;
}

/** How many private recipes the user has: none, and searches need not look for them. */
export async function privateCount(db: Executor, owner: number): Promise<number> {
  const row = await db
    .selectFrom('recipes')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('owner_id', '=', owner)
    .where('visibility', '=', 'private')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function recipeExists(db: Executor, id: number, viewer?: number): Promise<boolean> {
  const row = await db
    .selectFrom('recipes')
    .select('id')
    .where('id', '=', id)
    .where(visibleTo(viewer))
    .executeTakeFirst();
  return row !== undefined;
}

export async function findSummaries(db: Executor, ids: readonly number[], viewer?: number): Promise<LabelledSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('recipes')
    .select(['id', 'title', 'image', 'allergens_mask', 'label_reasons'])
    .where('id', 'in', ids)
    .where(visibleTo(viewer))
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    image: row.image,
    allergens: maskToAllergens(row.allergens_mask),
    ...servedWithField(servedMaskOf(row.label_reasons).servedMask ?? 0),
  }));
}

/** The ready-in time, diets and allergens of these recipes, by id, in one read; unknown ids are left out. */
export async function findInformation(db: Executor, ids: readonly number[]): Promise<Map<number, RecipeInformation>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('recipes')
    .select(['id', 'ready_in_minutes', 'diets_mask', 'allergens_mask', 'label_reasons'])
    .where('id', 'in', ids)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        readyInMinutes: row.ready_in_minutes,
        diets: maskToDiets(row.diets_mask),
        allergens: maskToAllergens(row.allergens_mask),
        ...servedWithField(servedMaskOf(row.label_reasons).servedMask ?? 0),
      },
    ]),
  );
}

/** The ingredient names of these recipes, by id, in one read; unknown ids are left out. */
export async function findIngredientNames(db: Executor, ids: readonly number[]): Promise<Map<number, string[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('recipes').select(['id', 'ingredients']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, ingredientNames(row.ingredients)]));
}

/** Keyset pagination on (revision, id): a bulk import shares one revision across many rows. */
export async function changedSince(
  db: Executor,
  after: { revision: number; id: number },
  limit: number,
): Promise<SearchableRecipe[]> {
  const rows = await db
    .selectFrom('recipes')
    .select(SEARCHABLE_COLUMNS)
    .where((eb) =>
      eb.or([
        eb('revision', '>', after.revision),
        eb.and([eb('revision', '=', after.revision), eb('id', '>', after.id)]),
      ]),
    )
    .orderBy('revision')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toSearchable);
}

export async function latestRevision(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('recipes')
    .select((eb) => eb.fn.max<number | null>('revision').as('revision'))
    .executeTakeFirst();
  return Number(row?.revision ?? 0);
}

/**
 * Inserts or updates recipes by source key, all with one new revision, in the caller's transaction.
 * Recipes without an id keep the one they had, or get the next free id above FIRST_IMPORTED_ID.
 */
export async function upsertRecipes(
  trx: Transaction<Database>,
  dialect: Dialect,
  recipes: readonly LabelledRecipe[],
): Promise<number[]> {
  if (recipes.length === 0) return [];
  const revision = (await latestRevision(trx)) + 1;
  const updatedAt = new Date().toISOString();
  const keys = recipes.map((recipe) => recipe.sourceKey);
  const existing = new Map<string, number>();
  for (let i = 0; i < keys.length; i += 500) {
    const rows = await trx
      .selectFrom('recipes')
      .select(['id', 'source_key'])
      .where('source_key', 'in', keys.slice(i, i + 500))
      .execute();
    for (const row of rows) existing.set(row.source_key, row.id);
  }
  const maxRow = await trx
    .selectFrom('recipes')
    .select((eb) => eb.fn.max<number | null>('id').as('id'))
    .executeTakeFirst();
  let nextId = Math.max(Number(maxRow?.id ?? 0), FIRST_IMPORTED_ID - 1) + 1;

  const docs: FulltextDoc[] = [];
  const rows: NewRecipeRow[] = recipes.map((recipe) => {
    const id = recipe.id ?? existing.get(recipe.sourceKey) ?? nextId++;
    const row: NewRecipeRow = { ...toRecipeRow(recipe), id, revision, updated_at: updatedAt };
    const doc: FulltextDoc = {
      id,
      title: recipe.title,
      ingredientNames: recipe.extendedIngredients.map((ingredient) => ingredient.name),
      cuisines: recipe.cuisines,
      dishTypes: recipe.dishTypes,
    };
    // The full-text terms travel with the row on PostgreSQL; SQLite keeps them in recipe_fts.
    if (dialect === 'postgres') row.search_doc = tsvectorLiteral(doc);
    else docs.push(doc);
    return row;
  });
  const columns = Object.keys(rows[0] ?? {}).length || 1;
  // Stay under SQLite's bound-parameter limit.
  const chunk = Math.max(1, Math.floor(30_000 / columns));
  for (let i = 0; i < rows.length; i += chunk) {
    await trx
      .insertInto('recipes')
      .values(rows.slice(i, i + chunk))
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          source_key: eb.ref('excluded.source_key'),
          title: eb.ref('excluded.title'),
          summary: eb.ref('excluded.summary'),
          image: eb.ref('excluded.image'),
          image_alt: eb.ref('excluded.image_alt'),
          servings: eb.ref('excluded.servings'),
          ready_in_minutes: eb.ref('excluded.ready_in_minutes'),
          prep_minutes: eb.ref('excluded.prep_minutes'),
          cook_minutes: eb.ref('excluded.cook_minutes'),
          cuisines: eb.ref('excluded.cuisines'),
          dish_types: eb.ref('excluded.dish_types'),
          ingredients: eb.ref('excluded.ingredients'),
          instructions: eb.ref('excluded.instructions'),
          calories: eb.ref('excluded.calories'),
          fat: eb.ref('excluded.fat'),
          protein: eb.ref('excluded.protein'),
          carbohydrates: eb.ref('excluded.carbohydrates'),
          diets_mask: eb.ref('excluded.diets_mask'),
          allergens_mask: eb.ref('excluded.allergens_mask'),
          contains_mask: eb.ref('excluded.contains_mask'),
          label_reasons: eb.ref('excluded.label_reasons'),
          source_name: eb.ref('excluded.source_name'),
          source_url: eb.ref('excluded.source_url'),
          license: eb.ref('excluded.license'),
          revision: eb.ref('excluded.revision'),
          updated_at: eb.ref('excluded.updated_at'),
          ...(dialect === 'postgres' ? { search_doc: eb.ref('excluded.search_doc') } : {}),
        })),
      )
      .execute();
  }
  if (dialect === 'sqlite') await writeSqliteDocuments(trx, docs);
  return rows.map((row) => row.id);
}

/** PostgreSQL: one writer of recipes at a time across instances, so revisions stay ordered. */
export async function lockRecipeWrites(trx: Transaction<Database>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(7316001)`.execute(trx);
}

/** Up to `limit` stored recipes after `afterId` (by id), as drafts, leaving out those whose source key starts with `skipPrefix`. */
export async function findDraftsAfter(
  db: Executor,
  afterId: number,
  limit: number,
  skipPrefix: string,
): Promise<(RecipeDraft & { id: number })[]> {
  const rows = await db
    .selectFrom('recipes')
    .selectAll()
    .where('id', '>', afterId)
    .where('source_key', 'not like', `${skipPrefix}%`)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toRecipeDraft);
}

export async function getMeta(db: Executor, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function setMeta(db: Executor, key: string, value: string): Promise<void> {
  await db
    .insertInto('app_meta')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/** Sets a recipe's picture address, in the write's transaction (same revision). */
export async function setImage(trx: Transaction<Database>, id: number, image: string): Promise<void> {
  await trx.updateTable('recipes').set({ image }).where('id', '=', id).execute();
}

/** Which of these source keys are stored already. */
export async function existingSourceKeys(db: Executor, keys: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < keys.length; i += 500) {
    const rows = await db
      .selectFrom('recipes')
      .select('source_key')
      .where('source_key', 'in', keys.slice(i, i + 500))
      .execute();
    for (const row of rows) found.add(row.source_key);
  }
  return found;
}

/** Sets a recipe's picture with a new revision, so every search index shows the new one. */
export async function replaceImage(trx: Transaction<Database>, id: number, image: string): Promise<void> {
  const revision = (await latestRevision(trx)) + 1;
  await trx
    .updateTable('recipes')
    .set({ image, image_alt: image ? sql<string>`image_alt` : '', revision, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

/** The planner's facts of these recipes, those `viewer` may read, in no particular order. */
export async function findPlanFacts(db: Executor, ids: readonly number[], viewer?: number): Promise<PlanFacts[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('recipes')
    .select(PLAN_FACT_COLUMNS)
    .where('id', 'in', ids)
    .where(visibleTo(viewer))
    .execute();
  return rows.map(toPlanFacts);
}
