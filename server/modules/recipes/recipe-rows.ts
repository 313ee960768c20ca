import { allergensToMask, dietsToMask, maskToAllergens, maskToDiets } from '../../../shared/label-masks';
import {
  NO_LABEL_REASONS,
  type ExtendedIngredient,
  type LabelReasons,
  type LabelledRecipe,
  type RecipeDetail,
  type RecipeDraft,
  type SearchableRecipe,
} from '../../../shared/recipe';
import { servedOnlyMask } from '../../../shared/served-with';
import type { NewRecipeRow, RecipeRow } from '../../db/schema';

/** Rows and domain objects, both ways. Only the recipe repositories use these: rows stay there. */

export type RecipeWriteRow = Omit<NewRecipeRow, 'id' | 'revision' | 'updated_at'> & { id?: number };

function parseList<T>(text: string): T[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

const strings = (text: string): string[] => parseList<unknown>(text).filter((v): v is string => typeof v === 'string');

/** Ingredient names from the stored ingredient list; an entry without a name counts as an empty one. */
export const ingredientNames = (text: string): string[] =>
  parseList<unknown>(text).map((item) =>
    item && typeof item === 'object' && 'name' in item && typeof item.name === 'string' ? item.name : '',
  );

/** The allergens held only by what the recipe is served with, from its stored reasons; left out when none. */
export function servedMaskOf(labelReasonsText: string): { servedMask?: number } {
  const mask = servedOnlyMask(labelReasons(labelReasonsText));
  return mask === 0 ? {} : { servedMask: mask };
}

/** Stored reasons, or none for a row written before they were kept (or damaged by hand). */
function labelReasons(text: string): LabelReasons {
  try {
    const value = JSON.parse(text) as Partial<LabelReasons> | null;
    if (
      !value ||
      !Array.isArray(value.allergens) ||
      !Array.isArray(value.brokenDiets) ||
      !Array.isArray(value.unchecked)
    )
      return NO_LABEL_REASONS;
    return { allergens: value.allergens, brokenDiets: value.brokenDiets, unchecked: value.unchecked };
  } catch {
    return NO_LABEL_REASONS;
  }
}

export function toRecipeDetail(row: RecipeRow): RecipeDetail {
  const diets = maskToDiets(row.diets_mask);
  const allergens = maskToAllergens(row.allergens_mask);
  return {
    id: row.id,
    title: row.title,
    image: row.image,
    imageAlt: row.image_alt,
    summary: row.summary,
    servings: row.servings,
    readyInMinutes: row.ready_in_minutes,
    preparationMinutes: row.prep_minutes,
    cookingMinutes: row.cook_minutes,
    cuisines: strings(row.cuisines),
    dishTypes: strings(row.dish_types),
    diets,
    allergens,
    vegetarian: diets.includes('vegetarian'),
    vegan: diets.includes('vegan'),
    glutenFree: !allergens.includes('gluten'),
    extendedIngredients: parseList<ExtendedIngredient>(row.ingredients),
    instructions: row.instructions,
    nutrition: {
      calories: row.calories,
      fat: row.fat,
      protein: row.protein,
      carbohydrates: row.carbohydrates,
    },
    labelReasons: labelReasons(row.label_reasons),
    sourceName: row.source_name,
    sourceUrl: row.source_url,
    license: row.license,
  };
}

/** A stored recipe as the draft it was written from, to label it again with today's rules. */
export function toRecipeDraft(row: RecipeRow): RecipeDraft & { id: number } {
  return {
    id: row.id,
    sourceKey: row.source_key,
    title: row.title,
    summary: row.summary,
    image: row.image,
    imageAlt: row.image_alt,
    servings: row.servings,
    prepMinutes: row.prep_minutes,
    cookMinutes: row.cook_minutes,
    readyInMinutes: row.ready_in_minutes,
    cuisines: strings(row.cuisines),
    dishTypes: strings(row.dish_types),
    ingredientLines: parseList<Partial<ExtendedIngredient>>(row.ingredients).map((item) =>
      typeof item?.original === 'string' ? item.original : '',
    ),
    instructions: row.instructions,
    sourceName: row.source_name,
    sourceUrl: row.source_url,
    license: row.license,
  };
}

/** The columns `toSearchable` reads. */
export const SEARCHABLE_COLUMNS = [
  'id',
  'title',
  'image',
  'ready_in_minutes',
  'calories',
  'protein',
  'fat',
  'carbohydrates',
  'cuisines',
  'dish_types',
  'ingredients',
  'diets_mask',
  'allergens_mask',
  'contains_mask',
  'label_reasons',
  'revision',
  'owner_id',
  'visibility',
] as const;

export type SearchableRow = Pick<RecipeRow, (typeof SEARCHABLE_COLUMNS)[number]>;

export function toSearchable(row: SearchableRow): SearchableRecipe {
  return {
    id: row.id,
    title: row.title,
    image: row.image,
    readyInMinutes: row.ready_in_minutes,
    calories: row.calories,
    protein: row.protein,
    fat: row.fat,
    carbohydrates: row.carbohydrates,
    ingredientNames: ingredientNames(row.ingredients),
    cuisines: strings(row.cuisines),
    dishTypes: strings(row.dish_types),
    dietsMask: row.diets_mask,
    containsMask: row.contains_mask,
    allergensMask: row.allergens_mask,
    ...servedMaskOf(row.label_reasons),
    revision: row.revision,
    ...(row.visibility !== 'public' ? { visibility: row.visibility } : {}),
    ...(row.owner_id !== null ? { ownerId: row.owner_id } : {}),
  };
}

export function toRecipeRow(recipe: LabelledRecipe): RecipeWriteRow {
  return {
    ...(recipe.id !== undefined ? { id: recipe.id } : {}),
    source_key: recipe.sourceKey,
    title: recipe.title,
    summary: recipe.summary,
    image: recipe.image,
    image_alt: recipe.imageAlt,
    servings: recipe.servings,
    ready_in_minutes: recipe.readyInMinutes,
    prep_minutes: recipe.preparationMinutes,
    cook_minutes: recipe.cookingMinutes,
    cuisines: JSON.stringify(recipe.cuisines),
    dish_types: JSON.stringify(recipe.dishTypes),
    ingredients: JSON.stringify(recipe.extendedIngredients),
    instructions: recipe.instructions,
    calories: recipe.nutrition.calories,
    fat: recipe.nutrition.fat,
    protein: recipe.nutrition.protein,
    carbohydrates: recipe.nutrition.carbohydrates,
    diets_mask: dietsToMask(recipe.diets),
    allergens_mask: allergensToMask(recipe.allergens),
    contains_mask: recipe.containsMask,
    label_reasons: JSON.stringify(recipe.labelReasons),
    source_name: recipe.sourceName,
    source_url: recipe.sourceUrl,
    license: recipe.license,
  };
}

/** What the meal planner weighs for a recipe: its time, cuisines, ingredient lines and nutrition per serving. */
export interface PlanFacts {
  id: number;
  title: string;
  /** Null when the recipe does not say. */
  readyInMinutes: number | null;
  cuisines: string[];
  lines: string[];
  nutrition: { calories: number; protein: number; fat: number; carbohydrates: number };
}

export const PLAN_FACT_COLUMNS = [
  'id',
  'title',
  'ready_in_minutes',
  'cuisines',
  'ingredients',
  'calories',
  'protein',
  'fat',
  'carbohydrates',
] as const;

export function toPlanFacts(row: Pick<RecipeRow, (typeof PLAN_FACT_COLUMNS)[number]>): PlanFacts {
  return {
    id: row.id,
    title: row.title,
    readyInMinutes: row.ready_in_minutes > 0 ? row.ready_in_minutes : null,
    cuisines: strings(row.cuisines),
    lines: parseList<Partial<ExtendedIngredient>>(row.ingredients).flatMap((item) =>
      item && typeof item.original === 'string' && item.original.trim() !== '' ? [item.original] : [],
    ),
    nutrition: { calories: row.calories, protein: row.protein, fat: row.fat, carbohydrates: row.carbohydrates },
  };
}
