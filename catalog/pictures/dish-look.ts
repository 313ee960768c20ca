/**
 * What a recipe's picture shows besides its icons, read from the recipe's words: the vessel it is
 * served in, the colour of its sauce, crust or drink, and a garnish scattered over it. Small data
 * tables and word matching, so a red curry and a green one, or a stew and a loaf, are drawn apart.
 * See docs/decisions/005-recipe-pictures.md.
 */

export const VESSELS = [
  'plate',
  'bowl',
  'pot',
  'skillet',
  'tray',
  'loaf-tin',
  'glass',
  'mug',
  'doily',
  'board',
] as const;
export type Vessel = (typeof VESSELS)[number];

export interface DishWords {
  /** The recipe's title. */
  title: string;
  /** The ingredient lines as written (`800 g canned chopped tomatoes`). */
  ingredients: readonly string[];
  dishTypes: readonly string[];
  /** The dish icon, the first of the recipe's `picture` names. */
  dishIcon: string;
}

/** Lower-case, without accents, apostrophes and hyphens as spaces: `Ragù` → `ragu`, `stir-fry` → `stir fry`. */
export function foldWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’\-–]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whole words or phrases, each also matching its plural (`tomato` → `tomatoes`). */
function wordsPattern(words: readonly string[]): RegExp {
  const alternatives = words.map((word) =>
    foldWords(word)
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/ /g, ' '),
  );
  return new RegExp(`(?:^|[^\\p{L}\\p{N}])(?:${alternatives.join('|')})(?:e?s)?(?=$|[^\\p{L}\\p{N}])`, 'u');
}

// ---------------------------------------------------------------------------------------------
// Vessels: the first rule that matches wins. Title words come first (a "loaf" is a loaf whatever its
// icon), then the dish icon, then the dish types.

interface VesselRule {
  vessel: Vessel;
  /** Words of the title. */
  title?: readonly string[];
  /** Dish icons drawn in this vessel. */
  icons?: readonly string[];
  /** Dish types served in it. */
  dishTypes?: readonly string[];
  /** The rule applies to drinks only, or never to drinks. */
  drinks?: boolean;
  /** The rule applies only to dishes of one of these types ("crab cakes" are no cake). */
  only?: readonly string[];
}

const DRINK_ICONS = [
  'hot-beverage',
  'teacup-without-handle',
  'tumbler-glass',
  'cup-with-straw',
  'glass-of-milk',
  'tropical-drink',
  'cocktail-glass',
  'wine-glass',
  'beer-mug',
  'bubble-tea',
  'beverage-box',
  'mate',
  'clinking-glasses',
  'sake',
];

