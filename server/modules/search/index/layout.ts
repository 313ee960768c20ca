/**
 * How the index lays recipes out: each recipe sits in a slot, its numbers in per-slot columns (its
 * facet choices packed into one number), its terms in two fields.
 */
import { ALLERGY_IDS, DIET_IDS, FREE_FROM_IDS } from '../../../../shared/ids';
import { UNCHECKED_BIT } from '../../../../shared/label-masks';
import { FACET_CUISINES, FACET_TIMES, FACET_TYPES } from '../../../lib/search-text/facets';
import { titleLength } from '../../../lib/search-text/search-document';
import type { Bitset } from '../bitset';
import type { Postings } from '../slot-sets';
import type { IndexDoc } from './types';

/** The bits of a contains mask the index keeps a set for: each free-from group, then "checked". */
export const CONTAINS_BITS = [...FREE_FROM_IDS.map((_, i) => 1 << i), UNCHECKED_BIT];
export const CONTAINS_MASK = CONTAINS_BITS.reduce((mask, bit) => mask | bit, 0);
export const DIETS_MASK = (1 << DIET_IDS.length) - 1;
/** The cuisines and dish types the filter panel counts, by term, in the order of `facetsFromCounts`. */
export const CUISINE_INDEX = new Map(FACET_CUISINES.map(([, term], i) => [term, i]));
export const TYPE_INDEX = new Map(FACET_TYPES.map(([, term], i) => [term, i]));
/** A cuisine column value: the recipe has several facet cuisines, listed in `manyCuisines`. */
export const MANY = 255;
/**
 * A recipe's facet choices packed in one number (`Columns.facets`), so that counting a recipe reads
 * one place: its diets, then its dish types, its ready-time bucket and its cuisine value.
 */
export const TYPES_SHIFT = DIET_IDS.length;
export const TYPES_MASK = (1 << FACET_TYPES.length) - 1;
export const BUCKET_SHIFT = TYPES_SHIFT + FACET_TYPES.length;
export const CUISINE_SHIFT = BUCKET_SHIFT + 3;
if (FACET_CUISINES.length >= MANY || FACET_TIMES.length >= 8 || CUISINE_SHIFT + 8 > 32) {
  throw new Error('Too many facets for their columns.');
}
export const ALLERGENS_MASK = (1 << ALLERGY_IDS.length) - 1;
if (ALLERGY_IDS.length > 16) throw new Error('Too many allergens for their column.');
/** Ready-time sets kept from the build: every this-many-th part of the recipes in ready-time order. */
export const READY_STEPS = 32;

/** Per-slot numbers in typed arrays, grown with the slots. */
export class Columns {
  ids = new Float64Array(0);
  /** The picture flag and the title length, one sortable number; ids break ties. */
  ranks = new Float64Array(0);
  ready = new Float64Array(0);
  calories = new Float64Array(0);
  protein = new Float64Array(0);
  fat = new Float64Array(0);
  carbohydrates = new Float64Array(0);
  lines = new Int32Array(0);
  /** The order of a search with no words (server/lib/search-text/browse.ts). */
  browse = new Float64Array(0);
  /** Each slot's allergen mask: one bit per ALLERGY_IDS entry, so at most 16 of them. */
  allergens = new Uint16Array(0);
  /** Of those, the allergens held only by what the recipe is served with, the same way. */
  served = new Uint16Array(0);
  /**
   * Two numbers a slot, side by side: its facet choices packed (its diets; its facet dish types
   * (`FACET_TYPES`), a bit each; the first facet time it is ready within (`readyBucket`); its
   * facet cuisines (`FACET_CUISINES`): 0 for none, 1 + the index of its only one, or `MANY`),
   * then its contains mask.
   */
  facets = new Uint32Array(0);

  grow(capacity: number): void {
    const grown = <T extends Float64Array | Int32Array | Uint32Array | Uint16Array>(
      array: T,
      make: (n: number) => T,
    ) => {
      const bigger = make(capacity);
      bigger.set(array.subarray(0, Math.min(array.length, bigger.length)));
      return bigger;
    };
    this.ids = grown(this.ids, (n) => new Float64Array(n));
    this.ranks = grown(this.ranks, (n) => new Float64Array(n));
    this.ready = grown(this.ready, (n) => new Float64Array(n));
    this.calories = grown(this.calories, (n) => new Float64Array(n));
    this.protein = grown(this.protein, (n) => new Float64Array(n));
    this.fat = grown(this.fat, (n) => new Float64Array(n));
    this.carbohydrates = grown(this.carbohydrates, (n) => new Float64Array(n));
    this.lines = grown(this.lines, (n) => new Int32Array(n));
    this.browse = grown(this.browse, (n) => new Float64Array(n));
    this.allergens = grown(this.allergens, (n) => new Uint16Array(n));
    this.served = grown(this.served, (n) => new Uint16Array(n));
    this.facets = grown(this.facets, (n) => new Uint32Array(2 * n));
  }
}

/** One field of the index: the title's terms or every term. */
export class Field {
  postings = new Map<string, Postings>();
  /** The terms in ascending order; kept sorted as terms arrive after a build. */
  vocabulary: string[] = [];
  /** Bit sets of the terms in many recipes, made at the build and kept in step. */
  dense = new Map<string, Bitset>();
  /** Unions of the short prefixes that cover many postings, made at the build and kept in step. */
  prefixes = new Map<string, Bitset>();

  constructor(readonly mark: string) {}
}

/** The first facet time a recipe is ready within, or the number of facet times. */
export function readyBucket(minutes: number): number {
  let bucket = 0;
  while (bucket < FACET_TIMES.length && minutes > FACET_TIMES[bucket]!) bucket++;
  return bucket;
}

/**
 * The static quality order as one number (smaller first): recipes with a picture first, then
 * shorter (more canonical) titles. Ties go to the smaller id.
 */
export function rankOf(doc: IndexDoc): number {
  return (doc.image ? 0 : 2 ** 32) + titleLength(doc.title);
}
