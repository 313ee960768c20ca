/**
 * Whole recipes written the way recipe sites publish them: ingredient lines plus a title and, often,
 * a summary and steps. Each states what is true of the dish: foods the texts name that the list
 * leaves out count, honest negations and substitutes do not, bracketed weights and loaves decide
 * ketogenic, every sulphite source counts, alternatives and optional lines count at their worst,
 * and a line that cannot be checked withdraws every claim.
 *
 * diets / allergens: the exact labels (space-separated, any order); contains / free: allergens that
 * must be present / absent; fits / breaks: diets that must hold / not hold.
 */
import { describe, expect, it } from 'vitest';
import { ALLERGY_IDS, SPEC_ALLERGY_IDS } from '../../shared/ids';
import { labelRecipe, type LabelResult, type RecipeTexts } from './index';

interface WholeRecipe {
  readonly texts: RecipeTexts & { title: string };
  readonly lines: readonly string[];
  readonly diets?: string;
  readonly allergens?: string;
  readonly contains?: string;
  readonly free?: string;
  readonly fits?: string;
  readonly breaks?: string;
}

const words = (list = ''): string[] => list.split(' ').filter(Boolean);
const sorted = (list: readonly string[]): string[] => [...list].sort();

/** The diets every plant-only, dairy-free, egg-free dish keeps, before paleo and ketogenic are judged. */
const VEGAN = 'vegetarian lacto-Vegetarian ovo-Vegetarian vegan pescatarian';

