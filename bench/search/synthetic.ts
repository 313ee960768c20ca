import type { RecipeDraft } from '../../shared/recipe';
import { seededRandom } from '../../shared/seeded-random';

/**
 * Synthetic recipes with realistic word and ingredient distributions: a few staples (salt, garlic,
 * onion, olive oil, chicken) appear in a large share of recipes, the long tail rarely, as in real
 * catalogs. Deterministic for a given seed, so runs compare.
 */
const STAPLES: [string, number][] = [
  ['1 teaspoon salt', 0.7],
  ['2 cloves garlic, minced', 0.45],
  ['1 medium onion, chopped', 0.4],
  ['2 tablespoons olive oil', 0.45],
  ['1/2 teaspoon black pepper', 0.4],
  ['2 tablespoons unsalted butter', 0.25],
  ['500 g chicken thighs', 0.2],
  ['2 large eggs', 0.18],
  ['200 g plain flour', 0.15],
  ['1 tablespoon soy sauce', 0.08],
];

export const TAIL = [
  'carrots',
  'celery',
  'tomatoes',
  'red bell pepper',
  'zucchini',
  'eggplant',
  'spinach',
  'kale',
  'potatoes',
  'sweet potato',
  'mushrooms',
  'broccoli',
  'cauliflower',
  'green beans',
  'peas',
  'corn kernels',
  'cabbage',
  'leeks',
  'shallots',
  'ginger',
  'lemon juice',
  'lime juice',
  'parsley',
  'coriander',
  'basil',
  'thyme',
  'rosemary',
  'oregano',
  'cumin',
  'paprika',
  'turmeric',
  'cinnamon',
  'chili flakes',
  'honey',
  'sugar',
  'brown sugar',
  'maple syrup',
  'milk',
  'heavy cream',
  'yogurt',
  'parmesan',
  'cheddar',
  'feta',
  'mozzarella',
  'rice',
  'pasta',
  'rice noodles',
  'quinoa',
  'rolled oats',
  'chickpeas',
  'black beans',
  'lentils',
  'tofu',
  'peanut butter',
  'almonds',
  'walnuts',
  'cashews',
  'sesame seeds',
  'coconut milk',
  'vegetable stock',
  'chicken stock',
  'beef mince',
  'pork shoulder',
  'bacon',
  'salmon fillets',
  'cod fillets',
  'shrimp',
  'mussels',
  'white wine',
  'red wine vinegar',
  'apple cider vinegar',
  'dijon mustard',
  'fish sauce',
  'tahini',
  'avocado',
  'banana',
  'apples',
  'strawberries',
  'blueberries',
  'raisins',
  'dark chocolate',
  'cocoa powder',
  'baking powder',
  'vanilla extract',
  'lamb chops',
  'turkey breast',
  'duck breast',
  'anchovies',
  'capers',
  'olives',
  'pine nuts',
  'pumpkin',
  'beetroot',
  'radishes',
  'asparagus',
  'fennel',
];

export const TITLE_HEADS = [
  'Chicken',
  'Garlic',
  'Lemon',
  'Spicy',
  'Creamy',
  'Roasted',
  'Smoky',
  'Herb',
  'Crispy',
  'Honey',
  'Tomato',
  'Mushroom',
  'Salmon',
  'Beef',
  'Vegan',
  'Coconut',
  'Ginger',
  'Sesame',
  'Chili',
  'Summer',
];
export const TITLE_DISHES = [
  'Curry',
  'Soup',
  'Salad',
  'Stew',
  'Pasta',
  'Stir-Fry',
  'Tacos',
  'Bowl',
  'Bake',
  'Skillet',
  'Risotto',
  'Pie',
  'Noodles',
  'Wraps',
  'Traybake',
  'Chowder',
  'Burgers',
  'Omelette',
  'Frittata',
  'Pancakes',
];
export const CUISINES = [
  'Italian',
  'French',
  'Mexican',
  'Indian',
  'Thai',
  'Chinese',
  'Japanese',
  'Greek',
  'Spanish',
  'American',
  'Moroccan',
  'Korean',
  'Vietnamese',
  'Turkish',
  'British',
];
const DISH_TYPES = ['main course', 'side dish', 'soup', 'salad', 'dessert', 'breakfast', 'snack'];
const UNITS = ['100 g', '200 g', '1 cup', '2 tablespoons', '1 teaspoon', '250 ml', '3', '1/2 cup'];

/** Zipf-like pick: index i with weight 1/(i+1). */
function zipf(random: () => number, n: number): number {
  return Math.min(n - 1, Math.floor(Math.exp(random() * Math.log(n + 1)) - 1));
}

export function syntheticRecipe(index: number, random: () => number): RecipeDraft {
  const lines: string[] = [];
  for (const [line, share] of STAPLES) if (random() < share) lines.push(line);
  const tailCount = 3 + Math.floor(random() * 7);
  const seen = new Set<number>();
  while (seen.size < tailCount) seen.add(zipf(random, TAIL.length));
  for (const i of seen) lines.push(`${UNITS[Math.floor(random() * UNITS.length)]} ${TAIL[i]}`);
  const head = TITLE_HEADS[zipf(random, TITLE_HEADS.length)]!;
  const second = TAIL[zipf(random, TAIL.length)]!;
  const dish = TITLE_DISHES[Math.floor(random() * TITLE_DISHES.length)]!;
  const title = `${head} ${second.replace(/\b\w/g, (c) => c.toUpperCase())} ${dish}`;
  const withImage = random() < 0.9;
  return {
    sourceKey: `bench:${index}`,
    title,
    summary: `A synthetic ${dish.toLowerCase()} for benchmarks.`,
    image: withImage ? `/images/bench/${index}.webp` : '',
    servings: 1 + Math.floor(random() * 6),
    prepMinutes: 5 + Math.floor(random() * 30),
    cookMinutes: Math.floor(random() * 90),
    readyInMinutes: 0,
    cuisines: [CUISINES[zipf(random, CUISINES.length)]!],
    dishTypes: [DISH_TYPES[Math.floor(random() * DISH_TYPES.length)]!],
    ingredientLines: lines,
    instructions: 'Prepare the ingredients.\nCook until done.\nServe.',
    sourceName: 'Benchmark',
    sourceUrl: '',
    license: 'MIT',
  };
}

export function* syntheticRecipes(count: number, seed = 42, batch = 5000): Generator<RecipeDraft[]> {
  const random = seededRandom(seed);
  for (let start = 0; start < count; start += batch) {
    const drafts: RecipeDraft[] = [];
    for (let i = start; i < Math.min(count, start + batch); i++) {
      const draft = syntheticRecipe(i, random);
      draft.readyInMinutes = (draft.prepMinutes ?? 0) + (draft.cookMinutes ?? 0);
      drafts.push(draft);
    }
    yield drafts;
  }
}
