/**
 * One table a major allergen beyond the first six: lines that hold it and lines that do
 * not, look-alikes among them ("eggplant", "butternut", "cream of tartar", "peanut butter" for tree
 * nuts). A line that holds the allergen names it and is its reason; a line that does not is
 * understood and claims it free. The rules behind each table are in docs/labels.md.
 */
import { describe, expect, it } from 'vitest';
import type { AllergyId } from '../../shared/ids';
import { labelRecipe } from './index';

type Row = readonly [line: string, holds: boolean];

const TABLES: Readonly<Partial<Record<AllergyId, readonly Row[]>>> = {
  dairy: [
    ['200 ml whole milk', true],
    ['2 tbsp unsalted butter', true],
    ['150 ml double cream', true],
    ['100 g crumbled feta', true],
    ['50 g parmesan, grated', true],
    ['1 cup shredded mozzarella', true],
    ['250 g ricotta', true],
    ['200 g Greek yoghurt', true],
    ['150 g plain yogurt', true],
    ['2 tbsp ghee', true],
    ['1 scoop whey protein', true],
    ['1 tsp sodium caseinate', true],
    ['100 ml buttermilk', true],
    ['3 tbsp sour cream', true],
    ['200 g cream cheese', true],
    ['100 g mascarpone', true],
    ['200 g paneer, cubed', true],
    ['50 g milk chocolate', true],
    ['1 tin condensed milk', true],
    ['2 tbsp creme fraiche', true],
    ['1 cup oat milk', false],
    ['2 tbsp vegan butter', false],
    ['1 tin coconut milk', false],
    ['200 ml almond milk', false],
    ['1 tsp cream of tartar', false],
    ['2 tbsp peanut butter', false],
    ['1 tin butter beans, drained', false],
    ['1 tbsp cocoa powder', false],
    ['1 cup butternut squash, cubed', false],
    ['2 tbsp olive oil', false],
    ['200 ml soy milk', false],
    ['1 tbsp coconut oil', false],
  ],
  egg: [
    ['8 eggs', true],
    ['2 large eggs, beaten', true],
    ['3 egg yolks', true],
    ['4 egg whites', true],
    ['2 tbsp mayonnaise', true],
    ['4 meringue nests', true],
    ['3 tbsp aioli', true],
    ['200 g egg noodles', true],
    ['12 quail eggs', true],
    ['1 tbsp dried egg powder', true],
    ['2 tbsp hollandaise sauce', true],
    ['500 ml custard', true],
    ['1 brioche loaf', true],
    ['2 tbsp tartar sauce', true],
    ['200 g marzipan', true],
    ['1 tbsp lemon curd', true],
    ['1 pavlova base', true],
    ['2 tbsp salad cream', true],
    ['3 tbsp caesar dressing', true],
    ['1 egg, for egg wash', true],
    ['1 large eggplant, cubed', false],
    ['2 aubergines, sliced', false],
    ['2 tbsp vegan mayo', false],
    ['1 tbsp egg replacer', false],
    ['200 g dried spaghetti', false],
    ['200 g rice noodles', false],
    ['1 tbsp chia seeds', false],
    ['100 g silken tofu', false],
    ['2 tbsp aquafaba', false],
    ['1 tsp baking powder', false],
    ['1 tin chickpeas', false],
    ['1 cup plain flour', false],
  ],
  fish: [
    ['2 salmon fillets', true],
    ['1 tin tuna, drained', true],
    ['2 tbsp fish sauce', true],
    ['1 tsp anchovy paste', true],
    ['4 anchovy fillets', true],
    ['1 tbsp Worcestershire sauce', true],
    ['500 ml dashi', true],
    ['1 tsp dashi powder', true],
    ['400 g cod fillets', true],
    ['2 smoked mackerel fillets', true],
    ['1 tin sardines in olive oil', true],
    ['2 tbsp caesar dressing', true],
    ['1 tbsp tapenade', true],
    ['2 tbsp furikake', true],
    ['500 ml fish stock', true],
    ['200 g smoked salmon', true],
    ['2 tbsp kimchi', true],
    ['300 g haddock', true],
    ['1 tbsp oyster sauce', false],
    ['2 tbsp soy sauce', false],
    ['200 g prawns', false],
    ['1 tbsp vegan fish sauce', false],
    ['1 sheet nori', false],
    ['2 tbsp miso paste', false],
    ['500 ml vegetable stock', false],
    ['1 tbsp vegan kimchi', false],
    ['2 tbsp capers', false],
    ['1 tbsp tamari', false],
    ['200 g tofu', false],
    ['1 tbsp hoisin sauce', false],
    ['2 tbsp coconut aminos', false],
    ['500 g chicken thighs', false],
  ],
  'tree-nut': [
    ['50 g flaked almonds', true],
    ['100 g ground almonds', true],
    ['2 tbsp almond butter', true],
    ['200 ml almond milk', true],
    ['50 g walnuts, chopped', true],
    ['100 g cashews', true],
    ['2 tbsp cashew butter', true],
    ['50 g pecans', true],
    ['30 g pistachios', true],
    ['50 g hazelnuts', true],
    ['30 g macadamia nuts', true],
    ['6 brazil nuts', true],
    ['30 g pine nuts', true],
    ['200 g chestnuts', true],
    ['2 tbsp pesto', true],
    ['200 g marzipan', true],
    ['2 tbsp nutella', true],
    ['1 tsp almond extract', true],
    ['1 tbsp walnut oil', true],
    ['50 g mixed nuts', true],
    ['100 g almond flour', true],
    ['30 ml amaretto', true],
    ['2 tbsp peanut butter', false],
    ['1 tin coconut milk', false],
    ['50 g desiccated coconut', false],
    ['1 tbsp coconut oil', false],
    ['1/2 tsp ground nutmeg', false],
    ['1 tin water chestnuts', false],
    ['1 butternut squash, peeled', false],
    ['50 g peanuts', false],
    ['1 tbsp nutritional yeast', false],
    ['2 tbsp sunflower seeds', false],
    ['1 tbsp pumpkin seeds', false],
    ['100 g coconut flour', false],
  ],
  sesame: [
    ['1 tbsp sesame seeds', true],
    ['2 tbsp toasted sesame oil', true],
    ['3 tbsp tahini', true],
    ['100 g halva', true],
    ["1 tbsp za'atar", true],
    ['1 tbsp gomasio', true],
    ['200 g hummus', true],
    ['2 tbsp black sesame seeds', true],
    ['4 sesame seed buns', true],
    ['2 bagels', true],
    ['2 tbsp hoisin sauce', true],
    ['2 tbsp furikake', true],
    ['1 tbsp sesame paste', true],
    ['2 tbsp mixed seeds', true],
    ['200 g baba ganoush', true],
    ['2 tbsp ssamjang', true],
    ['4 slices seeded bread', true],
    ['2 tbsp teriyaki sauce', true],
    ['2 tbsp gochujang', false],
    ['1 tbsp sunflower seeds', false],
    ['2 tbsp pumpkin seeds', false],
    ['1 tbsp chia seeds', false],
    ['1 tbsp flaxseed', false],
    ['1 tbsp poppy seeds', false],
    ['2 tbsp olive oil', false],
    ['2 tbsp soy sauce', false],
    ['1 tbsp rice vinegar', false],
    ['2 tbsp peanut butter', false],
    ['1 tsp cumin seeds', false],
    ['4 slices white bread', false],
    ['1 tbsp fennel seeds', false],
    ['1 tbsp rapeseed oil', false],
  ],
  mustard: [
    ['1 tbsp Dijon mustard', true],
    ['1 tsp wholegrain mustard', true],
    ['1 tsp English mustard', true],
    ['1 tbsp yellow mustard', true],
    ['1 tsp mustard seeds', true],
    ['1 tsp black mustard seeds', true],
    ['1 tsp mustard powder', true],
    ['1/2 tsp dry mustard', true],
    ['2 tbsp honey mustard', true],
    ['2 tbsp mustard oil', true],
    ['1 bunch mustard greens', true],
    ['2 tbsp mayonnaise', true],
    ['3 tbsp vinaigrette', true],
    ['2 tbsp piccalilli', true],
    ['1 tbsp curry powder', true],
    ['2 tbsp lime pickle', true],
    ['1 tbsp bbq rub', true],
    ['2 tbsp caesar dressing', true],
    ['1 tbsp horseradish sauce', true],
    ['4 pork sausages', true],
    ['1 tsp ground cumin', false],
    ['1 tsp ground turmeric', false],
    ['1 tbsp fresh horseradish, grated', true],
    ['1 tsp wasabi paste', true],
    ['1 tsp ground coriander', false],
    ['1 tsp dried oregano', false],
    ['2 tbsp olive oil', false],
    ['1 bunch watercress', false],
    ['1 bunch collard greens', false],
    ['2 tbsp rapeseed oil', false],
    ['1 tbsp cider vinegar', false],
    ['1 tsp smoked paprika', false],
    ['1 tbsp honey', false],
    ['1 tsp fenugreek seeds', false],
  ],
  celery: [
    ['2 celery sticks, diced', true],
    ['1 stalk celery', true],
    ['1 celeriac, peeled and cubed', true],
    ['1 tsp celery salt', true],
    ['1 tsp celery seed', true],
    ['1 cup mirepoix', true],
    ['200 g soffritto', true],
    ['1 litre chicken stock', true],
    ['500 ml vegetable stock', true],
    ['1 vegetable stock cube', true],
    ['500 ml beef broth', true],
    ['1 chicken bouillon cube', true],
    ['1 tin cream of celery soup', true],
    ['200 ml tomato juice', true],
    ['1 tbsp curry powder', true],
    ['2 tbsp ketchup', true],
    ['1 tsp Old Bay seasoning', true],
    ['500 ml fish stock', true],
    ['300 g bolognese sauce', true],
    ['2 tbsp mayonnaise', true],
    ['1 cup celery leaves', true],
    ['1 fennel bulb, sliced', false],
    ['2 carrots, diced', false],
    ['1 onion, diced', false],
    ['1 leek, sliced', false],
    ['1 bunch parsley', false],
    ['1 tsp garlic salt', false],
    ['1 tsp onion salt', false],
    ['500 ml dashi', false],
    ['1 parsnip', false],
    ['200 ml apple juice', false],
    ['1 tsp sea salt', false],
  ],
  lupin: [
    ['100 g lupin flour', true],
    ['200 g lupini beans', true],
    ['1 jar lupini, drained', true],
    ['100 g lupin', true],
    ['200 g gluten-free flour', true],
    ['4 slices gluten-free bread', true],
    ['1 baguette', true],
    ['100 g chickpea flour', false],
    ['100 g gram flour', false],
    ['200 g plain flour', false],
    ['1 tin chickpeas', false],
    ['200 g red lentils', false],
    ['1 tin cannellini beans', false],
    ['200 g frozen peas', false],
    ['1 tbsp pea protein', false],
    ['100 g fava bean flour', false],
    ['100 g rice flour', false],
    ['100 g buckwheat flour', false],
    ['100 g cornflour', false],
    ['200 g tofu', false],
    ['100 g ground almonds', false],
    ['200 g green beans', false],
    ['100 g oats', false],
    ['1 tin black beans', false],
    ['200 g quinoa', false],
    ['100 g potato starch', false],
    ['200 g edamame', false],
    ['100 g coconut flour', false],
    ['1 tin kidney beans', false],
    ['100 g tapioca flour', false],
  ],
  mollusc: [
    ['500 g squid, cleaned', true],
    ['300 g calamari rings', true],
    ['1 octopus, about 1 kg', true],
    ['1 kg mussels', true],
    ['500 g clams', true],
    ['12 oysters', true],
    ['8 scallops', true],
    ['12 snails', true],
    ['12 escargots', true],
    ['200 g cuttlefish', true],
    ['2 tbsp oyster sauce', true],
    ['300 g cockles', true],
    ['200 g whelks', true],
    ['400 g mixed seafood', true],
    ['1 tbsp XO sauce', true],
    ['2 abalone', true],
    ['200 g king scallops', true],
    ['500 g razor clams', true],
    ['200 g prawns', false],
    ['1 crab', false],
    ['1 lobster tail', false],
    ['2 tbsp vegetarian oyster sauce', false],
    ['200 g oyster mushrooms', false],
    ['2 salmon fillets', false],
    ['2 tbsp fish sauce', false],
    ['1 sheet nori', false],
    ['200 g crayfish tails', false],
    ['500 g chicken thighs', false],
    ['200 g tofu', false],
    ['200 g king oyster mushrooms', false],
    ['1 tbsp soy sauce', false],
    ['200 g shrimp', false],
  ],
};

