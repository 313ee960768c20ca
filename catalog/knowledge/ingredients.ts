/**
 * The ingredient knowledge base: what an ingredient is (its categories), what 100 g of it holds,
 * and how much one counted piece weighs. The foods live in `foods/*.yaml`, one record a food
 * (format and authoring rules in `README.md`); this module reads them, checks every record
 * against a schema and fails naming the file and line of a bad one. Diet and allergen labels are
 * derived from the categories by the rules in `catalog/labels/rules.ts`; nothing here names a diet.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LineCounter, parseDocument, isSeq } from 'yaml';
import { z } from 'zod';
import { PER_UNIT_IDS, type PerUnit } from './units';

export const CATEGORIES = [
  // Animal products.
  'meat', // red meat, pork, game, offal, animal fat from them
  'poultry',
  'fish',
  'crustacean', // shrimp, prawn, crab, lobster, crayfish
  'mollusc', // mussel, clam, oyster, scallop, squid, octopus, snail
  'egg',
  'dairy',
  'clarified-butter', // ghee: dairy, yet whole30 and paleo allow it
  'honey',
  'gelatin', // gelatine, collagen: made from animal bones and skin
  'animal-rennet', // cheeses whose protected recipe requires calf rennet (Parmigiano, Gruyère...)
  // Allergen-bearing plants.
  'gluten-grain', // barley, rye, malt, regular oats: gluten without (necessarily) wheat
  'wheat', // every wheat species: durum, spelt, farro, kamut, semolina, bulgur, couscous
  'soy',
  'peanut',
  'tree-nut', // almond, hazelnut, walnut, cashew, pecan, brazil, pistachio, macadamia, pine nut, chestnut
  'sesame',
  'mustard', // seeds, powder, prepared mustard, mustard oil, leaves and sprouts
  'celery', // stalk, leaf, seed and celeriac, and the stocks, salts and spice blends that hold them
  'lupin',
  // Plants and products that some diets exclude.
  'legume', // beans, lentils, chickpeas, soy, peanuts
  'pod-legume', // green beans, peas, snow and snap peas: eaten as vegetables
  'grain', // cereals and pseudo-cereals, incl. corn, rice, quinoa, buckwheat
  'added-sugar', // refined sugars and syrups, artificial sweeteners
  'unrefined-sweetener', // maple syrup, coconut sugar, date syrup: paleo accepts them
  'alcohol',
  'sulfite', // wine, wine vinegar, dried fruit, molasses...
  'seed-oil', // refined seed oils and the spreads made from them
  'additive', // carrageenan, MSG, sulfite preservatives, colourings
  // Neutral plant and pantry categories.
  'vegetable',
  'fruit',
  'herb-spice',
  'nut', // botanical nuts incl. coconut; the allergen is 'tree-nut'
  'seed',
  'oil-fat',
  'water',
  'salt',
  'condiment',
  'starch',
  'leavening',
  'beverage',
] as const;
export type Category = (typeof CATEGORIES)[number];

export interface Macros {
  readonly kcal: number;
  readonly fat: number;
  readonly protein: number;
  readonly carbs: number;
}

export interface IngredientEntry {
  /** Canonical name: the first of `names`. */
  readonly id: string;
  /** Every phrase that names this ingredient, singular, as a cook writes it. */
  readonly names: readonly string[];
  readonly categories: readonly Category[];
  readonly per100g: Macros;
  /** Grams of one counted item of medium size ("1 egg", "2 onions"). */
  readonly each?: number;
  /** Grams per millilitre, for lines measured in cups and spoons. */
  readonly density?: number;
  /**
   * For ingredients sold dry and weighed dry (rice, pasta, lentils): the share of the dry energy
   * left in the same weight once cooked, used when a line says "cooked" ("600 g cooked rice").
   */
  readonly cooked?: number;
  /**
   * 'cooked' for a food sold dry but mostly bought cooked (beans and chickpeas come in cans): a
   * line measured by volume or count that says neither "dried" nor "cooked" is the cooked food.
   * A weight with no such word is dry, as for every food with `cooked`.
   */
  readonly usually?: 'cooked';
  /** Grams per counted unit where the default in units.ts would be wrong (a stick of cinnamon). */
  readonly per?: Readonly<Partial<Record<PerUnit, number>>>;
  /**
   * A word that changes what another ingredient holds ("breaded", "sweetened") or a harmless
   * phrase that must win over a shorter match ("sugar free"). It never makes a line known alone.
   */
  readonly modifier?: boolean;
}

