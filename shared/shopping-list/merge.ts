/**
 * Merging the lines of a shopping list into what to buy: lines with the same food key (and the
 * same checked state) become one, their amounts added where that is sound. Weights add to weights
 * and volumes to volumes; a volume adds to a weight only through the food's density; a counted
 * unit adds only to the same unit. Whatever cannot be added is written side by side
 * ("400 g + 1 can tomatoes"), never summed wrongly.
 */
import {
  foodKey,
  formatQuantity,
  lastWord,
  plural,
  readLines,
  singular,
  unitLabel,
  type LineReading,
} from './read-line';
import { AISLE_LABELS, AISLES, type Aisle, type LineSource, type ShoppingLine } from './types';
import { UNITS, type UnitId, type UnitInfo } from './units';

export interface MergedLine {
  /** Stable across renders: the food key and whether it is checked. */
  id: string;
  key: string;
  aisle: Aisle;
  /** What to buy: "450 g flour", "2 cloves garlic", "400 g + 1 can tomatoes". */
  text: string;
  checked: boolean;
  /** The recipes it came from, each once. */
  sources: LineSource[];
  /** The stored lines it was made of, in list order. */
  lines: ShoppingLine[];
}

export interface AisleGroup {
  aisle: Aisle;
  label: string;
  lines: MergedLine[];
}

interface Range {
  low: number;
  high: number;
}

/** A sum of one kind: grams or millilitres, with the units it was written in. */
interface Measure extends Range {
  units: Set<UnitId>;
}

const add = (range: Range, low: number, high: number) => {
  range.low += low;
  range.high += high;
};

/** The sum of a group's readings, as text before the name ("450 g", "2 cloves + 1 tbsp"), or null when none has an amount. */
function sumAmounts(readings: LineReading[], density: number | null): { amount: string | null; pieces: number | null } {
  const mass: Measure = { low: 0, high: 0, units: new Set() };
  const volume: Measure = { low: 0, high: 0, units: new Set() };
  /** Per counted unit ('' for bare pieces). */
  const counts = new Map<string, Range>();
  for (const reading of readings) {
    if (reading.quantity === null) continue;
    const low = reading.quantity;
    const high = reading.quantityMax ?? reading.quantity;
    const info: UnitInfo | null = reading.unit === null ? null : UNITS[reading.unit];
    if (info === null || info.kind === 'count') {
      const countAs = info === null ? '' : (info.countAs ?? reading.unit ?? '');
      const factor = info?.factor ?? 1;
      const range = counts.get(countAs) ?? { low: 0, high: 0 };
      add(range, low * factor, high * factor);
      counts.set(countAs, range);
    } else {
      const measure = info.kind === 'mass' ? mass : volume;
      add(measure, low * info.factor, high * info.factor);
      measure.units.add(reading.unit!);
    }
  }
  // A volume and a weight of the same food add up through its density, as a weight: foods whose
  // density we know (flour, sugar, butter) are sold by weight.
  if (density !== null && mass.units.size > 0 && volume.units.size > 0) {
    add(mass, volume.low * density, volume.high * density);
    for (const unit of volume.units) mass.units.add(unit);
    volume.units.clear();
  }
  const parts: string[] = [];
  if (mass.units.size > 0) parts.push(writeMeasure(mass, 'mass'));
  if (volume.units.size > 0) parts.push(writeMeasure(volume, 'volume'));
  let pieces: number | null = null;
  for (const [unit, range] of counts) {
    if (unit !== '') parts.push(`${writeRange(range, unit as UnitId)} ${unitLabel(unit as UnitId, range.high)}`);
  }
  // Bare pieces come last, next to the name they count: "400 g + 2 tomatoes".
  const bare = counts.get('');
  if (bare !== undefined) {
    parts.push(writeRange(bare, null));
    pieces = bare.high;
  }
  return { amount: parts.length > 0 ? parts.join(' + ') : null, pieces };
}

function writeRange(range: Range, unit: UnitId | null): string {
  const low = formatQuantity(range.low, unit);
  const high = formatQuantity(range.high, unit);
  return low === high ? low : `${low}–${high}`;
}