describe.each(Object.entries(TABLES) as [AllergyId, readonly Row[]][])('%s', (allergen, rows) => {
  it('holds at least 30 lines, some holding it and some not', () => {
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(rows.filter(([, holds]) => holds).length).toBeGreaterThanOrEqual(5);
    expect(rows.filter(([, holds]) => !holds).length).toBeGreaterThanOrEqual(5);
  });

  it.each(rows.map(([line, holds]) => ({ line, holds })))('$line: $holds', ({ line, holds }) => {
    const result = labelRecipe([line], 1);
    expect(result.unrecognised).toEqual([]);
    if (holds) {
      expect(result.allergens).toContain(allergen);
      const reason = result.reasons.allergens.find((item) => item.id === allergen);
      expect(reason?.because).toContainEqual({ source: 'ingredient', text: line });
    } else {
      expect(result.allergens).not.toContain(allergen);
    }
  });
});

describe('a food the steps name is not accounted for by a line of a plainer food', () => {
  it.each([
    [['200 g rice', '2 tbsp olive oil'], 'Finish with a little sesame oil.', 'sesame'],
    [['200 g flour', '50 g butter'], 'Serve with peanut butter.', 'peanut'],
    [['200 g flour', '50 g butter'], 'Spread with almond butter.', 'tree-nut'],
  ] as const)('%j, “%s”: %s', (lines, instructions, allergen) => {
    expect(labelRecipe([...lines], 2, { title: 'Supper', instructions }).allergens).toContain(allergen);
  });
  it('while a line of the same food still accounts for the shorter name', () => {
    const result = labelRecipe(['200 g almond flour', '2 eggs'], 2, {
      title: 'Keto Bread',
      instructions: 'Mix the flour and eggs.',
    });
    expect(result.allergens).not.toContain('wheat');
    const oil = labelRecipe(['200 g rice', '1 tbsp toasted sesame oil'], 2, {
      title: 'Rice',
      instructions: 'Drizzle with the sesame oil.',
    });
    expect(oil.reasons.allergens.find((item) => item.id === 'sesame')?.because).toEqual([
      { source: 'ingredient', text: '1 tbsp toasted sesame oil' },
    ]);
  });
});