/**
 * The food files, in the order their entries are read. Order matters only for duplicate names:
 * the first entry wins, so words that change another ingredient come first.
 */
export const FOOD_FILES = [
  'modifiers',
  'equipment',
  'basics',
  'herbs-and-spices',
  'vegetables',
  'fruit',
  'dried-fruit',
  'nuts-and-seeds',
  'legumes',
  'grains',
  'wheat-products',
  'dairy',
  'cheese',
  'eggs',
  'meat',
  'poultry',
  'fish',
  'shellfish',
  'oils-and-fats',
  'sweeteners',
  'condiments',
  'stocks',
  'alcohol',
  'beverages',
  'baking',
] as const;

export const FOODS_DIR = join(import.meta.dirname, 'foods');

const amount = z.number().finite().nonnegative();
const positive = z.number().finite().positive();

/** One food record as written in the YAML files. */
export const foodRecordSchema = z.strictObject({
  /** Every phrase that names the food, comma-separated, canonical first. */
  names: z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name.length > 0),
    )
    .pipe(z.array(z.string()).min(1, { error: 'names: at least one name' })),
  /** The canonical name, when it is not the first of `names`. */
  id: z.string().min(1).optional(),
  categories: z.array(z.enum(CATEGORIES)),
  per100g: z.strictObject({ kcal: amount, fat: amount, protein: amount, carbs: amount }),
  each: positive.optional(),
  density: positive.optional(),
  cooked: positive.max(1).optional(),
  usually: z.literal('cooked').optional(),
  per: z.partialRecord(z.enum(PER_UNIT_IDS), positive).optional(),
  modifier: z.literal(true).optional(),
});

function toEntry(record: z.output<typeof foodRecordSchema>): IngredientEntry {
  return {
    id: record.id ?? record.names[0]!,
    names: record.names,
    categories: record.categories,
    per100g: record.per100g,
    each: record.each,
    density: record.density,
    cooked: record.cooked,
    ...(record.usually === undefined ? {} : { usually: record.usually }),
    per: record.per,
    ...(record.modifier ? { modifier: true } : {}),
  };
}

/** Reads one food file; a record that breaks the schema is an error naming the file, line and field. */
export function parseFoodFile(text: string, file: string): IngredientEntry[] {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: true });
  if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors[0]!.message}`);
  if (!isSeq(doc.contents)) throw new Error(`${file}: expected a list of food records`);
  return doc.contents.items.map((node, index) => {
    const parsed = foodRecordSchema.safeParse((node as { toJSON(): unknown }).toJSON());
    if (parsed.success) return toEntry(parsed.data);
    const issue = parsed.error.issues[0];
    // The line of the field at fault, or of the nearest enclosing one that is there.
    const path = [...(issue?.path ?? [])];
    let at: unknown = node;
    while (path.length > 0) {
      const found = doc.getIn([index, ...path], true);
      if (found) {
        at = found;
        break;
      }
      path.pop();
    }
    const offset = (at as { range?: [number, number, number] }).range?.[0] ?? 0;
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw new Error(
      `${file}:${lineCounter.linePos(offset).line}: food record ${index + 1}: ${where}${issue?.message ?? 'invalid'}`,
    );
  });
}

function loadFoods(): IngredientEntry[] {
  return FOOD_FILES.flatMap((name) => {
    const file = join(FOODS_DIR, `${name}.yaml`);
    return parseFoodFile(readFileSync(file, 'utf8'), `catalog/knowledge/foods/${name}.yaml`);
  });
}

/** The whole knowledge base, in file order. */
export const INGREDIENTS: readonly IngredientEntry[] = loadFoods();
