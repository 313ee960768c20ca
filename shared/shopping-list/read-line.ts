/**
 * Reading a shopping-list line: `parse-ingredient` splits amount, unit and description; this adds
 * what a list needs on top (package sizes in brackets, "2 x 400 g", size words, the name without
 * its preparation notes) and the key that decides which lines are the same thing to buy.
 */
import { parseIngredient, type Ingredient, type ParseIngredientOptions } from 'parse-ingredient';
import { isUnitId, PARSER_UNITS, SIZE_WORDS, UNIT_ALIASES, UNITS, type UnitId } from './units';

export interface LineReading {
  /** The amount, or the lower end of a range; null when the line has none ("salt to taste"). */
  quantity: number | null;
  /** The upper end of a range ("2-3 eggs"), else null. */
  quantityMax: number | null;
  /** null: pieces ("3 eggs") or no amount. */
  unit: UnitId | null;
  /** What to buy, as written, without notes: "plain flour" of "2 cups plain flour, sifted". */
  name: string;
}

const OPTIONS: ParseIngredientOptions = {
  normalizeUOM: true,
  additionalUOMs: PARSER_UNITS,
  leadingQuantityPrefixes: ['approximately', 'approx.', 'approx', 'about', 'around', 'roughly', '~'],
};

const BULLET = /^\s*(?:[-*•·–—+]|\[[ x]?\])\s*/i;
/** Quantities written as words at the start of a line ("a pinch of salt", "half a lemon"). */
const SPELLED = /^(a couple of|a few|half an|half a|an|a|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+/i;
const SPELLED_VALUES: Readonly<Record<string, string>> = {
  'a couple of': '2',
  'a few': '3',
  'half an': '0.5',
  'half a': '0.5',
  an: '1',
  a: '1',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  twelve: '12',
};
const LEADING_BRACKET = /^\(([^)]*)\)\s*(.*)$/;
const LEADING_X = /^x\s+/i;
const LEADING_OF = /^of\s+/i;
/** A package word left after a weight ("400 g tins tomatoes"): the weight is what counts. */
const PACKAGE_WORD =
  /^(?:tins?|cans?|jars?|packets?|packs?|bags?|box(?:es)?|cartons?|bottles?|pots?|tubs?)\s+(?:of\s+)?/i;

function prepare(line: string): string {
  const text = line.replace(BULLET, '').replace(/\s+/g, ' ').trim();
  const spelled = SPELLED.exec(text);
  if (spelled === null) return text;
  const value = SPELLED_VALUES[(spelled[1] ?? '').toLowerCase()];
  return value === undefined ? text : `${value} ${text.slice(spelled[0].length)}`;
}

/** The unit id of the list for parse-ingredient's id, 'size' for a size word, or undefined when unknown. */
function listUnit(id: string | null): UnitId | null | 'size' | undefined {
  if (id === null) return null;
  if (SIZE_WORDS.has(id)) return 'size';
  const canonical = UNIT_ALIASES[id] ?? id;
  return isUnitId(canonical) ? canonical : undefined;
}

