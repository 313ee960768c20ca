import { labelRecipe } from '../../../catalog/labels';
import { recipeDraftProblem } from '../../../shared/recipe-limits';
import type {
  LabelledRecipe,
  LabelledSummary,
  RecipeDetail,
  RecipeDraft,
  RecipeSummary,
  SearchableRecipe,
} from '../../../shared/recipe';
import type { RecipeInformation } from '../../../shared/api';
import type { Db } from '../../db/database';
import {
  FULLTEXT_VERSION,
  randomFromDatabase,
  rebuildDocuments,
  searchFulltext,
  type FulltextQuery,
} from './fulltext.repository';
import * as recipes from './recipe.repository';
import type { PlanFacts } from './recipe-rows';

export type { PlanFacts };

/** Labels are computed here, from the ingredient lines, on every write: never typed in by hand. */
export function labelDraft(draft: RecipeDraft): LabelledRecipe {
  const labels = labelRecipe(draft.ingredientLines, draft.servings, {
    title: draft.title,
    summary: draft.summary,
    instructions: draft.instructions,
  });
  return {
    ...(draft.id !== undefined ? { id: draft.id } : {}),
    sourceKey: draft.sourceKey,
    title: draft.title,
    summary: draft.summary,
    image: draft.image,
    imageAlt: draft.imageAlt ?? (draft.image ? `Picture of ${draft.title}` : ''),
    servings: draft.servings,
    readyInMinutes: draft.readyInMinutes,
    preparationMinutes: draft.prepMinutes,
    cookingMinutes: draft.cookMinutes,
    cuisines: draft.cuisines,
    dishTypes: draft.dishTypes,
    extendedIngredients: labels.ingredients,
    instructions: draft.instructions,
    nutrition: labels.nutrition,
    diets: labels.diets,
    allergens: labels.allergens,
    labelReasons: labels.reasons,
    containsMask: labels.containsMask,
    sourceName: draft.sourceName,
    sourceUrl: draft.sourceUrl,
    license: draft.license,
  };
}

/** Writes recipes exactly as given (insert or update by source key) in one transaction; returns their ids in order. */
export async function writeLabelledRecipes(db: Db, labelled: readonly LabelledRecipe[]): Promise<number[]> {
  return db.kysely.transaction().execute(async (trx) => {
    await recipes.lockRecipeWrites(trx, db.dialect);
    return recipes.upsertRecipes(trx, db.dialect, labelled);
  });
}

/** A recipe that breaks the size limits; nothing of its batch was written. */
export class RecipeRejectedError extends Error {
  override name = 'RecipeRejectedError';
  constructor(
    readonly sourceKey: string,
    readonly reason: string,
  ) {
    super(`${sourceKey}: ${reason}`);
  }
}

/**
 * Labels and writes recipes (insert or update by source key) in one transaction; returns their ids
 * in order. Every write passes the size limits; importers check each recipe first with
 * `recipeDraftProblem`, so one bad file never reaches here to stop a batch.
 */
export async function saveRecipes(db: Db, drafts: readonly RecipeDraft[]): Promise<number[]> {
  for (const draft of drafts) {
    // Only the built-in catalog chooses ids: an id from anywhere else could replace a recipe.
    if (draft.id !== undefined && !draft.sourceKey.startsWith('catalog:')) {
      throw new RecipeRejectedError(draft.sourceKey, 'only built-in recipes choose their id.');
    }
    const problem = recipeDraftProblem(draft);
    if (problem !== null) throw new RecipeRejectedError(draft.sourceKey, problem);
  }
  return writeLabelledRecipes(db, drafts.map(labelDraft));
}

/** Which of these source keys are stored already (an import tells new recipes from updated ones). */
export const existingSourceKeys = (db: Db, keys: readonly string[]): Promise<Set<string>> =>
  recipes.existingSourceKeys(db.kysely, keys);

/** Recipes as the rest of the server reads them: details, summaries, changes, and the database's full text. */
export function createRecipeService(db: Db) {
  return {
    save: (drafts: readonly RecipeDraft[]) => saveRecipes(db, drafts),

    /** A recipe as `viewer` (a user id, or undefined for a visitor) may see it. */
    detail: (id: number, viewer?: number): Promise<RecipeDetail | undefined> =>
      recipes.findRecipe(db.kysely, id, viewer),

    exists: (id: number, viewer?: number): Promise<boolean> => recipes.recipeExists(db.kysely, id, viewer),

    /** How many private recipes the user has added. */
    privateCount: (owner: number): Promise<number> => recipes.privateCount(db.kysely, owner),

    /** The ingredient names of these recipes, by id. */
    ingredientNames: (ids: readonly number[]): Promise<Map<number, string[]>> =>
      recipes.findIngredientNames(db.kysely, ids),

    /** What the meal planner weighs of these recipes, those `viewer` may read. */
    planFacts: (ids: readonly number[], viewer?: number): Promise<PlanFacts[]> =>
      recipes.findPlanFacts(db.kysely, ids, viewer),

    /** The ready-in time, diets and allergens of these recipes, by id. */
    information: (ids: readonly number[]): Promise<Map<number, RecipeInformation>> =>
      recipes.findInformation(db.kysely, ids),

    /** Summaries of these ids, in no particular order; ids unknown or not visible to `viewer` are left out. */
    summaries: (ids: readonly number[], viewer?: number): Promise<LabelledSummary[]> =>
      recipes.findSummaries(db.kysely, ids, viewer),

    /** Recipes written after `after`, oldest change first, at most `limit`. */
    changedSince: (after: { revision: number; id: number }, limit: number): Promise<SearchableRecipe[]> =>
      recipes.changedSince(db.kysely, after, limit),

    /** Stored full-text terms from an older version of the text rules are recomputed once. */
    async ensureFulltext(): Promise<void> {
      if ((await recipes.getMeta(db.kysely, 'fulltext_version')) === FULLTEXT_VERSION) return;
      await db.kysely.transaction().execute(async (trx) => {
        await recipes.lockRecipeWrites(trx, db.dialect);
        if ((await recipes.getMeta(trx, 'fulltext_version')) === FULLTEXT_VERSION) return;
        await rebuildDocuments(trx, db.dialect);
        await recipes.setMeta(trx, 'fulltext_version', FULLTEXT_VERSION);
      });
    },

    /** One page of matches from the database's own full text (FTS5 or tsvector). */
    searchFulltext: (query: FulltextQuery) => searchFulltext(db.kysely, db.dialect, query),

    /** Up to `count` distinct recipes with a picture, drawn at random by the database. */
    random: (count: number, allergensMask = 0, dietsMask = 0): Promise<RecipeSummary[]> =>
      randomFromDatabase(db.kysely, count, allergensMask, dietsMask),
  };
}

export type RecipeService = ReturnType<typeof createRecipeService>;
