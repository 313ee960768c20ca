/**
 * Glue around `parse-ingredient`: it splits quantity, unit and description; we only prepare the
 * line (bullets, spelled-out numbers, "heaped") and read a package size written in brackets
 * ("1 (400 g) can tomatoes") or after an "x" ("2 x 400 g tins tomatoes").
 */
import {
  extractMeasurements,
  parseIngredient,
  unitsOfMeasure,
  type Ingredient,
  type ParseIngredientOptions,
} from 'parse-ingredient';
import { EXTRA_UNITS, MASS_GRAMS, SIZE_FACTOR, UNIT_ALIASES, VOLUME_ML } from '../knowledge/units';
import { fold } from './normalise';

export interface ParsedLine {
  readonly header: boolean;
  /** The quantity as written (lower bound of a range), for display. */
  readonly quantity: number | null;
  /** The quantity used for estimates: the middle of a range, times a package size. */
  readonly amount: number | null;
  /** parse-ingredient's normalised unit id, or '' for counted items. */
  readonly unit: string;
  /** Size word given with a counted item ("2 large eggs"): 1 when none. */
  readonly sizeFactor: number;
  readonly description: string;
  /** The package the amount came in ("can", "jar", "bag"), or '' when none: a can of beans holds cooked beans. */
  readonly container: string;
}

const OPTIONS: ParseIngredientOptions = {
  normalizeUOM: true,
  additionalUOMs: EXTRA_UNITS,
  leadingQuantityPrefixes: ['approximately', 'approx.', 'approx', 'about', 'around', 'roughly', 'ca.', '~'],
};

const BULLET = /^\s*(?:[-*•·–—+]|\d+[.)](?=\s))\s*/;
const EMPHASIS = /[*_]+/g;
/** Markdown links keep their text: "[garam masala](/garam-masala)" → "garam masala". */
const MARKDOWN_LINK = /\[([^\]]*)\]\([^)]*\)/g;
const FILLER_AFTER_NUMBER =
  /^(\S+(?:\s+\d+\/\d+)?)\s+(?:heaped|heaping|level|levelled|leveled|rounded|scant|generous|good|big|full|overflowing|overfilled|flat)\s+/i;
/** Quantities written as words at the start of a line ("a pinch of salt", "half a lemon"). */
const SPELLED_NUMBER =
  /^(a couple of|a couple|couple of|a few|few|several|half an|half a|half|an? and a half|an|a|one|two|three|four|five|six|seven|eight|nine|ten|twelve|some)\s+/i;
const HALF_AND_HALF = /^half\s*(?:and|&|n)\s*half/i;
const SPELLED_VALUES: Readonly<Record<string, string>> = {
  'a couple of': '2 ',
  'a couple': '2 ',
  'couple of': '2 ',
  'a few': '3 ',
  few: '3 ',
  several: '4 ',
  'half an': '0.5 ',
  'half a': '0.5 ',
  half: '0.5 ',
  'a and a half': '1.5 ',
  'an and a half': '1.5 ',
  an: '1 ',
  a: '1 ',
  one: '1 ',
  two: '2 ',
  three: '3 ',
  four: '4 ',
  five: '5 ',
  six: '6 ',
  seven: '7 ',
  eight: '8 ',
  nine: '9 ',
  ten: '10 ',
  twelve: '12 ',
  some: '',
};
const LEADING_X = /^x\s+/i;
const EACH = /\beach\b/i;
const MEASURE_OPTIONS = { additionalUOMs: EXTRA_UNITS, normalizeUOM: true, measurementUnits: 'convertible' } as const;
const LEADING_BRACKET = /^\(([^)]*)\)\s*(.*)$/;
/** Where a note starts after the ingredient's name ("turkey, 5 lb", "turkey (5 lb)"). */
const NOTE_START = /[,(]/;

/** Every spelling of every unit, folded, to recognise a unit word left at the start of a description. */
const UNIT_BY_SPELLING: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const [id, unit] of [...Object.entries(unitsOfMeasure), ...Object.entries(EXTRA_UNITS)]) {
    for (const spelling of [id, unit.short, unit.plural, ...(unit.alternates ?? [])]) {
      const key = fold(spelling).replace(/\.$/, '');
      if (!map.has(key)) map.set(key, id);
    }
  }
  return map;
})();

