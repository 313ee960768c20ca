/**
 * Unit tables used to turn a parsed quantity into grams.
 *
 * Unit ids are those of `parse-ingredient` with `normalizeUOM: true` (`cup`, `tablespoon`, `gram`, ...)
 * plus the kitchen units it does not know, which we register through its `additionalUOMs` option
 * (see EXTRA_UNITS). Volumes are US kitchen measures rounded the way recipe writers use them
 * (a cup is 240 ml, not 236.6), because recipes written with "cup" assume the rounded value.
 */

/** Grams per mass unit. */
export const MASS_GRAMS: Readonly<Record<string, number>> = {
  gram: 1,
  kilogram: 1000,
  milligram: 0.001,
  ounce: 28.35,
  pound: 453.6,
};

/** Millilitres per volume unit; grams follow from the ingredient's density. */
export const VOLUME_ML: Readonly<Record<string, number>> = {
  milliliter: 1,
  centiliter: 10,
  deciliter: 100,
  liter: 1000,
  teaspoon: 5,
  dessertspoon: 10,
  tablespoon: 15,
  cup: 240,
  'fluid ounce': 29.57,
  pint: 473,
  quart: 946,
  gallon: 3785,
  splash: 10,
  drizzle: 10,
  squeeze: 5,
  glass: 200,
  mug: 250,
  teacup: 180,
  shot: 30,
  jigger: 45,
};

/**
 * Measures so small that density does not matter: grams directly. A pinch of salt and a pinch of
 * chilli flakes differ, but both are nutritionally nothing.
 */
export const TINY_GRAMS: Readonly<Record<string, number>> = {
  pinch: 0.3,
  dash: 0.6,
  drop: 0.05,
  sprinkle: 0.5,
};

/** Size words parse-ingredient reports as units; they scale the ingredient's "each" weight. */
export const SIZE_FACTOR: Readonly<Record<string, number>> = {
  small: 0.7,
  medium: 1,
  large: 1.3,
};

/**
 * Counted units whose weight depends on the ingredient (a stick of butter is 113 g, a stick of
 * cinnamon 3 g). The knowledge base may give a weight per unit; otherwise these defaults apply.
 */
export const PER_UNIT_IDS = [
  'clove',
  'stick',
  'slice',
  'can',
  'jar',
  'bottle',
  'bunch',
  'head',
  'sprig',
  'sheet',
  'cube',
  'inch',
  'ear',
  'stalk',
  'packet',
  'package',
  'block',
  'handful',
  'knob',
  'rasher',
  'strip',
  'scoop',
  'square',
  'envelope',
  'thumb',
  'dollop',
  'bag',
  'box',
  'carton',
  'container',
  'loaf',
] as const;
export type PerUnit = (typeof PER_UNIT_IDS)[number];

export const DEFAULT_UNIT_GRAMS: Readonly<Record<PerUnit, number>> = {
  clove: 5,
  stick: 113,
  slice: 30,
  can: 400,
  jar: 300,
  bottle: 330,
  bunch: 30,
  head: 500,
  sprig: 1,
  sheet: 10,
  cube: 10,
  inch: 10,
  ear: 100,
  stalk: 40,
  packet: 250,
  package: 250,
  block: 250,
  handful: 30,
  knob: 15,
  rasher: 12,
  strip: 12,
  scoop: 30,
  square: 7,
  envelope: 7,
  thumb: 15,
  dollop: 30,
  bag: 250,
  box: 250,
  carton: 500,
  container: 250,
  // A shop loaf weighs 400 to 800 g; the lower middle keeps bread-heavy recipes from looking light.
  loaf: 500,
};

/** Aliases parse-ingredient reports under other ids that mean the same counted unit. */
export const UNIT_ALIASES: Readonly<Record<string, PerUnit>> = {
  tin: 'can',
  pack: 'package',
  sachet: 'envelope',
  rib: 'stalk',
  centimeter: 'inch',
};
/** A centimetre of ginger is 0.4 inch. */
export const LENGTH_FACTOR: Readonly<Record<string, number>> = { inch: 1, centimeter: 0.4 };

/** Units with no weight of their own: the count multiplies the ingredient's "each" weight. */
export const COUNT_UNIT_IDS: ReadonlySet<string> = new Set(['piece', 'dozen', 'wedge', 'fillet', 'leaf', 'each']);

/** The kitchen units parse-ingredient does not ship, registered through `additionalUOMs`. */
export { KITCHEN_UNITS as EXTRA_UNITS } from '../../shared/kitchen-units';
