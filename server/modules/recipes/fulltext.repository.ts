import { createHash } from 'node:crypto';
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { SEARCH_KINDS, SEARCH_SYNONYMS } from '../../../catalog/knowledge/search-synonyms';
import type { SearchFacets } from '../../../shared/api';
import { DIET_IDS, FREE_FROM_IDS } from '../../../shared/ids';
import { dietBit, freeFromBit } from '../../../shared/label-masks';
import type { RecipeSummary } from '../../../shared/recipe';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import {
  cuisineTerm,
  dishTypeTerm,
  documentTerms,
  fieldTerms,
  searchBody,
  type QueryWord,
  type SearchSource,
} from '../../lib/search-text/search-document';
import { browseScoreSql } from '../../lib/search-text/browse';
import { boundsSql, type NutritionBounds } from '../../lib/search-text/nutrition';
import { FACET_CUISINES, FACET_TIMES, FACET_TYPES, facetsFromCounts } from '../../lib/search-text/facets';
import { SEARCHABLE_COLUMNS, toSearchable } from './recipe-rows';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * The databases' own full-text machinery: an FTS5 table on SQLite, a tsvector column with a GIN
 * index on PostgreSQL. Both hold the terms of `documentTerms`, so they find what the in-memory
 * index finds, and both order each group by the same static quality order
 * (docs/decisions/008-database-full-text.md).
 */

/**
 * The version of the stored terms: bump the number when `documentTerms` changes meaning; the
 * synonym list is part of it, so editing the list also rebuilds the stored terms at start.
 */
export const FULLTEXT_VERSION = `3-${createHash('sha256')
  .update(JSON.stringify([SEARCH_SYNONYMS, SEARCH_KINDS]))
  .digest('hex')
  .slice(0, 12)}`;

/** What the full text holds of one recipe. */
export interface FulltextDoc extends SearchSource {
  id: number;
  title: string;
}

/** PostgreSQL tsvector text: each term once, weight A when the title holds it. */
export function tsvectorLiteral(doc: Omit<FulltextDoc, 'id'>): string {
  const terms = documentTerms(doc.title, searchBody(doc), fieldTerms(doc));
  const inTitle = new Set(terms.title);
  return terms.all
    .map((term, i) => `${lexeme(term)}:${Math.min(i + 1, 16_383)}${inTitle.has(term) ? 'A' : ''}`)
    .join(' ');
}

const lexeme = (term: string) => `'${term.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
const ftsString = (term: string) => `"${term.replaceAll('"', '""')}"`;

/** SQLite FTS5: replaces the full-text rows of these recipes, in the caller's transaction. */
export async function writeSqliteDocuments(trx: Executor, docs: readonly FulltextDoc[]): Promise<void> {
  for (let i = 0; i < docs.length; i += 500) {
    const chunk = docs.slice(i, i + 500);
    await sql`delete from recipe_fts where rowid in (${sql.join(chunk.map((doc) => doc.id))})`.execute(trx);
    const rows = chunk.map((doc) => {
      const terms = documentTerms(doc.title, searchBody(doc), fieldTerms(doc));
      return sql`(${doc.id}, ${terms.title.join(' ')}, ${terms.all.join(' ')})`;
    });
    await sql`insert into recipe_fts (rowid, title, terms) values ${sql.join(rows)}`.execute(trx);
  }
}