const RECIPES: readonly WholeRecipe[] = [
  // The title, summary or steps name a meat, fish, cheese or wine the list leaves out.
  {
    texts: {
      title: 'Parmesan Chicken Thighs',
      instructions: 'Whisk the oil, lemon zest and oregano. Brush over the chicken and bake for 30 minutes.',
    },
    lines: ['2 tbsp olive oil', 'zest of 1 lemon', '1 tsp dried oregano', 'salt and pepper'],
    // Chicken rules out the meatless diets; Parmesan (dairy, calf rennet) rules out paleo and whole30.
    diets: 'primal',
    allergens: '',
  },
  {
    texts: {
      title: 'Red Wine Braised Beef',
      instructions: 'Brown the beef, add the vegetables and water, and braise for three hours.',
    },
    lines: ['1 kg beef shin, diced', '2 carrots, chopped', '1 onion, chopped', '2 tbsp olive oil', '500 ml water'],
    diets: '',
    allergens: 'sulfite',
  },
  {
    texts: { title: 'Prawn and Mango Noodle Salad', instructions: 'Soak the noodles, then toss everything together.' },
    lines: [
      '200 g rice noodles',
      '1 ripe mango, diced',
      'a handful of mint leaves',
      'juice of 1 lime',
      '1 tbsp fish sauce',
    ],
    diets: 'pescatarian',
    allergens: 'shellfish',
  },
  {
    texts: { title: 'Chorizo and Butter Bean Stew', instructions: 'Simmer everything for 20 minutes.' },
    lines: [
      '2 cans (400 g each) butter beans, drained',
      '1 can (400 g) chopped tomatoes',
      '1 onion, sliced',
      '2 tsp smoked paprika',
      '1 tbsp olive oil',
    ],
    breaks: 'vegetarian vegan pescatarian',
  },
  {
    texts: {
      title: 'Smoked Salmon Blinis',
      instructions: 'Fry small blinis in a dry pan. Top each with crème fraîche, a curl of salmon and dill.',
    },
    lines: [
      '100 g buckwheat flour',
      '1 large egg',
      '150 ml whole milk',
      '1 tsp baking powder',
      '100 g crème fraîche',
      '2 sprigs dill',
    ],
    diets: 'pescatarian',
    allergens: '',
  },
  {
    texts: {
      title: 'Mushroom Risotto',
      instructions: 'Add the stock a ladle at a time. Finish with a handful of grated cheddar.',
    },
    lines: [
      '300 g arborio rice',
      '250 g chestnut mushrooms, sliced',
      '1 onion, finely chopped',
      '1 litre homemade vegetable stock',
      '2 tbsp olive oil',
    ],
    diets: 'vegetarian lacto-Vegetarian pescatarian',
    allergens: '',
  },
  {
    texts: {
      title: 'Sweet Potato and Coconut Curry',
      instructions: 'Simmer until the potatoes are tender. Season with fish sauce.',
    },
    lines: [
      '2 sweet potatoes, cubed',
      '1 can (400 ml) coconut milk',
      '1 onion, chopped',
      '2 cloves garlic',
      '1 tsp ground turmeric',
      '1 tbsp coconut oil',
    ],
    breaks: 'vegetarian vegan',
    fits: 'pescatarian',
  },
  {
    texts: { title: 'Beef Pho', summary: 'A fragrant noodle soup with thin slices of beef.' },
    lines: [
      '200 g flat rice noodles',
      '2 star anise',
      '1 cinnamon stick',
      '100 g bean sprouts',
      'a handful of Thai basil',
      '1 lime, cut into wedges',
    ],
    breaks: 'vegetarian vegan pescatarian',
  },
  {
    texts: { title: 'Anchovy Toasts', instructions: 'Mash the anchovies into the butter and spread on the hot toast.' },
    lines: ['8 anchovy fillets', '1 clove garlic', '1 tbsp chopped parsley'],
    diets: 'pescatarian',
    allergens: 'gluten wheat',
  },
  {
    texts: {
      title: 'Sherry-glazed Mushrooms',
      instructions: 'Fry the mushrooms in the butter, then add the sherry and let it bubble away.',
    },
    lines: ['400 g mushrooms, halved', '30 g butter', '3 sprigs thyme', 'salt and pepper'],
    diets: 'vegetarian lacto-Vegetarian pescatarian',
    allergens: 'sulfite',
  },
  {
    texts: {
      title: 'Sesame Noodles',
      instructions: 'Toss the noodles with the sesame oil, lime juice and chilli. Scatter with peanuts.',
    },
    lines: [
      '200 g rice noodles',
      '1 tbsp toasted sesame oil',
      '3 spring onions, sliced',
      'juice of 1 lime',
      '1 tsp chilli flakes',
    ],
    diets: VEGAN,
    allergens: 'peanut',
  },
  {
    texts: {
      title: 'Seared Scallops with Pea Purée',
      instructions: 'Blend the peas with the butter and mint. Sear the scallops for a minute on each side.',
    },
    lines: ['300 g frozen peas', '20 g butter', 'a few mint leaves', 'salt'],
    diets: 'pescatarian primal',
    // Scallops are molluscs: `mollusc`, not the crustaceans' `shellfish`.
    allergens: '',
    contains: 'mollusc',
  },
  // Honest negations and substitutes keep the claim.
  {
    texts: { title: 'Eggless Banana Bread', summary: 'No eggs needed: ripe bananas hold the batter together.' },
    lines: [
      '3 ripe bananas, mashed',
      '250 g plain flour',
      '75 ml melted coconut oil',
      '100 g light brown sugar',
      '1 tsp bicarbonate of soda',
      '1 tsp ground cinnamon',
    ],
    diets: VEGAN,
    allergens: 'gluten wheat',
  },
  {
    texts: {
      title: 'Potato Salad',
      instructions: 'Fold the vegan mayonnaise through the warm potatoes with the chives.',
    },
    lines: ['750 g new potatoes, halved', '5 tbsp vegan mayonnaise', 'a small bunch of chives, chopped', 'salt'],
    fits: 'vegan',
    free: 'gluten wheat peanut shellfish',
  },
  {
    texts: {
      title: "Chickpea 'Tuna' Wraps",
      instructions:
        "Mash the chickpeas with the mayonnaise and capers into a chickpea 'tuna'. Roll up in the tortillas.",
    },
    lines: [
      '1 can (400 g) chickpeas, drained',
      '3 tbsp vegan mayonnaise',
      '1 tbsp capers, chopped',
      '4 flour tortillas',
      'a handful of lettuce',
    ],
    fits: 'vegan',
    contains: 'gluten sulfite wheat',
    free: 'shellfish',
  },
  {
    texts: { title: 'Sticky Tofu Chicken-style Skewers', instructions: 'Thread the tofu onto skewers and grill.' },
    lines: [
      '400 g firm tofu, cubed',
      '2 tbsp maple syrup',
      '2 tbsp gluten-free tamari',
      '1 clove garlic, grated',
      '1 tbsp sesame oil',
    ],
    diets: VEGAN,
    allergens: 'soy',
  },
  {
    texts: { title: 'Chocolate Depression Cake', summary: 'A cake made without eggs, milk or butter.' },
    lines: [
      '190 g plain flour',
      '200 g caster sugar',
      '25 g cocoa powder',
      '1 tsp bicarbonate of soda',
      '75 ml vegetable oil',
      '1 tbsp distilled white vinegar',
      '240 ml cold water',
    ],
    diets: VEGAN,
    allergens: 'gluten peanut wheat',
  },
  {
    texts: { title: 'Silky Cauliflower Soup', instructions: 'Blend in the soaked cashews instead of cream.' },
    lines: [
      '1 cauliflower, cut into florets',
      '1 onion, chopped',
      '750 ml homemade vegetable stock',
      '75 g cashews, soaked',
      '2 tbsp olive oil',
    ],
    fits: 'vegan',
    free: 'gluten wheat soy peanut',
  },
  {
    texts: {
      title: 'Smoky Split Pea Soup',
      summary: 'Smoked paprika does the work here, with no ham hock.',
    },
    lines: [
      '400 g yellow split peas',
      '1 onion',
      '2 carrots',
      '1.5 litres water',
      '2 tsp smoked paprika',
      '1 tsp salt',
    ],
    diets: VEGAN,
    allergens: '',
  },
  {
    texts: { title: 'Vegetable Paella', instructions: 'Smoked paprika goes in place of chorizo.' },
    lines: [
      '300 g paella rice',
      '1 red pepper, sliced',
      '100 g frozen peas',
      '1 pinch saffron',
      '2 tsp smoked paprika',
      '1 litre homemade vegetable stock',
      '3 tbsp olive oil',
    ],
    diets: VEGAN,
    allergens: '',
  },
  {
    texts: {
      title: 'Red Lentil Soup',
      summary: 'A lentil soup eaten all over Turkey, finished with dried mint.',
    },
    lines: [
      '200 g red lentils',
      '1 onion',
      '1 carrot',
      '1 tbsp tomato paste',
      '1 litre water',
      '1 tsp dried mint',
      '2 tbsp olive oil',
    ],
    diets: VEGAN,
    allergens: '',
  },
  {
    texts: { title: 'Roasted Butternut Soup', instructions: 'Blend until as thick as double cream.' },
    lines: [
      '1 butternut squash, peeled and diced',
      '1 onion',
      '750 ml water',
      '2 tbsp olive oil',
      '1 tsp ground cumin',
    ],
    diets: `${VEGAN} paleo primal whole30`,
    allergens: '',
  },
  {
    texts: { title: 'Cauliflower Rice Stir-fry', instructions: 'Fry the cauliflower rice for five minutes.' },
    lines: [
      '1 cauliflower, grated',
      '1 red pepper, sliced',
      '2 tbsp coconut aminos',
      '1 tbsp toasted sesame oil',
      '2 cloves garlic',
      '2 spring onions',
    ],
    diets: `${VEGAN} paleo primal whole30`,
    allergens: '',
  },
  {
    texts: {
      title: 'Chocolate Pots',
      summary: 'Dairy-free chocolate and coconut milk instead of cream.',
    },
    lines: ['200 g dairy-free dark chocolate', '400 ml coconut milk', '2 tbsp maple syrup'],
    fits: 'vegan',
    free: 'gluten wheat peanut',
  },
  {
    texts: { title: 'Vegan Caesar Salad', summary: 'Capers stand in for anchovies in the dressing.' },
    lines: [
      '1 romaine lettuce',
      '2 tbsp capers',
      '3 tbsp vegan mayonnaise',
      '1 clove garlic',
      'juice of ½ lemon',
      '50 g croutons',
    ],
    fits: 'vegan',
    contains: 'sulfite',
    free: 'shellfish',
  },
  {
    texts: { title: "Carrot 'Bacon' Sandwich", instructions: "Roast the carrot ribbons into crisp carrot 'bacon'." },
    lines: [
      '2 carrots, peeled into ribbons',
      '1 tbsp maple syrup',
      '1 tbsp gluten-free tamari',
      '1 tsp smoked paprika',
      '4 slices sourdough bread',
      '2 tomatoes, sliced',
      'a handful of lettuce',
    ],
    diets: VEGAN,
    allergens: 'gluten soy wheat',
  },
  {
    texts: { title: 'Eggless Mayonnaise', summary: 'Aquafaba instead of egg yolks makes it egg-free.' },
    lines: ['3 tbsp aquafaba', '200 ml sunflower oil', '1 tsp English mustard', '1 tbsp cider vinegar'],
    // Almost all of its energy is fat: by the ratio, ketogenic too.
    diets: `ketogenic ${VEGAN}`,
    allergens: 'gluten sulfite wheat',
  },
  {
    texts: {
      title: 'Vegan Shortbread',
      instructions: 'Cream the vegan butter with the sugar, then work in the flour.',
    },
    lines: ['200 g vegan butter', '100 g caster sugar', '300 g plain flour'],
    fits: 'vegan',
    contains: 'gluten soy wheat',
  },
  {
    texts: {
      title: 'Lemon Polenta Cake',
      instructions: 'Line a cake tin. Bake for 40 minutes and run a butter knife around the edge.',
    },
    lines: [
      '150 g fine polenta',
      '100 g ground almonds',
      '150 g caster sugar',
      '1 tsp baking powder',
      '120 ml olive oil',
      '150 ml unsweetened almond milk',
      'zest and juice of 2 lemons',
    ],
    diets: VEGAN,
    allergens: '',
  },
  // Sulphite sources.
  {
    texts: { title: 'Sake-steamed Clams' },
    lines: ['1 kg clams, scrubbed', '100 ml sake', '30 g butter', '2 spring onions, sliced'],
    diets: 'pescatarian',
    allergens: 'sulfite',
    contains: 'mollusc',
  },
  {
    texts: { title: 'Port-roasted Figs' },
    lines: ['6 fresh figs, halved', '100 ml ruby port', '1 tbsp honey', '1 cinnamon stick'],
    diets: 'vegetarian lacto-Vegetarian ovo-Vegetarian pescatarian',
    allergens: 'sulfite',
  },
  {
    texts: { title: 'Balsamic Strawberries' },
    lines: ['400 g strawberries, hulled', '1 tbsp balsamic vinegar', 'a few basil leaves', 'black pepper'],
    // The sulphites of wine vinegar occur naturally: whole30 allows them.
    diets: `${VEGAN} paleo primal whole30`,
    allergens: 'sulfite',
  },
  {
    texts: { title: 'Fruit Scones' },
    lines: [
      '350 g self-raising flour',
      '85 g butter',
      '3 tbsp caster sugar',
      '175 ml milk',
      '75 g sultanas',
      '1 egg, beaten',
    ],
    diets: 'vegetarian pescatarian',
    allergens: 'gluten sulfite wheat',
  },
  {
    texts: { title: 'Tartare Sauce' },
    lines: [
      '150 g mayonnaise',
      '2 tbsp gherkins, chopped',
      '1 tbsp capers, chopped',
      '1 tbsp lemon juice',
      '1 tbsp dill',
    ],
    contains: 'sulfite',
    fits: 'vegetarian ovo-Vegetarian pescatarian',
    breaks: 'vegan',
  },
  {
    texts: { title: 'Chicken with Vermouth and Tarragon' },
    lines: ['4 chicken breasts', '100 ml dry vermouth', '150 ml double cream', '2 sprigs tarragon', '1 tbsp olive oil'],
    diets: '',
    allergens: 'sulfite',
  },
  {
    texts: { title: 'Cranberry Pecan Granola' },
    lines: ['300 g rolled oats', '75 g dried cranberries', '50 g pecans', '4 tbsp maple syrup', '3 tbsp coconut oil'],
    diets: VEGAN,
    allergens: 'gluten sulfite',
  },
  {
    texts: { title: 'Cherry Bakewell Traybake' },
    lines: [
      '200 g butter',
      '200 g caster sugar',
      '4 eggs',
      '150 g self-raising flour',
      '100 g ground almonds',
      '100 g glacé cherries, halved',
      '1 tsp almond extract',
    ],
    diets: 'vegetarian pescatarian',
    allergens: 'gluten sulfite wheat',
  },
  {
    texts: { title: 'Miso-glazed Aubergine' },
    lines: ['2 aubergines, halved', '2 tbsp white miso', '2 tbsp mirin', '1 tbsp sugar', '1 tbsp sesame seeds'],
    diets: VEGAN,
    allergens: 'gluten soy sulfite wheat',
  },
  {
    texts: { title: 'Pork and Prune Casserole' },
    lines: ['800 g pork shoulder, diced', '150 g prunes', '300 ml dry cider', '1 onion', '2 tbsp plain flour'],
    diets: '',
    allergens: 'gluten sulfite wheat',
  },
  // Alternatives and optional lines: every food named counts.
  {
    texts: { title: 'Spinach with Paneer or Tofu' },
    lines: [
      '300 g paneer or firm tofu, cubed',
      '500 g spinach',
      '1 onion',
      '2 tbsp ghee or vegetable oil',
      '1 tsp garam masala',
    ],
    diets: 'vegetarian lacto-Vegetarian pescatarian',
    allergens: 'peanut soy',
  },
  {
    texts: { title: 'Harissa Traybake' },
    lines: [
      '500 g chicken thighs or 1 can (400 g) chickpeas',
      '2 tbsp harissa paste',
      '2 red onions',
      '2 tbsp olive oil',
    ],
    breaks: 'vegetarian vegan pescatarian paleo whole30',
  },
  {
    texts: { title: 'Vegetable Noodle Soup' },
    lines: [
      '150 g rice noodles',
      '1 litre homemade vegetable stock',
      '1 carrot, julienned',
      '100 g pak choi',
      '1 tsp fish sauce (optional)',
    ],
    diets: 'pescatarian',
    allergens: '',
  },
  {
    texts: { title: 'Pesto Linguine' },
    lines: [
      '350 g linguine',
      '50 g basil',
      '30 g pine nuts',
      '30 g parmesan or vegetarian hard cheese, grated',
      '100 ml extra virgin olive oil',
    ],
    contains: 'gluten wheat',
    breaks: 'vegetarian vegan pescatarian',
  },
  {
    texts: { title: 'Almond Granola' },
    lines: ['250 g rolled oats', '3 tbsp honey or maple syrup', '50 g flaked almonds', '2 tbsp sunflower oil'],
    diets: 'vegetarian lacto-Vegetarian ovo-Vegetarian pescatarian',
    allergens: 'gluten',
  },
  {
    texts: { title: 'Egg Fried Rice' },
    lines: [
      '250 g cooked jasmine rice',
      '2 eggs',
      '100 g peas or sweetcorn',
      '2 tbsp soy sauce or tamari',
      '2 spring onions',
      '1 tbsp vegetable oil',
    ],
    diets: 'vegetarian ovo-Vegetarian pescatarian',
    allergens: 'gluten peanut soy wheat',
  },
  {
    texts: { title: 'Buckwheat Pancakes' },
    lines: ['150 g buckwheat flour', '300 ml almond milk', '1 tbsp maple syrup', 'butter or coconut oil, for frying'],
    diets: 'vegetarian lacto-Vegetarian pescatarian',
    allergens: '',
  },
  {
    texts: { title: 'Cold Soba with Tahini' },
    lines: ['200 g soba noodles', '2 tbsp tahini', '1 tbsp rice vinegar', 'peanuts or cashews, to serve (optional)'],
    diets: VEGAN,
    allergens: 'gluten peanut wheat',
  },
  // What a food gives of itself is no other food: the peel's oils are not an oil to buy.
  {
    texts: {
      title: 'Old Fashioned',
      instructions: 'Stir the bourbon over ice. Squeeze the orange peel over the glass to release its oils.',
    },
    lines: ['1 sugar cube', '2 dashes angostura bitters', '60 ml bourbon', '1 strip orange peel'],
    free: 'peanut',
  },
  // Chilli oil the steps make from listed chilli and oil is the recipe's own; sesame oil is not olive oil.
  {
    texts: {
      title: 'Smashed Cucumber',
      summary: 'Cucumber dressed with vinegar, garlic and sizzling chilli oil.',
      instructions: 'Pour the hot oil over the chilli flakes to make the chilli oil. Drizzle with sesame oil.',
    },
    lines: ['1 cucumber', '2 tbsp sunflower oil', '1 tbsp chilli flakes', '1 clove garlic', '1 tbsp rice vinegar'],
    free: 'soy',
    contains: 'sesame',
  },
];

