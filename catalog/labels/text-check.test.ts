/**
 * Foods named in the title, summary and steps: which count against a recipe's claims, and which
 * words lift a mention (negations, substitutes, tools, verbs, comparisons).
 */
import { describe, expect, it } from 'vitest';
import { labelRecipe } from './index';
import { findMentions, type RecipeTexts } from './text-check';

const foods = (texts: RecipeTexts): string[] => findMentions(texts).map((mention) => mention.phrase);

/** Labels for lines plus texts, the way the recipe service calls the labeller. */
const label = (lines: string[], texts: RecipeTexts) => labelRecipe(lines, 2, texts);

const DRESSING = ['3 tablespoons olive oil', '1 tablespoon fresh lemon juice', '1 clove garlic, minced', 'salt'];

describe('foods the texts name', () => {
  it('finds foods in the title, summary and steps, longest name first', () => {
    expect(foods({ title: 'Roast Red Wine Chicken' })).toEqual(['red wine', 'chicken']);
    expect(foods({ summary: 'Serve with peanut butter toast.' })).toContain('peanut butter');
    expect(foods({ instructions: '<p>Add the <strong>prawns</strong>.</p>' })).toEqual(['prawns']);
  });

  it('lifts a food only where the words leave no doubt', () => {
    expect(foods({ summary: 'Made without eggs, butter or milk.' })).toEqual([]);
    expect(foods({ summary: 'No eggs, no butter.' })).toEqual([]);
    expect(foods({ instructions: 'Use oil instead of butter.' })).toEqual(['oil']);
    expect(foods({ instructions: 'Shiitake stands in for minced pork.' })).toEqual(['shiitake']);
    expect(foods({ instructions: 'Serve with or without cheese.' })).toEqual(['cheese']);
    // A negation ends with its list: the chicken after it counts.
    expect(foods({ instructions: 'Without the onions, then add the chicken.' })).toEqual(['chicken']);
    expect(foods({ instructions: 'Without the onions, the chicken is bland.' })).toEqual(['chicken']);
  });

  it('reads qualifiers and stand-ins: vegan, dairy-free, gluten-free, quoted and -style foods', () => {
    const categories = (texts: RecipeTexts) => findMentions(texts).flatMap((mention) => mention.categories);
    expect(categories({ title: 'Vegan Sausage Rolls' })).not.toContain('meat');
    expect(categories({ title: 'Dairy-free Chocolate Mousse' })).not.toContain('dairy');
    expect(categories({ title: 'Gluten-free Bread and Butter Pudding' })).toContain('dairy');
    expect(categories({ title: 'Gluten-free Bread and Butter Pudding' })).not.toContain('wheat');
    expect(categories({ title: 'Chickpea "Tuna" Sandwich' })).not.toContain('fish');
    expect(categories({ title: 'Tofu Chicken-style Nuggets' })).not.toContain('poultry');
    // No quotes and no "style": tofu and chicken are both in the dish.
    expect(categories({ title: 'Tofu Chicken Curry' })).toContain('poultry');
  });

  it('skips a food named for a size, a colour, a note of flavour or in another sense', () => {
    expect(foods({ instructions: 'Roll into walnut-sized balls.' })).toEqual([]);
    expect(foods({ instructions: 'Cook until hazelnut brown.' })).toEqual([]);
    expect(foods({ summary: 'The stones add an almond note.' })).toEqual([]);
    expect(foods({ summary: 'Griddled with good char marks.' })).toEqual([]);
    expect(foods({ instructions: 'Fish out the bay leaves.' })).toEqual(['bay leaves']);
    expect(foods({ instructions: 'Seal with a dab of oil.' })).toEqual(['oil']);
    // The same words as foods still count.
    expect(foods({ instructions: 'Add the fish and the walnuts.' })).toEqual(['fish', 'walnuts']);
    expect(foods({ instructions: 'Scatter over the hazelnuts.' })).toEqual(['hazelnuts']);
  });

  it('skips tools, verbs, comparisons and a country named after a food', () => {
    expect(foods({ instructions: 'Cook in a rice cooker.' })).toEqual([]);
    expect(foods({ instructions: 'Line a cake tin.' })).toEqual([]);
    expect(foods({ instructions: 'Cream the margarine and sugar together.' })).toEqual(['margarine', 'sugar']);
    expect(foods({ instructions: 'Toast the almonds until golden.' })).toEqual(['almonds']);
    expect(foods({ instructions: 'Blend until as thick as double cream.' })).toEqual([]);
    expect(foods({ instructions: 'Pulse until it looks like grains of rice.' })).toEqual([]);
    expect(foods({ instructions: 'Cook until thicker than porridge.' })).toEqual([]);
    // Examples, amounts and wrapping are not comparisons or shapes: the food is in the dish.
    expect(foods({ instructions: 'Add the peppers as well as the chicken.' })).toContain('chicken');
    expect(foods({ instructions: 'Top with meats such as ham.' })).toContain('ham');
    expect(foods({ instructions: 'Top with meats like ham.' })).toContain('ham');
    expect(foods({ instructions: 'Use no more than 2 eggs.' })).toContain('eggs');
    expect(foods({ instructions: 'Roll the filling into a tortilla.' })).toContain('tortilla');
    expect(foods({ instructions: 'Coil the dough into a snail.' })).not.toContain('snail');
    expect(foods({ summary: 'A favourite drink across Turkey.' })).toEqual(['drink'].filter(() => false));
    expect(foods({ summary: 'Roast turkey with gravy.' })).toContain('roast turkey');
  });
});