const VESSEL_RULES: readonly VesselRule[] = [
  // Drinks: cold ones in a glass, hot ones in a mug.
  {
    vessel: 'glass',
    drinks: true,
    title: ['iced', 'ice', 'cold', 'frozen', 'smoothie', 'shake', 'milkshake', 'lemonade', 'lassi', 'slush', 'punch'],
  },
  {
    vessel: 'mug',
    drinks: true,
    title: [
      'coffee',
      'latte',
      'cappuccino',
      'mocha',
      'espresso',
      'tea',
      'chai',
      'cocoa',
      'hot chocolate',
      'toddy',
      'mulled',
      'hot',
      'warm',
      'atole',
      'champurrado',
      'sahlab',
      'salep',
      'eggnog',
    ],
    icons: ['hot-beverage', 'teacup-without-handle'],
  },
  { vessel: 'glass', drinks: true },
  {
    vessel: 'loaf-tin',
    drinks: false,
    title: [
      'loaf',
      'banana bread',
      'zucchini bread',
      'pumpkin bread',
      'pound cake',
      'meatloaf',
      'terrine',
      'quick bread',
    ],
  },
  {
    vessel: 'skillet',
    drinks: false,
    title: [
      'skillet',
      'frittata',
      'omelette',
      'omelet',
      'tortilla espanola',
      'shakshuka',
      'menemen',
      'paella',
      'fajita',
      'hash',
      'stir fry',
      'stir fried',
      'fried rice',
      'cornbread',
      'dutch baby',
      'rosti',
      'one pan',
      'pan fried',
      'saute',
      'sauteed',
      'huevos',
      'chilaquiles',
    ],
  },
  {
    vessel: 'tray',
    drinks: false,
    title: [
      'lasagne',
      'lasagna',
      'gratin',
      'casserole',
      'moussaka',
      'pastitsio',
      'enchilada',
      'traybake',
      'tray',
      'sheet pan',
      'cobbler',
      'crumble',
      'brownie',
      'blondie',
      'flapjack',
      'tiramisu',
      'focaccia',
      'shepherd s pie',
      'cottage pie',
      'bake',
      'roast',
      'roasted',
      'dauphinoise',
      'kugel',
      'strata',
      'ziti',
      'cannelloni',
      'parmigiana',
      'tray bake',
      'sheet cake',
    ],
  },
  {
    vessel: 'pot',
    drinks: false,
    title: [
      'stew',
      'braise',
      'braised',
      'goulash',
      'tagine',
      'hotpot',
      'hot pot',
      'chili',
      'chilli con carne',
      'gumbo',
      'jambalaya',
      'dal',
      'dhal',
      'daal',
      'ragu',
      'cassoulet',
      'pot',
      'feijoada',
      'bourguignon',
      'ossobuco',
      'coq au vin',
      'pozole',
      'posole',
      'baked beans',
      'chowder',
      'stroganoff',
      'korma',
      'rendang',
    ],
  },
  {
    vessel: 'bowl',
    drinks: false,
    title: [
      'soup',
      'bowl',
      'ramen',
      'pho',
      'udon',
      'laksa',
      'porridge',
      'oatmeal',
      'oats',
      'congee',
      'granola',
      'muesli',
      'curry',
      'dip',
      'hummus',
      'houmous',
      'guacamole',
      'salsa',
      'raita',
      'tzatziki',
      'pudding',
      'mousse',
      'custard',
      'ice cream',
      'sorbet',
      'trifle',
      'yogurt',
      'bisque',
      'gazpacho',
      'broth',
      'poke',
      'bibimbap',
      'donburi',
      'salad',
    ],
  },
  {
    vessel: 'doily',
    drinks: false,
    only: ['dessert', 'baking', 'snack', 'breakfast'],
    title: [
      'cake',
      'cookie',
      'biscuit',
      'muffin',
      'scone',
      'tart',
      'cupcake',
      'macaron',
      'baklava',
      'biscotti',
      'shortbread',
      'doughnut',
      'donut',
      'madeleine',
      'cheesecake',
    ],
  },
  {
    vessel: 'board',
    drinks: false,
    title: [
      'bread',
      'sandwich',
      'toast',
      'bruschetta',
      'crostini',
      'pizza',
      'flatbread',
      'naan',
      'pita',
      'cheese board',
      'charcuterie',
      'quesadilla',
      'empanada',
      'focaccia',
      'bagel',
      'pretzel',
    ],
  },
  // The dish icon next: it shows what the dish is served in.
  { vessel: 'pot', drinks: false, icons: ['pot-of-food', 'stew'] },
  { vessel: 'skillet', drinks: false, icons: ['shallow-pan-of-food', 'cooking', 'paella'] },
  {
    vessel: 'bowl',
    drinks: false,
    icons: ['bowl-with-spoon', 'steaming-bowl', 'green-salad', 'curry-rice', 'custard', 'ramen', 'spoon'],
  },
  {
    vessel: 'doily',
    drinks: false,
    icons: ['shortcake', 'birthday-cake', 'cookie', 'cupcake', 'pie', 'doughnut', 'moon-cake'],
  },
  {
    vessel: 'board',
    drinks: false,
    icons: ['bread', 'baguette-bread', 'flatbread', 'stuffed-flatbread', 'cheese-wedge', 'pizza', 'sandwich', 'bagel'],
  },
  // Then the dish types.
  { vessel: 'bowl', drinks: false, dishTypes: ['soup', 'sauce', 'salad'] },
  { vessel: 'doily', drinks: false, dishTypes: ['dessert', 'baking'] },
  { vessel: 'board', drinks: false, dishTypes: ['snack'] },
];

