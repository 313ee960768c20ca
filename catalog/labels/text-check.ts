/**
 * Foods named in a recipe's other texts: its title, summary and steps.
 *
 * Ingredient lists from the web are often incomplete ("Parmesan Chicken" whose list holds only the
 * dressing), so a food the other texts name counts against the recipe's claims unless an
 * ingredient line accounts for it. Only words that leave no doubt lift a mention: a negation
 * ("without eggs", "egg-free"), a qualifier that names a substitute ("vegan mayonnaise",
 * "gluten-free bread"), a plant food standing in for an animal one ("chickpea 'tuna'",
 * "tofu chicken-style"), or a kitchen tool named after a food ("rice cooker"). Anything else counts.
 */
import type { Category, IngredientEntry } from '../knowledge/ingredients';
import { INDEX, longestAt, type PhraseIndex } from './matcher';
import { tokens } from './normalise';

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
}

const ANIMAL: readonly Category[] = [
  'meat',
  'poultry',
  'fish',
  'crustacean',
  'mollusc',
  'egg',
  'dairy',
  'clarified-butter',
  'honey',
  'gelatin',
  'animal-rennet',
];
const FLESH: readonly Category[] = ['meat', 'poultry', 'fish', 'crustacean', 'mollusc', 'gelatin', 'animal-rennet'];

/**
 * Words before a food that say which categories it lacks. They hold for the noun phrase that
 * follows, up to a comma or a joining word: "gluten-free bread and butter" keeps the butter.
 * "Lactose-free" is not here on purpose: lactose-free milk is still milk.
 */
const QUALIFIERS: ReadonlyMap<string, readonly Category[]> = new Map<string, readonly Category[]>([
  ['vegan', ANIMAL],
  ['plant based', ANIMAL],
  ['vegetarian', FLESH],
  ['veggie', FLESH],
  ['meatless', FLESH],
  ['meat free', FLESH],
  ['mock', FLESH],
  ['faux', FLESH],
  ['dairy free', ['dairy', 'clarified-butter']],
  ['non dairy', ['dairy', 'clarified-butter']],
  ['nondairy', ['dairy', 'clarified-butter']],
  ['egg free', ['egg']],
  ['eggless', ['egg']],
  ['gluten free', ['gluten-grain', 'wheat']],
  ['glutenfree', ['gluten-grain', 'wheat']],
  ['wheat free', ['wheat']],
  ['nut free', ['tree-nut', 'peanut']],
  ['peanut free', ['peanut']],
  ['soy free', ['soy']],
  ['soya free', ['soy']],
  ['sugar free', ['added-sugar']],
  ['sulfite free', ['sulfite']],
  ['sulphite free', ['sulfite']],
]);
const LONGEST_QUALIFIER = 2;

/** Words that end a qualifier's noun phrase. */
const PHRASE_BREAKS: ReadonlySet<string> = new Set([
  'and',
  'or',
  'with',
  'plus',
  'then',
  'in',
  'into',
  'on',
  'over',
  'for',
  'to',
  'from',
  'of',
  'served',
  'serve',
  'topped',
  'but',
  'the',
]);

/** Words after a food that make it a tool or a place, not an ingredient: "rice cooker", "cake tin". */
const TOOLS: ReadonlySet<string> = new Set([
  'cooker',
  'cookers',
  'maker',
  'machine',
  'knife',
  'knives',
  'pan',
  'pans',
  'dish',
  'dishes',
  'tin',
  'tins',
  'tray',
  'trays',
  'mould',
  'moulds',
  'mold',
  'molds',
  'glass',
  'glasses',
  'stone',
  'slicer',
  'timer',
  'grater',
  'press',
  'cutter',
  'cutters',
  'scraper',
  'rack',
  'thermometer',
  'spatula',
  'board',
  'wire',
  'cup',
  'cups',
  'frother',
  'steamer',
  'basket',
  'rings',
  'ring',
]);

/** Words after a food that make it a size or a note of flavour: "walnut-sized balls", "an almond note", "char marks". */
const DESCRIBED_BY: ReadonlySet<string> = new Set(['sized', 'size', 'note', 'notes', 'marks']);
/** Food words in another sense before the word given: "fish out the bay leaves", "a dab of oil", "hazelnut brown". */
const OTHER_SENSES: ReadonlyMap<string, string> = new Map([
  ['fish', 'out'],
  ['dab', 'of'],
  ['hazelnut', 'brown'],
]);