/** Recomputes every recipe's full-text terms, in batches by id. */
export async function rebuildDocuments(trx: Executor, dialect: Dialect): Promise<number> {
  if (dialect === 'sqlite') await sql`insert into recipe_fts (recipe_fts) values ('delete-all')`.execute(trx);
  let after = 0;
  let count = 0;
  for (;;) {
    const rows = await trx
      .selectFrom('recipes')
      .select(SEARCHABLE_COLUMNS)
      .where('id', '>', after)
      .orderBy('id')
      .limit(2000)
      .execute();
    if (rows.length === 0) break;
    const docs = rows.map(toSearchable);
    if (dialect === 'sqlite') await writeSqliteDocuments(trx, docs);
    else {
      const values = docs.map((doc) => sql`(${doc.id}::integer, ${tsvectorLiteral(doc)}::tsvector)`);
      await sql`update recipes set search_doc = v.doc from (values ${sql.join(values)}) as v(id, doc)
        where recipes.id = v.id`.execute(trx);
    }
    count += rows.length;
    after = docs.at(-1)!.id;
  }
  return count;
}

export interface FulltextQuery {
  words: readonly QueryWord[];
  /** Words no match may hold (the partial-match groups of the search service). */
  without?: readonly QueryWord[];
  /** Field terms (cuisines, dish types): a match holds at least one term of every group. */
  groups?: readonly (readonly string[])[];
  /** Ready in at most this many minutes. */
  maxReadyTime?: number;
  /** Free-from groups (and UNCHECKED_BIT) no match may hold. */
  excludeMask?: number;
  /** Bounds on nutrition per serving every match meets (lib/search-text/nutrition.ts). */
  nutrition?: NutritionBounds;
  /** Count the filter panel's choices for the matches. */
  facets?: boolean;
  /** Left out: relevance. */
  sort?: { key: 'time' | 'calories' | 'protein' | 'newest' | 'lines' | 'browse'; descending: boolean };
  dietsMask: number;
  allergensMask: number;
  offset: number;
  number: number;
  /** Left out: public recipes only. Set: only this user's private recipes. */
  owner?: number;
}

const ftsWord = (w: QueryWord) => (w.prefix ? `(${ftsString(w.word)}* OR ${ftsString(w.term)})` : ftsString(w.term));

/** The FTS5 expression every match must satisfy, or undefined when only filters and `without` apply. */
function ftsMatch(query: FulltextQuery, column: 'title' | 'terms'): string | undefined {
  const parts = query.words.map(ftsWord);
  if (column === 'terms') {
    for (const group of query.groups ?? []) parts.push(`(${group.map(ftsString).join(' OR ')})`);
  }
  return parts.length === 0 ? undefined : `${column} : (${parts.join(' AND ')})`;
}

const tsWord = (w: QueryWord, weight: '' | 'A') => {
  const suffix = weight ? `:${weight}` : '';
  return w.prefix ? `(${lexeme(w.word)}:*${weight} | ${lexeme(w.term)}${suffix})` : `${lexeme(w.term)}${suffix}`;
};

function tsquery(query: FulltextQuery, weight: '' | 'A'): string {
  const parts = query.words.map((w) => tsWord(w, weight));
  if (weight === '') {
    for (const group of query.groups ?? []) parts.push(`(${group.map(lexeme).join(' | ')})`);
    for (const w of query.without ?? []) parts.push(`!${tsWord(w, '')}`);
  }
  return parts.join(' & ');
}

/**
 * One page of matches and their count, title matches first, then the static quality order.
 * Unlike the in-memory index this ranks every match, so its cost grows with the match count.
 */
