import { INGREDIENTS } from '../../../catalog/knowledge/ingredients';
import { SEARCH_QUERY_WORDS, type SearchQueryWords } from '../../../catalog/knowledge/search-query-words';
import { SEARCH_SYNONYMS } from '../../../catalog/knowledge/search-synonyms';
import type { QueryChip } from '../../../shared/api';
import {
  ALLERGY_LABELS,
  DIET_LABELS,
  FREE_FROM_LABELS,
  type AllergyId,
  type DietId,
  type FreeFromId,
} from '../../../shared/ids';
import { freeFromBit, freeFromToMask } from '../../../shared/label-masks';
import { combineBounds, type NutritionBounds } from '../../lib/search-text/nutrition';
import { cuisineTerm, dishTypeTerm } from '../../lib/search-text/search-document';
import { PhraseTable } from '../../lib/search-text/phrases';
import { stem, words } from '../../lib/search-text/text';
import { foldName, FOOD_NAMES, GROUPS_BY_KEY } from './search.schemas';

/** A search as a cook typed it, read into the text still to match and the filters it asks for. */
export interface UnderstoodQuery {
  /** The words left to match as text, as folded words; ends with a space when the last is complete. */
  text: string;
  diets: DietId[];
  allergies: AllergyId[];
  /** Free-from groups to leave out (shared/label-masks.ts). */
  excludeMask: number;
  /** Foods to leave out, as typed ("pasta without cheese"): no result may hold them. */
  excludeWords: string[];
  /** Field terms, one group per cuisine or meal word: a recipe holds a term of every group. */
  groups: string[][];
  maxReadyTime?: number;
  /** Bounds on nutrition per serving, from words such as "healthy" or "low carb". */
  nutrition?: NutritionBounds;
  /** What was read as a filter, for the search page to show and take back. */
  chips: QueryChip[];
}

type Meaning =
  | { kind: 'meal'; label: string; types: readonly string[] }
  | { kind: 'time'; minutes: number }
  | { kind: 'diet'; diet: DietId }
  | { kind: 'free'; allergy: AllergyId; alsoExcludes?: readonly FreeFromId[] }
  | { kind: 'without'; group: FreeFromId }
  | { kind: 'cuisine'; label: string; cuisines: readonly string[] }
  | { kind: 'nutrition'; claim: string; label: string; bounds: NutritionBounds }
  | { kind: 'exclude'; name: string; groups?: readonly FreeFromId[] }
  | { kind: 'filler' }
  | { kind: 'text' };

const stems = (name: string) => words(name).map(stem);
const title = (name: string) => name.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
const sentenceCase = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** Every phrase of the query words, with what it means. */
function phraseTable(data: SearchQueryWords): PhraseTable<Meaning> {
  const table = new PhraseTable<Meaning>();
  const add = (names: readonly string[], meaning: Meaning) => {
    for (const name of names) table.add(stems(name), meaning);
  };
  // A meal of one dish type is named as the filter panel names that type ("dinner" reads as "Main
  // course"), so the chip and the panel show one name; a meal of several keeps its own ("Lunch").
  for (const meal of data.meals) {
    const label = meal.types.length === 1 ? sentenceCase(meal.types[0]!) : title(meal.names[0]!);
    add(meal.names, { kind: 'meal', label, types: meal.types });
  }
  for (const quick of data.quick) add(quick.names, { kind: 'time', minutes: quick.maxReadyTime });
  for (const diet of data.diets) add(diet.names, { kind: 'diet', diet: diet.diet });
  for (const free of data.freeFrom) {
    add(
      free.names,
      'allergy' in free
        ? { kind: 'free', allergy: free.allergy, alsoExcludes: free.alsoExcludes }
        : { kind: 'without', group: free.excludes },
    );
  }
  for (const { names, claim, label, ...bounds } of data.nutrition) {
    add(names, { kind: 'nutrition', claim, label, bounds });
  }
  for (const cuisine of data.cuisines) {
    add(cuisine.names, { kind: 'cuisine', label: title(cuisine.names[0]!), cuisines: cuisine.cuisines });
  }
  add(data.filler, { kind: 'filler' });
  // Dish names that hold a filter word, multi-word dishes and synonym phrases are text: "french
  // toast", "pad thai", "prawn cocktail".
  add(data.keepAsText, { kind: 'text' });
  add(
    data.dishes.filter((name) => stems(name).length > 1),
    { kind: 'text' },
  );
  add(
    SEARCH_SYNONYMS.flat().filter((name) => stems(name).length > 1),
    { kind: 'text' },
  );
  // Foods named with a nutrition word are text too: "light brown sugar", "low carb tortilla".
  const nutritionWords = new Set(data.nutrition.flatMap((entry) => entry.names.flatMap(stems)));
  add(
    INGREDIENTS.flatMap((entry) => entry.names).filter((name) => {
      const all = stems(name);
      return all.length > 1 && all.some((word) => nutritionWords.has(word));
    }),
    { kind: 'text' },
  );
  return table;
}

