/** The nine diets, spelled exactly as the API and the client use them (note the capital V). */
export const DIET_IDS = [
  'ketogenic',
  'vegetarian',
  'lacto-Vegetarian',
  'ovo-Vegetarian',
  'vegan',
  'pescatarian',
  'paleo',
  'primal',
  'whole30',
] as const;
export type DietId = (typeof DIET_IDS)[number];

/**
 * The six allergens the app first tracked: the allergies screen shows their toggles first, in this
 * order, and their ids and mask bits never change.
 */
export const SPEC_ALLERGY_IDS = ['gluten', 'peanut', 'shellfish', 'soy', 'sulfite', 'wheat'] as const;
/**
 * The allergens tracked last: each is also the free-from group of its own id, and both kinds of
 * mask give them their last bits (stored bits never move, so new ids go last in both lists).
 */
const LAST_ALLERGY_IDS = ['sesame', 'mustard', 'celery', 'lupin', 'mollusc'] as const;
/**
 * The other major allergens of the US and EU lists: milk (dairy), egg, fish, tree nuts and sesame
 * (both), mustard, celery, lupin and molluscs (EU). `shellfish` is the crustaceans and `mollusc`
 * the molluscs (docs/labels.md).
 */
export const MORE_ALLERGY_IDS = ['dairy', 'egg', 'fish', 'tree-nut', ...LAST_ALLERGY_IDS] as const;
/** Every tracked allergen: bit i of an allergen mask stands for ALLERGY_IDS[i], so new ids go last. */
export const ALLERGY_IDS = [...SPEC_ALLERGY_IDS, ...MORE_ALLERGY_IDS] as const;
export type AllergyId = (typeof ALLERGY_IDS)[number];
export type SpecAllergyId = (typeof SPEC_ALLERGY_IDS)[number];

export const isDietId = (value: string): value is DietId => (DIET_IDS as readonly string[]).includes(value);
export const isAllergyId = (value: string): value is AllergyId => (ALLERGY_IDS as readonly string[]).includes(value);

export const DIET_LABELS: Record<DietId, { name: string; description: string }> = {
  ketogenic: {
    name: 'Ketogenic',
    description:
      'Based on the ratio of fat, protein and carbohydrates: high in fat, moderate in protein, very low in carbohydrates.',
  },
  vegetarian: {
    name: 'Vegetarian',
    description: 'No meat or meat by-products.',
  },
  'lacto-Vegetarian': {
    name: 'Lacto-Vegetarian',
    description: 'Vegetarian without eggs; dairy is allowed.',
  },
  'ovo-Vegetarian': {
    name: 'Ovo-Vegetarian',
    description: 'Vegetarian without dairy; eggs are allowed.',
  },
  vegan: {
    name: 'Vegan',
    description: 'No meat, eggs, dairy or honey.',
  },
  pescatarian: {
    name: 'Pescatarian',
    description: 'Everything except meat; fish and seafood are allowed.',
  },
  paleo: {
    name: 'Paleo',
    description: 'Meat, fish, eggs, vegetables, fruit, nuts and seeds; no grains, legumes, dairy or refined sugar.',
  },
  primal: {
    name: 'Primal',
    description: 'Like paleo, but dairy is allowed.',
  },
  whole30: {
    name: 'Whole30',
    description:
      'Meat, fish, eggs, vegetables, fruit and certain oils; no added sweeteners, dairy except ghee, alcohol, grains, most legumes or additives.',
  },
};

export const ALLERGY_LABELS: Record<AllergyId, string> = {
  gluten: 'Gluten',
  peanut: 'Peanut',
  shellfish: 'Shellfish',
  soy: 'Soy',
  sulfite: 'Sulfite',
  wheat: 'Wheat',
  dairy: 'Milk',
  egg: 'Egg',
  fish: 'Fish',
  'tree-nut': 'Tree nuts',
  sesame: 'Sesame',
  mustard: 'Mustard',
  celery: 'Celery',
  lupin: 'Lupin',
  mollusc: 'Molluscs',
};

/**
 * Free-from groups: what a cook may ask a search to leave out ("dairy-free", "no nuts",
 * excludeIngredients=egg). A group that shares an allergen's id is that allergen, decided by the
 * same rule; the others (nuts, meat, alcohol, sugar, honey, gelatin) are decided from the
 * labeller's food categories (catalog/labels/rules.ts) with the allergens' safety rules.
 */
export const FREE_FROM_IDS = [
  'dairy',
  'egg',
  'nuts',
  'tree-nut',
  'peanut',
  'fish',
  'shellfish',
  'meat',
  'alcohol',
  'gluten',
  'wheat',
  'soy',
  'sulfite',
  'sugar',
  'honey',
  'gelatin',
  ...LAST_ALLERGY_IDS,
] as const;
export type FreeFromId = (typeof FREE_FROM_IDS)[number];
export const isFreeFromId = (value: string): value is FreeFromId =>
  (FREE_FROM_IDS as readonly string[]).includes(value);

export const FREE_FROM_LABELS: Record<FreeFromId, string> = {
  dairy: 'Dairy-free',
  egg: 'Egg-free',
  nuts: 'Nut-free',
  'tree-nut': 'Tree-nut-free',
  peanut: 'Peanut-free',
  fish: 'Fish-free',
  shellfish: 'Shellfish-free',
  meat: 'Meat-free',
  alcohol: 'Alcohol-free',
  gluten: 'Gluten-free',
  wheat: 'Wheat-free',
  soy: 'Soy-free',
  sulfite: 'Sulfite-free',
  sugar: 'No added sugar',
  honey: 'Honey-free',
  gelatin: 'Gelatin-free',
  sesame: 'Sesame-free',
  mustard: 'Mustard-free',
  celery: 'Celery-free',
  lupin: 'Lupin-free',
  mollusc: 'Mollusc-free',
};
