import { describe, expect, it } from 'vitest';
import { unlistedFoods, unusedLines, wordKey, type RecipeText } from './ingredient-use';

const recipe = (ingredientLines: string[], instructions: string, title = 'Supper'): RecipeText => ({
  title,
  summary: '',
  ingredientLines,
  instructions,
});

describe('wordKey', () => {
  it.each([
    ['chillies', 'chilli'],
    ['berries', 'berry'],
    ['leaves', 'leaf'],
    ['olives', 'olive'],
    ['tomatoes', 'tomato'],
    ['peaches', 'peach'],
    ['hummus', 'hummus'],
  ])('%s and %s share a key', (plural, singular) => {
    expect(wordKey(plural)).toBe(wordKey(singular));
  });
});

describe('ingredient-used-in-steps', () => {
  // [line, steps]: a step uses the line under another name, so nothing is flagged.
  it.each([
    ['200 g sirloin steak', 'Sear the beef for 2 minutes a side.'],
    ['100 g mature cheddar, grated', 'Scatter over the cheese and grill until bubbling.'],
    ['300 g spaghetti', 'Cook the pasta until al dente.'],
    ['300 g dried egg noodles', 'Cook the noodles for 4 minutes.'],
    ['2 tablespoons caster sugar', 'Whisk in the sugar until dissolved.'],
    ['4 spring onions, sliced', 'Scatter with the scallions.'],
    ['4 spring onions, sliced', 'Add the onions and stir.'],
    ['2 tablespoons lemon juice', 'Squeeze over the lemon.'],
    ['3 tomatoes, chopped', 'Add the tomato and simmer.'],
    ['1 teaspoon ground cumin', 'Fry the spices for 30 seconds.'],
    ['1 tablespoon chopped fresh parsley', 'Stir the herbs through.'],
    ['1/2 teaspoon salt', 'Season to taste and serve.'],
    ['1/4 teaspoon ground black pepper', 'Season well.'],
    ['250 g plain flour', 'Sift the dry ingredients into a bowl.'],
    ['2 carrots, diced', 'Add the vegetables and cook for 5 minutes.'],
    ['2 tablespoons chopped fresh coriander, to garnish', 'Garnish and serve.'],
    ['1 ripe banana', 'Blend everything until smooth.'],
    ['1 ripe banana', 'Put all the ingredients in a blender.'],
    ['1 kg sweet potatoes, cut into wedges', 'Roast the wedges for 30 minutes.'],
    ['2 tablespoons plain flour, for dusting', 'Roll out on a lightly floured surface.'],
    ['2 large eggs, separated', 'Whisk the yolks with the sugar.'],
    ['1 teaspoon sambal oelek', 'Stir in the sambal.'],
    ['250 ml chicken broth', 'Pour in the stock.'],
  ])('%s is used by "%s"', (line, steps) => {
    expect(unusedLines(recipe([line], steps))).toEqual([]);
  });

  // [lines, steps, the line that must be flagged].
  it.each([
    [['1 onion, chopped', '1 teaspoon ground turmeric'], 'Fry the onion for 5 minutes.', '1 teaspoon ground turmeric'],
    [['200 g spinach', '100 g feta'], 'Wilt the spinach.', '100 g feta'],
    [['50 g walnuts', '2 apples, sliced'], 'Arrange the apples on a plate.', '50 g walnuts'],
    // The wine a step adds is the listed wine, not the vinegar.
    [
      ['100 ml red wine', '2 tablespoons red wine vinegar'],
      'Add the wine and reduce.',
      '2 tablespoons red wine vinegar',
    ],
    // "the chicken" is the thighs, not the stock.
    [['500 g chicken thighs', '500 ml chicken stock'], 'Brown the chicken for 8 minutes.', '500 ml chicken stock'],
    // Dry ingredients are not the eggs.
    [['250 g plain flour', '2 large eggs'], 'Mix the dry ingredients in a bowl.', '2 large eggs'],
    // Season covers salt and pepper, not the chilli.
    [['1/2 teaspoon salt', '1 teaspoon chilli flakes'], 'Season and serve.', '1 teaspoon chilli flakes'],
  ])('%j with "%s" leaves a line unused', (lines, steps, unused) => {
    expect(unusedLines(recipe(lines, steps))).toEqual([unused]);
  });
});

describe('food-in-steps-in-ingredients', () => {
  const base = ['2 tablespoons olive oil', '1 onion, chopped', '1 bay leaf', '2 large eggs, separated'];
  // Steps that name a food word without needing another line.
  it.each([
    'Wrap the eggs in a clean tea towel.',
    'Mash the onion with a potato masher.',
    'Cook until the onion turns olive green.',
    'Roll into walnut-sized balls.',
    'Fish out the bay leaf.',
    'Whisk the egg whites to stiff peaks.',
    'Add 200 ml of water and a handful of ice.',
    'Soften the onion in the oil; the eggs bring no salt.',
    'For the salsa, mix the onion and oil. Spoon the salsa over the eggs.',
    'Cook the onion until it looks like soft butter.',
    'Skim off the fat and discard the pan juices.',
  ])('"%s" names no unlisted food', (steps) => {
    expect(unlistedFoods(recipe(base, steps))).toEqual([]);
  });

  // [lines, steps]: the step's food is on a line under another name.
  it.each([
    [['300 g spaghetti'], 'Cook the pasta until al dente.'],
    [['100 g mature cheddar'], 'Scatter the cheese over the top.'],
    [['4 spring onions'], 'Scatter with the scallions.'],
    [['500 g beef sirloin'], 'Rest the steak for 5 minutes.'],
    [['1 kg sweet potatoes', '1 teaspoon salt'], 'Season the potatoes.'],
    [['200 g kale'], 'Cook until the greens are tender.'],
  ])('%j accounts for "%s"', (lines, steps) => {
    expect(unlistedFoods(recipe(lines, steps))).toEqual([]);
  });

  // [steps, the food flagged]: a food the list lacks.
  it.each([
    ['Add the garlic and cook for 1 minute.', 'garlic'],
    ['Serve with rice.', 'rice'],
    ['Stir in the double cream.', 'double cream'],
    ['Melt the butter in a pan.', 'butter'],
    ['Season with salt.', 'salt'],
  ])('"%s" names an unlisted %s', (steps, food) => {
    expect(unlistedFoods(recipe(base, steps)).map((found) => found.split(':')[0])).toEqual([food]);
  });

  it("a title's chicken still needs a chicken line", () => {
    const soup = recipe(['1 onion', '1 l water'], 'Simmer the chicken with the onion.', 'Chicken Soup');
    expect(unlistedFoods(soup).map((found) => found.split(':')[0])).toEqual(['chicken']);
  });

  it('the dish the title names is made, not bought', () => {
    const dal = recipe(['200 g red lentils', '1 l water'], 'Simmer the lentils until the dal is thick.', 'Tadka Dal');
    expect(unlistedFoods(dal)).toEqual([]);
  });
});