/**
 * A sum of weights or volumes in the unit its lines used when they agree, else in the metric unit
 * when any line was metric, else in the US unit that reads best.
 */
function writeMeasure(measure: Measure, kind: 'mass' | 'volume'): string {
  const units = [...measure.units];
  const only = units.length === 1 && UNITS[units[0]!].kind === kind ? units[0]! : null;
  const metric = units.some((id) => (UNITS[id] as UnitInfo).metric === true);
  let unit: UnitId;
  if (only !== null && only !== 'gram' && only !== 'milliliter') unit = only;
  else if (metric) {
    unit =
      kind === 'mass' ? (measure.high >= 1000 ? 'kilogram' : 'gram') : measure.high >= 1000 ? 'liter' : 'milliliter';
  } else if (kind === 'mass') unit = measure.high >= 453.6 ? 'pound' : 'ounce';
  else unit = measure.high >= 60 ? 'cup' : measure.high >= 15 ? 'tablespoon' : 'teaspoon';
  const factor = UNITS[unit].factor;
  const range = { low: measure.low / factor, high: measure.high / factor };
  return `${writeRange(range, unit)} ${unitLabel(unit, range.high)}`;
}

/** The name a merged line shows: the first line's, singular or plural to agree with a count of pieces. */
function displayName(name: string, pieces: number | null): string {
  if (pieces === null) return name;
  const one = lastWord(name, singular);
  return pieces > 1 ? lastWord(one, plural) : one;
}

function mergeGroup(key: string, lines: ShoppingLine[], readings: LineReading[]): MergedLine {
  const first = lines[0]!;
  const density = lines.find((line) => line.food.density !== null)?.food.density ?? null;
  const { amount, pieces } = sumAmounts(readings, density);
  const sources: LineSource[] = [];
  for (const line of lines) {
    for (const source of line.sources) {
      if (!sources.some((known) => known.recipeId === source.recipeId)) sources.push(source);
    }
  }
  const named = readings.find((reading) => reading.quantity !== null) ?? readings[0]!;
  // One line keeps its own words; several are written from their sum.
  const text =
    lines.length === 1 ? first.text : amount === null ? first.text : `${amount} ${displayName(named.name, pieces)}`;
  return {
    id: `${first.checked ? 'checked' : 'open'}:${key}`,
    key,
    aisle: first.food.aisle,
    text,
    checked: first.checked,
    sources,
    lines,
  };
}

/** The list as it is shown: merged lines grouped by aisle, aisles in shop order, lines by name. */
export function mergeShoppingList(lines: readonly ShoppingLine[]): AisleGroup[] {
  const readings = readLines(lines.map((line) => line.text));
  const groups = new Map<string, { lines: ShoppingLine[]; readings: LineReading[] }>();
  lines.forEach((line, index) => {
    const key = line.food.key || foodKey(line.text);
    const id = `${line.checked ? '1' : '0'}\u0000${key}`;
    const group = groups.get(id) ?? { lines: [], readings: [] };
    group.lines.push(line);
    group.readings.push(readings[index]!);
    groups.set(id, group);
  });
  const merged = [...groups.entries()].map(([id, group]) => mergeGroup(id.slice(2), group.lines, group.readings));
  return AISLES.flatMap((aisle) => {
    const inAisle = merged
      .filter((line) => line.aisle === aisle)
      .sort((a, b) => a.key.localeCompare(b.key) || Number(a.checked) - Number(b.checked));
    return inAisle.length > 0 ? [{ aisle, label: AISLE_LABELS[aisle], lines: inAisle }] : [];
  });
}

/** What remains to buy as plain text, by aisle, for the clipboard. */
export function listAsText(groups: readonly AisleGroup[]): string {
  const sections = groups.flatMap((group) => {
    const open = group.lines.filter((line) => !line.checked);
    return open.length > 0 ? [`${group.label}\n${open.map((line) => `- ${line.text}`).join('\n')}`] : [];
  });
  return sections.join('\n\n');
}
