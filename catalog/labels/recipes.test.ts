/**
 * Whole recipes: labels come from all lines together, an unknown line withdraws every claim,
 * and ketogenic is judged from the estimated nutrition.
 */
import { describe, expect, it } from 'vitest';
import { ALLERGY_IDS } from '../../shared/ids';
import { classifyIngredient, labelRecipe } from './index';

const SHAKSHUKA = [
  '2 tablespoons olive oil',
  '1 medium onion, finely chopped',
  '2 red bell peppers, sliced',
  '3 cloves garlic, sliced',
  '1 teaspoon ground cumin',
  '1 teaspoon sweet paprika',
  '800 g canned chopped tomatoes',
  '1/2 teaspoon salt',
  '6 large eggs',
  '2 tablespoons chopped fresh parsley',
];

const CHANA_MASALA = [
  '2 tablespoons vegetable oil',
  '1 teaspoon cumin seeds',
  '1 large onion, finely chopped',
  '3 cloves garlic, grated',
  '20 g fresh ginger, grated',
  '1 green chilli, finely chopped',
  '2 teaspoons ground coriander',
  '1 teaspoon ground turmeric',
  '400 g canned chopped tomatoes',
  '800 g canned chickpeas, drained and rinsed',
  '250 ml water',
  '1 teaspoon salt',
  '1 teaspoon garam masala',
  '1 tablespoon lemon juice',
];

const PAD_THAI = [
  '200 g flat rice noodles',
  '3 tablespoons fish sauce',
  '2 tablespoons tamarind paste',
  '2 tablespoons palm sugar',
  '2 tablespoons vegetable oil',
  '250 g raw king prawns, peeled',
  '2 large eggs',
  '100 g bean sprouts',
  '3 spring onions, sliced',
  '50 g roasted peanuts, chopped',
  '1 lime, cut into wedges',
];

const BACON_AND_EGGS = [
  '4 rashers streaky bacon',
  '4 large eggs',
  '20 g unsalted butter',
  '100 g baby spinach',
  'salt and pepper to taste',
];

