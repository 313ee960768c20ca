/**
 * What the shopping list knows about foods (`shopping.yaml`): which names are the same thing to
 * buy, the densities that let a volume be added to a weight, and the aisle of every food, derived
 * from its categories in the food knowledge base. Read once and checked against a schema; a bad
 * record stops the program naming the file, the line and the field.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import { z } from 'zod';
import { foodKey } from '../../../shared/shopping-list/read-line';
import { AISLES, type Aisle, type FoodFacts } from '../../../shared/shopping-list/types';
import { CATEGORIES, type Category, type IngredientEntry } from '../ingredients';

export const SHOPPING_FILE = join(import.meta.dirname, 'shopping.yaml');

const aisleRuleSchema = z
  .strictObject({
    aisle: z.enum(AISLES),
    words: z.array(z.string().min(1)).min(1).optional(),
    categories: z.array(z.enum(CATEGORIES)).min(1).optional(),
  })
  .refine((rule) => rule.words !== undefined || rule.categories !== undefined, {
    error: 'a rule needs words, categories or both',
  });

const foodSchema = z.strictObject({
  names: z.array(z.string().min(1)).min(1),
  density: z.number().finite().positive().max(3).optional(),
  aisle: z.enum(AISLES).optional(),
});

export const shoppingFileSchema = z.strictObject({
  aisles: z.array(aisleRuleSchema).min(1),
  foods: z.array(foodSchema),
});

export interface ShoppingFood {
  /** The key of the first name: every line naming one of `names` merges under it. */
  readonly key: string;
  readonly names: readonly string[];
  readonly density: number | null;
  readonly aisle: Aisle | null;
}

export interface ShoppingKnowledge {
  readonly rules: readonly { aisle: Aisle; words?: readonly string[]; categories?: readonly Category[] }[];
  /** By the key of each of its names. */
  readonly foods: ReadonlyMap<string, ShoppingFood>;
}

/** Reads the file's text; a record that breaks the schema, or a name in two foods, is an error naming the line. */
export function parseShoppingFile(text: string, file: string): ShoppingKnowledge {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: true });
  if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors[0]!.message}`);
  const parsed = shoppingFileSchema.safeParse(doc.toJSON());
  const lineOf = (path: readonly PropertyKey[]) => {
    const at = [...path];
    while (at.length > 0) {
      const node = doc.getIn(at, true) as { range?: [number, number, number] } | undefined;
      if (node?.range) return lineCounter.linePos(node.range[0]).line;
      at.pop();
    }
    return 1;
  };
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${file}:${lineOf(issue.path)}: ${issue.path.join('.')}: ${issue.message}`);
  }
  const foods = new Map<string, ShoppingFood>();
  parsed.data.foods.forEach((record, index) => {
    const keys = record.names.map(foodKey);
    const food: ShoppingFood = {
      key: keys[0]!,
      names: keys,
      density: record.density ?? null,
      aisle: record.aisle ?? null,
    };
    for (const key of keys) {
      const owner = foods.get(key);
      if (owner !== undefined && owner !== food) {
        throw new Error(`${file}:${lineOf(['foods', index])}: "${key}" already names "${owner.key}"`);
      }
      foods.set(key, food);
    }
  });
  return { rules: parsed.data.aisles, foods };
}

export const SHOPPING: ShoppingKnowledge = parseShoppingFile(
  readFileSync(SHOPPING_FILE, 'utf8'),
  'catalog/knowledge/shopping/shopping.yaml',
);

const wordsOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The aisle the rules give a food of these categories named with these words. */
export function aisleOf(name: string, categories: readonly Category[], knowledge: ShoppingKnowledge = SHOPPING): Aisle {
  const words = new Set(wordsOf(name));
  for (const rule of knowledge.rules) {
    if (rule.words !== undefined && !rule.words.some((word) => words.has(word))) continue;
    if (rule.categories !== undefined && !rule.categories.some((category) => categories.includes(category))) continue;
    return rule.aisle;
  }
  return 'other';
}

