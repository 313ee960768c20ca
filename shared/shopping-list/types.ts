import type { UnitId } from './units';

/** The aisles a shopping list is grouped by, in the order a shop is usually walked. */
export const AISLES = ['produce', 'bakery', 'meat-and-fish', 'dairy', 'frozen', 'pantry', 'spices', 'other'] as const;
export type Aisle = (typeof AISLES)[number];
export const isAisle = (value: string): value is Aisle => (AISLES as readonly string[]).includes(value);

export const AISLE_LABELS: Readonly<Record<Aisle, string>> = {
  produce: 'Produce',
  bakery: 'Bakery',
  'meat-and-fish': 'Meat and fish',
  dairy: 'Dairy and eggs',
  frozen: 'Frozen',
  pantry: 'Pantry',
  spices: 'Spices',
  other: 'Other',
};

/** Limits on a list: a line as written, the lines of one list, the recipes one line names. */
export const SHOPPING_LIMITS = {
  lineLength: 200,
  lines: 500,
  /** Lines one request may add: a whole recipe, or one batch of a visitor's list at login. */
  linesPerRequest: 100,
  sources: 20,
  titleLength: 200,
} as const;

/** A recipe a line came from. */
export interface LineSource {
  recipeId: number;
  title: string;
}

/** What the server's food knowledge says about a line's food (catalog/knowledge/shopping). */
export interface FoodFacts {
  /** Lines with the same key are the same thing to buy and merge. */
  key: string;
  aisle: Aisle;
  /** Grams per millilitre, when a volume of it may be added to a weight. */
  density: number | null;
}

/** One line of a shopping list as stored: the text is the truth, the rest follows from it. */
export interface ShoppingLine {
  id: string;
  /** As written: "2 cups plain flour, sifted". */
  text: string;
  checked: boolean;
  /** The recipes it came from; none for an item the user added. */
  sources: LineSource[];
  food: FoodFacts;
  /** The pantry item that covers the line, by name, when one does (`coveringItem`, shared/pantry-lines.ts). */
  inPantry?: string;
}

/** A line as the server stores it and a visitor's browser keeps it, before its food is read. */
export type StoredLine = Omit<ShoppingLine, 'food' | 'inPantry'>;

/**
 * A line to add or the new content of one: either `text` as a person writes it, or its parts
 * (the list's line editor), from which the text is written.
 */
export interface LineContent {
  text?: string;
  name?: string;
  quantity?: number | null;
  unit?: UnitId | null;
}

export interface NewLine extends LineContent {
  sources?: LineSource[];
  checked?: boolean;
}

export interface LinePatch extends LineContent {
  checked?: boolean;
  sources?: LineSource[];
}

export interface ShoppingListResponse {
  lines: ShoppingLine[];
}
