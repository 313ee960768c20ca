import { sql, type RawBuilder } from 'kysely';
import { UNCHECKED_BIT } from '../../../shared/label-masks';

/**
 * The order of a search with no words ("show me recipes"): the best-described recipes first, and
 * within one level a fixed shuffle of the ids, so the first page mixes cuisines and meals instead
 * of listing the catalog by title length or by id.
 *
 * Levels, added up: a picture (8); every ingredient line understood, so its labels can make
 * free-from claims (4); ready in an hour or less, an everyday dish (2); nutrition known (1).
 * The shuffle multiplies the id by a large odd constant modulo 2^20, the same in JavaScript and
 * in SQL (every product stays below 2^41, exact in both).
 */
const SPREAD = 1_048_576;
const FACTOR = 2_654_435_761 % SPREAD;

export interface BrowseFields {
  id: number;
  image: string;
  containsMask: number;
  readyInMinutes: number;
  calories: number;
}

export function browseScore(recipe: BrowseFields): number {
  const level =
    (recipe.image ? 8 : 0) +
    ((recipe.containsMask & UNCHECKED_BIT) === 0 ? 4 : 0) +
    (recipe.readyInMinutes > 0 && recipe.readyInMinutes <= 60 ? 2 : 0) +
    (recipe.calories > 0 ? 1 : 0);
  return level * SPREAD + (((recipe.id % SPREAD) * FACTOR) % SPREAD);
}

/** `browseScore` of the recipes row `r`, in SQL both SQLite and PostgreSQL read alike. */
export function browseScoreSql(): RawBuilder<number> {
  return sql<number>`((case when r.image <> '' then 8 else 0 end)
    + (case when (r.contains_mask & ${UNCHECKED_BIT}) = 0 then 4 else 0 end)
    + (case when r.ready_in_minutes > 0 and r.ready_in_minutes <= 60 then 2 else 0 end)
    + (case when r.calories > 0 then 1 else 0 end)) * ${SPREAD}
    + ((cast(r.id as bigint) % ${SPREAD}) * ${FACTOR}) % ${SPREAD}`;
}
