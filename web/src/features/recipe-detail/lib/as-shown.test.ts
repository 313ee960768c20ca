import { describe, expect, it } from 'vitest';
import { lineAsShown, stepAsShown } from './units';

/** An ingredient line, the servings factor and the measures chosen → the line the page shows. */
describe('lineAsShown', () => {
  it.each([
    // Grams and millilitres: whole, in fives from 100.
    ['30 g butter', 0.25, 'as-written', '8 g butter'],
    ['30 g butter', 0.25, 'metric', '8 g butter'],
    ['15 g parsley', 1 / 3, 'metric', '5 g parsley'],
    ['450 g strong white bread flour', 1 / 12, 'metric', '38 g strong white bread flour'],
    ['450 g flour', 0.5, 'metric', '225 g flour'],
    ['350 ml lukewarm water', 1 / 3, 'metric', '115 ml lukewarm water'],
    ['1.5 kg potatoes', 0.25, 'metric', '375 g potatoes'],
    ['2 grams saffron', 0.25, 'as-written', '1 g saffron'],
    ['700 g flour', 2, 'metric', '1.4 kg flour'],
    // Spoons: what a set of measuring spoons holds.
    ['1 tablespoon dill', 0.25, 'as-written', '¾ teaspoon dill'],
    ['1 tbsp dill', 0.25, 'metric', '¾ tsp dill'],
    ['1½ tbsp olive oil', 0.5, 'us', '2¼ tsp olive oil'],
    ['1/4 tsp salt', 0.25, 'as-written', 'a pinch of salt'],
    ['1/4 teaspoon of chilli flakes', 0.25, 'us', 'a pinch of chilli flakes'],
    ['1/4 tsp salt', 0.5, 'us', '⅛ tsp salt'],
    ['1 tsp cumin', 3, 'us', '1 tbsp cumin'],
    ['2 tsp baking powder', 2, 'metric', '1½ tbsp baking powder'],
    ['3 tablespoons soy sauce', 0.25, 'as-written', '2¼ teaspoons soy sauce'],
    ['2 tbsp honey', 0.5, 'us', '1 tbsp honey'],
    ['1 teaspoon vanilla extract', 1 / 3, 'metric', '¼ teaspoon vanilla extract'],
    ['5 tablespoons kirsch', 1 / 12, 'metric', '1¼ teaspoons kirsch'],
    // Counted things: halves at least, the noun in the right number.
    ['2 spring onions, sliced', 0.25, 'as-written', '½ spring onion, sliced'],
    ['2 spring onions, sliced', 0.25, 'us', '½ scallion, sliced'],
    ['1 onion, chopped', 2, 'as-written', '2 onions, chopped'],
    ['2 onions, chopped', 0.5, 'metric', '1 onion, chopped'],
    ['1 large onion', 0.25, 'as-written', '½ large onion'],
    ['3 eggs', 1 / 3, 'as-written', '1 egg'],
    ['6 large eggs', 1 / 12, 'us', '½ large egg'],
    ['1 egg yolk', 3, 'as-written', '3 egg yolks'],
    ['4 garlic cloves, crushed', 0.25, 'as-written', '1 garlic clove, crushed'],
    ['2 cloves garlic', 1.5, 'as-written', '3 cloves garlic'],
    ['1 lemon, zested', 0.5, 'as-written', '½ lemon, zested'],
    ['1 bay leaf', 2, 'as-written', '2 bay leaves'],
    ['3 carrots', 0.5, 'as-written', '1½ carrots'],
    ['2 tins chopped tomatoes', 0.5, 'as-written', '1 tin chopped tomatoes'],
    ['4 chicken thighs', 0.25, 'us', '1 chicken thigh'],
    ['1 courgette, sliced', 2, 'as-written', '2 courgettes, sliced'],
    ['1 (400 g) can tomatoes', 2, 'as-written', '2 (400 g) can tomatoes'],
    ['2 potatoes', 1 / 6, 'as-written', '½ potato'],
    // Butter in US kitchens: spoons, tablespoons, sticks.
    ['50 g unsalted butter, melted', 1, 'us', '3½ tbsp unsalted butter, melted'],
    ['113 g butter', 1, 'us', '1 stick (8 tbsp) butter'],
    ['250 g cold butter, cubed', 1, 'us', '2¼ sticks (18 tbsp) cold butter, cubed'],
    ['30 g butter', 0.25, 'us', '1¾ tsp butter'],
    ['4 oz butter', 1, 'us', '1 stick (8 tbsp) butter'],
    ['170 g softened butter', 1, 'us', '1½ sticks (12 tbsp) softened butter'],
    ['100 g peanut butter', 1, 'us', '3½ oz peanut butter'],
    ['400 g butter beans', 1, 'us', '14 oz butter beans'],
    ['50 g butter', 1, 'metric', '50 g butter'],
    // British names in US kitchens.
    ['600 ml double cream', 1, 'us', '2½ cups heavy cream'],
    ['600 ml double cream', 1, 'metric', '600 ml double cream'],
    ['150 ml single cream', 1, 'us', '¾ cup light cream'],
    ['250 g caster sugar', 1, 'us', '9 oz superfine sugar'],
    ['2 tablespoons icing sugar', 1, 'us', '2 tablespoons powdered sugar'],
    ['200 g plain flour', 1, 'us', '7 oz all-purpose flour'],
    ['2 courgettes', 1, 'us', '2 zucchini'],
    ['1 aubergine', 2, 'us', '2 eggplants'],
    ['1 handful coriander leaves', 1, 'us', '1 handful cilantro leaves'],
    ['4 tablespoons cornflour', 1, 'us', '4 tablespoons cornstarch'],
    ['1 tsp bicarbonate of soda', 1, 'us', '1 tsp baking soda'],
    ['1 tsp ground coriander', 1, 'us', '1 tsp ground coriander'],
    ['Double cream, to serve', 1, 'us', 'Heavy cream, to serve'],
    // Lengths.
    ['5 cm piece ginger, grated', 1, 'us', '2-inch piece ginger, grated'],
    ['1-inch piece ginger', 1, 'metric', '3 cm piece ginger'],
    // Other measures as before; counted things with no unit stay counted.
    ['2 cups flour', 1, 'metric', '480 ml flour'],
    ['1 lb ground beef', 0.5, 'metric', '225 g ground beef'],
    ['½ cup sugar', 3, 'as-written', '1½ cup sugar'],
    ['2-3 tbsp soy sauce', 2, 'us', '4-6 tbsp soy sauce'],
    ['salt and pepper to taste', 0.5, 'us', 'salt and pepper to taste'],
    ['juice of 1 lemon', 2, 'as-written', 'juice of 1 lemon'],
  ] as const)('%s × %d in %s → %s', (line, factor, units, text) => {
    expect(lineAsShown(line, factor, units).text).toBe(text);
  });
});