const CONTAINER_UNITS: ReadonlySet<string> = new Set([
  'can',
  'tin',
  'jar',
  'bottle',
  'package',
  'pack',
  'packet',
  'bag',
  'box',
  'carton',
  'container',
  'envelope',
  'sachet',
  'block',
]);

function prepare(line: string): string {
  let text = line.replace(BULLET, '').replace(MARKDOWN_LINK, '$1').replace(EMPHASIS, '').trim();
  const spelled = HALF_AND_HALF.test(text) ? null : SPELLED_NUMBER.exec(text);
  if (spelled !== null) {
    text = (SPELLED_VALUES[(spelled[1] ?? '').toLowerCase()] ?? '') + text.slice(spelled[0].length);
  }
  return text.replace(FILLER_AFTER_NUMBER, '$1 ');
}

function parseOne(text: string): Ingredient | undefined {
  return parseIngredient(text, OPTIONS)[0];
}

const isMeasure = (unit: string | null): unit is string =>
  unit !== null && (MASS_GRAMS[unit] !== undefined || VOLUME_ML[unit] !== undefined);

function middle(parsed: Ingredient): number | null {
  const { quantity, quantity2 } = parsed;
  if (quantity === null) return null;
  return quantity2 !== null && quantity2 > quantity ? (quantity + quantity2) / 2 : quantity;
}

export const EMPTY_PARSED_LINE: ParsedLine = {
  header: false,
  quantity: null,
  amount: null,
  unit: '',
  sizeFactor: 1,
  description: '',
  container: '',
};

/**
 * Parses many lines with one parse-ingredient call: the library builds its regular expressions
 * once per call, so a recipe parsed line by line would pay that cost ten times.
 */
export function parseLines(lines: readonly string[]): ParsedLine[] {
  const prepared = lines.map(prepare);
  const nonEmpty = prepared.filter((text) => text.length > 0);
  const parsed = nonEmpty.length === 0 ? [] : parseIngredient(nonEmpty, OPTIONS);
  let next = 0;
  return prepared.map((text) => {
    if (text.length === 0) return EMPTY_PARSED_LINE;
    const ingredient = parsed[next];
    next += 1;
    return ingredient === undefined ? EMPTY_PARSED_LINE : refine(ingredient);
  });
}

export function parseLine(line: string): ParsedLine {
  return parseLines([line])[0] ?? EMPTY_PARSED_LINE;
}