interface CompiledVesselRule extends VesselRule {
  pattern?: RegExp;
}
const COMPILED_VESSEL_RULES: readonly CompiledVesselRule[] = VESSEL_RULES.map((rule) =>
  rule.title ? { ...rule, pattern: wordsPattern(rule.title) } : rule,
);

const lowerSet = (items: readonly string[]): Set<string> =>
  new Set(items.filter((item) => typeof item === 'string').map((item) => item.trim().toLowerCase()));

/** The vessel the dish is served in (a plate when nothing says otherwise). */
export function chooseVessel(words: DishWords): Vessel {
  const types = lowerSet(words.dishTypes);
  const icon = words.dishIcon.trim();
  const drink = types.has('drink') || DRINK_ICONS.includes(icon);
  const title = foldWords(words.title);
  for (const rule of COMPILED_VESSEL_RULES) {
    if (rule.drinks !== undefined && rule.drinks !== drink) continue;
    if (rule.only && !rule.only.some((type) => types.has(type))) continue;
    const byTitle = rule.pattern?.test(title) ?? false;
    const byIcon = rule.icons?.includes(icon) ?? false;
    const byType = rule.dishTypes?.some((type) => types.has(type)) ?? false;
    const unconditional = !rule.title && !rule.icons && !rule.dishTypes;
    if (byTitle || byIcon || byType || unconditional) return rule.vessel;
  }
  return 'plate';
}

// ---------------------------------------------------------------------------------------------
// Colours of the sauce, crust or drink: each colour collects points from the words that name it, in
// the title (4 points) and in the ingredient lines (1 point a line, less for a spoonful or a pinch).
// The most points win (a colour's entries add up); a tie goes to the colour listed first.

export interface Tint {
  name: string;
  /** The sauce's colour and a deeper one for its edge and bubbles. */
  fill: string;
  deep: string;
  words: readonly string[];
  /** Multiplies the points: turmeric colours a whole pot, butter hardly shows. */
  strength?: number;
}