/** A line that cannot be checked: no diet, every allergen, and the line listed as not checked. */
const UNCHECKED: readonly { title: string; lines: string[]; unchecked: string[] }[] = [
  {
    title: 'Weeknight Bolognese',
    lines: ['500 g beef mince', '1 jar Dolmio bolognese sauce', '300 g spaghetti'],
    unchecked: ['1 jar Dolmio bolognese sauce'],
  },
  {
    title: "Cheat's Macaroni Cheese",
    lines: ['300 g macaroni', '1 sachet Colmans cheese sauce mix', '500 ml milk'],
    unchecked: ['1 sachet Colmans cheese sauce mix'],
  },
  {
    title: 'Chicken Curry in a Hurry',
    lines: ['4 chicken breasts', '1 jar curry sauce', '250 g basmati rice'],
    unchecked: ['1 jar curry sauce'],
  },
  {
    title: 'Sticky Ribs',
    lines: ['1 kg pork ribs', '1 bottle marinade', '2 tbsp sauce of your choice'],
    unchecked: ['1 bottle marinade', '2 tbsp sauce of your choice'],
  },
  {
    title: 'Tuna Rice Bowl',
    lines: ['1 pouch Uncle Bens microwave rice', '1 can tuna, drained', '1 tbsp olive oil'],
    unchecked: ['1 pouch Uncle Bens microwave rice'],
  },
];

