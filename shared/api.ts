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
export interface SearchResponse {
  results: RecipeSummary[];
  totalResults: number;
  offset: number;
  number: number;
  /**
   * Set when the text as typed found nothing and a spelling correction did: the results are for
   * this text ("chiken" → "chicken"), which the search page shows.
   */
  correctedQuery?: string;
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
  offset?: number;
  number?: number;
}