describe('labels with the texts', () => {
  it('a title naming meat or cheese the list leaves out withdraws the diets it breaks', () => {
    const result = label(DRESSING, { title: 'Parmesan Chicken' });
    expect(result.diets).not.toContain('vegetarian');
    expect(result.diets).not.toContain('vegan');
    expect(result.diets).not.toContain('pescatarian');
    expect(result.reasons.brokenDiets.find((diet) => diet.id === 'vegan')?.because).toContainEqual({
      source: 'title',
      text: 'Parmesan Chicken',
      food: 'chicken',
    });
    // Without the title the same lines are vegan.
    expect(labelRecipe(DRESSING, 2).diets).toContain('vegan');
  });

  it('wine named only in the title is a sulphite source and breaks whole30', () => {
    const result = label(['1 kg chicken thighs', '2 tablespoons olive oil', '1 onion'], {
      title: 'Roast Red Wine Chicken',
    });
    expect(result.allergens).toContain('sulfite');
    expect(result.diets).not.toContain('whole30');
    expect(labelRecipe(['1 kg chicken thighs', '2 tablespoons olive oil', '1 onion'], 2).allergens).not.toContain(
      'sulfite',
    );
  });

  it('steps naming prawns the list leaves out add shellfish', () => {
    const result = label(['200 g rice noodles', '1 tablespoon fish sauce', '1 lime'], {
      title: 'Noodle Salad',
      instructions: 'Cook the noodles.\nToss with the prawns and the lime juice.',
    });
    expect(result.allergens).toContain('shellfish');
    expect(result.reasons.allergens.find((allergen) => allergen.id === 'shellfish')?.because).toEqual([
      { source: 'instructions', text: 'Toss with the prawns and the lime juice.', food: 'prawns' },
    ]);
  });

  it('foods the lines account for change nothing: "the flour" after almond flour, "the chicken" after thighs', () => {
    const lines = ['200 g almond flour', '2 eggs', '50 g butter', '1 teaspoon baking powder'];
    const texts = { title: 'Keto Bread', instructions: 'Mix the flour with the eggs and the melted butter.' };
    expect(label(lines, texts).allergens).toEqual(labelRecipe(lines, 2).allergens);
    const chicken = ['4 chicken thighs', '1 tablespoon olive oil'];
    expect(label(chicken, { title: 'Crispy Chicken', instructions: 'Roast the chicken.' }).diets).toEqual(
      labelRecipe(chicken, 2).diets,
    );
  });

  it('"butter beans" does not account for butter', () => {
    const result = label(['400 g canned butter beans', '1 onion'], {
      title: 'Beans on Toast',
      instructions: 'Melt the butter.',
    });
    expect(result.diets).not.toContain('vegan');
  });

  it('a dish a vegetable is shaped into names no grain: courgette noodles, cauliflower rice', () => {
    const lines = ['2 courgettes, spiralized', '2 tablespoons olive oil', '1 clove garlic'];
    const result = label(lines, {
      title: 'Courgette Noodles with Garlic',
      instructions: 'Toss the noodles in the oil.',
    });
    expect(result.allergens).not.toContain('wheat');
    expect(result.diets).toContain('paleo');
  });

  it('a title that is a sauce is made from the lines; a sauce served with a dish is not', () => {
    const lines = ['250 ml ketchup', '2 tbsp brown sugar', '1 tbsp cider vinegar', '1 tsp smoked paprika'];
    expect(label(lines, { title: 'Smoky Barbecue Sauce' }).allergens).not.toContain('wheat');
    const chicken = ['4 chicken thighs', '1 tbsp olive oil'];
    expect(label(chicken, { title: 'Chicken with Barbecue Sauce' }).allergens).toContain('wheat');
  });

  it('an unlisted food blocks the ketogenic claim, a listed one does not', () => {
    const lines = ['200 g cheddar', '50 g butter', '2 eggs'];
    expect(labelRecipe(lines, 2).diets).toContain('ketogenic');
    const withBread = label(lines, { title: 'Cheese on Toast' });
    expect(withBread.diets).not.toContain('ketogenic');
    expect(withBread.reasons.brokenDiets.find((diet) => diet.id === 'ketogenic')?.because).toEqual([
      { source: 'title', text: 'Cheese on Toast', food: 'toast' },
    ]);
  });

  it('keto reasons name the ratio when every amount is known', () => {
    const result = labelRecipe(['200 g plain flour', '100 g butter', '50 g sugar'], 4);
    const because = result.reasons.brokenDiets.find((diet) => diet.id === 'ketogenic')?.because ?? [];
    expect(because[0]?.source).toBe('nutrition');
    expect(because[0]?.text).toMatch(/^carbohydrate gives \d+ % of the energy \(ketogenic allows at most 10 %\)$/);
  });

  it('each allergen names the line that holds it; lines not understood are listed as not checked', () => {
    const result = labelRecipe(['2 cups plain flour', '1 jar secret sauce'], 4);
    expect(result.reasons.allergens.find((allergen) => allergen.id === 'wheat')?.because).toEqual([
      { source: 'ingredient', text: '2 cups plain flour' },
    ]);
    expect(result.reasons.unchecked).toEqual(['1 jar secret sauce']);
    expect(result.reasons.allergens.find((allergen) => allergen.id === 'peanut')?.because).toEqual([
      { source: 'unchecked', text: '1 jar secret sauce' },
    ]);
    expect(result.diets).toEqual([]);
  });
});
