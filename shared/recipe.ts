import type { AllergyId, DietId } from './ids';

/** The dish types recipes are tagged with, by the catalog and by the importers. */
export const DISH_TYPES = [
  'breakfast',
  'main course',
  'side dish',
  'soup',
  'salad',
  'dessert',
  'baking',
  'snack',
  'drink',
  'sauce',
] as const;

/** What an importer (or the built-in catalog loader) hands to the recipe service. Labels are computed from it, never typed in. */
export interface RecipeDraft {
  /** Stable identity of the source, e.g. `catalog:1001` or `import:<absolute-free path or URL>`; importing the same source again updates the recipe. */
  sourceKey: string;
  /** A fixed id (the built-in catalog sets one); importers leave it out and the database assigns one. */
  id?: number;
  title: string;
  summary: string;
  /** Relative URL served by the app (`/images/recipes/1001.webp`) or an absolute URL; empty when the recipe has none. */
  image: string;
  imageAlt?: string;
  servings: number;
  prepMinutes: number | null;
  cookMinutes: number | null;
  readyInMinutes: number;
  cuisines: string[];
  dishTypes: string[];
  /** The ingredient lines as written. */
  ingredientLines: string[];
  /** Steps separated by line breaks; may hold simple HTML, sanitised before storage. */
  instructions: string;
  sourceName: string;
  sourceUrl: string;
  license: string;
}

export interface ExtendedIngredient {
  original: string;
  name: string;
  amount: number | null;
  unit: string;
}

export interface Nutrition {
  calories: number;
  fat: number;
  protein: number;
  carbohydrates: number;
}

/**
 * Where the reason for a label was found: an ingredient line, a line that could not be checked,
 * the title, summary or steps (a food they name that no line accounts for), or the estimated
 * nutrition (the ketogenic ratio).
 */
export type LabelSource = 'ingredient' | 'unchecked' | 'title' | 'summary' | 'instructions' | 'nutrition';

export interface LabelEvidence {
  source: LabelSource;
  /** The line or sentence as written, or the figure that decided ("carbohydrate gives 24 % of the energy"). */
  text: string;
  /** For a title, summary or step: the food it names that no ingredient line accounts for. */
  food?: string;
  /**
   * The food is named as something to serve the dish with ("serve with crusty bread"): not part
   * of the dish as listed, but the claim stays withheld, as the cook may serve it.
   */
  served?: boolean;
}

/** Why the recipe carries its labels: shown on the recipe page, next to the labels themselves. */
export interface LabelReasons {
  /** For each allergen the recipe holds or may hold, up to three lines or sentences that hold it. */
  allergens: { id: AllergyId; because: LabelEvidence[] }[];
  /** For each diet the recipe does not fit, up to three reasons. */
  brokenDiets: { id: DietId; because: LabelEvidence[] }[];
  /** Ingredient lines that could not be checked: while one is listed, the recipe claims no diet and may hold every allergen. */
  unchecked: string[];
}

export const NO_LABEL_REASONS: LabelReasons = { allergens: [], brokenDiets: [], unchecked: [] };

/** A summary as the tiles and the bulk call use it. */
export interface RecipeSummary {
  id: number;
  title: string;
  image: string;
}

/** A summary with the allergens the recipe holds: what the bulk call answers, so a saved list can warn. */
export interface LabelledSummary extends RecipeSummary {
  allergens: AllergyId[];
  /**
   * Of `allergens`, those held only by what the recipe is served with ("serve with crusty
   * bread"): not claimed free of them, yet the dish as listed does not contain them. Left out when none.
   */
  servedWith?: AllergyId[];
}

/** The detail object of `POST /api/search/info`. */
export interface RecipeDetail extends RecipeSummary {
  imageAlt: string;
  summary: string;
  servings: number;
  readyInMinutes: number;
  preparationMinutes: number | null;
  cookingMinutes: number | null;
  cuisines: string[];
  dishTypes: string[];
  diets: DietId[];
  /** Allergens the recipe contains or may contain; an allergen missing here is one we are confident is absent. */
  allergens: AllergyId[];
  /** Diet flags in the style of popular recipe APIs, derived from `diets` and `allergens`. */
  vegetarian: boolean;
  vegan: boolean;
  glutenFree: boolean;
  extendedIngredients: ExtendedIngredient[];
  instructions: string;
  nutrition: Nutrition;
  /** What decided each allergen and each diet the recipe does not fit. */
  labelReasons: LabelReasons;
  sourceName: string;
  sourceUrl: string;
  license: string;
  /**
   * Only on a recipe the asking user added (shared/own-recipes.ts), when the info call carries
   * their token: whether others can find it. Catalog recipes and others' recipes leave it out.
   */
  own?: { shared: boolean };
}

/**
 * A recipe as the search indexes it: its summary, the text searched after the title, and its
 * labels as bit masks (shared/label-masks.ts). `revision` orders changes, so an index can catch
 * up with everything written after the last change it has seen.
 */
export interface SearchableRecipe extends RecipeSummary {
  readyInMinutes: number;
  /** Per serving, for sorting and the nutrition words of a search ("healthy", "low carb"). */
  calories: number;
  protein: number;
  fat: number;
  carbohydrates: number;
  ingredientNames: string[];
  cuisines: string[];
  dishTypes: string[];
  dietsMask: number;
  allergensMask: number;
  /** Free-from groups held or maybe held (shared/label-masks.ts). */
  containsMask: number;
  /** Allergens held only by what it is served with (shared/served-with.ts); left out when none. */
  servedMask?: number;
  revision: number;
  /** Left out: public. A private recipe is found by its owner alone; a deleted one by no one. */
  visibility?: 'private' | 'deleted';
  /** The user who added it in the app (shared/own-recipes.ts). */
  ownerId?: number;
}

/** A recipe with its computed labels, as the recipe service writes it. */
export interface LabelledRecipe extends Omit<RecipeDetail, 'id' | 'vegetarian' | 'vegan' | 'glutenFree'> {
  /** Set for the built-in catalog; left out, the recipe keeps the id of its source key or gets a new one. */
  id?: number;
  sourceKey: string;
  /** Free-from groups held or maybe held (shared/label-masks.ts): kept for search, not shown. */
  containsMask: number;
}