/** After a food, these make it a stand-in: "butter substitute", "egg replacer". */
const SUBSTITUTE_AFTER: ReadonlySet<string> = new Set([
  'substitute',
  'substitutes',
  'alternative',
  'alternatives',
  'replacer',
  'replacement',
  'style',
]);

/** Plant foods that stand in for an animal one when the animal word is quoted: chickpea "tuna". */
const PLANT_STAND_INS: ReadonlySet<string> = new Set([
  'tofu',
  'tempeh',
  'seitan',
  'jackfruit',
  'chickpea',
  'chickpeas',
  'mushroom',
  'mushrooms',
  'lentil',
  'lentils',
  'bean',
  'beans',
  'soy',
  'soya',
  'cauliflower',
  'aubergine',
  'eggplant',
  'carrot',
  'carrots',
  'banana',
  'coconut',
  'cashew',
  'cashews',
  'walnut',
  'walnuts',
  'tvp',
  'vegetable',
  'veggie',
  'plant',
]);

/**
 * Words that are also verbs which use none of the food: "cream the butter and sugar", "toast the
 * almonds", "roll it up", "wrap it snugly". A verb is recognised by the word after it.
 */
const VERB_SENSES: ReadonlySet<string> = new Set([
  'cream',
  'toast',
  'roll',
  'wrap',
  'pop',
  'pops',
  'char',
  'chars',
  'rub',
  'glaze',
  'discard',
  'brine',
  'pickle',
  'whip',
  'season all',
  'crisp',
  'crisps',
]);
/** Words before a verb: "until they pop", "so it chars". */
const VERB_SUBJECTS: ReadonlySet<string> = new Set(['to', 'they', 'it', 'will', 'until', 'and', 'or', 'then']);
/** Words that, in prose, are mostly adjectives: "a tart, cranberry-like taste", "a spreadable paste". */
const PROSE_ADJECTIVES: ReadonlySet<string> = new Set([
  'tart',
  'spreadable',
  'crackling',
  'ranch',
  'sponge',
  'soft serve',
  'curds',
  'jam',
]);
/** Comparisons name a food the dish is not: "thicker than porridge", "tastes like a lime pie". */
const RESEMBLING: ReadonlySet<string> = new Set(['resembling', 'resemble', 'resembles']);
/** Textures in "as thick as": the comparison that names a food for its feel alone. */
const TEXTURES: ReadonlySet<string> = new Set([
  'thick',
  'thin',
  'smooth',
  'soft',
  'light',
  'fluffy',
  'runny',
  'dense',
  'firm',
  'fine',
  'creamy',
  'silky',
  'stiff',
  'big',
  'small',
  'large',
]);

/** Words before "like" that make it a comparison ("looks like rice"), not an example ("meats like chicken"). */
const LIKE_AFTER: ReadonlySet<string> = new Set([
  'coated',
  'shaped',
  'looking',
  'tasting',
  'look',
  'looks',
  'looked',
  'taste',
  'tastes',
  'tasted',
  'smell',
  'smells',
  'feel',
  'feels',
  'just',
  'much',
  'bit',
  'smooth',
  'thick',
  'thin',
  'soft',
  'light',
  'fluffy',
  'silky',
  'dense',
  'runny',
]);

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
  if (word === 'than') return before.endsWith('er') && !['other', 'rather', 'fewer'].includes(before);
  return word === 'as' && words[position - 2] === 'as' && TEXTURES.has(before);
}
const VERB_OBJECTS: ReadonlySet<string> = new Set([
  'the',
  'a',
  'an',
  'it',
  'them',
  'each',
  'one',
  'all',
  'your',
  'together',
  'until',
  'well',
  'lightly',
  'briefly',
  'gently',
  'tightly',
  'up',
  'over',
  'in',
  'for',
  'any',
  'without',
  'slightly',
  'evenly',
  'and',
]);

/**
 * Modifiers that, in prose, still say how the food was made ("breaded", "fried in butter"). The
 * others describe a taste or texture ("creamy", "buttery", "cheesy") that plant foods give too.
 */
const PROSE_MODIFIERS: ReadonlySet<string> = new Set([
  'breaded',
  'crumbed',
  'bread crumbed',
  'breadcrumbed',
  'panko crusted',
  'panko coated',
  'floured',
  'dredged',
  'tempura',
  'tempura battered',
  'battered',
  'beer battered',
  'in batter',
  'in beer batter',
  'buttered',
  'in butter',
  'butter fried',
  'in cream',
  'with cheese',
  'cheese topped',
  'au gratin',
  'honey glazed',
  'malted',
]);

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