/** The description without notes: text after the first comma and anything in brackets go. */
function cleanName(description: string): string {
  return description
    .replace(/\([^)]*\)/g, ' ')
    .split(/[,;]/)[0]!
    .replace(LEADING_OF, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const positive = (value: number | null): number | null =>
  value !== null && Number.isFinite(value) && value > 0 ? value : null;

function fromParsed(parsed: Ingredient | undefined, original: string): LineReading {
  const unparsed: LineReading = {
    quantity: null,
    quantityMax: null,
    unit: null,
    name: cleanName(original) || original,
  };
  if (parsed === undefined || parsed.isGroupHeader) return unparsed;
  let quantity = positive(parsed.quantity);
  let quantityMax = positive(parsed.quantity2);
  let description = parsed.description.trim();
  let unit = listUnit(parsed.unitOfMeasureID);
  if (unit === undefined) return unparsed;
  if (unit === 'size') unit = null;

  // "2 x 400 g tins tomatoes": the count times the package size.
  if (LEADING_X.test(description) && quantity !== null) {
    const inner = parseIngredient(description.replace(LEADING_X, ''), OPTIONS)[0];
    const innerUnit = listUnit(inner?.unitOfMeasureID ?? null);
    const size = positive(inner?.quantity ?? null);
    if (inner !== undefined && size !== null && innerUnit !== undefined && innerUnit !== 'size') {
      quantity *= size;
      quantityMax = quantityMax === null ? null : quantityMax * size;
      unit = innerUnit;
      description = inner.description;
    }
  }
  // "1 (400 g) can chickpeas": a can is what one buys; the bracket is a note.
  const bracket = LEADING_BRACKET.exec(description);
  if (bracket !== null && unit === null && quantity !== null) {
    const inner = parseIngredient(`1 ${bracket[2] ?? ''}`, OPTIONS)[0];
    const innerUnit = listUnit(inner?.unitOfMeasureID ?? null);
    if (inner !== undefined && innerUnit !== undefined && innerUnit !== 'size' && innerUnit !== null) {
      unit = innerUnit;
      description = inner.description;
    } else {
      description = bracket[2] ?? '';
    }
  }
  if (unit !== null && UNITS[unit].kind !== 'count') description = description.replace(PACKAGE_WORD, '');
  if (quantityMax !== null && (quantity === null || quantityMax <= quantity)) quantityMax = null;
  const name = cleanName(description);
  if (name === '') return unparsed;
  // A unit without an amount ("pinch of salt" read as a unit) is no amount at all.
  if (quantity === null)
    return { quantity: null, quantityMax: null, unit: null, name: unit === null ? name : cleanName(original) };
  return { quantity, quantityMax, unit, name };
}

/** Reads several lines with one parser call (it builds its patterns once per call). */
export function readLines(lines: readonly string[]): LineReading[] {
  const prepared = lines.map(prepare);
  const parsed = parseIngredient(prepared.map((line) => line || '-').join('\n'), OPTIONS);
  // parse-ingredient drops blank lines: every prepared line is non-blank, so indexes agree.
  return prepared.map((line, index) => fromParsed(line ? parsed[index] : undefined, lines[index]?.trim() ?? ''));
}

export function readLine(line: string): LineReading {
  return readLines([line])[0]!;
}

const WORD_FILLERS = new Set([
  'fresh',
  'freshly',
  'chopped',
  'finely',
  'roughly',
  'coarsely',
  'diced',
  'minced',
  'sliced',
  'thinly',
  'grated',
  'shredded',
  'peeled',
  'crushed',
  'organic',
  'large',
  'medium',
  'small',
  'optional',
  'good',
  'quality',
]);
const TRAILING_PHRASES =
  /\s+(?:or more\s+)?(?:to taste|to serve|for (?:serving|garnish|garnishing|frying|greasing|dusting|decoration|the pan|the tin)|as needed|if needed|plus (?:extra|more).*|or (?:more|less|so))$/;
/** Words whose last letter is not a plural ending. */
const NOT_PLURAL = new Set([
  'molasses',
  'swiss',
  'hummus',
  'couscous',
  'asparagus',
  'citrus',
  'grits',
  'bass',
  'floss',
  'cress',
  'watercress',
  'lemongrass',
  'schnapps',
  'brussels',
]);
const IRREGULAR_SINGULAR: Readonly<Record<string, string>> = {
  leaves: 'leaf',
  halves: 'half',
  loaves: 'loaf',
  knives: 'knife',
  oats: 'oat',
  mice: 'mouse',
  cloves: 'clove',
  olives: 'olive',
  chives: 'chive',
};

/** The singular of one English word, as food names use them: tomatoes → tomato, berries → berry. */
export function singular(word: string): string {
  const irregular = IRREGULAR_SINGULAR[word];
  if (irregular !== undefined) return irregular;
  if (NOT_PLURAL.has(word) || word.length < 4) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('oes') || /(?:ch|sh|x|ss|zz)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The plural of one English word: egg → eggs, tomato → tomatoes, berry → berries. */
export function plural(word: string): string {
  if (word.length < 2) return word;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(?:s|x|z|ch|sh)$/i.test(word) || /(?:tomato|potato|mango)$/i.test(word)) return `${word}es`;
  if (/^(?:leaf|loaf|half)$/i.test(word)) return `${word.slice(0, -1)}ves`;
  return `${word}s`;
}

/** The last word of a phrase, changed by `change`. */
export const lastWord = (phrase: string, change: (word: string) => string): string => {
  const at = phrase.lastIndexOf(' ');
  return at < 0 ? change(phrase) : `${phrase.slice(0, at + 1)}${change(phrase.slice(at + 1))}`;
};

/**
 * The key of a food name: folded to lower case without accents, fillers and serving notes, its
 * last word singular. "Fresh Tomatoes" and "tomato" share it; "garlic paste" and "garlic" do not.
 */
export function foodKey(name: string): string {
  const folded = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’'`]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(TRAILING_PHRASES, '');
  const words = folded.split(' ').filter((word) => word !== '' && !WORD_FILLERS.has(word));
  const kept = words.length > 0 ? words : folded.split(' ').filter(Boolean);
  const key = lastWord(kept.join(' '), singular);
  // A line of signs only ("!!!") is its own thing, never merged with another such line.
  return key === '' ? name.trim().toLowerCase() : key;
}

/** An amount as a shopping list writes it: kitchen fractions for spoons, cups and pieces, decimals for metric. */
export function formatQuantity(value: number, unit: UnitId | null): string {
  const info = unit === null ? undefined : UNITS[unit];
  if (info?.kind === 'mass' || info?.kind === 'volume') {
    if (info.metric === true) {
      if (value >= 100) return String(Math.round(value));
      if (value >= 10) return String(Math.round(value * 2) / 2);
      return String(Math.round(value * 100) / 100);
    }
  }
  if (value >= 10) return String(Math.round(value));
  const whole = Math.floor(value);
  const rest = value - whole;
  const fractions: [number, string][] = [
    [0, ''],
    [1 / 8, '⅛'],
    [1 / 4, '¼'],
    [1 / 3, '⅓'],
    [1 / 2, '½'],
    [2 / 3, '⅔'],
    [3 / 4, '¾'],
    [1, ''],
  ];
  let best = fractions[0]!;
  for (const candidate of fractions) if (Math.abs(candidate[0] - rest) < Math.abs(best[0] - rest)) best = candidate;
  const wholePart = best[0] === 1 ? whole + 1 : whole;
  if (wholePart === 0 && best[1] === '') return '⅛';
  return wholePart === 0 ? best[1] : `${wholePart}${best[1]}`;
}

/** The written unit after an amount: "g", "tbsp", "clove"/"cloves". */
export function unitLabel(unit: UnitId, amount: number): string {
  const info = UNITS[unit];
  return amount > 1 ? info.many : info.one;
}

/** A line written from its parts, as the line editor sends them. */
export function composeLine(parts: { quantity?: number | null; unit?: UnitId | null; name: string }): string {
  const name = parts.name.replace(/\s+/g, ' ').trim();
  const quantity = parts.quantity ?? null;
  if (quantity === null || !(quantity > 0)) return name;
  const amount = formatQuantity(quantity, parts.unit ?? null);
  return parts.unit ? `${amount} ${unitLabel(parts.unit, quantity)} ${name}` : `${amount} ${name}`;
}