const PHRASES = phraseTable(SEARCH_QUERY_WORDS);

/** Stems of words that describe rather than name ("spicy", "one pan"): a partial match drops them first. */
const SOFT = new Set(SEARCH_QUERY_WORDS.soft.flatMap(stems));
export const isSoftWord = (term: string): boolean => SOFT.has(term);

const UNITS: Record<string, number> = {
  min: 1,
  mins: 1,
  minute: 1,
  minutes: 1,
  m: 1,
  hour: 60,
  hours: 60,
  hr: 60,
  hrs: 60,
  h: 60,
};
const NEGATIONS = new Set(['without', 'no', 'minus', 'except', 'sans']);
const LONGEST_FOOD = 3;

/** A food or a free-from group named by `length` words at `at`, or undefined. */
function foodAt(typed: readonly string[], at: number, length: number): Meaning | undefined {
  const name = typed.slice(at, at + length).join(' ');
  if (at + length > typed.length || name === '') return undefined;
  const key = foldName(name);
  const groups = GROUPS_BY_KEY.get(key);
  if (groups) return { kind: 'exclude', name, groups };
  return FOOD_NAMES.has(key) ? { kind: 'exclude', name } : undefined;
}

/**
 * How cooks ask to leave a food out: "without cheese", "no mushrooms", "cheese-free", "cheese
 * free". The food, or the free-from group it names ("milk"), and the words it takes.
 */
function readExclusion(
  typed: readonly string[],
  at: number,
): { start: number; end: number; meaning: Meaning } | undefined {
  if (NEGATIONS.has(typed[at]!)) {
    for (let length = LONGEST_FOOD; length >= 1; length--) {
      const meaning = foodAt(typed, at + 1, length);
      if (meaning) return { start: at, end: at + 1 + length, meaning };
    }
    return undefined;
  }
  for (let length = LONGEST_FOOD; length >= 1; length--) {
    if (typed[at + length] !== 'free') continue;
    const meaning = foodAt(typed, at, length);
    if (meaning) return { start: at, end: at + length + 1, meaning };
  }
  return undefined;
}

const LIMIT_WORDS = new Set(['under', 'less', 'than', 'in', 'within', 'max', 'maximum', 'up', 'to', 'below', 'or']);

/** "under 30 minutes", "in 1 hour", "20 min", "30-minute": the minutes and how many words they take. */
function readTime(typed: readonly string[], at: number): { minutes: number; end: number; start: number } | undefined {
  const value = typed[at]!;
  if (!/^\d{1,4}$/.test(value)) return undefined;
  const unit = UNITS[typed[at + 1] ?? ''];
  if (unit === undefined) return undefined;
  const minutes = Number(value) * unit;
  if (minutes < 1 || minutes > 1440) return undefined;
  let start = at;
  while (start > 0 && LIMIT_WORDS.has(typed[start - 1]!)) start--;
  return { minutes, start, end: at + 2 };
}

