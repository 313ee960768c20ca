import { dayNumber } from './plan-dates';
import { cleanText, shown, textProblem, type TextRule } from './user-text';

/**
 * The pantry: what a kitchen has in, shared by a household like its shopping list
 * (`/api/pantry`, every call with the token). No zod here, so the page's form checks an item by
 * the same rules as the server without loading the validation library.
 */
export const PANTRY_LIMITS = {
  /** Items in one pantry. */
  items: 1000,
  nameLength: 200,
  amountLength: 40,
  /** Items one request may add: a whole shopping trip. */
  itemsPerRequest: 100,
  /** Names one "used in cooking" call may take out. */
  namesPerUse: 100,
} as const;

/** An item as the server answers it; `expiresInDays` counts from the server's today (UTC), negative once past. */
export interface PantryItem {
  id: string;
  name: string;
  /** Free text: "500 g", "2", "half a bag". Null when not said. */
  amount: string | null;
  /** `YYYY-MM-DD`, a real date; null when it has none. */
  bestBefore: string | null;
  /** A staple (salt, oil) the kitchen always has: listed last, never taken out by cooking. */
  alwaysHave: boolean;
  addedAt: string;
  expiresInDays: number | null;
}

/** What a person writes for an item; `amount` and `bestBefore` may be left out, null or empty. */
export interface NewPantryItem {
  name: string;
  amount?: string | null;
  bestBefore?: string | null;
  alwaysHave?: boolean;
}

/** An item checked and cleaned, ready to store. */
export interface CleanPantryItem {
  name: string;
  amount: string | null;
  bestBefore: string | null;
  alwaysHave: boolean;
}

/** A change of one item: only the fields it names change; null clears `amount` or `bestBefore`. */
export type PantryPatch = Partial<NewPantryItem>;

export interface PantryResponse {
  items: PantryItem[];
}

/**
 * `POST /api/pantry/items` answers which items were added and which were refused and why: one
 * bad item (or one past the limit) refuses that item only. `index` is its place in the request.
 * When none was added the answer is an error instead: 409 when the pantry is full, 400 otherwise,
 * its reason naming the first refused item.
 */
export interface PantryAddResponse {
  items: PantryItem[];
  refused: PantryRefusal[];
}
export interface PantryRefusal {
  index: number;
  /** The name as sent, cut short for showing. */
  name: string;
  reason: string;
}

/** `POST /api/pantry/use`: the items taken out, and the names no item could be taken for. */
export interface PantryUseResponse {
  taken: PantryItem[];
  /** Names only an always-have staple covers, or nothing in the pantry. */
  notTaken: string[];
}

const NAME_RULE: TextRule = { what: 'The name', max: PANTRY_LIMITS.nameLength };
const AMOUNT_RULE: TextRule = { what: 'The amount', max: PANTRY_LIMITS.amountLength };

export const PANTRY_MESSAGES = {
  nameRequired: 'An item needs a name.',
  notAnItem: 'An item must be an object with a name.',
  badDate: (value: string) => `The best-before date "${shown(value, 20)}" is not a real date: write it as YYYY-MM-DD.`,
  notBoolean: 'alwaysHave must be true or false.',
  full: (count: number) =>
    `A pantry holds at most ${PANTRY_LIMITS.items.toLocaleString('en')} items: yours has ${count.toLocaleString('en')}. Remove some first.`,
  notFound: 'That item is not in your pantry.',
  nothingToChange: 'Nothing to change: send name, amount, bestBefore or alwaysHave.',
  /** A refusal as a sentence naming the item. */
  refused: (index: number, name: string, reason: string) =>
    name === '' ? `Item ${index + 1}: ${reason}` : `"${name}": ${reason}`,
} as const;

type Checked<T> = { value: T } | { reason: string };

function checkName(value: unknown): Checked<string> {
  if (typeof value !== 'string') return { reason: PANTRY_MESSAGES.nameRequired };
  const name = cleanText(value, NAME_RULE);
  const problem = textProblem(name, NAME_RULE) ?? (name === '' ? PANTRY_MESSAGES.nameRequired : null);
  return problem === null ? { value: name } : { reason: problem };
}

function checkAmount(value: unknown): Checked<string | null> {
  if (value === undefined || value === null) return { value: null };
  if (typeof value !== 'string') return { reason: 'The amount must be text.' };
  const amount = cleanText(value, AMOUNT_RULE);
  const problem = textProblem(amount, AMOUNT_RULE);
  return problem === null ? { value: amount === '' ? null : amount } : { reason: problem };
}

function checkDate(value: unknown): Checked<string | null> {
  if (value === undefined || value === null || value === '') return { value: null };
  if (typeof value !== 'string') return { reason: 'The best-before date must be text, YYYY-MM-DD.' };
  return dayNumber(value) === undefined ? { reason: PANTRY_MESSAGES.badDate(value) } : { value };
}

