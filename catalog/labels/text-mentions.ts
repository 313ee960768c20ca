/**
 * Foods named in a recipe's other texts: its title, summary and steps.
 *
 * Ingredient lists from the web are often incomplete ("Parmesan Chicken" whose list holds only the
 * dressing), so a food the other texts name counts against the recipe's claims unless an
 * ingredient line accounts for it (text-accounting.ts). Only words that leave no doubt lift a
 * mention: a negation ("without eggs", "egg-free"), a qualifier that names a substitute ("vegan
 * mayonnaise", "gluten-free bread"), a plant food standing in for an animal one ("chickpea
 * 'tuna'", "tofu chicken-style"), or a kitchen tool named after a food ("rice cooker"). Anything
 * else counts. The words are data: `catalog/knowledge/label-words.yaml`.
 */
import type { Category, IngredientEntry } from '../knowledge/ingredients';
import { INDEX, longestAt, type PhraseIndex } from './matcher';
import { tokens } from './normalise';
import {
  ANIMAL,
  DESCRIBED_BY,
  DISH_BASES,
  LIKE_AFTER,
  LIST_ENDS,
  LIST_GOES_ON,
  LONGEST_QUALIFIER,
  MADE_BEFORE,
  MADE_DISHES,
  NEGATED_FOR,
  NEGATED_OF,
  NOT_COMPARATIVES,
  OWN_BEFORE,
  OWN_PARTS,
  OTHER_SENSES,
  PHRASE_BREAKS,
  PLANT,
  PLANT_MADE,
  PLANT_STAND_INS,
  PREPARED,
  PREPARED_OF,
  PROSE_ADJECTIVES,
  PROSE_MODIFIERS,
  QUALIFIER_STARTS,
  QUALIFIERS,
  RESEMBLING,
  SERVE_LINKS,
  SERVE_VERBS,
  SHAPES,
  SUBSTITUTE_AFTER,
  TEXTURES,
  TOOLS,
  VERB_OBJECTS,
  VERB_SENSES,
  VERB_SUBJECTS,
} from './text-words';

export type TextSource = 'title' | 'summary' | 'instructions';

/** The texts of a recipe besides its ingredient lines. Instructions may hold simple HTML. */
export interface RecipeTexts {
  readonly title?: string;
  readonly summary?: string;
  readonly instructions?: string;
}

export interface TextMention {
  readonly source: TextSource;
  /** The words that named the food, normalised ("chicken", "red wine"). */
  readonly phrase: string;
  /** The sentence it was found in, as written (the whole title), shortened to EXCERPT_LENGTH. */
  readonly excerpt: string;
  readonly entry: IngredientEntry;
  /** The entry's categories, less those a qualifier ruled out ("vegan" drops the animal ones). */
  readonly categories: readonly Category[];
  /** Said to be made in the recipe: "homemade barbecue sauce", "ice cream made from milk". */
  readonly made?: boolean;
  /** The dish the title names, named again ("brown the meatballs" in "Swedish Meatballs"). */
  readonly titleDish?: boolean;
  /** Named as something to serve the dish with ("serve with crusty bread"): it still counts. */
  readonly served?: boolean;
}

/**
 * Whether the word at `position` starts a comparison, which names a food the dish is not: "looks
 * like rice", "thicker than porridge", "as thick as double cream". Examples and amounts are not
 * comparisons: "meats like chicken", "such as bacon", "no more than 2 eggs".
 */
function comparisonAt(words: readonly string[], position: number): boolean {
  const word = words[position] ?? '';
  const before = words[position - 1] ?? '';
  if (RESEMBLING.has(word)) return true;
  if (word === 'like') return LIKE_AFTER.has(before);
  if (word === 'than') return before.endsWith('er') && !NOT_COMPARATIVES.includes(before);
  return word === 'as' && words[position - 2] === 'as' && TEXTURES.has(before);
}

