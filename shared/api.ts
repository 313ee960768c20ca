import type { AllergyId, DietId } from './ids';
import type { LabelledSummary, RecipeDetail, RecipeSummary } from './recipe';

/** Response shapes of the API, as the server sends them and the client reads them. */
export interface StatusOk {
  status: 1;
}
export interface StatusFail {
  status: 0;
  reason: string;
}
export interface LoginOk extends StatusOk {
  token: string;
}
export interface ApiError {
  /** HTTP status code; 402 is reserved for an exhausted upstream quota. */
  code: number;
  status: 0;
  reason: string;
}

export interface AccountDetails {
  emailResults: { email: string }[];
  savedRecipesResults: { recipeId: number }[];
  savedAllergiesResults: { allergyId: AllergyId }[];
  savedDietResults: { id: number; dietId: DietId }[];
}

export interface RandomResponse {
  recipes: RecipeSummary[];
}
/** A filter read from the words of a search ("vegetarian lasagna" → Vegetarian). */
export interface QueryChip {
  kind: 'meal' | 'time' | 'diet' | 'free' | 'cuisine' | 'without' | 'nutrition';
  /**
   * The filter: dish types or cuisines comma-joined, minutes, a diet or an allergy id, an
   * ingredient left out, a nutrition claim ("healthy", "low-carb").
   */
  value: string;
  /** As the search page shows it: "Vegetarian", "Under 30 min", "Gluten-free". */
  label: string;
  /** The words it was read from. */
  words: string;
  /** The search text without those words: searching it takes the filter back. */
  without: string;
  /** For a nutrition claim: its rule per serving, in words ("At most 400 kcal a serving"). */
  rule?: string;
}

/**
 * How many results each filter choice would leave, for the current search: per diet, per
 * free-from group, per cuisine and dish type (as the catalog's knowledge names them) and per
 * ready time (15, 20, 30, 45 and 60 minutes or less).
 */
export interface SearchFacets {
  diets: Record<string, number>;
  free: Record<string, number>;
  cuisines: Record<string, number>;
  types: Record<string, number>;
  time: Record<string, number>;
}

/** A result of a search by the ingredients at hand (`ranking: 'maximise-used'`). */
export interface FridgeResult extends RecipeSummary {
  /** The ingredients at hand it uses, as given. */
  usedIngredients: string[];
  /** Its other ingredients, by name. */
  missedIngredients: string[];
}

/** A result of a partial match: the words of the search it does not hold. */
export interface PartialResult extends RecipeSummary {
  missing: string[];
}

/** With `addRecipeInformation: true`, what every result adds, so a results page can be scanned and warn. */
export interface RecipeInformation {
  readyInMinutes: number;
  diets: DietId[];
  /** Allergens it contains or may contain, as on the recipe's page. */
  allergens: AllergyId[];
  /** Of `allergens`, those held only by what it is served with (as `LabelledSummary`); left out when none. */
  servedWith?: AllergyId[];
}

export interface SearchResponse {
  results: RecipeSummary[] | PartialResult[] | FridgeResult[] | (RecipeSummary & RecipeInformation)[];
  totalResults: number;
  offset: number;
  number: number;
  /**
   * Set when the text as typed found nothing and a spelling correction did: the results are for
   * this text ("chiken" → "chicken"), which the search page shows.
   */
  correctedQuery?: string;
  /**
   * Set when no recipe holds every word: the results hold as many of them as possible, most
   * first, and each says which words it misses.
   */
  partial?: true;
  /** The filters read from the words of the search, when there are any. */
  understood?: { text: string; chips: QueryChip[] };
  /** With `facets: true` in the request: the counts for the filter panel. */
  facets?: SearchFacets;
}
export type BulkResponse = LabelledSummary[];
export type InfoResponse = RecipeDetail;

export interface SavedRecipesResponse {
  results: { recipeId: number }[];
}
export interface SavedDietResponse {
  results: { id: number; dietId: DietId }[];
}
export interface SavedAllergiesResponse {
  results: { allergyId: AllergyId }[];
}

export interface SearchRequest {
  searchInput: string;
  diet?: string;
  allergy?: string;
  /** Comma-joined cuisines: a recipe of any of them. */
  cuisine?: string;
  /** Comma-joined meal words or dish types: a recipe of any of them. */
  type?: string;
  maxReadyTime?: number;
  /**
   * `maximise-used`: rank by how many of `includeIngredients` a recipe uses (none need all), then
   * by how few other ingredients it needs; each result lists both.
   */
  ranking?: 'maximise-used';
  /** Ask for the counts of the filter panel (`facets` in the response). */
  facets?: boolean;
  /** Add each result's ready-in time, diets and allergens (`RecipeInformation`). */
  addRecipeInformation?: boolean;
  /** relevance (the default), time, calories, protein or newest. */
  sort?: 'relevance' | 'time' | 'calories' | 'protein' | 'newest';
  /** asc or desc; by default time and calories ascend, protein and newest descend. */
  sortDirection?: 'asc' | 'desc';
  /** Comma-joined food names or free-from groups (dairy, egg, nuts, …) every result must hold. */
  includeIngredients?: string;
  /** Comma-joined food names or free-from groups no result may hold (unchecked recipes never pass). */
  excludeIngredients?: string;
  offset?: number;
  number?: number;
}