export const SAUCE_COLOURS: readonly Tint[] = [
  {
    name: 'green',
    fill: '#7aa83a',
    deep: '#557a22',
    words: [
      'green curry',
      'pesto',
      'spinach',
      'kale',
      'matcha',
      'pea',
      'peas',
      'broccoli',
      'avocado',
      'courgette',
      'zucchini',
      'chard',
      'asparagus',
      'tomatillo',
      'green bean',
      'watercress',
      'salsa verde',
      'chimichurri',
      'sorrel',
      'nettle',
      'edamame',
      'pistachio',
      'green lentil',
      'fava',
      'broad bean',
      'callaloo',
      'moringa',
    ],
  },
  {
    name: 'red',
    fill: '#d4452c',
    deep: '#a5301c',
    words: [
      'red curry',
      'tomato',
      'passata',
      'tomato paste',
      'paprika',
      'chilli',
      'chili',
      'chile',
      'chilli powder',
      'cayenne',
      'gochujang',
      'gochugaru',
      'harissa',
      'sriracha',
      'sambal',
      'red pepper',
      'red bell pepper',
      'roasted red pepper',
      'ketchup',
      'chorizo',
      'marinara',
      'nduja',
      'berbere',
      'ancho',
      'guajillo',
      'chipotle',
      'pimenton',
      'red lentil',
      'kashmiri',
    ],
  },
  {
    name: 'crimson',
    fill: '#9e1f45',
    deep: '#741432',
    words: ['beetroot', 'beet', 'pomegranate', 'cranberry', 'cherry', 'red wine', 'hibiscus', 'sumac'],
    strength: 1.5,
  },
  {
    name: 'pink',
    fill: '#ee8fa4',
    deep: '#cf6078',
    words: ['strawberry', 'raspberry', 'rhubarb', 'watermelon', 'rose', 'rosewater', 'guava', 'pink'],
  },
  {
    name: 'orange',
    fill: '#ec8a2e',
    deep: '#c4661a',
    words: [
      'carrot',
      'pumpkin',
      'butternut',
      'squash',
      'sweet potato',
      'mango',
      'orange',
      'apricot',
      'peach',
      'papaya',
      'cheddar',
      'red palm oil',
      'annatto',
      'persimmon',
    ],
  },
  {
    name: 'yellow',
    fill: '#f1c232',
    deep: '#cc9a14',
    words: [
      'turmeric',
      'curry powder',
      'saffron',
      'yellow curry',
      'egg',
      'yolk',
      'lemon',
      'mustard',
      'corn',
      'sweetcorn',
      'polenta',
      'cornmeal',
      'pineapple',
      'banana',
      'custard',
      'yellow split pea',
      'chana dal',
      'passion fruit',
    ],
  },
  {
    name: 'cream',
    fill: '#f3ead6',
    deep: '#d9c9a6',
    words: [
      'cream',
      'double cream',
      'heavy cream',
      'sour cream',
      'creme fraiche',
      'coconut milk',
      'coconut cream',
      'coconut',
      'yogurt',
      'yoghurt',
      'bechamel',
      'ricotta',
      'mascarpone',
      'mayonnaise',
      'cream cheese',
      'labneh',
      'white chocolate',
      'white sauce',
    ],
  },
  {
    // Pale foods that show as the dish rather than colour a sauce: they tip a balance, no more.
    name: 'cream',
    fill: '#f3ead6',
    deep: '#d9c9a6',
    words: [
      'milk',
      'oat milk',
      'almond milk',
      'cauliflower',
      'white bean',
      'cannellini',
      'tahini',
      'feta',
      'tofu',
      'paneer',
      'rice',
      'potato',
      'vanilla',
    ],
    strength: 0.4,
  },
  {
    name: 'brown',
    fill: '#7b4a2b',
    deep: '#56311b',
    words: [
      'chocolate',
      'cocoa',
      'soy sauce',
      'tamari',
      'coffee',
      'espresso',
      'mushroom',
      'beef stock',
      'beef broth',
      'gravy',
      'hoisin',
      'oyster sauce',
      'balsamic',
      'tamarind',
      'molasses',
      'treacle',
      'caramel',
      'dulce de leche',
      'peanut butter',
      'brown lentil',
      'dark beer',
      'stout',
      'date',
      'miso',
      'kecap manis',
      'black tea',
      'cinnamon',
      'beef',
      'teriyaki',
    ],
  },
  {
    name: 'purple',
    fill: '#6e3b7e',
    deep: '#4d2459',
    words: ['blueberry', 'blackberry', 'blackcurrant', 'ube', 'red cabbage', 'purple', 'plum', 'grape', 'acai'],
    strength: 1.5,
  },
  {
    name: 'black',
    fill: '#35302e',
    deep: '#1f1b1a',
    words: ['squid ink', 'black bean', 'black rice', 'black sesame', 'nigella'],
    strength: 1.5,
  },
  {
    name: 'golden',
    fill: '#dfa54c',
    deep: '#b47a2a',
    words: [
      'pastry',
      'puff pastry',
      'breadcrumb',
      'panko',
      'flour',
      'honey',
      'maple syrup',
      'batter',
      'gruyere',
      'mozzarella',
      'parmesan',
      'chicken stock',
      'chicken broth',
      'butter',
      'ghee',
      'brown sugar',
      'almond',
      'chickpea',
      'garam masala',
      'cumin',
    ],
    strength: 0.6,
  },
];

/** A spoonful or a pinch colours less than a can. */
const SMALL_AMOUNT = /\b(teaspoons?|tsp|pinch(es)?|dash(es)?|sprigs?|to serve|for serving|to garnish|optional)\b/;
const TITLE_POINTS = 10;