describe('stepAsShown', () => {
  it.each([
    ['Heat the oven to 190°C (375°F).', 'us', 'Heat the oven to 375°F.'],
    ['Heat the oven to 190°C (375°F).', 'metric', 'Heat the oven to 190°C.'],
    ['Heat the oven to 375°F (190°C).', 'metric', 'Heat the oven to 190°C.'],
    ['Bake at 180°C/350°F for 20 minutes.', 'us', 'Bake at 350°F for 20 minutes.'],
    ['Heat the oven to 190°C (375°F).', 'as-written', 'Heat the oven to 190°C (375°F).'],
    ['Heat the oven to 180°C.', 'us', 'Heat the oven to 350°F.'],
    ['Grease a 25 cm pan.', 'us', 'Grease a 10-inch pan.'],
    ['Grease a 24 cm springform tin.', 'us', 'Grease a 9-inch springform tin.'],
    ['Use a 20 x 30 cm baking dish.', 'us', 'Use a 8 x 12-inch baking dish.'],
    ['Roll out 5 mm thick and cut into 1 cm rounds.', 'us', 'Roll out ¼-inch thick and cut into ½-inch rounds.'],
    ['Roll into a circle about 30 cm.', 'us', 'Roll into a circle about 12 inches.'],
    ['Grease a 9-inch pan.', 'metric', 'Grease a 23 cm pan.'],
    ['Use a 13 x 9 inch dish.', 'metric', 'Use a 33 x 23 cm dish.'],
    ['Cut into ½-inch slices.', 'metric', 'Cut into 1 cm slices.'],
    ['Put everything in a bowl.', 'metric', 'Put everything in a bowl.'],
    ['Whip the double cream with the icing sugar.', 'us', 'Whip the heavy cream with the powdered sugar.'],
  ] as const)('%s in %s → %s', (html, units, text) => {
    expect(stepAsShown(html, units)).toBe(text);
  });
});
