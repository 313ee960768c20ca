import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { seededRandom } from '../../shared/seeded-random';
import { ROOT } from '../lib/paths';
import { readRecipeFile } from '../../server/importers/index';
import { isStopWord, stem, words } from '../../server/lib/search-text/text';

/**
 * The words of a benchmark catalog with a real catalog's vocabulary: tens of thousands of distinct
 * words, ranked so that a Zipf-like draw puts a few in most recipes and most in very few.
 *
 * Read from the real data beside the checkout when it is there (the titles and ingredient lines of
 * the public-domain, Wikibooks and Cooklang recipes, ranked by how often they occur, then every
 * name and synonym of the Open Food Facts ingredient and label taxonomies, in a seeded shuffle);
 * otherwise made up: pronounceable words of the same number and spread. Only words of letters
 * that are not stop words are kept, each once per index term (a plural and its singular are one).
 */
export interface Vocabulary {
  /** Where the words came from. */
  source: 'real data' | 'generated';
  /** Distinct words, most common first. */
  words: string[];
}

/** The real data beside the checkout (a folder `shared/data` next to it). */
const DATA = resolve(ROOT, '../shared/data');
/** About the size of the real vocabulary, for the generated one. */
const GENERATED_SIZE = 44_000;

function listFiles(dir: string, test: (name: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(path, test));
    else if (test(entry.name)) out.push(path);
  }
  return out;
}

/** Every string inside a JSON value. */
function* strings(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* strings(item);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) yield* strings(item);
}

/** Words of letters only (no digits, no single letters), folded. */
const letterWords = (text: string): string[] => words(text).filter((w) => w.length > 1 && /^\p{L}+$/u.test(w));

/** Keeps the first word of each index term, in order. */
function distinctTerms(ranked: Iterable<string>): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const word of ranked) {
    if (isStopWord(word)) continue;
    const term = stem(word);
    if (seen.has(term)) continue;
    seen.add(term);
    out.push(word);
  }
  return out;
}

function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** The title and ingredient lines of one real recipe file: what the index holds of a recipe. */
async function indexedText(file: string): Promise<string> {
  try {
    if (file.endsWith('.json')) {
      const { recipe } = JSON.parse(readFileSync(file, 'utf8')) as {
        recipe?: { title?: unknown; ingredients?: unknown };
      };
      return [...strings(recipe?.title), ...strings(recipe?.ingredients)].join('\n').replace(/^Cookbook:/, '');
    }
    const drafts = await readRecipeFile(file);
    return drafts.flatMap((draft) => [draft.title, ...draft.ingredientLines]).join('\n');
  } catch {
    return '';
  }
}

async function realVocabulary(dir: string, seed: number): Promise<string[] | null> {
  const recipeFiles = [
    ...listFiles(join(dir, 'public-domain-recipes'), (name) => name.endsWith('.md') && !name.startsWith('_')),
    ...listFiles(join(dir, 'wikibooks-cookbook-receptai'), (name) => name.endsWith('.json')),
    ...listFiles(join(dir, 'cooklang'), (name) => name.endsWith('.cook')),
  ];
  const taxonomies = ['ingredients.full.json.gz', 'labels.full.json.gz']
    .map((name) => join(dir, 'openfoodfacts-taxonomies', name))
    .filter((file) => existsSync(file));
  if (recipeFiles.length === 0 || taxonomies.length === 0) return null;

  const counts = new Map<string, number>();
  for (const file of recipeFiles) {
    for (const word of letterWords(await indexedText(file))) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const byCount = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([word]) => word);
  const tail = new Set<string>();
  for (const file of taxonomies) {
    const taxonomy = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as Record<string, unknown>;
    for (const [key, entry] of Object.entries(taxonomy)) {
      for (const word of letterWords(key.replace(/^[a-z]{2}:/, ''))) tail.add(word);
      const { name, synonyms } = (entry ?? {}) as { name?: unknown; synonyms?: unknown };
      for (const text of [...strings(name), ...strings(synonyms)]) for (const word of letterWords(text)) tail.add(word);
    }
  }
  for (const word of byCount) tail.delete(word);
  return distinctTerms([...byCount, ...shuffle([...tail].sort(), seededRandom(seed))]);
}

const ONSETS = [
  'b',
  'c',
  'd',
  'f',
  'g',
  'h',
  'k',
  'l',
  'm',
  'n',
  'p',
  'r',
  's',
  't',
  'v',
  'z',
  'br',
  'ch',
  'cr',
  'gr',
  'pl',
  'sh',
  'st',
  'tr',
];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ai', 'ea', 'ou'];
const CODAS = ['', '', 'n', 'r', 'l', 's', 't', 'm', 'ng', 'sh'];

function generatedVocabulary(size: number, seed: number): string[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const out = new Set<string>();
  const terms = new Set<string>();
  while (out.size < size) {
    const syllables = 1 + Math.floor(random() * 3);
    let word = '';
    for (let i = 0; i < syllables; i++) word += pick(ONSETS) + pick(VOWELS) + pick(CODAS);
    const term = stem(word);
    if (word.length < 3 || isStopWord(word) || terms.has(term)) continue;
    terms.add(term);
    out.add(word);
  }
  return [...out];
}

/** The real vocabulary when the data is there, else a generated one of the same size. */
export async function benchVocabulary(seed = 20261127, dir = DATA): Promise<Vocabulary> {
  const real = await realVocabulary(dir, seed);
  return real
    ? { source: 'real data', words: real }
    : { source: 'generated', words: generatedVocabulary(GENERATED_SIZE, seed) };
}