const ketoReason = (result: LabelResult) => result.reasons.brokenDiets.find((diet) => diet.id === 'ketogenic');

/** Carbohydrate and fat shares of the energy, from the result's own nutrition. */
const SIX: ReadonlySet<string> = new Set(SPEC_ALLERGY_IDS);
const six = (ids: readonly string[]): string[] => ids.filter((id) => SIX.has(id));

function shares(result: LabelResult): { carbs: number; fat: number } {
  const { fat, protein, carbohydrates } = result.nutrition;
  const energy = fat * 9 + protein * 4 + carbohydrates * 4;
  return { carbs: (carbohydrates * 4) / energy, fat: (fat * 9) / energy };
}

describe('whole recipes: lines, title, summary and steps together', () => {
  it('holds at least 50 recipes', () => {
    expect(RECIPES.length + UNCHECKED.length).toBeGreaterThanOrEqual(50);
  });

  it.each(RECIPES.map((recipe) => ({ ...recipe, name: recipe.texts.title })))('$name', (recipe) => {
    const result = labelRecipe([...recipe.lines], 4, recipe.texts);
    expect(result.unrecognised).toEqual([]);
    if (recipe.diets !== undefined) expect(sorted(result.diets)).toEqual(sorted(words(recipe.diets)));
    // `allergens` lists the first six exactly; the others have their own tables.
    if (recipe.allergens !== undefined) expect(sorted(six(result.allergens))).toEqual(sorted(words(recipe.allergens)));
    for (const allergen of words(recipe.contains)) expect(result.allergens, allergen).toContain(allergen);
    for (const allergen of words(recipe.free)) expect(result.allergens, allergen).not.toContain(allergen);
    for (const diet of words(recipe.fits)) expect(result.diets, diet).toContain(diet);
    for (const diet of words(recipe.breaks)) expect(result.diets, diet).not.toContain(diet);
  });

  it.each(UNCHECKED)('$title: a line that cannot be checked withdraws every claim', ({ title, lines, unchecked }) => {
    const result = labelRecipe(lines, 4, { title });
    expect(result.diets).toEqual([]);
    expect(result.allergens).toEqual([...ALLERGY_IDS]);
    expect(result.reasons.unchecked).toEqual(unchecked);
    expect(result.unrecognised).toEqual(unchecked);
  });
});