function checkBoolean(value: unknown): Checked<boolean> {
  if (value === undefined) return { value: false };
  return typeof value === 'boolean' ? { value } : { reason: PANTRY_MESSAGES.notBoolean };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks and cleans an item a person wrote: the item, or the first reason it is refused. */
export function checkPantryItem(input: unknown): { item: CleanPantryItem } | { reason: string } {
  if (!isObject(input)) return { reason: PANTRY_MESSAGES.notAnItem };
  const name = checkName(input.name);
  if ('reason' in name) return name;
  const amount = checkAmount(input.amount);
  if ('reason' in amount) return amount;
  const bestBefore = checkDate(input.bestBefore);
  if ('reason' in bestBefore) return bestBefore;
  const alwaysHave = checkBoolean(input.alwaysHave);
  if ('reason' in alwaysHave) return alwaysHave;
  return {
    item: { name: name.value, amount: amount.value, bestBefore: bestBefore.value, alwaysHave: alwaysHave.value },
  };
}

/** Checks a change: the fields it names, cleaned, or the first reason it is refused. */
export function checkPantryPatch(input: unknown): { patch: Partial<CleanPantryItem> } | { reason: string } {
  if (!isObject(input)) return { reason: PANTRY_MESSAGES.nothingToChange };
  const patch: Partial<CleanPantryItem> = {};
  if (input.name !== undefined) {
    const name = checkName(input.name);
    if ('reason' in name) return name;
    patch.name = name.value;
  }
  if (input.amount !== undefined) {
    const amount = checkAmount(input.amount);
    if ('reason' in amount) return amount;
    patch.amount = amount.value;
  }
  if (input.bestBefore !== undefined) {
    const bestBefore = checkDate(input.bestBefore);
    if ('reason' in bestBefore) return bestBefore;
    patch.bestBefore = bestBefore.value;
  }
  if (input.alwaysHave !== undefined) {
    const alwaysHave = checkBoolean(input.alwaysHave);
    if ('reason' in alwaysHave) return alwaysHave;
    patch.alwaysHave = alwaysHave.value;
  }
  return Object.keys(patch).length === 0 ? { reason: PANTRY_MESSAGES.nothingToChange } : { patch };
}

/** The name an item is shown by in a refusal: as sent, cut short, or '' when it sent none. */
export const refusedName = (input: unknown): string =>
  isObject(input) && typeof input.name === 'string' ? shown(input.name.trim(), 60) : '';

/** Days from `today` to `bestBefore` (both `YYYY-MM-DD`): 0 on the day itself, negative once past. */
export function daysUntil(bestBefore: string | null, today: string): number | null {
  if (bestBefore === null) return null;
  const end = dayNumber(bestBefore);
  const start = dayNumber(today);
  return end === undefined || start === undefined ? null : end - start;
}

/** "Use soon" marks an item whose best-before date is at most this many days away. */
export const USE_SOON_DAYS = 3;

/** How near an item is to its date: past it, to use soon (within USE_SOON_DAYS), or neither. */
export function freshness(expiresInDays: number | null): 'past' | 'soon' | null {
  if (expiresInDays === null) return null;
  if (expiresInDays < 0) return 'past';
  return expiresInDays <= USE_SOON_DAYS ? 'soon' : null;
}

/**
 * The pantry's order: dated items first, nearest date first; then undated items; then the
 * always-have staples (a staple with a date counts as dated); by name within each, then by id.
 */
export function comparePantryItems(
  a: Pick<PantryItem, 'id' | 'name' | 'bestBefore' | 'alwaysHave'>,
  b: Pick<PantryItem, 'id' | 'name' | 'bestBefore' | 'alwaysHave'>,
): number {
  const group = (item: typeof a) => (item.bestBefore !== null ? 0 : item.alwaysHave ? 2 : 1);
  return (
    group(a) - group(b) ||
    (a.bestBefore !== null && b.bestBefore !== null ? a.bestBefore.localeCompare(b.bestBefore) : 0) ||
    a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) ||
    Number(a.id) - Number(b.id)
  );
}

/** One word's singular by the simple English endings: berries → berry, tomatoes → tomato, boxes → box, eggs → egg. */
function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:oes|ses|xes|zes|ches|shes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

/** A food name as the pantry compares it: lower case, accents and punctuation dropped, each word singular. */
export function pantryKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map(singular)
    .join(' ');
}

/**
 * Whether a pantry item covers a shopping line's food name: the same words once case, accents,
 * punctuation and plural endings are set aside ("Tomatoes" covers "tomato", "Crème fraîche"
 * covers "creme fraiche"). Nothing looser: "oil" does not cover "olive oil", nor "flour" "bread
 * flour", since a kitchen with one may still need the other.
 */
export function pantryCovers(itemName: string, foodName: string): boolean {
  const key = pantryKey(itemName);
  return key !== '' && key === pantryKey(foodName);
}

/**
 * `POST /api/shopping-list/to-pantry` ("bought: put in the pantry"): the checked lines named by
 * `ids` (or every checked line when `ids` is left out) become pantry items, their name and
 * amount read from the line, and leave the list. Each line is added or refused by itself: a line
 * that is not on the list or not checked, an item the pantry refuses, or one past a full pantry.
 */
export interface ToPantryRequest {
  ids?: (string | number)[];
}
export interface ToPantryResponse {
  /** The lines that went, each with the item it became. */
  added: { lineId: string; item: PantryItem }[];
  /** The lines that stayed on the list, each with why. */
  refused: { lineId: string; text: string; reason: string }[];
}

/** Lines one "put in the pantry" call may name: a whole list. */
export const TO_PANTRY_MAX_IDS = 500;

export const TO_PANTRY_MESSAGES = {
  notOnList: 'That line is not on your shopping list.',
  notChecked: 'That line is not checked: check what you bought first.',
  noneChecked: 'No line is checked: check what you bought first.',
  noneOnList: 'None of those lines is on your shopping list.',
} as const;

/** An item cooking took out, as kept with its plan entry so that undoing puts back exactly it. */
export interface CookedTakenItem {
  name: string;
  amount: string | null;
  bestBefore: string | null;
  addedAt: string;
}