describe('shellfish is the crustaceans, mollusc the molluscs', () => {
  const holding = (line: string) => labelRecipe([line], 1).allergens;
  it.each(['1 kg mussels', '500 g clams', '12 oysters', '8 scallops', '300 g squid rings', '2 tbsp oyster sauce'])(
    '%s: mollusc, not shellfish',
    (line) => {
      expect(holding(line)).toContain('mollusc');
      expect(holding(line)).not.toContain('shellfish');
    },
  );
  it.each(['300 g shrimp', '400 g king prawns', '1 crab', '2 lobster tails', '200 g crayfish tails', '6 langoustines'])(
    '%s: shellfish, not mollusc',
    (line) => {
      expect(holding(line)).toContain('shellfish');
      expect(holding(line)).not.toContain('mollusc');
    },
  );
  it.each(['400 g mixed seafood', '500 ml shellfish stock', '1 litre seafood stock', '1 tbsp XO sauce'])(
    '%s, which does not say which: both',
    (line) => {
      expect(holding(line)).toEqual(expect.arrayContaining(['shellfish', 'mollusc']));
    },
  );
  it('a paella of prawns and mussels holds both, each for its own line', () => {
    const result = labelRecipe(['300 g king prawns', '500 g mussels', '300 g paella rice'], 4);
    const because = (id: AllergyId) => result.reasons.allergens.find((item) => item.id === id)?.because;
    expect(because('shellfish')).toEqual([{ source: 'ingredient', text: '300 g king prawns' }]);
    expect(because('mollusc')).toEqual([{ source: 'ingredient', text: '500 g mussels' }]);
  });
});

