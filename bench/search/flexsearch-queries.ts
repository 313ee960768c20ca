/** The queries of the FlexSearch comparison, each as the server, our index and FlexSearch take it. */
import { ALLERGY_IDS, DIET_IDS } from '../../shared/ids';
import { allergensToMask, dietsToMask } from '../../shared/label-masks';
import { seededRandom } from '../../shared/seeded-random';
import { parseQuery } from '../../server/lib/search-text/search-document';
import { BROWSE, type SearchQuery } from '../../server/modules/search/search-index';
import { PAGE, type FlexQuery } from './flexsearch-engine';
import { acceptedBody, type Body } from './varied';

const SEED = 20261127;

/** One query of a shape, as each engine takes it. */
export interface BenchQuery {
  /** The request body, as the server receives it. */
  body: Body;
  /** The same search, read, as `SearchIndex.search` takes it. */
  query: SearchQuery;
  flex: FlexQuery;
}

/** Up to `count` distinct draws (fewer when the shape has fewer), with a fixed seed. */
export function distinctDraws<T>(count: number, draw: (pick: <U>(list: readonly U[]) => U, random: () => number) => T) {
  const random = seededRandom(SEED);
  const pick = <U>(list: readonly U[]): U => list[Math.floor(random() * list.length)]!;
  const seen = new Set<string>();
  const out: T[] = [];
  for (let attempt = 0; out.length < count && attempt < count * 50; attempt++) {
    const value = draw(pick, random);
    const key = JSON.stringify(value);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(value);
  }
  return out;
}

/** Whether the server takes the word as a search (it refuses text over its length limit). */
export const accepted = (word: string) => acceptedBody({ searchInput: `${word} ` });

/**
 * One word per query, as a whole word: the text ends with a space, so ours does not read the word
 * as a prefix being typed (FlexSearch's strict tokenizer matches whole words only). Ours matches
 * the word's stem and its synonyms; FlexSearch the word as encoded.
 */
export const textQueries = (words: readonly string[]): BenchQuery[] =>
  words.map((word) => ({
    body: { searchInput: `${word} `, number: PAGE },
    query: { text: '', words: parseQuery(`${word} `), dietsMask: 0, allergensMask: 0, offset: 0, number: PAGE },
    flex: { word },
  }));

/**
 * A diet and one or two allergens to avoid, no text. With no words, ours lists matches in the
 * browsing order (answerSearch does so), so `index.search` is given that order too.
 */
export const filterQueries = (count: number): BenchQuery[] =>
  distinctDraws(count, (pick, random) => {
    const diet = pick(DIET_IDS);
    const first = pick(ALLERGY_IDS);
    const second = random() < 0.5 ? pick(ALLERGY_IDS.filter((allergen) => allergen !== first)) : undefined;
    return { diet, free: second ? [first, second].sort() : [first] };
  }).map(({ diet, free }) => ({
    body: { searchInput: '', diet, allergy: free.join(','), number: PAGE },
    query: {
      text: '',
      words: [],
      dietsMask: dietsToMask([diet]),
      allergensMask: allergensToMask(free),
      sort: BROWSE,
      offset: 0,
      number: PAGE,
    },
    flex: { diet, free },
  }));
