/**
 * Whether a recipe's ingredient lines and its steps agree: every line is used by a step
 * (`unusedLines`) and every food a step names is on a line (`unlistedFoods`).
 *
 * Steps rarely repeat a line word for word: "3 tablespoons caster sugar" is "the sugar", 200 g
 * cheddar is "the cheese", spaghetti is "the pasta", salt and pepper are "season", and a baker
 * whisks "the dry ingredients". So both checks read a line the way a cook does: its food from the
 * knowledge base (every name of the food), the head of its name ("sugar"), the food a form of it
 * comes from ("lemon" for lemon juice), its kinds ("pasta", "cheese", "meat", from the food's file,
 * its categories and `search-kinds.yaml`), its synonyms (`search-synonyms.yaml`), and the
 * collective words a step may use for it. They err towards silence: a false alarm costs a
 * reviewer's time on every run, a miss only one recipe's polish.
 */
import { FOOD_FILES, FOODS_DIR, parseFoodFile, type Category, type IngredientEntry } from '../knowledge/ingredients';
import { SEARCH_KINDS, SEARCH_SYNONYMS } from '../knowledge/search-synonyms';
import { INDEX, matchDescription } from '../labels/matcher';
import { tokens } from '../labels/normalise';
import { parseLine } from '../labels/parse-line';
import {
  accountedFor,
  findMentions,
  lineWords,
  MINOR_CATEGORIES as MINOR,
  type LineFoods,
  type TextMention,
} from '../labels/text-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One spelling for the singular and plural of a word, so that "chillies" meets "chilli",
 * "berries" meets "berry" and "leaves" meets "leaf". Not English, only a key both sides share.
 */