describe('labelRecipe', () => {
  it('labels a vegetarian egg dish', () => {
    const result = labelRecipe(SHAKSHUKA, 4);
    expect(result.unrecognised).toEqual([]);
    expect(result.allergens).toEqual(['egg']);
    expect(result.diets).toEqual(['vegetarian', 'ovo-Vegetarian', 'pescatarian', 'paleo', 'primal', 'whole30']);
    expect(result.ingredients).toHaveLength(SHAKSHUKA.length);
    expect(result.ingredients[0]).toEqual({
      original: '2 tablespoons olive oil',
      name: 'olive oil',
      amount: 2,
      unit: 'tablespoon',
    });
    expect(result.ingredients[8]).toMatchObject({ name: 'egg', amount: 6, unit: '' });
  });

  it('labels a vegan curry', () => {
    const result = labelRecipe(CHANA_MASALA, 4);
    expect(result.unrecognised).toEqual([]);
    // "1 tablespoon lemon juice" does not say fresh: it may be bottled, which holds sulphites.
    // Garam masala is whole spices ground without mustard or celery (curry powder holds both).
    // "Vegetable oil" does not say which oil: it may be groundnut oil.
    expect(result.allergens).toEqual(['peanut', 'sulfite']);
    // Vegetable (seed) oil and chickpeas rule out paleo, primal and whole30.
    expect(result.diets).toEqual(['vegetarian', 'lacto-Vegetarian', 'ovo-Vegetarian', 'vegan', 'pescatarian']);
  });

  it('labels a dish with fish, shellfish, egg and peanuts', () => {
    const result = labelRecipe(PAD_THAI, 2);
    expect(result.unrecognised).toEqual([]);
    expect(result.allergens).toEqual(['peanut', 'shellfish', 'egg', 'fish']);
    expect(result.diets).toEqual(['pescatarian']);
  });

  it('withdraws every claim when one line is not understood', () => {
    const lines = [...CHANA_MASALA, '2 tablespoons zibble sauce'];
    const result = labelRecipe(lines, 4);
    expect(result.unrecognised).toEqual(['2 tablespoons zibble sauce']);
    expect(result.allergens).toEqual([...ALLERGY_IDS]);
    expect(result.diets).toEqual([]);
    // The ingredients are still listed, the unknown one under its own words.
    expect(result.ingredients.at(-1)).toMatchObject({ original: '2 tablespoons zibble sauce', name: 'zibble sauce' });
    expect(classifyIngredient('2 tablespoons zibble sauce').known).toBe(false);
  });

  it('makes no claims for a recipe with no ingredient lines', () => {
    expect(labelRecipe([], 2)).toMatchObject({ diets: [], allergens: [...ALLERGY_IDS] });
    expect(labelRecipe(['For the sauce:'], 2)).toMatchObject({ diets: [], allergens: [...ALLERGY_IDS] });
  });

  it('lists group headers without letting them change the labels', () => {
    const result = labelRecipe(['For the salad:', ...CHANA_MASALA], 4);
    expect(result.unrecognised).toEqual([]);
    expect(result.ingredients[0]).toEqual({ original: 'For the salad:', name: '', amount: null, unit: '' });
    expect(result.diets).toContain('vegan');
  });

  it('calls a high-fat, very-low-carb recipe ketogenic from its nutrition ratio', () => {
    const result = labelRecipe(BACON_AND_EGGS, 2);
    expect(result.diets).toContain('ketogenic');
    const { fat, protein, carbohydrates } = result.nutrition;
    const energy = fat * 9 + protein * 4 + carbohydrates * 4;
    expect((carbohydrates * 4) / energy).toBeLessThanOrEqual(0.1);
    expect((fat * 9) / energy).toBeGreaterThanOrEqual(0.6);
  });

  it('does not call a starchy or a lean recipe ketogenic', () => {
    expect(labelRecipe(CHANA_MASALA, 4).diets).not.toContain('ketogenic');
    expect(labelRecipe(['600 g skinless chicken breast', '1 teaspoon salt', '200 g broccoli'], 2).diets).not.toContain(
      'ketogenic',
    );
  });

  it('judges ketogenic only when every non-negligible line has an amount', () => {
    expect(labelRecipe([...BACON_AND_EGGS, 'butter'], 2).diets).not.toContain('ketogenic');
    // "salt and pepper to taste" has no amount, but cannot change the ratio.
    expect(labelRecipe(BACON_AND_EGGS, 2).diets).toContain('ketogenic');
  });

  it('allows ghee but not butter on whole30', () => {
    const base = ['500 g chicken thighs', '1 teaspoon salt', '200 g green beans'];
    expect(labelRecipe([...base, '2 tablespoons ghee'], 2).diets).toContain('whole30');
    expect(labelRecipe([...base, '2 tablespoons butter'], 2).diets).not.toContain('whole30');
    expect(labelRecipe([...base, '2 tablespoons butter'], 2).diets).toContain('primal');
  });

  it('estimates nutrition per serving, rounded', () => {
    // 100 g butter: 717 kcal, 81 g fat, 0.9 g protein, 0.1 g carbohydrate; two servings.
    expect(labelRecipe(['100 g butter'], 2).nutrition).toEqual({
      calories: 359,
      fat: 40.5,
      protein: 0.5,
      carbohydrates: 0.1,
    });
    // 2 eggs at 50 g each, one serving.
    expect(labelRecipe(['2 eggs'], 1).nutrition).toEqual({
      calories: 143,
      fat: 9.5,
      protein: 12.6,
      carbohydrates: 0.7,
    });
    // A cup of flour is 240 ml at 0.53 g/ml.
    expect(labelRecipe(['1 cup plain flour'], 1).nutrition.calories).toBe(Math.round(240 * 0.53 * 3.64));
  });

  it('counts only the oil that frying leaves in the food', () => {
    // 1 l of oil is 920 g, of which a tenth is counted; potatoes add half a gram of fat.
    const fried = labelRecipe(['500 g potatoes', '1 l sunflower oil, for deep-frying'], 1).nutrition.fat;
    expect(fried).toBeCloseTo(92.5, 1);
  });

  it('treats a weight of cooked grain as cooked', () => {
    const cooked = labelRecipe(['300 g cooked basmati rice'], 1).nutrition.calories;
    const dry = labelRecipe(['300 g basmati rice'], 1).nutrition.calories;
    expect(cooked).toBeLessThan(dry / 2);
  });
});