export async function searchFulltext(
  db: Executor,
  dialect: Dialect,
  query: FulltextQuery,
): Promise<{ results: RecipeSummary[]; totalResults: number; facets?: SearchFacets }> {
  const ready = query.maxReadyTime === undefined ? sql`` : sql` and r.ready_in_minutes <= ${query.maxReadyTime}`;
  const exclude = query.excludeMask ? sql` and (r.contains_mask & ${query.excludeMask}) = 0` : sql``;
  const nutrition = query.nutrition ? sql` and ${boundsSql(query.nutrition)}` : sql``;
  const scope =
    query.owner === undefined
      ? sql`r.visibility = 'public'`
      : sql`r.visibility = 'private' and r.owner_id = ${query.owner}`;
  const filters = sql`${scope} and (r.diets_mask & ${query.dietsMask}) = ${query.dietsMask} and (r.allergens_mask & ${query.allergensMask}) = 0${ready}${exclude}${nutrition}`;
  const staticOrder = sql`(r.image <> '') desc, length(r.title), r.id`;
  const sortColumn = { time: 'ready_in_minutes', calories: 'calories', protein: 'protein', newest: 'id' } as const;
  // The number of ingredient lines, as the index counts them from the same stored list.
  const lineCount =
    dialect === 'sqlite' ? sql`json_array_length(r.ingredients)` : sql`json_array_length(r.ingredients::json)`;
  // A sort other than relevance orders by its column, then the static order, as the index does.
  const sortBy = (key: NonNullable<FulltextQuery['sort']>['key']) =>
    key === 'lines' ? lineCount : key === 'browse' ? browseScoreSql() : sql.ref(`r.${sortColumn[key]}`);
  const sorted = query.sort
    ? sql`${sortBy(query.sort.key)} ${sql.raw(query.sort.descending ? 'desc' : 'asc')}, `
    : undefined;
  const page = sql`limit ${query.number} offset ${query.offset}`;
  const hasWords = query.words.length > 0;

  const without = query.without ?? [];
  if (!hasWords && (query.groups ?? []).length === 0 && without.length === 0) {
    const results = await sql<RecipeSummary>`select r.id, r.title, r.image from recipes r
      where ${filters} order by ${sorted ?? sql``}${staticOrder} ${page}`.execute(db);
    const from = sql`from recipes r where ${filters}`;
    return { results: results.rows, ...(await countMatches(db, dialect, from, query.facets === true)) };
  }

  if (dialect === 'sqlite') {
    const all = ftsMatch(query, 'terms');
    // FTS5 has no match of "not": the words a match may not hold are a subquery of their own.
    const none =
      without.length === 0
        ? sql``
        : sql` and r.id not in (select rowid from recipe_fts where recipe_fts match ${`terms : (${without.map(ftsWord).join(' OR ')})`})`;
    const from =
      all === undefined
        ? sql`from recipes r where ${filters}${none}`
        : sql`from recipe_fts f join recipes r on r.id = f.rowid where recipe_fts match ${all} and ${filters}${none}`;
    const titleOrder =
      sorted ??
      (hasWords
        ? sql`(r.id in (select rowid from recipe_fts where recipe_fts match ${ftsMatch(query, 'title')!})) desc,`
        : sql``);
    const results = await sql<RecipeSummary>`select r.id, r.title, r.image ${from}
      order by ${titleOrder} ${staticOrder} ${page}`.execute(db);
    return { results: results.rows, ...(await countMatches(db, dialect, from, query.facets === true)) };
  }

  const all = tsquery(query, '');
  const from = sql`from recipes r where r.search_doc @@ ${all}::tsquery and ${filters}`;
  const titleOrder = sorted ?? (hasWords ? sql`(r.search_doc @@ ${tsquery(query, 'A')}::tsquery) desc,` : sql``);
  const results = await sql<RecipeSummary>`select r.id, r.title, r.image ${from}
    order by ${titleOrder} ${staticOrder} ${page}`.execute(db);
  return { results: results.rows, ...(await countMatches(db, dialect, from, query.facets === true)) };
}