export function wordKey(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}i`;
  if (word.endsWith('y')) return `${word.slice(0, -1)}i`;
  if (word.endsWith('ves')) return `${word.slice(0, -3)}f`;
  if (word.endsWith('ve') || word.endsWith('fe')) return `${word.slice(0, -2)}f`;
  if (/(?:oes|ches|shes|xes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

const keysOf = (text: string): string[] => tokens(text).map(wordKey);
const phraseKey = (text: string): string => keysOf(text).join(' ');

/** The file each food is written in: its first kind ("cheese" for cheddar). */
const FILE_OF: ReadonlyMap<string, string> = new Map(
  FOOD_FILES.flatMap((file) =>
    parseFoodFile(readFileSync(join(FOODS_DIR, `${file}.yaml`), 'utf8'), file).map(
      (entry) => [entry.id, file] as const,
    ),
  ),
);

/** Words a step uses for any food of a file: "the cheese", "the seafood". */
const FILE_WORDS: Readonly<Record<string, readonly string[]>> = {
  cheese: ['cheese'],
  meat: ['meat'],
  poultry: ['meat', 'poultry', 'bird'],
  fish: ['fish', 'seafood'],
  shellfish: ['seafood', 'shellfish'],
  vegetables: ['vegetable', 'veg', 'veggie'],
  fruit: ['fruit'],
  'dried-fruit': ['fruit', 'dried fruit'],
  stocks: ['stock', 'broth', 'liquid'],
  beverages: ['liquid', 'drink'],
  alcohol: ['alcohol', 'liquid', 'booze'],
  'herbs-and-spices': ['herb', 'spice', 'seasoning', 'aromatic'],
  'nuts-and-seeds': ['nut', 'seed'],
  legumes: ['bean', 'pulse', 'legume'],
};

/** Words a step uses for any food of a category: "the spices", "the oil", "the sugar". */
const CATEGORY_WORDS: Readonly<Partial<Record<Category, readonly string[]>>> = {
  meat: ['meat'],
  poultry: ['meat'],
  fish: ['fish', 'seafood'],
  crustacean: ['seafood', 'shellfish'],
  mollusc: ['seafood', 'shellfish'],
  'herb-spice': ['herb', 'spice', 'seasoning', 'aromatic'],
  vegetable: ['vegetable', 'veg', 'veggie', 'aromatic'],
  'pod-legume': ['vegetable', 'veg', 'bean'],
  fruit: ['fruit'],
  nut: ['nut'],
  'tree-nut': ['nut'],
  peanut: ['nut'],
  seed: ['seed'],
  legume: ['bean', 'pulse', 'legume'],
  'oil-fat': ['oil', 'fat'],
  'added-sugar': ['sugar', 'sweetener'],
  'unrefined-sweetener': ['sugar', 'sweetener'],
  honey: ['sweetener'],
  salt: ['season', 'seasoning', 'seasoned'],
  water: ['liquid'],
  alcohol: ['alcohol', 'liquid'],
  beverage: ['liquid'],
  egg: ['egg', 'yolk'],
  dairy: ['dairy'],
};

/**
 * Heads that name a part or form of the food before them: "lemon juice" is used when a step
 * squeezes "the lemon", "egg yolks" when it beats "the eggs", "chicken thighs" by "the chicken".
 */
const FORM_HEADS: ReadonlySet<string> = new Set(
  [
    'juice',
    'zest',
    'rind',
    'peel',
    'leaf',
    'leaves',
    'flake',
    'powder',
    'seed',
    'sprig',
    'stalk',
    'clove',
    'yolk',
    'white',
    'fillet',
    'breast',
    'thigh',
    'drumstick',
    'leg',
    'wing',
    'chop',
    'mince',
    'steak',
    'loin',
    'shoulder',
    'belly',
    'cheek',
    'shank',
    'floret',
    'wedge',
    'slice',
    'segment',
    'kernel',
    'pod',
    'bulb',
    'head',
    'heart',
    'tip',
    'spear',
    'strip',
    'chunk',
    'cube',
    'paste',
    'puree',
    'extract',
    'essence',
    'purée',
  ].map(wordKey),
);

/** Heads that name a product of their own, not a form of the food before them: chicken stock is not chicken. */
const PRODUCT_HEADS: ReadonlySet<string> = new Set(
  [
    'stock',
    'broth',
    'sauce',
    'oil',
    'vinegar',
    'milk',
    'cream',
    'flour',
    'butter',
    'cheese',
    'wine',
    'sugar',
    'syrup',
    'water',
    'noodle',
    'bread',
    'cake',
    'jam',
    'yogurt',
    'liqueur',
    'salt',
    'tea',
    'bean',
    'starch',
    'meal',
    'cracker',
  ].map(wordKey),
);
/** Shapes a line's note cuts the food into, which a step may call it by: "the wedges", "the bread cubes". */
const SHAPES: ReadonlySet<string> = new Set(
  ['wedge', 'cube', 'round', 'strip', 'ring', 'stem', 'leaf', 'slice', 'chunk', 'floret', 'segment', 'toast'].map(
    wordKey,
  ),
);

/** Note words a step turns into a noun: bread "toasted" is "the toast". */
const NOTE_NOUNS: ReadonlyMap<string, string> = new Map([['toasted', 'toast']]);

/** A word that names a food on its own ("peanut", "sambal"), not a modifier or a plain word. */
function isFoodWord(word: string): boolean {
  const hit = INDEX.byPhrase.get(word);
  return hit !== undefined && hit.entry.modifier !== true;
}

/** A step that takes every line at once: "blend everything", "whisk the dressing ingredients". */
const EVERYTHING =
  /\b(?:everything|the lot|all (?:of )?the (?:\w+ )?ingredients|(?:remaining|other|rest of the|\w+) ingredients)\b/i;
const DRY = /\bdry ingredients\b/i;
const WET = /\b(?:wet|liquid) ingredients\b/i;
/** Lines a step's "dry ingredients" cannot mean. */
const WET_ONLY: readonly Category[] = ['egg', 'oil-fat', 'water', 'beverage', 'alcohol', 'honey'];
/** Lines a step's "wet ingredients" cannot mean. */
const DRY_ONLY: readonly Category[] = ['wheat', 'gluten-grain', 'leavening', 'starch', 'salt'];
const GARNISH_NOTE = /\b(?:garnish|garnishing|decorate|decoration)\b/i;
const SERVE_NOTE = /\b(?:to serve|for serving|serving|to finish|for dipping|to top)\b/i;
const SEASON = /\bseason(?:s|ed|ing)?\b/i;
const PEPPERS = /\b(?:black|white|ground) pepper\b|^pepper$|\bpeppercorns?\b/;

/** What a step may call one ingredient line by. */
interface LineCues {
  readonly line: string;
  readonly foods: LineFoods;
  /** Non-modifier foods on the line. */
  readonly entries: readonly IngredientEntry[];
  /** Head words of the line's food phrases, as keys ("sugar" for caster sugar). */
  readonly heads: ReadonlySet<string>;
  /** Food words before a form head ("lemon" in lemon juice), as keys. */
  readonly sources: ReadonlySet<string>;
  /** What the line's note cuts it into ("wedges", "cubes"), as keys. */
  readonly shapes: ReadonlySet<string>;
  /** Kind and synonym phrases, as keys of their words ("cheese", "spring onion", "pasta"). */
  readonly kinds: ReadonlySet<string>;
  readonly categories: readonly Category[];
  readonly note: string;
  readonly seasoning: boolean;
}

const SYNONYMS: readonly (readonly string[])[] = SEARCH_SYNONYMS.map((group) => group.map(phraseKey));
const KINDS: readonly (readonly [string, readonly string[]])[] = SEARCH_KINDS.map(
  ([kind, foods]) => [phraseKey(kind), foods.map(phraseKey)] as const,
);

function cuesOf(line: string): LineCues | undefined {
  const parsed = parseLine(line);
  if (parsed.header || line.trim() === '') return undefined;
  const description = parsed.description;
  const match = matchDescription(description);
  const entries = match.entries.filter((entry) => entry.modifier !== true);
  const categories = [...new Set(entries.flatMap((entry) => entry.categories))];
  const heads = new Set<string>();
  const sources = new Set<string>();
  const names = new Set<string>();
  for (const phrase of match.phrases) {
    const words = keysOf(phrase);
    const head = words.at(-1);
    if (head === undefined) continue;
    heads.add(head);
    names.add(words.join(' '));
    // "lemon" of lemon juice, "sambal" of sambal oelek, "chipotle" of chipotles in adobo; never
    // "chicken" of chicken stock, a product of its own.
    const raw = tokens(phrase);
    const headIsFood = isFoodWord(raw.at(-1) ?? '');
    if (FORM_HEADS.has(head) || !PRODUCT_HEADS.has(head))
      for (const word of raw.slice(0, -1)) if (isFoodWord(word) || !headIsFood) sources.add(wordKey(word));
  }
  // The line's own last word, food or not: "the bones" of 1.5 kg beef marrow bones.
  const main = keysOf(description.split(/[,(;:]/)[0] ?? '');
  const last = main.at(-1);
  if (last !== undefined) heads.add(last);
  // What the line is cut into: "the wedges", "the bread cubes", "the stems".
  const shapes = new Set(
    keysOf(description.slice((description.split(/[,(;:]/)[0] ?? '').length))
      .map((word) => NOTE_NOUNS.get(word) ?? word)
      .filter((word) => SHAPES.has(word)),
  );
  for (const entry of entries) for (const name of entry.names) names.add(phraseKey(name));
  const kinds = new Set<string>();
  for (const entry of entries) {
    const file = FILE_OF.get(entry.id);
    for (const word of file === undefined ? [] : (FILE_WORDS[file] ?? [])) kinds.add(phraseKey(word));
  }
  for (const category of categories) for (const word of CATEGORY_WORDS[category] ?? []) kinds.add(phraseKey(word));
  for (const [kind, foods] of KINDS) if (foods.some((food) => names.has(food))) kinds.add(kind);
  for (const group of SYNONYMS) if (group.some((name) => names.has(name))) for (const name of group) kinds.add(name);
  const note = description.includes(',') ? description.slice(description.indexOf(',') + 1) : '';
  const seasoning =
    categories.includes('salt') || match.phrases.some((phrase) => PEPPERS.test(phrase) && !/\bbell\b/.test(phrase));
  return {
    line,
    foods: { entries: match.entries, phrases: match.phrases, categories, words: lineWords(description) },
    entries,
    heads,
    sources,
    shapes,
    kinds,
    categories,
    note,
    seasoning,
  };
}

/** The steps as the checks read them: word keys, and the foods they name. */
interface Steps {
  readonly text: string;
  readonly keys: ReadonlySet<string>;
  /** The step words as keys, in order, with a space either side, to find phrases. */
  readonly joined: string;
  readonly mentions: readonly TextMention[];
}

function readSteps(title: string, summary: string, instructions: string): Steps {
  const words = keysOf(instructions);
  return {
    text: instructions,
    keys: new Set(words),
    joined: ` ${words.join(' ')} `,
    mentions: findMentions({ title, summary, instructions }).filter((mention) => mention.source === 'instructions'),
  };
}

const hasPhrase = (steps: Steps, phrase: string): boolean =>
  phrase.includes(' ') ? steps.joined.includes(` ${phrase} `) : steps.keys.has(phrase);

/** Whether a step uses the line, in any of the ways a cook would name it. */
function usedBy(cues: LineCues, steps: Steps, otherHeads: ReadonlySet<string>): boolean {
  if (steps.mentions.some((mention) => cues.entries.includes(mention.entry))) return true;
  // "sugar" for caster sugar; "floured" for the flour for dusting.
  for (const head of cues.heads) if (steps.keys.has(head) || steps.keys.has(`${head}ed`)) return true;
  for (const shape of cues.shapes) if (steps.keys.has(shape)) return true;
  // "lemon" for the lemon juice, unless "lemon" is another line's own food (the lemon slices).
  for (const source of cues.sources) if (!otherHeads.has(source) && steps.keys.has(source)) return true;
  for (const kind of cues.kinds) if (hasPhrase(steps, kind)) return true;
  if (cues.seasoning && SEASON.test(steps.text)) return true;
  if (EVERYTHING.test(steps.text) && !DRY.test(steps.text) && !WET.test(steps.text)) return true;
  if (DRY.test(steps.text) && !cues.categories.some((category) => WET_ONLY.includes(category))) return true;
  if (WET.test(steps.text) && !cues.categories.some((category) => DRY_ONLY.includes(category))) return true;
  if (GARNISH_NOTE.test(cues.note) && /\bgarnish/i.test(steps.text)) return true;
  return SERVE_NOTE.test(cues.note) && /\bserv(?:e|ing)\b/i.test(steps.text);
}

export interface RecipeText {
  readonly title: string;
  readonly summary: string;
  readonly ingredientLines: readonly string[];
  readonly instructions: string;
}

/** The ingredient lines no step uses. */
export function unusedLines(recipe: RecipeText): string[] {
  const steps = readSteps(recipe.title, recipe.summary, recipe.instructions);
  const lines = recipe.ingredientLines.map(cuesOf).filter((cues) => cues !== undefined);
  return lines
    .filter((cues) => {
      const otherHeads = new Set(lines.filter((other) => other !== cues).flatMap((other) => [...other.heads]));
      return !usedBy(cues, steps, otherHeads);
    })
    .map((cues) => cues.line);
}

/**
 * Words that name a food but, in a step, mostly what the cooking leaves behind or sets apart: "skim
 * off the fat", "the pan juices", "the white ribs" of a chilli, "the starch" that settles.
 */
const LEFT_BEHIND: ReadonlySet<string> = new Set(
  ['fat', 'juice', 'dripping', 'stockpot', 'seed', 'crumb', 'starch', 'rib', 'milk solid', 'oil', 'whey', 'blood'].map(
    phraseKey,
  ),
);
/** Words after a food that make it a tool, a container or a size: "tea towel", "walnut-sized". */
const NOT_FOOD_AFTER: ReadonlySet<string> = new Set(
  [
    'pot',
    'bowl',
    'jug',
    'jar',
    'bag',
    'paper',
    'cloth',
    'towel',
    'cutter',
    'sheet',
    'skewer',
    'masher',
    'ricer',
    'peeler',
    'grinder',
    'brush',
    'corer',
    'strainer',
    'note',
    'flavour',
    'flavor',
    'aroma',
    'sized',
    'size',
    'like',
  ].map(wordKey),
);
/** Two words that name a tool although the first is a food: "a tea ball". */
const TOOL_PHRASES: ReadonlySet<string> = new Set(['tea ball', 'tea infuser']);
/** Foods that also name a colour: "olive green", "a deeper orange", "hazelnut brown". */
const COLOURS: ReadonlySet<string> = new Set(['green', 'brown', 'red', 'pink', 'yellow', 'gold', 'golden', 'coloured']);
const COLOUR_LEADS: ReadonlySet<string> = new Set(['deep', 'deeper', 'bright', 'brighter', 'pale', 'paler', 'light']);
/** Words before a food that say it is the food's own part, not a new one: "its oils", "baking beans". */
const NOT_FOOD_BEFORE: ReadonlySet<string> = new Set(['its', 'their', 'baking']);
/** Foods named with a verb's spelling: "fish out the bay leaves", "a dab of", "while the pork fries". */
const VERB_LIKE: ReadonlyMap<string, (before: string, after: string) => boolean> = new Map([
  ['fish', (_before: string, after: string) => after === 'out'],
  ['dab', () => true],
  ['squashes', () => true],
  ['crisps', (before: string) => !['the', 'with', 'of', 'some', 'potato'].includes(before)],
  ['fries', (before: string) => !['the', 'with', 'and', 'some', 'of', 'hot'].includes(before)],
  ['savoury', (_before: string, after: string) => after !== ''],
  ['savory', (_before: string, after: string) => after !== ''],
]);
/**
 * Dishes and parts a recipe makes from its own lines and then calls by name: "the salsa", "the
 * spice mix", "the pastry case", "the croutons". Named with "the", they are what an earlier step made.
 */
const MADE_HEADS: ReadonlySet<string> = new Set(
  [
    'salsa',
    'chutney',
    'relish',
    'mix',
    'dip',
    'paste',
    'vinaigrette',
    'chimichurri',
    'gallo',
    'ganache',
    'bechamel',
    'hollandaise',
    'meringue',
    'ragu',
    'guacamole',
    'curtido',
    'cham',
    'lemonade',
    'roux',
    'masala',
    'sauce',
    'cream',
    'butter',
    'pastry',
    'case',
    'base',
    'crust',
    'dough',
    'crouton',
    'toast',
    'cake',
  ].map(wordKey),
);
/** Made heads that are as often bought: "the cream" needs a line unless a listed food names it ("ricotta cream"). */
const BOUGHT_TOO: ReadonlySet<string> = new Set(['cream', 'butter', 'toast', 'cake', 'paste'].map(wordKey));
/** Heads of breads and bakes that a recipe's flour or bread line makes: "the loaf", "bread cubes". */
const BAKED_HEADS: ReadonlySet<string> = new Set(
  ['bread', 'loaf', 'bun', 'roll', 'toast', 'crouton', 'cube', 'pastry', 'case', 'crust', 'base', 'dough', 'cake'].map(
    wordKey,
  ),
);
const BAKING_BASES: readonly Category[] = ['wheat', 'gluten-grain', 'grain', 'starch'];
/** Part words that, after a food, name a part of it: "chicken pieces", "broccoli stems", "egg whites". */
const PART_HEADS: ReadonlySet<string> = new Set([
  ...FORM_HEADS,
  ...['piece', 'stem', 'leaf', 'slice', 'half', 'peel', 'skin', 'shaving', 'powder'].map(wordKey),
]);
/** Family words for the foods a line may be: "the greens" are the listed kale. */
const STEP_FAMILIES: ReadonlyMap<string, readonly Category[]> = new Map([
  [wordKey('greens'), ['vegetable', 'herb-spice']],
  [wordKey('leaves'), ['vegetable', 'herb-spice']],
  [wordKey('aromatics'), ['vegetable', 'herb-spice']],
]);

/** Words shortly before "salt" that speak of another food's saltiness: "the ham brings the salt". */
const SALTINESS = new Set(['bring', 'brings', 'enough', 'plenty', 'no', 'not', 'need', 'needs']);
/** A sentence that offers a swap names foods the recipe does without: "use them in place of the spinach". */
const SWAP = /\b(?:in place of|instead of|swap|substitute)\b/i;
const SENTENCES = /(?<=[.!?])\s+|\n+/;

/** The sentence of the steps a mention's (possibly shortened) excerpt comes from. */
function sentenceOf(mention: TextMention, instructions: string): string {
  const start = mention.excerpt.replace(/…$/, '');
  return (
    instructions.split(SENTENCES).find((sentence) => sentence.replace(/\s+/g, ' ').trim().startsWith(start)) ?? start
  );
}

/** The words around a mention in its sentence: the one before and the one after. */
function around(
  mention: TextMention,
  sentence: string,
): { before: string; after: string; likeBefore: boolean; earlier: readonly string[] } {
  const words = tokens(sentence);
  const phrase = mention.phrase.split(' ');
  for (let start = 0; start + phrase.length <= words.length; start += 1) {
    if (phrase.every((word, offset) => words[start + offset] === word)) {
      const earlier = words.slice(Math.max(0, start - 3), start);
      return {
        before: words[start - 1] ?? '',
        after: words[start + phrase.length] ?? '',
        likeBefore: earlier.includes('like'),
        earlier,
      };
    }
  }
  return { before: '', after: '', likeBefore: false, earlier: [] };
}

/** Whether a step names the food for something other than an ingredient: a tool, a colour, a size, a verb. */
function notAnIngredient(mention: TextMention, sentence: string, dish: RecipeDish): boolean {
  const { before, after, likeBefore, earlier } = around(mention, sentence);
  const phrase = mention.phrase;
  if (SWAP.test(sentence) || TOOL_PHRASES.has(`${phrase} ${after}`)) return true;
  if (phrase === 'salt' && earlier.some((word) => SALTINESS.has(word))) return true;
  // The dish's own name: "Scotch" in "roll each Scotch egg" of Scotch Eggs.
  if (after !== '' && dish.titleJoined.includes(` ${phraseKey(phrase)} ${wordKey(after)} `)) return true;
  // "the paper and beans" after "baking beans" were named.
  if (dish.stepKeys.includes(` baking ${phraseKey(phrase)} `)) return true;
  // "the thick cream from the top of the coconut milk": a part of the food named next.
  if (after === 'from' || after === 'off') return true;
  if (likeBefore || NOT_FOOD_AFTER.has(wordKey(after)) || NOT_FOOD_BEFORE.has(before)) return true;
  if (COLOURS.has(after) || (COLOUR_LEADS.has(before) && after === '')) return true;
  // "the zest of 1 lemon", "2 cloves of the garlic": the food after "of" is checked on its own.
  if (after === 'of') return true;
  return VERB_LIKE.get(phrase)?.(before, after) === true;
}

/** Whether the lines account for a food a step names, in any way a cook would read them. */
function listed(mention: TextMention, lines: readonly LineCues[], dish: RecipeDish): boolean {
  if (mention.entry.categories.includes('water')) return true;
  const phrase = phraseKey(mention.phrase);
  const words = phrase.split(' ');
  const head = words.at(-1) ?? '';
  const sentence = sentenceOf(mention, dish.instructions);
  if (LEFT_BEHIND.has(phrase) || LEFT_BEHIND.has(head) || notAnIngredient(mention, sentence, dish)) return true;
  const foods = lines.map((cues) => cues.foods);
  if (accountedFor(mention, foods) !== null) return true;
  const namedBy = (word: string) =>
    lines.some((cues) => cues.heads.has(word) || cues.sources.has(word) || cues.kinds.has(word));
  if (lines.some((cues) => cues.entries.includes(mention.entry) || cues.kinds.has(phrase)) || namedBy(head))
    return true;
  // "floured", "buttered": the listed flour or butter.
  if (mention.entry.modifier === true && /ed$/.test(head) && (namedBy(head.slice(0, -2)) || namedBy(head.slice(0, -1))))
    return true;
  // "egg whites", "chicken pieces", "broccoli stems": a part of a listed food.
  if (PART_HEADS.has(head) && words.slice(0, -1).some(namedBy)) return true;
  if (PART_HEADS.has(head) && words.length === 1 && lines.some((cues) => cues.categories.length > 0)) {
    // "the thighs" of a whole chicken, "the leaves" of a listed herb.
    const meat = mention.entry.categories.some((category) => ['meat', 'poultry', 'fish'].includes(category));
    if (!meat || lines.some((cues) => cues.categories.some((category) => mention.entry.categories.includes(category))))
      return true;
  }
  const family = STEP_FAMILIES.get(phrase);
  if (family !== undefined && lines.some((cues) => cues.categories.some((category) => family.includes(category))))
    return true;
  // What the recipe makes and names again: "the salsa", "the pastry case", the title's "ayran".
  // Named with "the" anywhere in the steps, or after a listed food ("ricotta cream"), a made
  // dish is the one an earlier step made.
  const { before } = around(mention, sentence);
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (
    MADE_HEADS.has(head) &&
    ((!BOUGHT_TOO.has(head) &&
      new RegExp(` (?:the|this|your|remaining|reserved) (?:\\S+ )?${escaped} `).test(dish.stepKeys)) ||
      namedBy(wordKey(before)))
  )
    return true;
  if (
    BAKED_HEADS.has(head) &&
    lines.some((cues) => cues.categories.some((category) => BAKING_BASES.includes(category)))
  )
    return true;
  if (new RegExp(` (?:for|make|making|makes|into|to) (?:the|a|an|your) (?:\\S+ )?${escaped} `).test(dish.stepKeys))
    return true;
  // A food the title names is the dish when a line holds its main kind of food
  // ("turkey burgers" of turkey mince); a title's chicken with no chicken line is still missing.
  if (dish.entries.has(mention.entry) || words.every((word) => dish.titleKeys.has(word))) {
    const main = new Set(mention.entry.categories.filter((category) => !MINOR.has(category)).map(groupOf));
    if (main.size === 0 || lines.some((cues) => cues.categories.some((category) => main.has(groupOf(category)))))
      return true;
  }
  return false;
}

/** Kinds of food a dish is made of: meat, poultry and fish are all flesh, wheat and rice both grain. */
const GROUPS: Readonly<Partial<Record<Category, string>>> = {
  meat: 'flesh',
  poultry: 'flesh',
  fish: 'flesh',
  crustacean: 'flesh',
  mollusc: 'flesh',
  grain: 'grain',
  wheat: 'grain',
  'gluten-grain': 'grain',
  starch: 'grain',
  beverage: 'drink',
  alcohol: 'drink',
  water: 'drink',
};
const groupOf = (category: Category): string => GROUPS[category] ?? category;

/** What the recipe says it makes (the foods its title names), and its steps. */
interface RecipeDish {
  readonly entries: ReadonlySet<IngredientEntry>;
  readonly titleKeys: ReadonlySet<string>;
  /** The title's word keys with a space either side. */
  readonly titleJoined: string;
  readonly stepKeys: string;
  readonly instructions: string;
}

/** The foods steps name that no line accounts for, each as "phrase: the step's sentence". */
export function unlistedFoods(recipe: RecipeText): string[] {
  const steps = readSteps(recipe.title, recipe.summary, recipe.instructions);
  const lines = recipe.ingredientLines.map(cuesOf).filter((cues) => cues !== undefined);
  const dish: RecipeDish = {
    entries: new Set(findMentions({ title: recipe.title }).map((mention) => mention.entry)),
    titleKeys: new Set(keysOf(recipe.title)),
    titleJoined: ` ${keysOf(recipe.title).join(' ')} `,
    stepKeys: steps.joined,
    instructions: recipe.instructions,
  };
  const found = new Map<string, string>();
  for (const mention of steps.mentions) {
    if (found.has(mention.phrase) || listed(mention, lines, dish)) continue;
    found.set(mention.phrase, `${mention.phrase}: ${mention.excerpt}`);
  }
  return [...found.values()];
}
