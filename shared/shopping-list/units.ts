/**
 * The units a shopping-list line may carry, by the ids `parse-ingredient` gives them (`gram`,
 * `tablespoon`, `clove`). Weights and volumes convert within their kind; every other unit counts
 * something (a can, a clove, a bunch) and adds up only with the same unit: a can of tomatoes is not
 * 400 g of tomatoes on a shopping list, whatever it weighs.
 *
 * Factors are those of the labeller's tables (catalog/knowledge/units.ts, checked equal by
 * `units.test.ts`): US kitchen measures rounded the way recipes use them (a cup is 240 ml).
 */
import type { UnitOfMeasureDefinitions } from 'parse-ingredient';
import { KITCHEN_UNITS } from '../kitchen-units';

export type UnitKind = 'mass' | 'volume' | 'count';

export interface UnitInfo {
  readonly kind: UnitKind;
  /** Grams (mass), millilitres (volume) or pieces of `countAs` (count). */
  readonly factor: number;
  /** For counts that are a number of another count ("a dozen eggs" is 12 eggs): that unit, '' for bare pieces. */
  readonly countAs?: string;
  /** As written after a number: "g", "tbsp", "clove"/"cloves". */
  readonly one: string;
  readonly many: string;
  /** Metric or US/imperial, for choosing how to write a sum of mixed units. */
  readonly metric?: boolean;
}

const mass = (factor: number, one: string, metric = false): UnitInfo => ({
  kind: 'mass',
  factor,
  one,
  many: one,
  metric,
});
const volume = (factor: number, one: string, many = one, metric = false): UnitInfo => ({
  kind: 'volume',
  factor,
  one,
  many,
  metric,
});
const count = (one: string, many = `${one}s`): UnitInfo => ({ kind: 'count', factor: 1, one, many });

export const UNITS = {
  gram: mass(1, 'g', true),
  kilogram: mass(1000, 'kg', true),
  milligram: mass(0.001, 'mg', true),
  ounce: mass(28.35, 'oz'),
  pound: mass(453.6, 'lb'),
  milliliter: volume(1, 'ml', 'ml', true),
  centiliter: volume(10, 'cl', 'cl', true),
  deciliter: volume(100, 'dl', 'dl', true),
  liter: volume(1000, 'l', 'l', true),
  teaspoon: volume(5, 'tsp'),
  dessertspoon: volume(10, 'dsp'),
  tablespoon: volume(15, 'tbsp'),
  cup: volume(240, 'cup', 'cups'),
  'fluid ounce': volume(29.57, 'fl oz'),
  pint: volume(473, 'pint', 'pints'),
  quart: volume(946, 'quart', 'quarts'),
  gallon: volume(3785, 'gallon', 'gallons'),
  piece: { kind: 'count', factor: 1, countAs: '', one: 'piece', many: 'pieces' },
  each: { kind: 'count', factor: 1, countAs: '', one: 'each', many: 'each' },
  dozen: { kind: 'count', factor: 12, countAs: '', one: 'dozen', many: 'dozen' },
  bag: count('bag'),
  block: count('block'),
  bottle: count('bottle'),
  box: count('box', 'boxes'),
  bunch: count('bunch', 'bunches'),
  can: count('can'),
  carton: count('carton'),
  centimeter: count('cm', 'cm'),
  clove: count('clove'),
  container: count('container'),
  cube: count('cube'),
  dash: count('dash', 'dashes'),
  dollop: count('dollop'),
  drizzle: count('drizzle'),
  drop: count('drop'),
  ear: count('ear'),
  envelope: count('envelope'),
  fillet: count('fillet'),
  glass: count('glass', 'glasses'),
  handful: count('handful'),
  head: count('head'),
  inch: count('inch', 'inches'),
  jar: count('jar'),
  jigger: count('jigger'),
  knob: count('knob'),
  leaf: count('leaf', 'leaves'),
  loaf: count('loaf', 'loaves'),
  mug: count('mug'),
  package: count('package'),
  packet: count('packet'),
  pinch: count('pinch', 'pinches'),
  rasher: count('rasher'),
  scoop: count('scoop'),
  sheet: count('sheet'),
  shot: count('shot'),
  slice: count('slice'),
  splash: count('splash', 'splashes'),
  sprig: count('sprig'),
  sprinkle: count('sprinkle'),
  square: count('square'),
  squeeze: count('squeeze'),
  stalk: count('stalk'),
  stick: count('stick'),
  strip: count('strip'),
  teacup: count('teacup'),
  thumb: count('thumb'),
  wedge: count('wedge'),
} as const satisfies Record<string, UnitInfo>;

export type UnitId = keyof typeof UNITS;
export const UNIT_IDS = Object.keys(UNITS) as UnitId[];
export const isUnitId = (value: string): value is UnitId => Object.hasOwn(UNITS, value);
export const unitInfo = (id: UnitId): UnitInfo => UNITS[id];

/** Other ids parse-ingredient reports for the same unit. */
export const UNIT_ALIASES: Readonly<Record<string, UnitId>> = {
  tin: 'can',
  pack: 'package',
  sachet: 'envelope',
  rib: 'stalk',
};

/** Size words parse-ingredient reads as units ("2 large eggs"): on a shopping list they count pieces. */
export const SIZE_WORDS: ReadonlySet<string> = new Set(['small', 'medium', 'large']);

const unit = (short: string, plural: string, alternates: string[] = []) => ({ short, plural, alternates });

/** The labeller's kitchen units, and two a shopping list also counts by. */
export const PARSER_UNITS: UnitOfMeasureDefinitions = {
  ...KITCHEN_UNITS,
  fillet: unit('fillet', 'fillets'),
  sprinkle: unit('sprinkle', 'sprinkles'),
};
