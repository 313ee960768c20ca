import type { SearchResponse } from '../../../shared/api';
import { allergensToMask, dietsToMask, UNCHECKED_BIT } from '../../../shared/label-masks';
import { badRequest } from '../../lib/http-error';
import { parseQuery, type QueryWord } from '../../lib/search-text/search-document';
import { correctWords } from './correct';
import { fridgeBySearches, fridgeWords, MAX_FRIDGE_ITEMS, withUsedAndMissed, type FridgeGroups } from './fridge-groups';
import { partialMatches } from './partial';
import { BROWSE, BY_LINES, type SearchIndex, type SearchPage, type SearchQuery } from './search-index';
import { DEFAULT_PAGE, type SearchRequest } from './search.schemas';
import { understandQuery, type UnderstoodQuery } from './understand';

/** One search as an engine takes it: the in-memory index or the database's full text. */
export type EngineQuery = Omit<SearchQuery, 'text' | 'words'> & { words: readonly QueryWord[] };

/** What answering a search needs of the engine that answers it. */
export interface SearchEngineAccess {
  /** One page of matches and how many there are. */
  search: (query: EngineQuery) => Promise<SearchPage>;
  /** The ingredient names of recipes, by id (ranking by the ingredients at hand reads them). */
  ingredientNames: (ids: readonly number[]) => Promise<Map<number, string[]>>;
  /** The index whose vocabulary corrects misspelt words; none while it is being built. */
  speller?: SearchIndex;
  /**
   * "What's in my fridge" in one go, as `fridgeBySearches` answers it with a search per group:
   * `query` holds the words and filters every result matches, `items` the words of each
   * ingredient at hand.
   */
  fridge?: (
    query: EngineQuery,
    items: readonly (readonly QueryWord[])[],
    offset: number,
    number: number,
  ) => Promise<FridgeGroups>;
}

/** The in-memory index as an engine; ingredient names come from wherever the recipes are kept. */
export function indexEngine(
  index: SearchIndex,
  ingredientNames: SearchEngineAccess['ingredientNames'],
): SearchEngineAccess {
  return {
    search: (query) => Promise.resolve(index.search({ ...query, text: '' })),
    ingredientNames,
    speller: index,
    fridge: (query, items, offset, number) =>
      Promise.resolve(index.fridge({ ...query, text: '' }, items, offset, number)),
  };
}

/**
 * Answers a search request: the one entry to searching, for the service and for anyone who embeds
 * the index (the benchmark does). Reads the words that ask for filters as filters, matches the rest,
 * corrects misspelt words when nothing matches, and falls back to the recipes that hold most of the
 * words; see `attempt`.
 */
export function answerSearch(input: SearchRequest, engine: SearchEngineAccess): Promise<SearchResponse> {
  return attempt(input, input.searchInput, engine, true);
}

/**
 * One reading of the search text: the words that ask for filters become filters, the rest must
 * match. When nothing does, a misspelt word is corrected from the index's vocabulary (whichever
 * engine answers, so both correct alike) towards a word that finds something, and the corrected
 * text is read again ("vegitarian curry" → the Vegetarian filter and "curry"); when that finds
 * nothing either, the recipes that hold most of the words answer (`partial`).
 */