/** A nutrition rule as the chip explains it: "At most 600 kcal and 35 % of energy from fat a serving". */
export function ruleInWords(bounds: NutritionBounds): string {
  const parts: string[] = [];
  if (bounds.maxCalories !== undefined) parts.push(`at most ${bounds.maxCalories} kcal`);
  if (bounds.minProtein !== undefined) parts.push(`at least ${bounds.minProtein} g protein`);
  if (bounds.minProteinEnergyPercent !== undefined) {
    parts.push(`at least ${bounds.minProteinEnergyPercent} % of energy from protein`);
  }
  if (bounds.maxCarbohydrates !== undefined) parts.push(`at most ${bounds.maxCarbohydrates} g carbohydrate`);
  if (bounds.maxFatEnergyPercent !== undefined) {
    parts.push(`at most ${bounds.maxFatEnergyPercent} % of energy from fat`);
  }
  const text = `${parts.join(', ')} a serving`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function chipOf(meaning: Meaning): Omit<QueryChip, 'words' | 'without'> | undefined {
  switch (meaning.kind) {
    case 'meal':
      return { kind: 'meal', value: meaning.types.join(','), label: meaning.label };
    case 'time':
      return { kind: 'time', value: String(meaning.minutes), label: `Under ${meaning.minutes} min` };
    case 'diet':
      return { kind: 'diet', value: meaning.diet, label: DIET_LABELS[meaning.diet].name };
    case 'free':
      return { kind: 'free', value: meaning.allergy, label: `${ALLERGY_LABELS[meaning.allergy]}-free` };
    case 'without':
      return { kind: 'free', value: meaning.group, label: FREE_FROM_LABELS[meaning.group] };
    case 'cuisine':
      return { kind: 'cuisine', value: meaning.cuisines.join(','), label: meaning.label };
    case 'nutrition':
      return { kind: 'nutrition', value: meaning.claim, label: meaning.label, rule: ruleInWords(meaning.bounds) };
    case 'exclude':
      return meaning.groups?.length === 1
        ? { kind: 'free', value: meaning.groups[0]!, label: FREE_FROM_LABELS[meaning.groups[0]!] }
        : { kind: 'without', value: meaning.name, label: `Without ${meaning.name}` };
    default:
      return undefined;
  }
}

/**
 * Reads the words of a search that ask for a filter: meals, ready times, diets, free-from labels,
 * nutrition per serving and cuisines (catalog/knowledge/search-query-words.yaml). Phrases that name a dish although
 * they hold such a word ("french toast") stay text, and so do words being typed: only a word the
 * text completes, or the whole of the last word, counts. Words that ask for nothing ("easy",
 * "recipe") are left out. Diet and free-from words give the same filters as the diet and allergy
 * fields, so their labels follow the same safety rules.
 */
export function understandQuery(input: string): UnderstoodQuery {
  const typed = words(input);
  const sequence = typed.map(stem);
  const out: UnderstoodQuery = {
    text: '',
    diets: [],
    allergies: [],
    excludeMask: 0,
    excludeWords: [],
    groups: [],
    chips: [],
  };
  const kept: number[] = [];
  const spans: { start: number; end: number; meaning: Meaning }[] = [];
  for (let i = 0; i < typed.length;) {
    const time = readTime(typed, i);
    if (time) {
      // The limit words before the number ("under") were kept as text: take them back.
      while (kept.length > 0 && kept.at(-1)! >= time.start) kept.pop();
      spans.push({ start: time.start, end: time.end, meaning: { kind: 'time', minutes: time.minutes } });
      i = time.end;
      continue;
    }
    const phrase = PHRASES.longestAt(sequence, i);
    const exclusion = !phrase || phrase.value.kind === 'text' ? readExclusion(typed, i) : undefined;
    if (exclusion) {
      spans.push(exclusion);
      i = exclusion.end;
      continue;
    }
    if (!phrase || phrase.value.kind === 'text') {
      const length = phrase?.words.length ?? 1;
      for (let k = i; k < i + length; k++) kept.push(k);
      i += length;
      continue;
    }
    spans.push({ start: i, end: i + phrase.words.length, meaning: phrase.value });
    i += phrase.words.length;
  }

  for (const { start, end, meaning } of spans) {
    switch (meaning.kind) {
      case 'meal':
        out.groups.push(meaning.types.map(dishTypeTerm));
        break;
      case 'cuisine':
        out.groups.push(meaning.cuisines.map(cuisineTerm));
        break;
      case 'time':
        out.maxReadyTime = Math.min(out.maxReadyTime ?? Infinity, meaning.minutes);
        break;
      case 'diet':
        if (!out.diets.includes(meaning.diet)) out.diets.push(meaning.diet);
        break;
      case 'free':
        if (!out.allergies.includes(meaning.allergy)) out.allergies.push(meaning.allergy);
        for (const group of meaning.alsoExcludes ?? []) out.excludeMask |= freeFromBit(group);
        break;
      case 'without':
        out.excludeMask |= freeFromBit(meaning.group);
        break;
      case 'nutrition':
        out.nutrition = combineBounds(out.nutrition ?? {}, meaning.bounds);
        break;
      case 'exclude':
        if (meaning.groups) out.excludeMask |= freeFromToMask(meaning.groups);
        else if (!out.excludeWords.includes(meaning.name)) out.excludeWords.push(meaning.name);
        break;
      default:
        break;
    }
    const chip = chipOf(meaning);
    if (chip) {
      const rest = typed.filter((_, k) => k < start || k >= end).join(' ');
      out.chips.push({ ...chip, words: typed.slice(start, end).join(' '), without: rest });
    }
  }

  const trailingBreak = /[^\p{L}\p{N}]$/u.test(input);
  const lastKept = kept.at(-1);
  const complete = trailingBreak || (lastKept !== undefined && lastKept !== typed.length - 1);
  out.text = kept.map((k) => typed[k]).join(' ') + (complete && kept.length > 0 ? ' ' : '');
  return out;
}