/** Marks a word or two that were written in quotes: "chickpea 'tuna'". */
const QUOTED = 'zzquoted';
const QUOTED_SPAN = /(^|[\s(])["“'‘]([^"“”'‘’\n]{1,40})["”'’](?=$|[\s),.;:!?])/g;
const TAGS = /<[^>]*>/g;
const ENTITIES = /&(?:amp|nbsp|quot|#39|lt|gt);/g;
const SENTENCES = /(?<=[.!?])\s+|\n+/;
const CLAUSES = /[,;:()[\]{}]/;
const EXCERPT_LENGTH = 160;

function excerptOf(sentence: string): string {
  const text = sentence.replace(/\s+/g, ' ').trim();
  return text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`;
}

function qualifierAt(
  words: readonly string[],
  position: number,
): { drops: readonly Category[]; length: number } | null {
  if (!QUALIFIER_STARTS.has(words[position] ?? '')) return null;
  for (let length = LONGEST_QUALIFIER; length >= 1; length -= 1) {
    const drops = QUALIFIERS.get(words.slice(position, position + length).join(' '));
    if (drops !== undefined) return { drops, length };
  }
  return null;
}

/** The words that, right before a food, say it is left out: "without (the|any) X", "no X", "instead of X", "none of the X". */
function negatedAt(words: readonly string[], position: number): boolean {
  const before = (back: number): string => words[position - back] ?? '';
  if (before(1) === 'of' && before(2) === 'drop' && before(3) === 'a' && before(4) === 'without') return true;
  const skipArticle = ['the', 'any', 'a', 'an'].includes(before(1)) ? 1 : 0;
  const word = before(1 + skipArticle);
  const earlier = before(2 + skipArticle);
  if (word === 'without') return !(earlier === 'or' && before(3 + skipArticle) === 'with');
  if (word === 'no' && skipArticle === 0) return true;
  if (word === 'of')
    return (
      earlier === 'instead' ||
      earlier === 'none' ||
      (earlier === 'place' && before(3 + skipArticle) === 'in') ||
      NEGATED_OF.includes(earlier)
    );
  if (word === 'for') return NEGATED_FOR.includes(earlier);
  if (word === 'into' && skipArticle === 1) return SHAPES.has(words[position] ?? '');
  return word === 'than' && earlier === 'rather';
}

const COUNTRY_TURKEY = /(?:[^.!?\s]\s+Turkey|Turkey['’]s)\b/;

/** "cauliflower steaks", "courgette noodles": a plant food named as a dish it is shaped into. */
function plantHead(phrase: string, entry: IngredientEntry): boolean {
  const words = phrase.split(' ');
  return (
    words.length > 1 &&
    PLANT_MADE.has(words.at(-1) ?? '') &&
    entry.categories.some((category) => PLANT.includes(category)) &&
    !entry.categories.some((category) => ANIMAL.includes(category))
  );
}

interface ClauseState {
  /** Inside a list after "without" or "like": every food in it is left out. */
  excluded: boolean;
  /** Dishes named as made from a plant ("courgette noodles"): later "the noodles" are the same. */
  readonly plantMade: Set<string>;
  /** After "serve with" in this sentence: the foods named are served with the dish. */
  served: boolean;
}

function scanClause(
  clause: string,
  words: readonly string[],
  source: TextSource,
  excerpt: () => string,
  index: PhraseIndex,
  mentions: TextMention[],
  state: ClauseState,
): void {
  let drops: Category[] = [];
  let previous: { entry: IngredientEntry; end: number; phrase: string } | undefined;
  if (state.excluded && !LIST_GOES_ON.has(words[0] ?? '') && longestAt(words, 0, index) === undefined)
    state.excluded = false;
  // A serving suggestion goes on through a list ("serve with bread, butter and olives"), not into the next step.
  if (state.served && !LIST_GOES_ON.has(words[0] ?? '') && longestAt(words, 0, index) === undefined)
    state.served = false;
  let position = 0;
  while (position < words.length) {
    const word = words[position] ?? '';
    if (PHRASE_BREAKS.has(word)) drops = [];
    if (LIST_ENDS.has(word)) state.excluded = false;
    if (comparisonAt(words, position) || (source === 'summary' && word === 'for')) state.excluded = true;
    if (source !== 'title' && SERVE_VERBS.has(word) && SERVE_LINKS.has(words[position + 1] ?? '')) state.served = true;
    const qualifier = qualifierAt(words, position);
    const found = longestAt(words, position, index);
    // A qualifier wins over a shorter food ("gluten free" is a modifier entry of one word too).
    if (qualifier !== null && (found === undefined || found.length <= qualifier.length)) {
      drops = [...drops, ...qualifier.drops];
      position += qualifier.length;
      continue;
    }
    if (found === undefined) {
      position += 1;
      continue;
    }
    const end = position + found.length;
    const next = words[end] ?? '';
    const entry = found.hit.entry;
    const phrase = words.slice(position, end).join(' ');
    const before = words[position - 1] ?? '';
    let own: readonly Category[] = entry.categories;
    let counts = true;
    if (found.length > 1 && plantHead(phrase, entry)) state.plantMade.add(words[end - 1] ?? '');
    if (negatedAt(words, position) || word === 'no') {
      state.excluded = true;
      counts = false;
    } else if (state.excluded || TOOLS.has(next) || DESCRIBED_BY.has(next) || next === 'free') counts = false;
    else if (source !== 'title' && OTHER_SENSES.get(phrase) === next) counts = false;
    else if (entry.modifier === true && !PROSE_MODIFIERS.has(phrase)) counts = false;
    else if (
      source !== 'title' &&
      VERB_SENSES.has(phrase) &&
      (VERB_OBJECTS.has(next) || next === '' || position === 0 || VERB_SUBJECTS.has(before))
    )
      counts = false;
    else if (source !== 'title' && PROSE_ADJECTIVES.has(phrase)) counts = false;
    else if (phrase.startsWith('turkey') && source !== 'title' && COUNTRY_TURKEY.test(clause)) counts = false;
    else if (state.plantMade.has(phrase)) counts = false;
    else if (
      previous !== undefined &&
      previous.end === position &&
      PLANT_MADE.has(phrase) &&
      previous.entry.categories.some((category) => PLANT.includes(category))
    ) {
      state.plantMade.add(phrase);
      counts = false;
    } else if (SUBSTITUTE_AFTER.has(next)) own = own.filter((category) => !ANIMAL.includes(category));
    else if (next === QUOTED && [before, words[position - 2]].some((w) => PLANT_STAND_INS.has(w ?? '')))
      own = own.filter((category) => !ANIMAL.includes(category));
    if (counts && own.length > 0) {
      const categories = drops.length === 0 ? own : own.filter((category) => !drops.includes(category));
      // "homemade X", "X made from", "a pickle of onions": the recipe makes it from its lines.
      const made =
        MADE_BEFORE.has(before) ||
        (OWN_BEFORE.has(before) && OWN_PARTS.has(phrase)) ||
        // "chickpea flour pancakes": a dish named right after what it is made of.
        (previous !== undefined &&
          previous.end === position &&
          DISH_BASES.test(previous.phrase) &&
          MADE_DISHES.has(words[end - 1] ?? '')) ||
        next === 'made' ||
        next === 'blended' ||
        (next === 'of' && PREPARED_OF.has(phrase) && longestAt(words, end + 1, index) !== undefined);
      if (categories.length > 0)
        mentions.push({
          source,
          phrase,
          excerpt: excerpt(),
          entry,
          categories,
          ...(made ? { made } : {}),
          ...(state.served ? { served: true } : {}),
        });
    }
    previous = { entry, end, phrase };
    position = end;
  }
}

/** Every food the title, summary and steps name, with what it would add to the recipe. */
export function findMentions(texts: RecipeTexts, index: PhraseIndex = INDEX): TextMention[] {
  const mentions: TextMention[] = [];
  const sources: [TextSource, string | undefined][] = [
    ['title', texts.title],
    ['summary', texts.summary],
    ['instructions', texts.instructions],
  ];
  const plantMade = new Set<string>();
  for (const [source, raw] of sources) {
    if (raw === undefined || raw.trim() === '') continue;
    const text = raw.replace(TAGS, '\n').replace(ENTITIES, ' ');
    const sentences = source === 'title' ? [text] : text.split(SENTENCES);
    for (const sentence of sentences) {
      if (sentence.trim() === '') continue;
      let excerptText: string | undefined;
      const excerpt = (): string => (excerptText ??= excerptOf(sentence));
      const marked = sentence.replace(QUOTED_SPAN, `$1$2 ${QUOTED} `);
      const state: ClauseState = { excluded: false, plantMade, served: false };
      for (const clause of marked.split(CLAUSES)) {
        const words = tokens(clause);
        if (words.length > 0) scanClause(clause, words, source, excerpt, index, mentions, state);
      }
    }
  }
  // What the title names, or the texts say is made here, is the same dish wherever it is named again.
  const titleEntries = new Set(
    mentions.filter((mention) => mention.source === 'title').map((mention) => mention.entry),
  );
  // A title that starts with a sauce or soup is that sauce or soup: "Barbecue Sauce", "Onion Soup".
  const leading = mentions.find((mention) => mention.source === 'title');
  const leadingMade = leading !== undefined && PREPARED.has(leading.phrase.split(' ').at(-1) ?? '');
  const madeEntries = new Set(
    mentions
      .filter((mention) => mention.made === true || (leadingMade && mention === leading))
      .map((mention) => mention.entry),
  );
  return mentions.map((mention) => ({
    ...mention,
    ...(mention.source !== 'title' && titleEntries.has(mention.entry) ? { titleDish: true } : {}),
    ...(madeEntries.has(mention.entry) ? { made: true } : {}),
  }));
}