async function attempt(
  input: SearchRequest,
  text: string,
  engine: SearchEngineAccess,
  mayCorrect: boolean,
): Promise<SearchResponse> {
  const offset = input.offset ?? 0;
  const number = input.number ?? DEFAULT_PAGE;
  const understood = understandQuery(text);
  const { filters, included, excluded, sort, fridge } = readRequest(input, understood);
  const extra = understood.chips.length > 0 ? { understood: { text: understood.text, chips: understood.chips } } : {};
  // Every search of the engines: the filters, and the words no match may hold.
  const engineSearch = (query: Omit<EngineQuery, keyof typeof filters>) => {
    const full = { ...filters, ...query, without: [...(query.without ?? []), ...excluded] };
    return engine.search(full);
  };
  const run = (words: readonly QueryWord[], without: readonly QueryWord[] = [], at = offset, count = number) =>
    engineSearch({ words: [...included, ...words], without, offset: at, number: count, ...(sort ? { sort } : {}) });

  const words = parseQuery(understood.text);
  if (fridge) {
    const items = fridgeWords(fridge);
    const groups = engine.fridge
      ? await engine.fridge({ ...filters, words, without: excluded, offset: 0, number: 0 }, items, offset, number)
      : await fridgeBySearches(
          items,
          (must, without, at, count) =>
            engineSearch({ words: [...words, ...must], without, offset: at, number: count, sort: BY_LINES }),
          offset,
          number,
        );
    const answer = await withUsedAndMissed(fridge, items, groups, (ids) => engine.ingredientNames(ids));
    return { ...answer, offset, number, ...extra };
  }
  const all = [...included, ...words];
  // With no words to rank by, the catalog is listed best-described first (lib/search-text/browse.ts).
  const order = sort ?? (all.length === 0 ? BROWSE : undefined);
  const page = await engineSearch({
    words: all,
    offset,
    number,
    ...(order ? { sort: order } : {}),
    ...(input.facets ? { facets: true } : {}),
  });
  if (page.totalResults > 0 || words.length === 0) {
    const facets = page.facets ? { facets: page.facets } : {};
    return { results: page.results, totalResults: page.totalResults, offset, number, ...extra, ...facets };
  }
  if (mayCorrect && engine.speller) {
    const count = async (w: readonly QueryWord[]) => (await run(w, [], 0, 1)).totalResults;
    const corrected = await correctWords(engine.speller, text, understood.text, count);
    if (corrected) {
      const second = await attempt(input, corrected.text, engine, false);
      if (second.totalResults > 0) return { ...second, correctedQuery: corrected.display };
    }
  }
  const filtered = Object.values(filters).some((value) => (Array.isArray(value) ? value.length > 0 : !!value));
  const partial = await partialMatches(words, filtered, run, offset, number);
  if (partial.totalResults > 0) return { ...partial, offset, number, partial: true, ...extra };
  return { results: [], totalResults: 0, offset, number, ...extra };
}

/**
 * The filters of a request, from its fields and from the words of its text, and the words it
 * includes or excludes. Ingredients to include must all be held, unless the search ranks by the
 * ingredients at hand (`fridge`); words to exclude must not be, and a recipe with a line the
 * labeller did not understand never passes an exclusion.
 */
function readRequest(input: SearchRequest, understood: UnderstoodQuery) {
  const include = input.includeIngredients;
  const exclude = input.excludeIngredients;
  const both = include?.keys.find((key) => exclude?.keys.includes(key));
  if (both !== undefined) throw badRequest(`"${both}" is both in includeIngredients and excludeIngredients.`);
  const fridge = input.ranking === 'maximise-used' ? (include?.items ?? []) : undefined;
  if (fridge?.length === 0)
    throw badRequest('ranking=maximise-used needs includeIngredients: the ingredients at hand.');
  if (fridge && fridge.length > MAX_FRIDGE_ITEMS) {
    throw badRequest(`ranking=maximise-used ranks at most ${MAX_FRIDGE_ITEMS} ingredients at hand.`);
  }
  const included = fridge ? [] : (include?.items ?? []).flatMap((item) => parseQuery(`${item} `));
  const excluded = [...(exclude?.words ?? []), ...understood.excludeWords].flatMap((item) => parseQuery(`${item} `));
  const limits = [input.maxReadyTime, understood.maxReadyTime].filter((n) => n !== undefined);
  const filters = {
    dietsMask: dietsToMask([...(input.diet ?? []), ...understood.diets]),
    allergensMask: allergensToMask([...(input.allergy ?? []), ...understood.allergies]),
    // A line not understood may hide a food to leave out, or energy a nutrition word must count.
    excludeMask:
      understood.excludeMask |
      (exclude?.groups ?? 0) |
      (excluded.length > 0 || understood.nutrition ? UNCHECKED_BIT : 0),
    // An empty list ("cuisine": "") asks for nothing.
    groups: [input.cuisine ?? [], input.type ?? [], ...understood.groups].filter((group) => group.length > 0),
    maxReadyTime: limits.length > 0 ? Math.min(...limits) : undefined,
    ...(understood.nutrition ? { nutrition: understood.nutrition } : {}),
  };
  // Quickest, lightest and newest first, most protein first, unless asked otherwise.
  const direction = input.sortDirection ?? (input.sort === 'protein' || input.sort === 'newest' ? 'desc' : 'asc');
  const sort =
    input.sort === undefined || input.sort === 'relevance'
      ? undefined
      : { key: input.sort, descending: direction === 'desc' };
  return { filters, included, excluded, sort, fridge };
}