interface CompiledTint {
  tint: Tint;
  pattern: RegExp;
}
const compileTints = (tints: readonly Tint[]): CompiledTint[] =>
  tints.map((tint) => ({ tint, pattern: wordsPattern(tint.words) }));
const COMPILED_SAUCES = compileTints(SAUCE_COLOURS);

/** Words that name no colour although they hold a colour's word ("black pepper" is not black beans). */
const NOT_A_COLOUR =
  /\b(black|white|green|pink) pepper(corns?)?\b|\bcream of tartar\b|\bcornflour\b|\bcornstarch\b|\bcorn flour\b|\bbaking (powder|soda)\b/g;

function bestTint(
  compiled: readonly CompiledTint[],
  words: Pick<DishWords, 'title' | 'ingredients'>,
): Tint | undefined {
  const points = new Map<string, number>();
  const add = (text: string, weight: number): void => {
    const folded = foldWords(text).replace(NOT_A_COLOUR, ' ');
    for (const { tint, pattern } of compiled)
      if (pattern.test(folded)) points.set(tint.name, (points.get(tint.name) ?? 0) + weight * (tint.strength ?? 1));
  };
  add(words.title, TITLE_POINTS);
  for (const line of words.ingredients) {
    if (typeof line !== 'string') continue;
    add(line, SMALL_AMOUNT.test(line.toLowerCase()) ? 0.4 : 1);
  }
  let best: { tint: Tint; points: number } | undefined;
  for (const { tint } of compiled) {
    const p = points.get(tint.name) ?? 0;
    if (p > 0 && (!best || p > best.points)) best = { tint, points: p };
  }
  return best?.tint;
}

/** The colour of the sauce, crust or drink, or undefined when no word names one. */
export function sauceColour(words: Pick<DishWords, 'title' | 'ingredients'>): Tint | undefined {
  return bestTint(COMPILED_SAUCES, words);
}

// ---------------------------------------------------------------------------------------------
// Garnish: a few small shapes scattered over the dish, from the same kind of table.

export const GARNISHES: readonly Tint[] = [
  {
    name: 'herbs',
    fill: '#4f8a2b',
    deep: '#356119',
    words: [
      'parsley',
      'coriander leaves',
      'fresh coriander',
      'cilantro',
      'basil',
      'mint',
      'dill',
      'chives',
      'spring onion',
      'scallion',
      'green onion',
      'chervil',
      'tarragon',
      'thai basil',
      'curry leaves',
    ],
  },
  {
    name: 'chilli',
    fill: '#d9302a',
    deep: '#9e1c17',
    words: [
      'chilli flakes',
      'chili flakes',
      'red pepper flakes',
      'fresh chilli',
      'red chilli',
      'bird s eye',
      'jalapeno',
    ],
  },
  { name: 'sesame', fill: '#f6ecd2', deep: '#cdb98c', words: ['sesame seeds', 'sesame seed', 'toasted sesame'] },
  {
    name: 'nuts',
    fill: '#c89a5c',
    deep: '#96683a',
    words: [
      'peanuts',
      'cashews',
      'almonds',
      'pistachios',
      'walnuts',
      'pine nuts',
      'hazelnuts',
      'pecans',
      'flaked almonds',
    ],
  },
  {
    name: 'berries',
    fill: '#b3203c',
    deep: '#7c1127',
    words: ['pomegranate seeds', 'raspberries', 'blueberries', 'cranberries', 'redcurrants'],
  },
  { name: 'sugar', fill: '#ffffff', deep: '#e5ded3', words: ['icing sugar', 'powdered sugar', 'confectioners sugar'] },
];
const COMPILED_GARNISHES = compileTints(GARNISHES);

/** The garnish scattered over the dish, or undefined. */
export function garnishOf(words: Pick<DishWords, 'title' | 'ingredients'>): Tint | undefined {
  return bestTint(COMPILED_GARNISHES, words);
}