/** The food the labeller's matcher found in a line's name, and the name it was found under. */
export interface FoundFood {
  readonly categories: readonly Category[];
  readonly entry?: Pick<IngredientEntry, 'id' | 'density'>;
  /** The written name that matched the entry ("ground black pepper" of the black pepper entry). */
  readonly name?: string;
  /** Words that say how a food is prepared, never which food it is ("ground", "crumbled"). */
  readonly preparation?: ReadonlySet<string>;
}

/** A word after the name of a food of this category that names the same product: "feta cheese" is feta. */
const SAME_PRODUCT_AFTER: Partial<Record<Category, string>> = { dairy: 'cheese' };

/** Words of preparation that a shop sells as another product: cooked chicken, ground (minced) meat. */
const OTHER_PRODUCT_WORDS: ReadonlySet<string> = new Set(['cooked']);
const OTHER_PRODUCT_WORDS_OF: Partial<Record<Category, readonly string[]>> = {
  meat: ['ground'],
  poultry: ['ground'],
  fish: ['ground'],
};

/**
 * The key of a line naming a food of the knowledge base under one of its names, when that name is
 * the food's canonical name and words of preparation before it ("ground black pepper" is black
 * pepper, "crumbled feta" is feta): such lines merge. A word that sends a food to another aisle
 * ("dried", "frozen") or that a shop sells as another product ("cooked", "ground turkey") names
 * another product, and so does any other word: "smoked paprika", "red
 * onion", "dill seed", "red pepper" of bell pepper, "roquefort" beside gruyere keep their own keys.
 */
function canonicalKey(key: string, found: FoundFood, knowledge: ShoppingKnowledge): string | null {
  if (found.entry === undefined || found.name === undefined || foodKey(found.name) !== key) return null;
  const canonical = foodKey(found.entry.id);
  let head = key;
  for (const category of found.categories) {
    const after = SAME_PRODUCT_AFTER[category];
    if (after !== undefined && head.endsWith(` ${after}`)) head = head.slice(0, -after.length - 1);
  }
  if (head === canonical) return canonical;
  if (!head.endsWith(` ${canonical}`)) return null;
  const before = head.slice(0, -canonical.length - 1).split(' ');
  const otherProduct = new Set([
    ...OTHER_PRODUCT_WORDS,
    ...knowledge.rules.flatMap((rule) => rule.words ?? []),
    ...found.categories.flatMap((category) => OTHER_PRODUCT_WORDS_OF[category] ?? []),
  ]);
  const describes = (word: string) => found.preparation?.has(word) === true && !otherProduct.has(word);
  return before.every(describes) ? canonical : null;
}

/**
 * The facts of a line's food: a name of a shopping food merges under that food's key, and so does
 * a name the knowledge base gives to the same product (`canonicalKey`); a longer name ending in one
 * ("organic spelt flour") keeps its own key but takes the density and aisle. Without a density in
 * the shopping file, a line that names a food of the knowledge base as its canonical product takes
 * that food's density ("dill", not "dill seed").
 */
export function shoppingFacts(name: string, found: FoundFood, knowledge: ShoppingKnowledge = SHOPPING): FoodFacts {
  const written = foodKey(name);
  const canonical = canonicalKey(written, found, knowledge);
  const key = knowledge.foods.has(written) ? written : (canonical ?? written);
  const exact = knowledge.foods.get(key);
  let food = exact;
  if (food === undefined) {
    const words = key.split(' ');
    for (let start = 1; start < words.length && food === undefined; start += 1) {
      food = knowledge.foods.get(words.slice(start).join(' '));
    }
  }
  return {
    key: exact?.key ?? key,
    aisle: food?.aisle ?? aisleOf(name, found.categories, knowledge),
    density: food?.density ?? (canonical === null ? null : (found.entry?.density ?? null)),
  };
}