describe('whole recipes and the new allergens', () => {
  it('an 8-egg frittata with cream and feta holds egg and milk, each for its lines', () => {
    const result = labelRecipe(
      ['8 large eggs', '100 ml double cream', '150 g feta, crumbled', '1 red onion, sliced', '2 tbsp olive oil'],
      4,
      { title: 'Feta Frittata', instructions: 'Whisk the eggs with the cream, stir in the feta and bake.' },
    );
    expect(result.allergens).toEqual(['dairy', 'egg']);
    const because = (id: AllergyId) => result.reasons.allergens.find((item) => item.id === id)?.because;
    expect(because('egg')).toEqual([{ source: 'ingredient', text: '8 large eggs' }]);
    expect(because('dairy')).toEqual([
      { source: 'ingredient', text: '100 ml double cream' },
      { source: 'ingredient', text: '150 g feta, crumbled' },
    ]);
  });

  it('a food the steps name counts: a vegan-looking list served with parmesan holds milk', () => {
    const result = labelRecipe(['200 g spaghetti', '2 tbsp olive oil'], 2, {
      instructions: 'Toss and serve with grated parmesan.',
    });
    expect(result.allergens).toContain('dairy');
  });

  it('a line that cannot be checked withholds every new claim and says which line', () => {
    const result = labelRecipe(['4 chicken thighs', '1 jar secret sauce'], 4);
    for (const id of ['dairy', 'egg', 'fish', 'tree-nut', 'sesame', 'mustard', 'celery', 'lupin', 'mollusc'] as const) {
      expect(result.allergens).toContain(id);
      expect(result.reasons.allergens.find((item) => item.id === id)?.because).toEqual([
        { source: 'unchecked', text: '1 jar secret sauce' },
      ]);
    }
  });
});
