/**
 * More real-world ingredient lines, in the format of ingredient-lines.test.ts: the units people
 * write (loaf, slice, clove, can, tin, packet, bunch, handful, knob, sprig, stick, rasher, pinch),
 * weights and volumes in brackets, ranges, unicode fractions, every kind of sulphite source,
 * alternatives and optional lines (every food named counts), free-from products, hidden allergens,
 * and lines that must stay unrecognised. Expectations state what the food holds, not what the
 * engine happens to answer.
 *
 * diet: the most permissive of vegan > vegetarian > pescatarian the line allows; 'none' when it
 * allows none of them (meat, gelatin, calf rennet); 'unknown' when the line is not understood.
 */
import { describe, expect, it } from 'vitest';
import { classifyIngredient, labelRecipe } from './index';

type Diet = 'vegan' | 'vegetarian' | 'pescatarian' | 'none' | 'unknown';
/** line, allergens (space-separated, exact), diet, categories that must be present, categories that must be absent. */
type Case = readonly [line: string, allergens: string, diet: Diet, has?: string, lacks?: string];

const CASES: readonly Case[] = [
  // Units people write: loaf, slice, clove, can, tin, packet, bunch, handful, knob, sprig, stick, rasher, pinch.
  ['1 large loaf crusty bread, torn', 'gluten wheat', 'vegan'],
  ['2 slices of ham', '', 'none', 'meat'],
  ['4 slices smoked salmon', '', 'pescatarian', 'fish'],
  ['3 thick slices sourdough bread', 'gluten wheat', 'vegan'],
  ['2 slices mature cheddar', '', 'vegetarian', 'dairy'],
  ['4 cloves of garlic, finely sliced', '', 'vegan', 'vegetable'],
  ['1 clove garlic, grated', '', 'vegan'],
  ['1 can (400 g) cannellini beans, drained', '', 'vegan', 'legume'],
  ['1 tin chopped tomatoes', '', 'vegan'],
  ['2 cans (400 g each) chopped tomatoes', '', 'vegan'],
  ['1 can sardines in olive oil', '', 'pescatarian', 'fish'],
  ['1 tin mackerel fillets in olive oil', '', 'pescatarian', 'fish'],
  ['1 can (160 g) tuna in spring water, drained', '', 'pescatarian', 'fish'],
  ['1 tin (400 g) green lentils, drained', '', 'vegan', 'legume'],
  ['1 can (400 ml) light coconut milk', '', 'vegan', '', 'dairy'],
  ['1 packet (396 g) firm tofu, drained', 'soy', 'vegan', 'soy'],
  ['1 sachet fast-action dried yeast', '', 'vegan'],
  ['1 packet (250 g) halloumi', '', 'vegetarian', 'dairy'],
  ['1 bunch coriander, chopped', '', 'vegan', 'herb-spice'],
  ['1 bunch asparagus, woody ends snapped off', '', 'vegan', 'vegetable'],
  ['1 bunch of radishes, halved', '', 'vegan'],
  ['a handful of flat-leaf parsley', '', 'vegan'],
  ['a handful of cashews', '', 'vegan', 'tree-nut'],
  ['a handful of frozen peas', '', 'vegan', 'pod-legume'],
  ['a knob of ginger, grated', '', 'vegan'],
  ['1 knob of unsalted butter', '', 'vegetarian', 'dairy'],
  ['2 sprigs of mint', '', 'vegan'],
  ['a sprig of tarragon', '', 'vegan'],
  ['1 stick celery, diced', '', 'vegan', 'vegetable'],
  ['2 sticks of butter, melted', '', 'vegetarian', 'dairy'],
  ['1 stick lemongrass, bruised', '', 'vegan'],
  ['4 rashers smoked back bacon', '', 'none', 'meat'],
  ['8 rashers of pancetta', '', 'none', 'meat'],
  ['a pinch of chilli flakes', '', 'vegan'],
  ['pinch of ground cinnamon', '', 'vegan'],
  ['a pinch of caster sugar', '', 'vegan', 'added-sugar'],
  ['pinch of cayenne pepper', '', 'vegan'],
  // Weights and volumes in brackets.
  ['1 cup (240 ml) oat milk', 'gluten', 'vegan', '', 'dairy'],
  ['1 cup (240 ml) soy milk', 'soy', 'vegan', 'soy'],
  ['1 cup (125 g) all-purpose flour', 'gluten wheat', 'vegan', 'wheat'],
  ['½ cup (113 g) unsalted butter, melted', '', 'vegetarian', 'dairy'],
  ['2 cups (480 ml) chicken broth', 'gluten soy wheat', 'none', 'poultry'],
  ['1 cup (200 g) granulated sugar', '', 'vegan', 'added-sugar'],
  ['3 tbsp (45 ml) soy sauce', 'gluten soy wheat', 'vegan', 'soy wheat'],
  ['1 lb (450 g) ground beef', '', 'none', 'meat'],
  ['1 block (200 g) feta', '', 'vegetarian', 'dairy'],
  ['1 pack (500 g) spaghetti', 'gluten wheat', 'vegan', 'wheat'],
  ['1 bag (200 g) baby spinach', '', 'vegan'],
  ['1 jar (190 g) green pesto', '', 'none', 'animal-rennet'],
  ['2 cans (400 g each) kidney beans, rinsed', '', 'vegan', 'legume'],
  ['1 tub (250 g) mascarpone', '', 'vegetarian', 'dairy'],
  // Ranges and unicode fractions.
  ['1-2 tsp chilli powder', '', 'vegan'],
  ['2 to 3 garlic cloves, minced', '', 'vegan'],
  ['3–4 tbsp mayonnaise', '', 'vegetarian', 'egg'],
  ['100-150 ml double cream', '', 'vegetarian', 'dairy'],
  ['4-6 chicken drumsticks', '', 'none', 'poultry'],
  ['1 to 2 tbsp honey', '', 'vegetarian', 'honey'],
  ['2-3 tbsp fish sauce', '', 'pescatarian', 'fish'],
  ['200–250 g dried penne', 'gluten wheat', 'vegan'],
  ['5-6 anchovy fillets', '', 'pescatarian', 'fish'],
  ['½ tsp ground turmeric', '', 'vegan'],
  ['⅓ cup tahini', '', 'vegan', 'seed'],
  ['¼ cup soy sauce', 'gluten soy wheat', 'vegan'],
  ['¾ cup whole milk', '', 'vegetarian', 'dairy'],
  ['1½ cups chicken stock', 'gluten soy wheat', 'none', 'poultry'],
  ['2 ½ cups rolled oats', 'gluten', 'vegan', 'gluten-grain'],
  ['⅔ cup light brown sugar', '', 'vegan', 'added-sugar'],
  ['½ red onion, finely diced', '', 'vegan'],
  ['¼ cup chopped walnuts', '', 'vegan', 'tree-nut'],
  ['½ cup creamy peanut butter', 'peanut', 'vegan', 'peanut'],
  // Wines of grapes and of rice: all hold sulphites.
  ['125 ml dry red wine', 'sulfite', 'vegan', 'alcohol sulfite'],
  ['1 cup Sauvignon Blanc', 'sulfite', 'vegan', 'alcohol sulfite'],
  ['200 ml rosé wine', 'sulfite', 'vegan', 'alcohol sulfite'],
  ['100 ml prosecco', 'sulfite', 'vegan', 'alcohol sulfite'],
  ['3 tbsp cooking sake', 'sulfite', 'vegan', 'sulfite'],
  ['¼ cup mirin', 'sulfite', 'vegan', 'sulfite'],
  ['2 tbsp Shaoxing rice wine', 'gluten sulfite wheat', 'vegan', 'sulfite'],
  ['50 ml extra dry vermouth', 'sulfite', 'vegan', 'sulfite'],
  ['⅓ cup fino sherry', 'sulfite', 'vegan', 'sulfite'],
  ['100 ml port wine', 'sulfite', 'vegan', 'sulfite'],
  ['½ cup dry Marsala', 'sulfite', 'vegan', 'sulfite'],
  ['60 ml Madeira wine', 'sulfite', 'vegan', 'sulfite'],
  // Cider and perry, wine and cider vinegars.
  ['1 bottle (500 ml) dry cider', 'sulfite', 'vegan', 'sulfite'],
  ['200 ml perry', 'sulfite', 'vegan', 'sulfite'],
  ['2 tbsp white wine vinegar', 'sulfite', 'vegan', 'sulfite'],
  ['1 tbsp sherry vinegar', 'sulfite', 'vegan', 'sulfite'],
  ['1 tbsp champagne vinegar', 'sulfite', 'vegan', 'sulfite'],
  ['1 tbsp cider vinegar', 'sulfite', 'vegan', 'sulfite'],
  ['2 tbsp balsamic glaze', 'sulfite', 'vegan', 'sulfite'],
  ['1 tsp aged balsamic vinegar', 'sulfite', 'vegan', 'sulfite'],
  // Dried fruit, unsulphured or not.
  ['100 g unsulphured dried figs', 'sulfite', 'vegan', 'sulfite'],
  ['50 g unsulphured raisins', 'sulfite', 'vegan', 'sulfite'],
  ['75 g dried dates, chopped', 'sulfite', 'vegan', 'sulfite'],
  ['½ cup golden raisins', 'sulfite', 'vegan', 'sulfite'],
  ['40 g dried cherries', 'sulfite', 'vegan', 'sulfite'],
  ['30 g currants', 'sulfite', 'vegan', 'sulfite'],
  ['175 g mixed dried fruit', 'sulfite', 'vegan', 'sulfite'],
  ['6 dried figs, quartered', 'sulfite', 'vegan', 'sulfite'],
  ['8 soft prunes', 'sulfite', 'vegan', 'sulfite'],
  ['100 g dried mango', 'sulfite', 'vegan', 'sulfite'],
  ['¼ cup dried cranberries', 'sulfite', 'vegan', 'sulfite'],
  ['150 g sultanas, soaked in tea', 'sulfite', 'vegan', 'sulfite'],
  ['4 Medjool dates', 'sulfite', 'vegan', 'sulfite'],
  // Lemon and lime juice: bottled, or not said to be fresh, holds sulphites.
  ['2 tbsp bottled lime juice', 'sulfite', 'vegan', 'sulfite'],
  ['¼ cup lemon juice', 'sulfite', 'vegan', 'sulfite'],
  ['1 tsp lime juice', 'sulfite', 'vegan', 'sulfite'],
  ['juice of 2 limes', '', 'vegan', 'fruit', 'sulfite'],
  ['1 lemon, juiced', '', 'vegan', 'fruit', 'sulfite'],
  ['3 tbsp freshly squeezed lime juice', '', 'vegan', 'fruit', 'sulfite'],
  ['2 tbsp fresh lemon juice', '', 'vegan', 'fruit', 'sulfite'],
  // Pickled, brined and fermented vegetables.
  ['4 cornichons, sliced', 'sulfite', 'vegan', 'sulfite'],
  ['2 large gherkins, finely diced', 'sulfite', 'vegan', 'sulfite'],
  ['1 tbsp baby capers, drained', 'sulfite', 'vegan', 'sulfite'],
  ['½ cup sauerkraut, squeezed dry', 'sulfite', 'vegan', 'sulfite'],
  ['2 tbsp sweet relish', 'sulfite', 'vegan', 'sulfite'],
  ['1 dill pickle spear', 'sulfite', 'vegan', 'sulfite'],
  // Molasses, treacle, candied and glacé fruit.
  ['2 tbsp blackstrap molasses', 'sulfite', 'vegan', 'sulfite'],
  ['1 tbsp unsulphured molasses', 'sulfite', 'vegan', 'sulfite'],
  ['2 tbsp treacle', 'sulfite', 'vegan', 'sulfite'],
  ['50 g glacé cherries, rinsed', 'sulfite', 'vegan', 'sulfite'],
  ['½ cup maraschino cherries, halved', 'sulfite', 'vegan', 'sulfite'],
  ['50 g candied cherries', 'sulfite', 'vegan', 'sulfite'],
  ['50 g mixed peel', 'sulfite', 'vegan', 'sulfite'],
  // Alternatives: every food named counts.
  ['butter or ghee, for frying', '', 'vegetarian', 'dairy clarified-butter'],
  ['1 cup frozen peas or green beans', '', 'vegan', 'pod-legume'],
  ['200 ml whole milk or unsweetened soy milk', 'soy', 'vegetarian', 'dairy soy'],
  ['1.5 litres chicken or vegetable stock', 'gluten soy wheat', 'none', 'poultry'],
  ['250 g firm tofu or paneer', 'soy', 'vegetarian', 'soy dairy'],
  ['2 tbsp olive oil or butter', '', 'vegetarian', 'dairy'],
  ['1 tbsp honey or maple syrup', '', 'vegetarian', 'honey'],
  ['100 g almonds or peanuts', 'peanut', 'vegan', 'peanut tree-nut'],
  ['200 g prawns or firm tofu', 'shellfish soy', 'pescatarian', 'crustacean soy'],
  ['1 tbsp soy sauce or coconut aminos', 'gluten soy wheat', 'vegan', 'soy'],
  ['2 tbsp dry sherry or Shaoxing wine', 'gluten sulfite wheat', 'vegan', 'sulfite'],
  ['500 g beef or lamb mince', '', 'none', 'meat'],
  ['100 g bacon lardons or smoked tofu', 'soy', 'none', 'meat soy'],
  ['1 tbsp capers or chopped green olives', 'sulfite', 'vegan', 'sulfite'],
  ['300 g spaghetti or linguine', 'gluten wheat', 'vegan'],
  ['150 g basmati rice or quinoa', '', 'vegan', 'grain'],
  ['1 tbsp lemon juice or white wine vinegar', 'sulfite', 'vegan', 'sulfite'],
  ['2 tbsp butter or margarine, softened', 'soy', 'vegetarian', 'dairy'],
  // Optional lines count as used.
  ['1 tsp Worcestershire sauce (optional)', 'gluten sulfite', 'pescatarian', 'fish'],
  ['2 anchovy fillets (optional)', '', 'pescatarian', 'fish'],
  ['a splash of dry sherry (optional)', 'sulfite', 'vegan', 'sulfite'],
  ['parmesan shavings, to serve (optional)', '', 'none', 'animal-rennet'],
  ['optional: a pinch of sugar', '', 'vegan', 'added-sugar'],
  ['chopped cashews, to garnish (optional)', '', 'vegan', 'tree-nut'],
  ['1 tsp runny honey (optional)', '', 'vegetarian', 'honey'],
  ['soured cream, to serve (optional)', '', 'vegetarian', 'dairy'],
  ['1 tbsp dried shrimp (optional)', 'shellfish', 'pescatarian', 'crustacean'],
  ['1 tbsp miso paste (optional)', 'gluten soy wheat', 'vegan', 'soy'],
  // Free-from products, named precisely.
  ['2 tbsp gluten-free soy sauce', 'soy', 'vegan', 'soy', 'wheat'],
  ['200 g dairy-free yoghurt', 'soy', 'vegan', '', 'dairy'],
  ['¼ cup vegan mayonnaise', 'soy', 'vegan', '', 'egg'],
  ['250 g egg-free pasta', 'gluten wheat', 'vegan', 'wheat', 'egg'],
  ['100 g dairy-free chocolate chips', 'soy', 'vegan', '', 'dairy'],
  ['250 g gluten-free spaghetti', '', 'vegan', '', 'wheat'],
  ['1 tbsp gluten-free plain flour', '', 'vegan', '', 'wheat'],
  ['500 ml unsweetened soya milk', 'soy', 'vegan', 'soy', 'dairy'],
  ['2 tbsp vegan butter, melted', 'soy', 'vegan', '', 'dairy'],
  ['150 g vegan feta', 'soy', 'vegan', '', 'dairy'],
  ['1 tsp gluten-free baking powder', '', 'vegan', '', 'wheat'],
  ['200 ml lactose-free milk', '', 'vegetarian', 'dairy'],
  ['100 g gluten-free rolled oats', '', 'vegan', '', 'gluten-grain'],
  ['1 cup dairy-free cream cheese', 'soy', 'vegan', '', 'dairy'],
  // Hidden allergens.
  ['1 tbsp Worcester sauce', 'gluten sulfite', 'pescatarian', 'fish'],
  ['a dash of Worcestershire', 'gluten sulfite', 'pescatarian', 'fish'],
  ['3 tbsp oyster sauce', 'gluten shellfish soy wheat', 'pescatarian', 'mollusc'],
  ['2 tbsp Thai green curry paste', 'shellfish', 'pescatarian', 'crustacean'],
  ['1 tbsp yellow curry paste', 'shellfish', 'pescatarian', 'crustacean'],
  // Massaman and panang pastes are often made with peanuts; laksa paste with candlenuts.
  ['3 tbsp massaman curry paste', 'peanut shellfish', 'pescatarian', 'crustacean peanut'],
  ['2 tbsp laksa paste', 'shellfish', 'pescatarian', 'crustacean tree-nut'],
  ['100 g chicken liver pâté', 'sulfite', 'none', 'meat dairy alcohol'],
  ['2 cubes red fermented bean curd', 'soy sulfite', 'vegan', 'soy alcohol'],
  ['50 g pickled daikon', 'sulfite', 'vegan', 'sulfite'],
  ['2 tbsp red miso', 'gluten soy wheat', 'vegan', 'soy'],
  ['2 tbsp hoisin', 'gluten soy wheat', 'vegan', 'soy'],
  ['1 tbsp black bean sauce', 'gluten soy wheat', 'vegan', 'soy'],
  ['6 Cumberland sausages', 'gluten sulfite wheat', 'none', 'meat'],
  ['8 chipolatas', 'gluten sulfite wheat', 'none', 'meat'],
  ['400 g sausage meat', 'gluten sulfite wheat', 'none', 'meat'],
  ['2 chicken bouillon cubes', 'gluten soy wheat', 'none', 'poultry'],
  ['1 beef stock cube, crumbled', 'gluten soy wheat', 'none', 'meat'],
  ['1 tsp Thai fish sauce', '', 'pescatarian', 'fish'],
  ['100 g milk chocolate, chopped', 'soy', 'vegetarian', 'dairy soy'],
  ['2 tbsp ponzu', 'gluten soy wheat', 'pescatarian', 'soy fish'],
  ['1 tbsp anchovy paste', '', 'pescatarian', 'fish'],
  ['¼ cup teriyaki sauce', 'gluten soy wheat', 'vegan', 'soy'],
  ['1 tsp asafoetida (hing)', 'gluten wheat', 'vegan', 'wheat'],
  // Unrecognised: brand names and vague composites.
  ['1 jar Dolmio bolognese sauce', '', 'unknown'],
  ['1 pouch Uncle Bens microwave rice', '', 'unknown'],
  ['1 sachet Colmans cheese sauce mix', '', 'unknown'],
  ['1 bottle marinade', '', 'unknown'],
  ['1 box Kraft macaroni and cheese', '', 'unknown'],
  ['1 jar curry sauce', '', 'unknown'],
  ['2 tbsp sauce of your choice', '', 'unknown'],
  // Bought products named by their use: what they commonly hold decides, not the cheapest brand.
  ['2 tbsp pickled jalapeños, chopped', 'sulfite', 'vegan', 'sulfite'],
  ['4 pepperoncini, sliced', 'sulfite', 'vegan', 'sulfite'],
  ['1 jar (680 g) pasta sauce', 'sulfite', 'vegetarian', 'dairy'],
  ['1 packet stuffing mix', 'gluten soy wheat', 'none', 'meat'],
  ['1 packet gravy mix', 'gluten shellfish soy wheat', 'none', 'meat'],
  ['1 egg, beaten, to glaze', '', 'vegetarian', 'egg', 'soy added-sugar'],
  ['plain flour, for dusting', 'gluten wheat', 'vegan'],
];

const ALL_ALLERGENS = 'gluten peanut shellfish soy sulfite wheat';

function dietOf(diets: readonly string[], known: boolean): Diet {
  if (!known) return 'unknown';
  if (diets.includes('vegan')) return 'vegan';
  if (diets.includes('vegetarian')) return 'vegetarian';
  if (diets.includes('pescatarian')) return 'pescatarian';
  return 'none';
}

describe('more ingredient lines', () => {
  it('holds at least 160 lines', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(160);
  });

  const rows = CASES.map(([line, allergens, diet, has = '', lacks = '']) => ({ line, allergens, diet, has, lacks }));
  it.each(rows)('$line', ({ line, allergens, diet, has, lacks }) => {
    const result = labelRecipe([line], 1);
    const known = result.unrecognised.length === 0;
    expect({ diet: dietOf(result.diets, known), allergens: result.allergens.join(' ') }).toEqual({
      diet,
      allergens: diet === 'unknown' ? ALL_ALLERGENS : allergens,
    });
    const { categories } = classifyIngredient(line);
    for (const category of has.split(' ').filter(Boolean)) expect(categories).toContain(category);
    for (const category of lacks.split(' ').filter(Boolean)) expect(categories).not.toContain(category);
  });
});
