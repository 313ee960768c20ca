import { pantryCovers, type NewPantryItem } from './pantry';
import { formatQuantity, readLine, unitLabel } from './shopping-list/read-line';

/**
 * Where the pantry meets shopping lines and ingredient lines. Kept apart from `pantry.ts`, which
 * the pantry page loads, because reading a line needs the ingredient parser.
 */

/**
 * The pantry item a bought shopping line becomes: the food the line names ("plain flour" of
 * "2 cups plain flour, sifted") and its amount as written again from the line's parts
 * ("2 cups"); a line without an amount gives an item without one.
 */
export function pantryItemOfLine(text: string): NewPantryItem {
  const reading = readLine(text);
  const name = reading.name.trim() === '' ? text.trim() : reading.name.trim();
  if (reading.quantity === null) return { name, amount: null };
  const top = reading.quantityMax ?? reading.quantity;
  const low = formatQuantity(reading.quantity, reading.unit);
  const amount = reading.quantityMax === null ? low : `${low}-${formatQuantity(top, reading.unit)}`;
  return { name, amount: reading.unit === null ? amount : `${amount} ${unitLabel(reading.unit, top)}` };
}

/** The food a shopping or ingredient line names, as the pantry compares it ("tomatoes" of "2 tomatoes, diced"). */
export const lineFoodName = (text: string): string => {
  const name = readLine(text).name.trim();
  return name === '' ? text.trim() : name;
};

/**
 * The rule of "covered": a line is covered when some pantry item, a staple included, names the
 * same food as the line (`pantryCovers` over the line's food name: case, accents, punctuation and
 * plural endings aside, nothing looser). The amount is not weighed: amounts are free text.
 * Answers the covering item's name, or null.
 */
export function coveringItem(items: readonly { name: string }[], lineText: string): string | null {
  const food = lineFoodName(lineText);
  return items.find((item) => pantryCovers(item.name, food))?.name ?? null;
}