/** Package sizes, size words and unit words parse-ingredient leaves in the description. */
function refine(parsed: Ingredient): ParsedLine {
  if (parsed.isGroupHeader) {
    return {
      header: true,
      quantity: null,
      amount: null,
      unit: '',
      sizeFactor: 1,
      description: parsed.description,
      container: '',
    };
  }
  let amount = middle(parsed);
  let unit = parsed.unitOfMeasureID ?? '';
  let description = parsed.description.trim();
  let sizeFactor = 1;
  // Set when a package size or per-piece weight replaced the unit: the amount is then in that
  // unit, and the displayed quantity follows it ("1 loaf (800 g)" shows 800 g, not 1 g).
  let converted = false;
  // The package, before a size in brackets or after an "x" replaces the unit ("2 cans (400 g each)").
  let container = CONTAINER_UNITS.has(UNIT_ALIASES[unit] ?? unit) ? (UNIT_ALIASES[unit] ?? unit) : '';
  const containerFirst = (text: string): void => {
    const first = UNIT_BY_SPELLING.get(fold(text.split(' ')[0] ?? '').replace(/\.$/, ''));
    const id = first === undefined ? undefined : (UNIT_ALIASES[first] ?? first);
    if (container === '' && id !== undefined && CONTAINER_UNITS.has(id)) container = id;
  };

  // "2 x 400 g tins tomatoes": the count times the package size.
  if (LEADING_X.test(description)) {
    const inner = parseOne(description.replace(LEADING_X, ''));
    if (inner !== undefined && isMeasure(inner.unitOfMeasureID)) {
      const innerAmount = middle(inner);
      if (innerAmount !== null) amount = (amount ?? 1) * innerAmount;
      unit = inner.unitOfMeasureID;
      description = inner.description;
      converted = true;
      containerFirst(description);
    }
  }

  // "1 (14 oz) can chickpeas": the bracket gives the can's size.
  const bracket = LEADING_BRACKET.exec(description);
  if (bracket !== null && unit === '') {
    // parse-ingredient only accepts a unit when a description follows it, hence the placeholder.
    const inner = parseOne(`${bracket[1] ?? ''} item`);
    const rest = bracket[2] ?? '';
    const firstWord = fold(rest.split(' ')[0] ?? '');
    const bracketContainer = UNIT_BY_SPELLING.get(firstWord);
    if (
      inner !== undefined &&
      isMeasure(inner.unitOfMeasureID) &&
      bracketContainer !== undefined &&
      CONTAINER_UNITS.has(bracketContainer)
    ) {
      containerFirst(rest);
      const innerAmount = middle(inner);
      if (innerAmount !== null) amount = (amount ?? 1) * innerAmount;
      unit = inner.unitOfMeasureID;
      converted = true;
    }
  }

  // "1 small bunch cilantro": parse-ingredient takes "small" as the unit and leaves "bunch".
  const size = SIZE_FACTOR[unit];
  if (size !== undefined || unit === '') {
    const [first = '', ...others] = description.split(' ');
    const following = UNIT_BY_SPELLING.get(fold(first).replace(/\.$/, ''));
    if (following !== undefined && others.length > 0 && SIZE_FACTOR[following] === undefined) {
      sizeFactor = size ?? 1;
      unit = UNIT_ALIASES[following] ?? following;
      description = others.join(' ');
    } else if (size !== undefined) {
      sizeFactor = size;
      unit = '';
    }
  }
  unit = UNIT_ALIASES[unit] ?? unit;
  if (container === '' && CONTAINER_UNITS.has(unit)) container = unit;

  // "1 loaf (~800 g) bread", "2 cans (400 g each) tomatoes", "1 cup (240 ml) milk": a weight or
  // volume in brackets right after the unit is the most precise amount the line gives. After a
  // measure it restates the total; after a piece or a package it is the size of each one.
  const stated = LEADING_BRACKET.exec(description);
  const statedMeasure = stated === null ? undefined : parseOne(`${stated[1] ?? ''} item`);
  if (stated !== null && statedMeasure !== undefined && isMeasure(statedMeasure.unitOfMeasureID)) {
    const size = middle(statedMeasure);
    if (size !== null) {
      amount = isMeasure(unit) && !EACH.test(stated[1] ?? '') ? size : (amount ?? 1) * size;
      unit = statedMeasure.unitOfMeasureID;
      sizeFactor = 1;
      description = (stated[2] ?? '').trim() || description;
      converted = true;
    }
  }

  // "4 duck breasts, about 200 g each": the weight of one piece is in the note. A weight in the
  // note of a single piece is its weight too ("1 turkey, 5-15 lb": its middle); a volume there is
  // more often a part of it ("1 lemon, 2 tbsp juice").
  const each = EACH.test(description);
  const single = amount === 1 && NOTE_START.test(description);
  if (unit === '' && amount !== null && (each || single)) {
    const perPiece = extractMeasurements(description, MEASURE_OPTIONS).find((measure) =>
      each ? isMeasure(measure.unitOfMeasureID) : MASS_GRAMS[measure.unitOfMeasureID ?? ''] !== undefined,
    );
    if (perPiece !== undefined) {
      const pieceAmount =
        perPiece.quantity2 !== null && perPiece.quantity2 > perPiece.quantity
          ? (perPiece.quantity + perPiece.quantity2) / 2
          : perPiece.quantity;
      amount *= pieceAmount;
      unit = perPiece.unitOfMeasureID;
      sizeFactor = 1;
    }
  }

  // "3 cloves" (the spice): the unit was the ingredient.
  if (description.length === 0 && parsed.unitOfMeasure !== null) description = parsed.unitOfMeasure;

  const quantity = converted && amount !== null ? Math.round(amount * 100) / 100 : parsed.quantity;
  containerFirst(description);
  return { header: false, quantity, amount, unit, sizeFactor, description, container };
}