/** The number of matches and, when asked, how many of them each filter choice keeps. */
async function countMatches(
  db: Executor,
  dialect: Dialect,
  from: RawBuilder<unknown>,
  withFacets: boolean,
): Promise<{ totalResults: number; facets?: SearchFacets }> {
  if (!withFacets) {
    const count = await sql<{ n: number }>`select count(*) as n ${from}`.execute(db);
    return { totalResults: Number(count.rows[0]?.n ?? 0) };
  }
  const when = (condition: RawBuilder<unknown>) => sql`sum(case when ${condition} then 1 else 0 end)`;
  const hasTerm = (term: string) =>
    dialect === 'sqlite'
      ? sql`r.id in (select rowid from recipe_fts where recipe_fts match ${`terms : ${ftsString(term)}`})`
      : sql`r.search_doc @@ ${lexeme(term)}::tsquery`;
  const fields = await fieldCounts(db, dialect, from);
  // A term two stored spellings share ("Middle Eastern", "middle-eastern") could count a recipe
  // holding both twice: such a term is counted by its own match instead.
  const counted = (term: string) =>
    fields.ambiguous.has(term) ? when(hasTerm(term)) : sql.lit(fields.counts.get(term) ?? 0);
  const columns = [
    ...DIET_IDS.map((diet) => when(sql`(r.diets_mask & ${dietBit(diet)}) = ${dietBit(diet)}`)),
    ...FREE_FROM_IDS.map((id) => when(sql`(r.contains_mask & ${freeFromBit(id)}) = 0`)),
    ...[...FACET_CUISINES, ...FACET_TYPES].map(([, term]) => counted(term)),
    ...FACET_TIMES.map((minutes) => when(sql`r.ready_in_minutes <= ${minutes}`)),
  ];
  const aliased = columns.map((column, i) => sql`${column} as ${sql.ref(`f${i}`)}`);
  const row = (await sql<Record<string, unknown>>`select count(*) as n, ${sql.join(aliased)} ${from}`.execute(db))
    .rows[0];
  return {
    totalResults: Number(row?.n ?? 0),
    facets: facetsFromCounts(columns.map((_, i) => Number(row?.[`f${i}`] ?? 0))),
  };
}

/**
 * How many matches hold each cuisine and dish-type term, from one grouped pass over the stored
 * lists rather than one full-text match per term. Values are grouped as stored and then mapped to
 * their terms; a term reached from two stored values is marked ambiguous.
 */
async function fieldCounts(
  db: Executor,
  dialect: Dialect,
  from: RawBuilder<unknown>,
): Promise<{ counts: Map<string, number>; ambiguous: Set<string> }> {
  const each = (column: 'cuisines' | 'dish_types') =>
    dialect === 'sqlite'
      ? sql`json_each(m.${sql.ref(column)}) j`
      : sql`json_array_elements_text(m.${sql.ref(column)}::json) j(value)`;
  const rows = await sql<{
    k: string;
    v: string;
    n: number | string;
  }>`with m as (select r.id, r.cuisines, r.dish_types ${from})
    select 'c' as k, j.value as v, count(distinct m.id) as n from m, ${each('cuisines')} group by j.value
    union all
    select 't' as k, j.value as v, count(distinct m.id) as n from m, ${each('dish_types')} group by j.value`.execute(
    db,
  );
  const counts = new Map<string, number>();
  const ambiguous = new Set<string>();
  for (const row of rows.rows) {
    if (typeof row.v !== 'string') continue;
    const term = row.k === 'c' ? cuisineTerm(row.v) : dishTypeTerm(row.v);
    if (counts.has(term)) ambiguous.add(term);
    counts.set(term, (counts.get(term) ?? 0) + Number(row.n));
  }
  return { counts, ambiguous };
}

/**
 * Up to `count` distinct recipes with a picture, drawn at random by the database; with
 * `allergensMask`, only recipes that hold none of the allergens it sets; with `dietsMask`, only
 * recipes labelled with every diet it sets.
 */
export async function randomFromDatabase(
  db: Executor,
  count: number,
  allergensMask = 0,
  dietsMask = 0,
): Promise<RecipeSummary[]> {
  const rows = await sql<RecipeSummary>`select id, title, image from recipes where image <> ''
    and visibility = 'public' and (allergens_mask & ${allergensMask}) = 0
    and (diets_mask & ${dietsMask}) = ${dietsMask}
    order by random() limit ${count}`.execute(db);
  return rows.rows;
}
