/**
 * Whole recipes, with their titles, summaries and steps: the cases that decide a recipe's labels
 * as a whole. Foods the texts name that the list leaves out, honest negations and substitutes,
 * quantities written the way people write them, every kind of sulphite source, alternatives and
 * optional lines, and lines that cannot be checked.
 *
 * contains / free: allergens that must be present / absent; fits / breaks: diets that must hold / not.
 */
import { describe, expect, it } from 'vitest';
import { labelRecipe, type RecipeTexts } from './index';

interface WholeRecipe {
  readonly texts: RecipeTexts & { title: string };
  readonly lines: readonly string[];
  readonly contains?: string;
  readonly free?: string;
  readonly fits?: string;
  readonly breaks?: string;
}

const words = (list = ''): string[] => list.split(' ').filter(Boolean);

const DRESSING = ['3 tbsp olive oil', '1 tbsp fresh lemon juice', '1 clove garlic, crushed', 'salt and pepper'];

const RECIPES: readonly WholeRecipe[] = [
  // The title, summary or steps name a food the list leaves out.
  {
    texts: { title: 'Parmesan Chicken', instructions: 'Whisk the dressing. Coat the chicken and bake for 25 minutes.' },
    lines: DRESSING,
    breaks: 'vegetarian vegan pescatarian lacto-Vegetarian ovo-Vegetarian',
  },
  {
    texts: { title: 'Pepper Fried Chicken', instructions: 'Season and fry until golden.' },
    lines: ['1 tbsp black pepper', '1 tsp salt', '1 tsp paprika'],
    breaks: 'vegetarian vegan pescatarian',
    contains: 'gluten wheat',
  },
  {
    texts: { title: 'Roast Red Wine Chicken', instructions: 'Roast for an hour.' },
    lines: ['1 onion, sliced', '2 tbsp olive oil', '4 sprigs thyme'],
    contains: 'sulfite',
    breaks: 'whole30 paleo vegetarian',
  },
  {
    texts: { title: 'Prawn Noodle Salad', instructions: 'Toss the noodles with the herbs.' },
    lines: ['200 g rice noodles', '1 handful mint', '1 lime'],
    contains: 'shellfish',
    breaks: 'vegetarian vegan',
  },
  {
    texts: { title: 'Bacon and Leek Risotto', summary: 'Creamy rice with leeks.' },
    lines: ['300 g arborio rice', '2 leeks, sliced', '1 l vegetable stock', '1 tbsp olive oil'],
    breaks: 'vegetarian vegan pescatarian',
  },
  {
    texts: { title: 'Spiced Lentil Soup', instructions: 'Simmer the lentils. Stir in the fish sauce before serving.' },
    lines: ['200 g red lentils', '1 onion', '1 l water', '1 tsp cumin'],
    breaks: 'vegetarian vegan',
    fits: 'pescatarian',
  },
  {
    texts: { title: 'Tofu Stir-fry', instructions: 'Fry the tofu. Add the peanuts and the soy sauce.' },
    lines: ['400 g firm tofu', '1 red pepper', '2 spring onions'],
    contains: 'peanut soy wheat gluten',
  },
  {
    texts: { title: 'Greek Salad', summary: 'Tomatoes, cucumber and olives with a slab of feta.' },
    lines: ['4 tomatoes', '1 cucumber', '50 g kalamata olives', '2 tbsp olive oil'],
    breaks: 'vegan',
    fits: 'vegetarian',
  },
  {
    texts: { title: 'Garlic Bread', instructions: 'Mix the garlic into the butter and spread over the bread.' },
    lines: ['3 cloves garlic, crushed', '100 g butter, softened'],
    contains: 'gluten wheat',
  },
  {
    texts: { title: 'Steamed Mussels', instructions: 'Steam the mussels with the white wine until they open.' },
    lines: ['1 kg mussels', '2 shallots', '2 tbsp butter'],
    contains: 'mollusc sulfite',
    free: 'shellfish',
  },
  // Honest negations and substitutes keep the claim.
  {
    texts: { title: 'Eggless Chocolate Cake', summary: 'No eggs, no butter, no milk: an old wartime cake.' },
    lines: [
      '200 g plain flour',
      '150 g sugar',
      '30 g cocoa powder',
      '1 tsp bicarbonate of soda',
      '80 ml sunflower oil',
      '250 ml water',
      '1 tbsp cider vinegar',
    ],
    fits: 'vegan vegetarian',
  },
  {
    texts: {
      title: 'Dairy-free Chocolate Mousse',
      instructions: 'Blend the tofu with the melted chocolate until smooth.',
    },
    lines: ['300 g silken tofu', '150 g vegan dark chocolate', '2 tbsp maple syrup'],
    fits: 'vegan',
  },
  {
    texts: {
      title: 'Chickpea "Tuna" Sandwiches',
      instructions: 'Mash the chickpeas, stir in the vegan mayonnaise and spread the chickpea "tuna" on the bread.',
    },
    lines: ['400 g canned chickpeas', '3 tbsp vegan mayonnaise', '1 celery stick', '4 slices wholemeal bread'],
    fits: 'vegan vegetarian',
    free: 'shellfish',
  },
  {
    texts: { title: 'Crispy Tofu Chicken-style Bites', summary: 'Tofu pieces coated like chicken nuggets.' },
    lines: ['400 g firm tofu', '50 g cornflour', '1 tsp smoked paprika', '3 tbsp vegetable oil'],
    fits: 'vegan',
  },
  {
    texts: {
      title: 'Wacky Cake',
      summary: 'Made without eggs, milk or butter.',
      instructions: 'Mix everything in the tin.',
    },
    lines: ['180 g plain flour', '200 g sugar', '3 tbsp cocoa', '1 tsp baking soda', '80 ml oil', '240 ml water'],
    fits: 'vegan',
  },
  {
    texts: { title: 'Vegan Cashew Alfredo', summary: 'Cashews blended with garlic instead of cream and parmesan.' },
    lines: ['150 g cashews, soaked', '2 cloves garlic', '250 ml water', '300 g spaghetti', '2 tbsp nutritional yeast'],
    fits: 'vegan',
  },
  {
    texts: { title: 'Vegan Sausage Rolls', instructions: 'Wrap the filling in the pastry and bake.' },
    lines: ['1 sheet vegan puff pastry', '300 g mushrooms', '1 onion', '100 g walnuts'],
    fits: 'vegetarian vegan',
  },
  {
    texts: { title: 'Cauliflower Steaks', instructions: 'Roast the steaks for 25 minutes.' },
    lines: ['1 large cauliflower', '2 tbsp olive oil', '1 tsp paprika'],
    fits: 'vegan paleo whole30',
  },
  {
    texts: { title: 'Courgette Noodles with Pesto', instructions: 'Toss the noodles with the pesto.' },
    lines: ['3 courgettes, spiralized', '50 g basil', '40 g pine nuts', '60 ml olive oil'],
    fits: 'vegan paleo',
    free: 'gluten wheat',
  },
  {
    texts: { title: 'Rice Cooker Congee', instructions: 'Cook the rice and water in a rice cooker.' },
    lines: ['100 g jasmine rice', '1.2 l water', '1 thumb ginger'],
    fits: 'vegan',
    free: 'gluten wheat',
  },
  // Quantities written the way people write them decide ketogenic.
  {
    texts: { title: 'Cheese Fondue', instructions: 'Melt the cheese in the wine; dip the bread.' },
    lines: ['1 loaf (~800 g) white bread, cubed', '400 g Emmental, grated', '200 ml dry white wine'],
    breaks: 'ketogenic',
  },
  {
    texts: { title: 'Buttered Eggs' },
    lines: ['4 large eggs', '30 g butter', '30 g cheddar, grated'],
    fits: 'ketogenic',
  },
  {
    texts: { title: 'Cheese on Toast' },
    lines: ['2 slices (80 g) sourdough', '100 g cheddar'],
    breaks: 'ketogenic',
  },
  {
    texts: { title: 'Salmon with Butter Sauce' },
    lines: ['2 (180 g) salmon fillets', '60 g butter', '1 tbsp capers'],
    fits: 'ketogenic',
    contains: 'sulfite',
  },
  {
    texts: { title: 'Bean Chilli' },
    lines: ['2 cans (400 g each) kidney beans', '1 can (400 g) chopped tomatoes', '1 onion', '1 tbsp oil'],
    breaks: 'ketogenic paleo',
    fits: 'vegan',
  },
  {
    texts: { title: 'Bread Sauce' },
    lines: ['500 ml whole milk', '1 onion', 'bread, torn'],
    breaks: 'ketogenic',
    contains: 'gluten wheat',
  },
  // Sulphite sources.
  {
    // The title names teriyaki, a sauce usually made with wheat soy sauce: without a flour to show
    // the dish is made here, the cautious answer is that it may hold wheat.
    texts: { title: 'Teriyaki Salmon' },
    lines: ['2 salmon fillets', '2 tbsp mirin', '1 tbsp sake', '2 tbsp gluten-free tamari'],
    contains: 'sulfite soy wheat',
  },
  {
    texts: { title: 'Drunken Chicken' },
    lines: ['4 chicken legs', '150 ml Shaoxing wine', '1 thumb ginger'],
    contains: 'sulfite wheat gluten',
  },
  {
    texts: { title: 'Chicken Marsala' },
    lines: ['2 chicken breasts', '120 ml Marsala', '200 g mushrooms', '2 tbsp olive oil'],
    contains: 'sulfite',
    breaks: 'whole30',
  },
  {
    texts: { title: 'Apricot Flapjacks' },
    lines: ['200 g gluten-free oats', '100 g unsulphured dried apricots', '100 g butter', '3 tbsp honey'],
    contains: 'sulfite',
    free: 'gluten',
  },
  {
    texts: { title: 'Lemon Drizzle Cake' },
    lines: ['200 g self-raising flour', '200 g butter', '200 g sugar', '4 eggs', '3 tbsp lemon juice'],
    contains: 'sulfite gluten wheat',
  },
  {
    texts: { title: 'Fresh Lemonade' },
    lines: ['juice of 4 lemons', '100 g sugar', '1 l water'],
    free: 'sulfite',
  },
  {
    texts: { title: 'Reuben Sandwich' },
    lines: ['4 slices rye bread', '200 g corned beef', '100 g sauerkraut', '4 slices Swiss cheese'],
    contains: 'sulfite gluten',
  },
  {
    texts: { title: 'Sticky Gingerbread' },
    lines: ['250 g plain flour', '100 g black treacle', '100 g butter', '1 egg', '2 tsp ground ginger'],
    contains: 'sulfite',
  },
  {
    texts: { title: 'Pork with Cider' },
    lines: ['4 pork chops', '300 ml dry cider', '2 apples'],
    contains: 'sulfite',
  },
  // Alternatives and optional lines count as used.
  {
    texts: { title: 'Dal Tadka' },
    lines: ['200 g yellow split peas', '2 tbsp butter or ghee', '1 tsp cumin seeds', '2 tomatoes'],
    breaks: 'vegan paleo whole30',
  },
  {
    texts: { title: 'Pancakes' },
    lines: ['150 g flour', '1 egg', '300 ml milk or soy milk', 'butter, for frying'],
    contains: 'soy',
    breaks: 'vegan',
  },
  {
    texts: { title: 'Thai Green Curry' },
    lines: ['400 ml coconut milk', '2 tbsp green curry paste', '300 g tofu or chicken', '1 tsp fish sauce (optional)'],
    contains: 'shellfish soy',
    breaks: 'vegetarian vegan',
  },
  {
    texts: { title: 'Minestrone' },
    lines: ['1 onion', '2 carrots', '1 l chicken or vegetable stock', '100 g small pasta', 'Parmesan rind (optional)'],
    breaks: 'vegetarian',
  },
  {
    texts: { title: 'Satay Noodles' },
    lines: ['200 g rice noodles', '3 tbsp peanut butter', '1 tbsp tamari', 'chopped peanuts, to serve (optional)'],
    contains: 'peanut soy',
  },
  {
    texts: { title: 'Green Pea Soup' },
    lines: ['500 g frozen peas or spinach', '1 onion', '750 ml homemade vegetable stock'],
    fits: 'vegan whole30 paleo',
  },
  // Unrecognised lines: no diet, every allergen.
  {
    texts: { title: 'Mystery Stew' },
    lines: ['500 g beef', '1 jar of your favourite sauce'],
    contains: 'gluten peanut shellfish soy sulfite wheat',
  },
  {
    texts: { title: 'Quick Fajitas' },
    lines: ['2 chicken breasts', '1 packet Old El Paso fajita mix', '4 tortillas'],
    contains: 'peanut shellfish soy sulfite',
  },
  {
    texts: { title: 'Salad with Dressing' },
    lines: ['1 lettuce', '2 tbsp salad dressing'],
    contains: 'peanut shellfish',
  },
  // Everything clean: the claims hold.
  {
    texts: {
      title: 'Roast Vegetables',
      instructions: 'Toss the vegetables in the oil and roast until charred at the edges.',
    },
    lines: ['2 carrots', '1 red onion', '1 courgette', '2 tbsp olive oil', '1 tsp salt'],
    fits: 'vegan paleo whole30',
    free: 'gluten peanut shellfish soy sulfite wheat',
  },
  {
    texts: { title: 'Guacamole', instructions: 'Mash the avocado with the lime juice and salt.' },
    lines: ['2 ripe avocados', 'juice of 1 lime', '1/2 red onion', '1 tsp salt'],
    fits: 'vegan whole30',
    free: 'sulfite gluten',
  },
  {
    texts: { title: 'Grilled Steak', instructions: 'Season the steak and grill to your liking. Rest before slicing.' },
    lines: ['2 sirloin steaks', '1 tbsp olive oil', 'salt and pepper'],
    fits: 'paleo whole30 ketogenic',
    breaks: 'vegetarian',
  },
  {
    texts: { title: 'Baked Salmon', instructions: 'Bake the salmon for 12 minutes.' },
    lines: ['4 salmon fillets', '2 tbsp olive oil', '1 lemon, sliced'],
    fits: 'pescatarian paleo',
    breaks: 'vegetarian',
    free: 'shellfish',
  },
  {
    texts: { title: 'Porridge', instructions: 'Simmer the oats in the milk.' },
    lines: ['80 g rolled oats', '400 ml whole milk', '1 tsp honey'],
    contains: 'gluten',
    fits: 'vegetarian',
    breaks: 'vegan',
  },
  {
    texts: { title: 'Hummus', instructions: 'Blend everything until smooth, thicker than double cream.' },
    lines: ['400 g canned chickpeas', '3 tbsp tahini', '1 clove garlic', 'juice of 1 lemon', '3 tbsp olive oil'],
    fits: 'vegan',
    free: 'sulfite',
  },
];

describe('whole recipes with their texts', () => {
  it('holds at least 50 recipes', () => {
    expect(RECIPES.length).toBeGreaterThanOrEqual(50);
  });

  it.each(RECIPES.map((recipe) => ({ ...recipe, name: recipe.texts.title })))('$name', (recipe) => {
    const result = labelRecipe([...recipe.lines], 4, recipe.texts);
    for (const allergen of words(recipe.contains)) expect(result.allergens, allergen).toContain(allergen);
    for (const allergen of words(recipe.free)) expect(result.allergens, allergen).not.toContain(allergen);
    for (const diet of words(recipe.fits)) expect(result.diets, diet).toContain(diet);
    for (const diet of words(recipe.breaks)) expect(result.diets, diet).not.toContain(diet);
  });
});