describe('one policy for alternatives and optional lines: every food named counts (worst case)', () => {
  const holds = (line: string) => labelRecipe([line], 1);

  it.each([
    ['2 tbsp butter or ghee', ['paleo', 'whole30', 'vegan']],
    ['250 ml milk or soy milk', ['vegan']],
    ['200 g tofu or paneer', ['vegan']],
    ['1 cup chicken or vegetable stock', ['vegetarian', 'vegan']],
    ['1 tsp fish sauce (optional)', ['vegetarian', 'vegan']],
    ['optional: 1 tbsp honey', ['vegan', 'whole30']],
    ['butter, for greasing (optional)', ['vegan', 'paleo']],
  ])('%s withholds %j', (line, withheld) => {
    const result = holds(line);
    expect(result.unrecognised).toEqual([]);
    for (const diet of withheld) expect(result.diets).not.toContain(diet);
  });

  it.each([
    ['1 tbsp soy sauce or tamari', ['soy', 'wheat', 'gluten']],
    ['peanuts, to serve (optional)', ['peanut']],
    ['a few drops of Worcestershire sauce (optional)', ['gluten', 'sulfite']],
    ['1 cup white wine or stock', ['sulfite']],
    ['prawns or chicken, to serve', ['shellfish']],
  ])('%s holds %j', (line, allergens) => {
    const result = holds(line);
    expect(result.unrecognised).toEqual([]);
    for (const allergen of allergens) expect(result.allergens).toContain(allergen);
  });

  it('alternatives that break nothing keep the claim: peas or spinach stay vegan and paleo', () => {
    expect(holds('1 cup peas or spinach').diets).toEqual(expect.arrayContaining(['vegan', 'paleo', 'whole30']));
  });
});

describe('quantities as people write them decide the ketogenic claim', () => {
  it('a loaf with its weight in brackets is a loaf of bread: a fondue with it is not ketogenic', () => {
    const fondue = ['1 loaf (~800 g) white bread, cubed', '400 g gruyere, grated', '200 ml dry white wine'];
    const result = labelRecipe(fondue, 4);
    expect(result.diets).not.toContain('ketogenic');
    // 800 g of bread is about 400 g of carbohydrate: some 100 g a serving.
    expect(result.nutrition.carbohydrates).toBeGreaterThan(80);
    expect(result.reasons.brokenDiets.find((diet) => diet.id === 'ketogenic')?.because[0]?.source).toBe('nutrition');
  });

  it('a loaf without a weight counts as a shop loaf, never as nothing', () => {
    expect(labelRecipe(['1 loaf sourdough bread', '400 g gruyere'], 4).diets).not.toContain('ketogenic');
  });

  it('a carbohydrate-rich line without an amount blocks the claim and says so', () => {
    const result = labelRecipe(['200 g cheddar', '50 g butter', 'bread'], 2);
    expect(result.diets).not.toContain('ketogenic');
    expect(result.reasons.brokenDiets.find((diet) => diet.id === 'ketogenic')?.because).toEqual([
      { source: 'ingredient', text: 'bread (no amount)' },
    ]);
  });

  it('bracketed weights count: two 400 g cans are 800 g', () => {
    const cans = labelRecipe(['2 cans (400 g each) chickpeas, drained'], 1).nutrition.calories;
    const weighed = labelRecipe(['800 g canned chickpeas, drained'], 1).nutrition.calories;
    expect(cans).toBe(weighed);
  });

  it('ranges count at their middle and unicode fractions as numbers', () => {
    expect(labelRecipe(['2-3 tbsp olive oil'], 1).nutrition.fat).toBeCloseTo(
      labelRecipe(['2.5 tbsp olive oil'], 1).nutrition.fat,
      1,
    );
    expect(labelRecipe(['½ cup sugar'], 1).nutrition.calories).toBe(
      labelRecipe(['0.5 cup sugar'], 1).nutrition.calories,
    );
  });
});