describe('bracketed weights and loaves decide ketogenic', () => {
  it('a fondue with a loaf of bread is not ketogenic, and the ratio says why', () => {
    const result = labelRecipe(
      [
        '1 loaf (~800 g) white bread, cut into cubes',
        '300 g Gruyère, grated',
        '200 g Emmental, grated',
        '250 ml dry white wine',
        '1 clove garlic, halved',
        '1 tbsp cornflour',
      ],
      4,
      { title: 'Swiss Cheese Fondue', instructions: 'Melt the cheese in the wine and dip the bread.' },
    );
    expect(result.diets).not.toContain('ketogenic');
    expect(result.diets).not.toContain('vegetarian');
    expect(sorted(result.allergens)).toEqual(['dairy', 'gluten', 'sulfite', 'wheat']);
    // 800 g of bread is some 400 g of carbohydrate: about 100 g a serving.
    expect(result.nutrition.carbohydrates).toBeGreaterThan(80);
    expect(shares(result).carbs).toBeGreaterThan(0.1);
    expect(ketoReason(result)?.because[0]?.source).toBe('nutrition');
  });

  it('baked camembert with garlic butter mushrooms, weighed, is ketogenic', () => {
    const result = labelRecipe(
      [
        '250 g camembert',
        '40 g butter',
        '100 g chestnut mushrooms, sliced',
        '1 clove garlic, crushed',
        '2 sprigs thyme',
      ],
      2,
      { title: 'Baked Camembert with Garlic Butter Mushrooms' },
    );
    expect(result.diets).toContain('ketogenic');
    expect(result.nutrition.carbohydrates).toBeLessThan(5);
    expect(shares(result).carbs).toBeLessThanOrEqual(0.1);
    expect(shares(result).fat).toBeGreaterThanOrEqual(0.6);
  });

  it('a cheese omelette with large eggs is ketogenic', () => {
    const result = labelRecipe(['3 large eggs', '20 g butter', '40 g cheddar, grated', 'salt and pepper'], 1, {
      title: 'Cheese Omelette',
      instructions: 'Whisk the eggs, cook in the butter and fold over the cheese.',
    });
    expect(result.diets).toContain('ketogenic');
    expect(result.diets).toContain('vegetarian');
    expect(result.nutrition.carbohydrates).toBeLessThan(5);
    expect(shares(result).fat).toBeGreaterThanOrEqual(0.6);
  });

  it('creamed spinach with cream in millilitres is ketogenic, and not vegetarian for its Parmesan', () => {
    const result = labelRecipe(
      ['400 g spinach', '150 ml double cream', '30 g butter', '30 g Parmesan, grated', '¼ tsp ground nutmeg'],
      4,
      { title: 'Creamed Spinach' },
    );
    expect(result.diets).toContain('ketogenic');
    expect(result.diets).not.toContain('vegetarian');
    expect(shares(result).carbs).toBeLessThanOrEqual(0.1);
  });

  it('bacon-wrapped dates are not ketogenic: a dozen dates are mostly sugar', () => {
    const result = labelRecipe(['12 Medjool dates, pitted', '6 rashers streaky bacon, halved'], 4, {
      title: 'Bacon-wrapped Dates',
    });
    expect(result.diets).not.toContain('ketogenic');
    expect(result.allergens).toContain('sulfite');
    expect(ketoReason(result)?.because[0]?.source).toBe('nutrition');
  });

  it('garlic bread on a weighed loaf is not ketogenic', () => {
    const result = labelRecipe(
      ['1 loaf (about 400 g) ciabatta', '100 g butter, softened', '3 cloves garlic, crushed'],
      4,
      {
        title: 'Garlic Bread',
      },
    );
    expect(result.diets).not.toContain('ketogenic');
    expect(shares(result).carbs).toBeGreaterThan(0.1);
    expect(result.allergens).toEqual(expect.arrayContaining(['gluten', 'wheat']));
  });

  it('cheese on toast with slices weighed in brackets is not ketogenic', () => {
    const result = labelRecipe(['2 slices (about 70 g each) sourdough', '60 g cheddar, grated'], 1, {
      title: 'Cheese on Toast',
    });
    expect(result.diets).not.toContain('ketogenic');
    expect(result.nutrition.carbohydrates).toBeGreaterThan(40);
  });

  it('two cans of chickpeas in bracketed weights keep a coconut curry from ketogenic', () => {
    const result = labelRecipe(
      ['2 cans (400 g each) chickpeas, drained', '1 can (400 ml) coconut milk', '1 onion', '2 tbsp curry powder'],
      4,
      { title: 'Chickpea Coconut Curry' },
    );
    expect(result.diets).not.toContain('ketogenic');
    expect(result.diets).toContain('vegan');
    expect(ketoReason(result)?.because[0]?.source).toBe('nutrition');
  });
});

