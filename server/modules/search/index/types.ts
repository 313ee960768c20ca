import type { SearchFacets } from '../../../../shared/api';
import type { RecipeSummary } from '../../../../shared/recipe';
import type { NutritionBounds } from '../../../lib/search-text/nutrition';
import type { QueryWord } from '../../../lib/search-text/search-document';

/** What the index keeps of a recipe. */
export interface IndexDoc {
  id: number;
  title: string;
  image: string;
  /** Ingredient names, cuisines and dish types: searched after the title. */
  body: string;
  dietsMask: number;
  allergensMask: number;
  /** Of the allergens, those held only by what the recipe is served with (shared/served-with.ts). */
  servedMask?: number;
  /** Field terms (../../lib/search-text/search-document.ts `fieldTerms`): cuisines and dish types. */
  fields?: readonly string[];
  /** Free-from groups held or maybe held (shared/label-masks.ts); every bit when left out. */
  containsMask?: number;
  readyInMinutes?: number;
  calories?: number;
  protein?: number;
  fat?: number;
  carbohydrates?: number;
  /** How many ingredient lines the recipe has: fewer is better when using what is at hand. */
  lineCount?: number;
}

/** Orders other than relevance: by a number of the recipe, then the static order. */
export type SortKey = 'time' | 'calories' | 'protein' | 'newest' | 'lines' | 'browse';
export interface SearchSort {
  key: SortKey;
  descending: boolean;
}

export interface SearchQuery {
  text: string;
  /** The words to match, already read; when given, `text` is not read. */
  words?: readonly QueryWord[];
  /** Words no match may hold. */
  without?: readonly QueryWord[];
  /** Field terms: a match holds at least one term of every group. */
  groups?: readonly (readonly string[])[];
  /** Ready in at most this many minutes. */
  maxReadyTime?: number;
  /** Free-from groups (and UNCHECKED_BIT) no match may hold. */
  excludeMask?: number;
  /** Bounds on nutrition per serving every match meets (lib/search-text/nutrition.ts). */
  nutrition?: NutritionBounds;
  /** Left out: relevance (title matches first, then the static order). */
  sort?: SearchSort;
  /** Count the filter panel's choices for the matches. */
  facets?: boolean;
  /** Every set diet bit must hold. */
  dietsMask: number;
  /** Every set allergen bit must be absent. */
  allergensMask: number;
  offset: number;
  number: number;
}

export interface SearchPage {
  results: RecipeSummary[];
  totalResults: number;
  facets?: SearchFacets;
}

/** A page of "what's in my fridge": each result with the ingredients at hand it uses (their indexes). */
export interface FridgePage {
  page: { summary: RecipeSummary; used: number[] }[];
  totalResults: number;
}

/** Tuning of the index's representations (measured in docs/decisions/016-index-representations.md). */
export interface IndexTuning {
  /** Up to this many matches, a sorted page sorts them outright; more are read off a kept order. */
  sortOutright: number;
  /** A term in more than this share of recipes also gets a bit set, made at the build and kept. */
  denseShare: number;
  /** Prefixes of up to this many letters whose union would cost much to build are kept ready. */
  prefixLength: number;
  /** "Much": more than this share of recipes in postings (a term kept as a bit set counts one per 32 slots). */
  prefixShare: number;
}

export const DEFAULT_TUNING: IndexTuning = {
  sortOutright: 20_000,
  denseShare: 1 / 64,
  prefixLength: 4,
  prefixShare: 1 / 16,
};

/** A search with no words lists recipes in this order. */
export const BROWSE: SearchSort = { key: 'browse', descending: true };
/** Each group of a fridge search is ordered by how few ingredient lines a recipe has. */
export const BY_LINES: SearchSort = { key: 'lines', descending: false };
