/**
 * Finds knowledge-base entries in an ingredient description.
 *
 * The index is built once, at module load: every name of every entry, normalised, plus the plural
 * forms of its last word, maps to the entry. Matching walks the tokens left to right and at each
 * position tries the longest phrase first, so "peanut butter" wins over "butter", "coconut milk"
 * over "milk", and "eggplant" (one token) never meets "egg".
 */
import { INGREDIENTS, type IngredientEntry } from '../knowledge/ingredients';
import { isNumberToken, pluralsOf, segments, tokens, type Segment } from './normalise';
import { HARMLESS_WORDS, PREPARATION_CUES } from './vocabulary';

/** One phrase of the index: the entry it names and the written (singular) name it came from. */
export interface PhraseHit {
  readonly entry: IngredientEntry;
  readonly name: string;
}

export interface PhraseIndex {
  readonly byPhrase: ReadonlyMap<string, PhraseHit>;
  /**
   * Every phrase that a longer phrase continues ("red", "red wine" for "red wine vinegar"): a walk
   * along the words stops as soon as no phrase goes on, so most positions cost one lookup.
   */
  readonly continued: ReadonlySet<string>;
  /** Normalised names claimed by two entries; the first entry keeps them. */
  readonly duplicates: readonly string[];
}

const DETACHED_S = / s\b/g;

/** The singular of a phrase whose last word is a regular plural; undefined otherwise. */
function singularOf(phrase: string): string | undefined {
  if (phrase.endsWith('ss') || phrase.endsWith('us') || phrase.endsWith('is') || !phrase.endsWith('s'))
    return undefined;
  if (phrase.endsWith('ies')) return `${phrase.slice(0, -3)}y`;
  if (phrase.endsWith('oes') || phrase.endsWith('ches') || phrase.endsWith('shes')) return phrase.slice(0, -2);
  return phrase.slice(0, -1);
}

/**
 * Words that, right after an ingredient, name a form of that ingredient rather than a second
 * one: "hemp seed flour" is hemp, not hemp and wheat flour; "Stilton cheese" is one cheese.
 * "cheese" is absorbed only after a dairy entry, so "tofu cheese" still counts as cheese.
 */
const FORM_SUFFIXES: ReadonlySet<string> = new Set(['flour', 'flours', 'meal', 'starch', 'semolina', 'bran', 'grits']);
const CHEESE_SUFFIXES: ReadonlySet<string> = new Set(['cheese', 'cheeses']);

export function buildIndex(entries: readonly IngredientEntry[]): PhraseIndex {
  const byPhrase = new Map<string, PhraseHit>();
  const duplicates: string[] = [];
  const generated: [string, PhraseHit][] = [];
  for (const entry of entries) {
    // A written plural ("eggs") displays as its written singular ("egg") when the entry has one.
    const singularOf = new Map<string, string>();
    for (const written of entry.names) {
      const words = tokens(written);
      const last = words[words.length - 1] ?? '';
      for (const plural of pluralsOf(last)) singularOf.set([...words.slice(0, -1), plural].join(' '), words.join(' '));
    }
    for (const written of entry.names) {
      const words = tokens(written);
      if (words.length === 0) continue;
      const name = words.join(' ');
      const hit: PhraseHit = { entry, name: singularOf.get(name) ?? name };
      // "bird s eye" written with a detached s also matches the folded "birds eye".
      for (const phrase of new Set([name, name.replace(DETACHED_S, 's')])) {
        const owner = byPhrase.get(phrase);
        if (owner === undefined) byPhrase.set(phrase, hit);
        else if (owner.entry !== entry && phrase === name)
          duplicates.push(`${phrase} (${owner.entry.id} / ${entry.id})`);
      }
      const last = words[words.length - 1] ?? '';
      for (const plural of pluralsOf(last)) generated.push([[...words.slice(0, -1), plural].join(' '), hit]);
    }
  }
  // Written names beat generated plurals: "greens" is its own entry, not the plural of "green".
  for (const [phrase, hit] of generated) {
    if (!byPhrase.has(phrase)) byPhrase.set(phrase, hit);
  }
  // Phrases written only in the plural ("gluten free oats") also match their singular, last of
  // all. Single words are left alone: "sweets" must not make the adjective "sweet" a candy.
  for (const [phrase, hit] of [...byPhrase]) {
    const singular = phrase.includes(' ') ? singularOf(phrase) : undefined;
    if (singular !== undefined && !byPhrase.has(singular)) byPhrase.set(singular, hit);
  }
  const continued = new Set<string>();
  for (const phrase of byPhrase.keys()) {
    const words = phrase.split(' ');
    for (let length = 1; length < words.length; length += 1) continued.add(words.slice(0, length).join(' '));
  }
  return { byPhrase, continued, duplicates };
}

export const INDEX: PhraseIndex = buildIndex(INGREDIENTS);

export interface DescriptionMatch {
  /** Entries found, in reading order (modifiers included). */
  readonly entries: readonly IngredientEntry[];
  /** The entry that names the ingredient: the last non-modifier match of the main text. */
  readonly primary: IngredientEntry | undefined;
  /** The written name that matched the primary entry ("curry powder", not the family's first name). */
  readonly primaryName: string | undefined;
  /** Words in the main text (or in a note without preparation cues) that we do not know. */
  readonly unknownWords: readonly string[];
  /** The words each entry was found under, in reading order ("almond flour", "butter beans"). */
  readonly phrases: readonly string[];
}