describe('reasons: the line, sentence or figure that decided each label', () => {
  it('each allergen lists the line that holds it', () => {
    const result = labelRecipe(['2 cups flour', '1 tsp salt', '300 ml warm water', '7 g dried yeast'], 8, {
      title: 'Plain White Loaf',
    });
    expect(result.reasons.allergens).toEqual([
      { id: 'gluten', because: [{ source: 'ingredient', text: '2 cups flour' }] },
      { id: 'wheat', because: [{ source: 'ingredient', text: '2 cups flour' }] },
    ]);
    expect(result.reasons.unchecked).toEqual([]);
  });

  it('a food the title names is given with its source and the food', () => {
    const result = labelRecipe(['juice of 2 lemons', '2 tbsp olive oil', '2 cloves garlic, crushed'], 4, {
      title: 'Lemon Chicken',
    });
    expect(result.diets).not.toContain('vegetarian');
    expect(result.reasons.brokenDiets.find((diet) => diet.id === 'vegetarian')?.because).toEqual([
      { source: 'title', text: 'Lemon Chicken', food: 'chicken' },
    ]);
  });

  it('a food the steps name is given with its sentence', () => {
    const result = labelRecipe(['2 leeks, sliced', '500 g potatoes', '1 litre water'], 4, {
      title: 'Leek and Potato Soup',
      instructions: 'Sweat the leeks. Add the potatoes and water.\nScatter with crisp bacon.',
    });
    expect(result.diets).not.toContain('vegetarian');
    const because = result.reasons.brokenDiets.find((diet) => diet.id === 'vegetarian')?.because ?? [];
    expect(because).toHaveLength(1);
    expect(because[0]).toMatchObject({ source: 'instructions', food: 'bacon' });
    expect(because[0]?.text).toContain('bacon');
  });

  it('a wine the summary names is the reason for sulphites', () => {
    const result = labelRecipe(['1 kg mussels', '2 shallots', '1 tbsp olive oil'], 2, {
      title: 'Steamed Mussels',
      summary: 'Mussels opened in white wine.',
    });
    const sulfite = result.reasons.allergens.find((allergen) => allergen.id === 'sulfite')?.because ?? [];
    expect(sulfite).toHaveLength(1);
    expect(sulfite[0]).toMatchObject({ source: 'summary', food: 'white wine' });
  });

  it('a diet a line breaks names that line', () => {
    const result = labelRecipe(['200 g Greek yogurt', '2 tbsp honey', '50 g walnuts'], 2, { title: 'Yogurt Bowl' });
    expect(result.reasons.brokenDiets.find((diet) => diet.id === 'whole30')?.because).toEqual([
      { source: 'ingredient', text: '200 g Greek yogurt' },
      { source: 'ingredient', text: '2 tbsp honey' },
    ]);
  });

  it('an allergen lists at most three lines, in the order of the list', () => {
    const result = labelRecipe(
      ['50 g raisins', '50 g dried apricots', '50 g dried figs', '50 g prunes', '200 g rolled oats'],
      4,
      { title: 'Fruity Muesli' },
    );
    expect(result.reasons.allergens.find((allergen) => allergen.id === 'sulfite')?.because).toEqual([
      { source: 'ingredient', text: '50 g raisins' },
      { source: 'ingredient', text: '50 g dried apricots' },
      { source: 'ingredient', text: '50 g dried figs' },
    ]);
  });

  it('ketogenic not holding on carbohydrate gives a nutrition reason', () => {
    const result = labelRecipe(['500 g spaghetti', '3 tbsp olive oil', '3 cloves garlic', '1 tsp chilli flakes'], 4, {
      title: 'Spaghetti Aglio e Olio',
    });
    const because = ketoReason(result)?.because ?? [];
    expect(because[0]?.source).toBe('nutrition');
    expect(because[0]?.text).toMatch(/^carbohydrate gives \d+ % of the energy/);
  });

  it('ketogenic not holding on fat gives a nutrition reason', () => {
    const result = labelRecipe(['600 g skinless chicken breast', '300 g broccoli', '1 tsp salt'], 2, {
      title: 'Chicken and Broccoli',
    });
    const because = ketoReason(result)?.because ?? [];
    expect(because.map((reason) => reason.source)).toContain('nutrition');
    expect(because.some((reason) => /^fat gives \d+ % of the energy/.test(reason.text))).toBe(true);
  });

  it('a line without an amount blocks ketogenic and is named', () => {
    const result = labelRecipe(['3 large eggs', '30 g butter', 'double cream'], 1, { title: 'Scrambled Eggs' });
    expect(result.diets).not.toContain('ketogenic');
    expect(ketoReason(result)?.because).toEqual([{ source: 'ingredient', text: 'double cream (no amount)' }]);
  });

  it('a line that cannot be checked is the reason for every allergen', () => {
    const result = labelRecipe(['500 g chicken wings', '1 bottle marinade'], 4, { title: 'Wings' });
    expect(result.reasons.unchecked).toEqual(['1 bottle marinade']);
    for (const id of ALLERGY_IDS) {
      expect(result.reasons.allergens.find((allergen) => allergen.id === id)?.because).toEqual([
        { source: 'unchecked', text: '1 bottle marinade' },
      ]);
    }
  });
});
