/**
 * Kitchen units `parse-ingredient` does not ship, and British spellings of those it does, by the
 * ids it gives units. The labeller (catalog/labels) and the shopping list read lines with them, so
 * both read a line alike.
 */
import { unitsOfMeasure, type UnitOfMeasure, type UnitOfMeasureDefinitions } from 'parse-ingredient';

const unit = (short: string, plural: string, alternates: string[] = []) => ({ short, plural, alternates });

/** A shipped unit with extra spellings (British "litre", "gramme"), keeping its type and factor. */
function withSpellings(id: string, spellings: string[]): UnitOfMeasure {
  const base = unitsOfMeasure[id];
  if (base === undefined) return unit(id, `${id}s`, spellings);
  return { ...base, alternates: [...(base.alternates ?? []), ...spellings] };
}

/**
 * Kitchen units parse-ingredient does not ship. Registering them lets "2 slices bread" parse as
 * 2 × slice of "bread" rather than a description starting with "slices".
 */
export const KITCHEN_UNITS: UnitOfMeasureDefinitions = {
  slice: unit('slice', 'slices'),
  loaf: unit('loaf', 'loaves'),
  rasher: unit('rasher', 'rashers'),
  strip: unit('strip', 'strips'),
  tin: unit('tin', 'tins'),
  jar: unit('jar', 'jars'),
  bottle: unit('bottle', 'bottles'),
  packet: unit('packet', 'packets', ['pkt']),
  sachet: unit('sachet', 'sachets'),
  envelope: unit('envelope', 'envelopes'),
  handful: unit('handful', 'handfuls'),
  knob: unit('knob', 'knobs'),
  splash: unit('splash', 'splashes'),
  dollop: unit('dollop', 'dollops'),
  squeeze: unit('squeeze', 'squeezes'),
  drizzle: unit('drizzle', 'drizzles'),
  stalk: unit('stalk', 'stalks'),
  rib: unit('rib', 'ribs'),
  sheet: unit('sheet', 'sheets'),
  cube: unit('cube', 'cubes'),
  thumb: unit('thumb', 'thumbs'),
  scoop: unit('scoop', 'scoops'),
  square: unit('square', 'squares'),
  block: unit('block', 'blocks'),
  mug: unit('mug', 'mugs'),
  teacup: unit('teacup', 'teacups'),
  glass: unit('glass', 'glasses'),
  shot: unit('shot', 'shots'),
  wedge: unit('wedge', 'wedges'),
  each: unit('ea', 'each', ['ea.']),
  dessertspoon: unit('dsp', 'dessertspoons', ['dessertspoonful']),
  // "spoon" in older recipes means a tablespoon.
  tablespoon: withSpellings('tablespoon', [
    'tbs',
    'tbs.',
    'tbl',
    'tbsps',
    'TB',
    'tablespoonfuls',
    'spoon',
    'spoons',
    'spoonful',
    'spoonfuls',
  ]),
  teaspoon: withSpellings('teaspoon', ['tsps', 'tsps.', 'tspn', 'teaspoonfuls']),
  jigger: unit('jigger', 'jiggers'),
  centiliter: unit('cl', 'centiliters', ['cl.', 'centilitre', 'centilitres']),
  liter: withSpellings('liter', ['litre', 'litres', 'lt', 'ltr', 'ltrs', 'liters']),
  milliliter: withSpellings('milliliter', ['millilitre', 'millilitres', 'mls']),
  deciliter: withSpellings('deciliter', ['decilitre', 'decilitres']),
  gram: withSpellings('gram', ['gr', 'gr.', 'grs', 'gramme', 'grammes', 'grm', 'gm', 'gms']),
  kilogram: withSpellings('kilogram', ['kilo', 'kilos', 'kgs', 'kilogramme', 'kilogrammes']),
  package: withSpellings('package', ['pcks', 'pck', 'pkts']),
};