export interface Found {
  readonly hit: PhraseHit;
  readonly length: number;
}

/** The longest phrase of the index starting at `position`, if any. */
export function longestAt(words: readonly string[], position: number, index: PhraseIndex): Found | undefined {
  let phrase = words[position] ?? '';
  let found: Found | undefined;
  let length = 1;
  for (;;) {
    const hit = index.byPhrase.get(phrase);
    if (hit !== undefined) found = { hit, length };
    if (position + length >= words.length || !index.continued.has(phrase)) return found;
    phrase = `${phrase} ${words[position + length] ?? ''}`;
    length += 1;
  }
}

const isHarmless = (word: string): boolean => HARMLESS_WORDS.has(word) || isNumberToken(word);

interface SegmentScan {
  hits: PhraseHit[];
  /** The words each hit covered, as written in the line ("almond flour", "gluten free pasta"). */
  spans: string[];
  unknown: string[];
}

function scanTokens(words: readonly string[], index: PhraseIndex): SegmentScan {
  const hits: PhraseHit[] = [];
  const spans: string[] = [];
  const unknown: string[] = [];
  let position = 0;
  while (position < words.length) {
    let found = longestAt(words, position, index);
    if (found !== undefined && found.length > 1) {
      // Greedy matching can cut a better phrase in two: "raw cacao butter" is "raw" + "cacao
      // butter", not "raw cacao" + "butter". If skipping harmless words reaches a phrase that
      // ends further right, take it. Only harmless words are skipped, so nothing is lost.
      const end = position + found.length;
      for (let start = position + 1; start < end && isHarmless(words[start - 1] ?? ''); start += 1) {
        const later = longestAt(words, start, index);
        if (later !== undefined && start + later.length > end) {
          position = start;
          found = later;
          break;
        }
      }
    }
    // "kidney or black beans", "soy or almond milk": the first word shares the head of the next
    // phrase. Read it as "kidney beans", "soy milk" when that is a phrase we know.
    const joiner = words[position + 1];
    if ((found === undefined || found.length === 1) && (joiner === 'or' || joiner === 'and')) {
      // Only a phrase of two or more words has a head to share: "butter or ghee" is two foods,
      // not "butter ghee".
      const next = longestAt(words, position + 2, index);
      const head = next === undefined || next.length < 2 ? undefined : words[position + 1 + next.length];
      const shared = head === undefined ? undefined : index.byPhrase.get(`${words[position] ?? ''} ${head}`);
      if (shared !== undefined && shared.entry.modifier !== true) found = { hit: shared, length: 1 };
    }
    if (found !== undefined) {
      hits.push(found.hit);
      const start = position;
      position += found.length;
      const next = words[position] ?? '';
      const entry = found.hit.entry;
      if (
        entry.modifier !== true &&
        (FORM_SUFFIXES.has(next) || (CHEESE_SUFFIXES.has(next) && entry.categories.includes('dairy')))
      ) {
        position += 1;
      }
      spans.push(words.slice(start, position).join(' '));
      continue;
    }
    const word = words[position] ?? '';
    if (!isHarmless(word)) unknown.push(word);
    position += 1;
  }
  return { hits, spans, unknown };
}

function hasPreparationCue(segment: Segment): boolean {
  return segment.tokens.some((word) => PREPARATION_CUES.has(word));
}

/**
 * Matches every segment of a description. Unknown words in the main text always count; in a
 * note they count unless the note reads as preparation advice, because "cut into batons" may hold
 * any word, while "Rice, satay" names a second ingredient we might not know.
 */
export function matchDescription(description: string, index: PhraseIndex = INDEX): DescriptionMatch {
  const entries: IngredientEntry[] = [];
  const phrases: string[] = [];
  const unknownWords: string[] = [];
  let primary: PhraseHit | undefined;
  let fallbackPrimary: PhraseHit | undefined;
  // Once a note reads as preparation ("cleaned, tubes and tentacles"), the notes after it are too.
  let preparationSeen = false;
  for (const segment of segments(description)) {
    const scan = scanTokens(segment.tokens, index);
    for (const hit of scan.hits) entries.push(hit.entry);
    phrases.push(...scan.spans);
    // English puts the head noun last: "sesame seed bun" is a bun, "banana bread" a bread.
    const named = scan.hits.filter((hit) => hit.entry.modifier !== true).at(-1);
    if (segment.kind === 'main' && primary === undefined) primary = named;
    if (fallbackPrimary === undefined) fallbackPrimary = named;
    if (segment.kind === 'note' && hasPreparationCue(segment)) preparationSeen = true;
    if (scan.unknown.length > 0 && (segment.kind === 'main' || !preparationSeen)) unknownWords.push(...scan.unknown);
  }
  const chosen = primary ?? fallbackPrimary;
  return { entries, primary: chosen?.entry, primaryName: chosen?.name, unknownWords, phrases };
}