const QUALIFIER_STARTS: ReadonlySet<string> = new Set(
  [...QUALIFIERS.keys()].map((phrase) => phrase.split(' ')[0] ?? ''),
);

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
      ['consistency', 'thickness', 'texture', 'shape', 'colour', 'color', 'size'].includes(earlier)
    );
  if (word === 'for')
    return ['in', 'substitute', 'substitutes', 'stand', 'stands', 'standing', 'swap'].includes(earlier);
  if (word === 'into' && skipArticle === 1) return SHAPES.has(words[position] ?? '');
  return word === 'than' && earlier === 'rather';
}

/** Preparations named with what they are made of: "a pickle of onions", "a compote of plums". */
const PREPARED_OF: ReadonlySet<string> = new Set([
  'pickle',
  'puree',
  'compote',
  'jam',
  'confit',
  'relish',
  'salad',
  'stew',
  'soup',
]);

/** Words before a food that say the recipe makes it: "homemade barbecue sauce". */
const MADE_BEFORE: ReadonlySet<string> = new Set(['homemade', 'housemade', 'quick']);

/** Foods a dough is shaped like: "coil into a snail", "roll into a sausage". */
const SHAPES: ReadonlySet<string> = new Set(['snail', 'sausage', 'log']);

/** Words that end the list a negation or comparison covers ("without eggs, milk or butter. Then add the cheese"). */
const LIST_ENDS: ReadonlySet<string> = new Set(
  [...PHRASE_BREAKS].filter((word) => !['of', 'the', 'and', 'or'].includes(word)),
);
/** A list goes on in the next clause when that clause starts with a food or one of these: "no eggs, butter or milk". */
const LIST_GOES_ON: ReadonlySet<string> = new Set(['or', 'and', 'nor']);
/** Dishes a vegetable or grain named right before can make: "courgette noodles", "cornmeal porridge". */
const PLANT_MADE: ReadonlySet<string> = withPlurals([
  'noodle',
  'rice',
  'pasta',
  'spaghetti',
  'porridge',
  'crisp',
  'chip',
  'fry',
  'fries',
  'steak',
]);
const PLANT: readonly Category[] = ['vegetable', 'fruit', 'legume', 'grain', 'nut', 'seed', 'dairy'];
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
  let position = 0;
  while (position < words.length) {
    const word = words[position] ?? '';
    if (PHRASE_BREAKS.has(word)) drops = [];
    if (LIST_ENDS.has(word)) state.excluded = false;
    if (comparisonAt(words, position) || (source === 'summary' && word === 'for')) state.excluded = true;
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
        // "chickpea flour pancakes": a dish named right after what it is made of.
        (previous !== undefined &&
          previous.end === position &&
          DISH_BASES.test(previous.phrase) &&
          MADE_DISHES.has(words[end - 1] ?? '')) ||
        next === 'made' ||
        next === 'blended' ||
        (next === 'of' && PREPARED_OF.has(phrase) && longestAt(words, end + 1, index) !== undefined);
      if (categories.length > 0)
        mentions.push({ source, phrase, excerpt: excerpt(), entry, categories, ...(made ? { made } : {}) });
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
      const state: ClauseState = { excluded: false, plantMade };
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

/** Head words of dishes a recipe often makes itself: "Keto bread" from almond flour names no bought bread. */
const MADE_DISHES: ReadonlySet<string> = withPlurals([
  'bread',
  'loaf',
  'cake',
  'cupcake',
  'muffin',
  'brownie',
  'blondie',
  'cookie',
  'biscuit',
  'cracker',
  'pastry',
  'pie',
  'tart',
  'crust',
  'pizza',
  'flatbread',
  'pancake',
  'crepe',
  'waffle',
  'tortilla',
  'wrap',
  'dumpling',
  'noodle',
  'pasta',
  'gnocchi',
  'scone',
  'bun',
  'bagel',
  'pretzel',
  'granola',
  'sponge',
  'shortbread',
  'cornbread',
  'porridge',
]);
/** What such a dish is made from when the recipe makes it: a flour, meal or starch. */
const DISH_BASES =
  /\b(?:flours?|meal|starch|semolina|masa|cornmeal|polenta|oats|ground almonds|psyllium|breadcrumbs?|crumbs|panko|crackers?|filo|phyllo|pastry|wrappers?|rice paper)\b/;

/**
 * Food groups that say what a dish is made of. An entry spanning two or more ("meatballs": meat,
 * wheat, egg; "cake": wheat, egg, dairy) is a prepared dish: named in the title or steps, it is
 * what the recipe makes, so a line sharing one of its main categories accounts for it.
 */
const GROUPS: readonly (readonly Category[])[] = [
  ['meat', 'poultry', 'fish', 'crustacean', 'mollusc', 'gelatin'],
  ['egg'],
  ['dairy'],
  ['wheat', 'gluten-grain'],
  ['soy'],
  ['peanut'],
  ['tree-nut'],
  ['added-sugar'],
  ['seed-oil'],
  ['sulfite'],
];
/** Categories that only season or sweeten: sharing one of them says nothing about the dish. */
export const MINOR_CATEGORIES: ReadonlySet<Category> = new Set<Category>([
  'herb-spice',
  'salt',
  'water',
  'condiment',
  'additive',
  'leavening',
  'seed-oil',
  'oil-fat',
  'added-sugar',
  'unrefined-sweetener',
  'sulfite',
]);
const COMPOSITE = new WeakMap<IngredientEntry, boolean>();
function isComposite(entry: IngredientEntry): boolean {
  let composite = COMPOSITE.get(entry);
  if (composite === undefined) {
    composite = GROUPS.filter((group) => group.some((category) => entry.categories.includes(category))).length >= 2;
    COMPOSITE.set(entry, composite);
  }
  return composite;
}

/**
 * Words that name what the recipe itself prepares from its lines ("the sauce", "the glaze", "the
 * batter", "the juices"), not a food bought to go in it. They count only in a recipe with no
 * ingredient line at all.
 */
const PREPARED: ReadonlySet<string> = withPlurals([
  'sauce',
  'gravy',
  'glaze',
  'dressing',
  'marinade',
  'syrup',
  'custard',
  'caramel',
  'pudding',
  'salad',
  'slaw',
  'curry',
  'soup',
  'stew',
  'broth',
  'batter',
  'dough',
  'juice',
  'zest',
  'rub',
  'filling',
  'topping',
  'mixture',
  'roll',
  'chip',
  'discard',
]);

/**
 * Words for a whole family of foods ("the nuts", "the meat"): a line of that family accounts for
 * them. Each family lists the category sets a line may carry, all of a set on the one line ("the
 * wine" needs a line that is both alcohol and a sulphite source).
 */
const FAMILY_LIST: readonly (readonly [readonly string[], readonly (readonly Category[])[]])[] = [
  [
    ['meat', 'meats'],
    [['meat'], ['poultry'], ['fish'], ['crustacean'], ['mollusc']],
  ],
  [
    ['nut', 'nuts'],
    [['tree-nut'], ['peanut'], ['nut']],
  ],
  [
    ['seed', 'seeds'],
    [['seed'], ['nut']],
  ],
  [
    ['vegetable', 'vegetables', 'veg', 'veggies'],
    [['vegetable'], ['pod-legume']],
  ],
  [['cheese', 'cheeses'], [['dairy']]],
  [
    ['seafood', 'shellfish'],
    [['crustacean'], ['mollusc']],
  ],
  [['fish'], [['fish']]],
  [
    ['beans', 'pulses', 'lentils'],
    [['legume'], ['pod-legume']],
  ],
  [['sugar'], [['added-sugar'], ['unrefined-sweetener'], ['honey']]],
  [['wine'], [['alcohol', 'sulfite']]],
  [['oil'], [['oil-fat']]],
  [['spices', 'spice', 'herbs'], [['herb-spice']]],
];
/** Family words a line names by word: "the chocolate" of a cake made with cocoa. */
const FAMILY_WORDS: ReadonlyMap<string, readonly string[]> = new Map([
  ['chocolate', ['cocoa', 'cacao', 'chocolate']],
  ['yolk', ['egg', 'yolk']],
  ['yolks', ['egg', 'yolk']],
]);

const FAMILIES: ReadonlyMap<string, readonly (readonly Category[])[]> = new Map(
  FAMILY_LIST.flatMap(([words, sets]) => words.map((word) => [word, sets] as const)),
);

function withPlurals(words: readonly string[]): ReadonlySet<string> {
  return new Set(words.flatMap((word) => [word, `${word}s`, `${word}es`]));
}

const singular = (word: string): string =>
  word.endsWith('ies')
    ? `${word.slice(0, -3)}y`
    : word.endsWith('oes')
      ? word.slice(0, -2)
      : word.endsWith('s') && !word.endsWith('ss')
        ? word.slice(0, -1)
        : word;

/** A word that names a food on its own ("peanut", "parsley"), not a modifier or a plain word ("pan"). */
function isFoodWord(word: string): boolean {
  const hit = INDEX.byPhrase.get(word);
  return hit !== undefined && hit.entry.modifier !== true && hit.entry.categories.length > 0;
}

export interface LineFoods {
  readonly entries: readonly IngredientEntry[];
  readonly phrases: readonly string[];
  readonly categories: readonly Category[];
  /** The line's words, singular, to tell whether it names a mentioned food. */
  readonly words: ReadonlySet<string>;
}

export function lineWords(description: string): ReadonlySet<string> {
  return new Set(tokens(description).map(singular));
}

/** Whether `word` appears in the line only inside a longer name it does not end: "butter" in "butter beans". */
function onlyAsModifier(word: string, line: LineFoods): boolean {
  let inside = false;
  for (const phrase of line.phrases) {
    const words = phrase.split(' ').map(singular);
    if (words.at(-1) === word) return false;
    if (words.includes(word)) inside = true;
  }
  return inside;
}

/**
 * Whether the ingredient lines account for a mention: a line holds the same food or all its words
 * ("juice of 1 lemon" accounts for "the lemon juice", "chicken thighs" for "the chicken"), the
 * mention is a dish the lines can make (a flour for "bread"), something the recipe prepares ("the
 * sauce"), or a family word one of the lines belongs to ("toast the nuts" after walnuts).
 */
export function explainedByLines(mention: TextMention, lines: readonly LineFoods[]): boolean {
  return accountedFor(mention, lines) !== null;
}

/** How the lines account for a mention: the rule that applied, or null when none does. */
export type Accounting = 'same food' | 'named by a line' | 'prepared' | 'family' | 'made dish';

export function accountedFor(mention: TextMention, lines: readonly LineFoods[]): Accounting | null {
  if (lines.length === 0) return null;
  const words = mention.phrase.split(' ');
  const last = words.at(-1) ?? '';
  const head = singular(last);
  const wanted = words.map(singular);
  if (mention.made === true) return 'prepared';
  // "the sauce" is made from the lines; "peanut sauce" only when a line holds the peanut.
  if (PREPARED.has(last)) {
    if (words.length === 1) return 'prepared';
    const foods = wanted.slice(0, -1).filter((word) => isFoodWord(word));
    if (foods.length > 0 && foods.every((word) => lines.some((line) => line.words.has(word)))) return 'prepared';
  }
  const named = (line: LineFoods) =>
    (wanted.every((word) => line.words.has(word)) &&
      (!onlyAsModifier(head, line) || mention.categories.every((category) => line.categories.includes(category)))) ||
    line.phrases.some((phrase) => singular(phrase.split(' ').at(-1) ?? '') === head);
  if (lines.some((line) => line.entries.includes(mention.entry))) return 'same food';
  if (lines.some(named)) return 'named by a line';
  // "the nuts", "the chopped nuts": a family word whose other words name no food.
  const family = wanted.slice(0, -1).some(isFoodWord) ? undefined : FAMILIES.get(last);
  const kin = FAMILY_WORDS.get(last);
  if (kin !== undefined && lines.some((line) => kin.some((word) => line.words.has(word)))) return 'family';
  if (
    family !== undefined &&
    lines.some((line) => family.some((set) => set.every((category) => line.categories.includes(category))))
  )
    return 'family';
  // A prepared dish named in the title is what the recipe makes: a line of its main kind accounts for it.
  const main =
    (mention.source === 'title' || mention.titleDish === true) && isComposite(mention.entry)
      ? mention.entry.categories.filter((category) => !MINOR_CATEGORIES.has(category))
      : [];
  const dish = MADE_DISHES.has(last);
  const hasBase = lines.some((line) => line.phrases.some((phrase) => DISH_BASES.test(phrase)));
  // A dish that holds wheat ("fried chicken", "meatballs") is made here only with its flour or crumbs listed.
  const needsBase = (main.includes('wheat') || main.includes('gluten-grain')) && !PREPARED.has(last);
  if (main.length > 0 && (!needsBase || hasBase) && lines.some((line) => line.categories.some((c) => main.includes(c))))
    return 'made dish';
  // "Keto bread" with almond flour: the title's dish (or the same dish named again) is made here.
  // "Serve with biscuits" after a stew thickened with flour is not.
  if (dish && hasBase && (mention.source === 'title' || mention.titleDish === true)) return 'made dish';
  return null;
}
