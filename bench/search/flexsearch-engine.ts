/**
 * FlexSearch as the comparison sets it up: its documents, its index and how it is asked, so the
 * benchmark (flexsearch-compare.ts) gives both engines the same catalog and the same questions.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Document } from 'flexsearch';
import { ALLERGY_IDS, type AllergyId, type DietId } from '../../shared/ids';
import { maskToAllergens, maskToDiets } from '../../shared/label-masks';
import type { IndexDoc } from '../../server/modules/search/search-index';

/** One page: FlexSearch's limit and ours' `number`. */
export const PAGE = 10;

export const FLEXSEARCH_VERSION = (
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../../node_modules/flexsearch/package.json'), 'utf8')) as {
    version: string;
  }
).version;

/** What FlexSearch is asked: one word, or tags only. */
export type FlexQuery = { word: string } | { diet: DietId; free: AllergyId[] };
/**
 * A FlexSearch document: the text ours indexes (the title, and the body: ingredient names, cuisine,
 * dish type), and two tag fields from the masks (shared/ids.ts): `diet` holds DIET_IDS[i] for every
 * set bit i of dietsMask; `free` holds ALLERGY_IDS[i] for every bit i of allergensMask that is not
 * set (a set bit says the recipe contains that allergen, so "free of X" is the bit left clear).
 */
export type FlexDoc = { id: number; title: string; body: string; diet: string[]; free: string[] };

/**
 * FlexSearch's Document index, as a developer would set it up for speed: one index per text field
 * (title, body) and the two tag fields. Tokenizer "strict" (also its default): whole words only,
 * one entry per word, the smallest and fastest to build; the prefix tokenizers ("forward" and
 * beyond) store every prefix of every word, and this benchmark's queries are whole words (ours is
 * given them as whole words too, see `textQueries`). The default encoder: case folded, letters
 * normalised, repeated letters folded; no stemming. Default resolution (9 scoring slots). No
 * context index and no fastupdate (the "performance" preset adds both: the first serves queries
 * of several words, the second updates, neither is asked here), no result cache (it would answer
 * the timed pass from the warm-up's answers).
 */
export const newFlexIndex = () =>
  new Document<FlexDoc>({
    tokenize: 'strict',
    document: { id: 'id', index: ['title', 'body'], tag: ['diet', 'free'] },
  });
export type FlexIndex = ReturnType<typeof newFlexIndex>;

export const flexDoc = (doc: IndexDoc): FlexDoc => {
  const contains = maskToAllergens(doc.allergensMask);
  return {
    id: doc.id,
    title: doc.title,
    body: doc.body,
    diet: maskToDiets(doc.dietsMask),
    free: ALLERGY_IDS.filter((allergen) => !contains.includes(allergen)),
  };
};

/**
 * The first ten ids FlexSearch finds. A word: searched in both fields, the fields' answers merged
 * (`merge: true`, one entry per id, title matches first), cut to ten. Tags: the Document index's
 * tag search, through its Resolver (`resolve: false`, then `resolve`): the tags of different fields
 * and the several tags of a field are intersected there. A tag-only search left to resolve itself
 * (the default) answers each tag's list apart, not their intersection, in 0.8.212. The limit goes
 * to the resolver, not the search (there it would cut each tag's list before the intersection),
 * with `offset: 0`, without which the resolver cuts a single list to nothing.
 */
export function flexSearch(index: FlexIndex, query: FlexQuery): number[] {
  if ('word' in query) {
    const hits = index.search(query.word, { limit: PAGE, merge: true });
    return hits.slice(0, PAGE).map((hit) => hit.id as number);
  }
  // One { field: tag } per tag, the typed form of the same request as { diet, free: [...] }.
  const tag = [{ diet: query.diet }, ...query.free.map((allergen) => ({ free: allergen }))];
  const resolver = index.search({ tag, resolve: false });
  return resolver.resolve({ limit: PAGE, offset: 0 }) as number[];
}
