import { describe, expect, it } from 'vitest';
import { listAsText, mergeShoppingList } from './merge';
import { foodKey, readLine } from './read-line';
import type { Aisle, LineSource, ShoppingLine } from './types';

/** Densities of the test, as the server's knowledge would give them (grams per millilitre). */
const DENSITY: Record<string, number> = {
  flour: 0.53,
  sugar: 0.83,
  butter: 0.95,
  milk: 1.03,
  honey: 1.42,
  rice: 0.8,
  oat: 0.38,
};

let next = 0;
function line(text: string, options: { checked?: boolean; sources?: LineSource[]; aisle?: Aisle } = {}): ShoppingLine {
  next += 1;
  const key = foodKey(readLine(text).name);
  return {
    id: String(next),
    text,
    checked: options.checked ?? false,
    sources: options.sources ?? [],
    food: { key, aisle: options.aisle ?? 'other', density: DENSITY[key] ?? null },
  };
}

const merged = (texts: string[]) =>
  mergeShoppingList(texts.map((text) => line(text))).flatMap((group) => group.lines.map((l) => l.text));

/** [lines added, what the list shows], the list's lines in name order. */
const TABLE: [string[], string[]][] = [
  // Counts of pieces.
  [['2 eggs', '3 eggs'], ['5 eggs']],
  [['1 egg', '1 egg'], ['2 eggs']],
  [['2 large eggs', '3 eggs'], ['5 eggs']],
  [['1 dozen eggs', '3 eggs'], ['15 eggs']],
  [['2-3 large eggs', '2 eggs'], ['4–5 eggs']],
  [['1 onion', '2 onions'], ['3 onions']],
  [['2 tomatoes', '1 tomato'], ['3 tomatoes']],
  [['3 potatoes', '2 potatoes, peeled'], ['5 potatoes']],
  [['1 lemon', 'half a lemon'], ['1½ lemons']],
  [['2 red peppers', '1 red pepper'], ['3 red peppers']],
  [['4 cherries', '6 cherries'], ['10 cherries']],
  [['2 carrots, grated', '1 carrot'], ['3 carrots']],
  [['a lime', 'a lime'], ['2 limes']],
  [['1 avocado', '1 avocado'], ['2 avocados']],
  [['two eggs', 'three eggs'], ['5 eggs']],
  // Weights.
  [['200 g flour', '300 g flour'], ['500 g flour']],
  [['200g flour', '1 kg flour'], ['1.2 kg flour']],
  [['500 g flour', '500 g flour'], ['1 kg flour']],
  [['1 kg flour', '1 kg flour'], ['2 kg flour']],
  [['8 oz cheddar', '4 oz cheddar'], ['12 oz cheddar']],
  [['1 lb beef mince', '8 oz beef mince'], ['1½ lb beef mince']],
  [['12 oz beef mince', '8 oz beef mince'], ['20 oz beef mince']],
  [['100 g cheddar', '4 oz cheddar'], ['213 g cheddar']],
  [['1 lb potatoes', '500 g potatoes'], ['954 g potatoes']],
  [['250 g butter', '2 oz butter'], ['307 g butter']],
  [['1.5 kg chicken thighs', '500 g chicken thighs'], ['2 kg chicken thighs']],
  [['50 g parmesan', '25 g parmesan'], ['75 g parmesan']],
  [['2 lb carrots', '1 lb carrots'], ['3 lb carrots']],
  // Volumes.
  [['1 cup stock', '2 cups stock'], ['3 cups stock']],
  [['1/2 cup stock', '1/4 cup stock'], ['¾ cup stock']],
  [['1 tbsp olive oil', '2 tbsp olive oil'], ['3 tbsp olive oil']],
  [['1 tsp vanilla extract', '1/2 tsp vanilla extract'], ['1½ tsp vanilla extract']],
  [['1 tbsp olive oil', '1 tsp olive oil'], ['1⅓ tbsp olive oil']],
  [['1 cup stock', '4 tbsp stock'], ['1¼ cups stock']],
  [['2 tbsp soy sauce', '1 tsp soy sauce'], ['2⅓ tbsp soy sauce']],
  [['1 tsp salt', '1 tsp salt'], ['2 tsp salt']],
  [['1/2 tsp ground cumin', '1/4 tsp ground cumin'], ['¾ tsp ground cumin']],
  [['500 ml stock', '250 ml stock'], ['750 ml stock']],
  [['500 ml stock', '1 l stock'], ['1.5 l stock']],
  [['1 litre stock', '500ml stock'], ['1.5 l stock']],
  [['1 cup stock', '250 ml stock'], ['490 ml stock']],
  [['100 ml double cream', '2 tbsp double cream'], ['130 ml double cream']],
  [['1 pint stock', '1 cup stock'], ['3 cups stock']],
  [['1 tbsp vinegar', '1 tbsp vinegar', '1 tbsp vinegar'], ['3 tbsp vinegar']],
  [['1 quart stock', '1 quart stock'], ['2 quarts stock']],
  [['2 fl oz rum', '1 fl oz rum'], ['3 fl oz rum']],
  // Volume to weight through the density table; a food without one stays side by side.
  [['2 cups flour', '200 g flour'], ['454 g flour']],
  [['1 cup flour', '1 kg flour'], ['1.13 kg flour']],
  [['1 cup sugar', '100 g sugar'], ['299 g sugar']],
  [['2 tbsp butter', '100 g butter'], ['129 g butter']],
  [['1 cup milk', '100 g milk'], ['347 g milk']],
  [['500 ml milk', '1 cup milk'], ['740 ml milk']],
  [['2 tbsp honey', '50 g honey'], ['92.5 g honey']],
  [['1 cup rice', '200 g rice'], ['392 g rice']],
  [['1 cup oats', '100 g oats'], ['191 g oats']],
  [['1 cup rolled oats', '50 g rolled oats'], ['50 g + 1 cup rolled oats']],
  [['1 tsp honey', '1 kg honey'], ['1.01 kg honey']],
  [['1 stick butter', '100 g butter'], ['100 g + 1 stick butter']],
  [['2 cups flour', '1 cup flour'], ['3 cups flour']],
  [['1 cup grated cheddar', '100 g cheddar'], ['100 g + 1 cup grated cheddar']],
  // No density: a volume and a weight are written side by side.
  [['1 cup spinach', '200 g spinach'], ['200 g + 1 cup spinach']],
  [['2 tbsp pesto', '100 g pesto'], ['100 g + 2 tbsp pesto']],
  [['250 ml yogurt', '100 g yogurt'], ['100 g + 250 ml yogurt']],
  // Counted units add only to the same unit.
  [['2 cloves garlic', '3 cloves garlic'], ['5 cloves garlic']],
  [['1 clove garlic', '1 clove garlic'], ['2 cloves garlic']],
  [
    ['2 cloves garlic', '1 tbsp garlic paste'],
    ['2 cloves garlic', '1 tbsp garlic paste'],
  ],
  [['1 can tomatoes', '400 g tomatoes'], ['400 g + 1 can tomatoes']],
  [['1 can tomatoes', '1 tin tomatoes'], ['2 cans tomatoes']],
  [['2 x 400 g tins tomatoes', '400 g tomatoes'], ['1.2 kg tomatoes']],
  [['1 (400 g) can chickpeas', '1 can chickpeas, drained'], ['2 cans chickpeas']],
  [['1 bunch parsley', '1 bunch fresh parsley, chopped'], ['2 bunches parsley']],
  [['1 bunch coriander', '2 tbsp coriander'], ['2 tbsp + 1 bunch coriander']],
  [['1 pinch salt', 'a pinch of salt'], ['2 pinches salt']],
  [['1 tsp salt', 'a pinch of salt'], ['1 tsp + 1 pinch salt']],
  [['2 sticks butter', '1 stick butter'], ['3 sticks butter']],
  [['1 head lettuce', '2 heads lettuce'], ['3 heads lettuce']],
  [['4 slices bread', '2 slices bread'], ['6 slices bread']],
  [['2 sprigs thyme', '3 sprigs thyme'], ['5 sprigs thyme']],
  [['1 jar pesto', '2 tbsp pesto'], ['2 tbsp + 1 jar pesto']],
  [['2 onions', '1 cup onions'], ['1 cup + 2 onions']],
  [['1 knob butter', '1 knob butter'], ['2 knobs butter']],
  [['1 packet yeast', '1 sachet yeast'], ['1 packet + 1 envelope yeast']],
  [['3 rashers bacon', '2 rashers bacon'], ['5 rashers bacon']],
  [['1 bag spinach', '1 bag spinach'], ['2 bags spinach']],
  // Ranges.
  [['2-3 tbsp olive oil', '1 tbsp olive oil'], ['3–4 tbsp olive oil']],
  [['1-2 cloves garlic', '1-2 cloves garlic'], ['2–4 cloves garlic']],
  [['100-150 g flour', '100 g flour'], ['200–250 g flour']],
  [['1 to 2 cups stock', '1 cup stock'], ['2–3 cups stock']],
  [['2-3 eggs'], ['2-3 eggs']],
  // Plurals and spellings of one food.
  [['2 Tomatoes', '1 tomato'], ['3 Tomatoes']],
  [['1 kg potatoes', '1 potato'], ['1 kg + 1 potato']],
  [['2 berries', '1 berry'], ['3 berries']],
  [['1 peach', '2 peaches'], ['3 peaches']],
  [['1 bay leaf', '2 bay leaves'], ['3 bay leaves']],
  [['2 tbsp fresh basil', '1 tbsp basil'], ['3 tbsp fresh basil']],
  [['1 tbsp chopped parsley', '1 tbsp parsley'], ['2 tbsp chopped parsley']],
  [['100 g Crème fraîche', '50 g creme fraiche'], ['150 g Crème fraîche']],
  [['1 tbsp molasses', '1 tbsp molasses'], ['2 tbsp molasses']],
  [['1 cup couscous', '1 cup couscous'], ['2 cups couscous']],
  // Lines without an amount, and lines we cannot read.
  [['salt to taste', 'salt'], ['salt to taste']],
  [['salt to taste', '1 tsp salt'], ['1 tsp salt']],
  [['Salt and pepper', 'salt and pepper'], ['Salt and pepper']],
  [['olive oil, for frying', '2 tbsp olive oil'], ['2 tbsp olive oil']],
  [['2 ft string', '2 ft string'], ['2 ft string']],
  [
    ['!!!', '???'],
    ['!!!', '???'],
  ],
  [['a few sprigs of thyme'], ['a few sprigs of thyme']],
  [['some bread'], ['some bread']],
  // Single lines keep their own words.
  [['2 cups plain flour, sifted'], ['2 cups plain flour, sifted']],
  [['1 (14 oz) can chickpeas, drained'], ['1 (14 oz) can chickpeas, drained']],
  // Different foods stay apart.
  [
    ['1 cup milk', '1 cup coconut milk'],
    ['1 cup coconut milk', '1 cup milk'],
  ],
  [
    ['100 g butter', '2 tbsp peanut butter'],
    ['100 g butter', '2 tbsp peanut butter'],
  ],
  [
    ['1 red onion', '1 onion'],
    ['1 onion', '1 red onion'],
  ],
  [
    ['1 tsp ground cinnamon', '1 cinnamon stick'],
    ['1 cinnamon stick', '1 tsp ground cinnamon'],
  ],
];

describe('merging a shopping list (table)', () => {
  it('holds at least 100 cases', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(100);
  });
  it.each(TABLE)('%j → %j', (lines, expected) => {
    expect(merged(lines)).toEqual(expected);
  });
});

describe('reading one line', () => {
  it.each([
    ['2 cups plain flour, sifted', { quantity: 2, quantityMax: null, unit: 'cup', name: 'plain flour' }],
    ['2-3 large eggs', { quantity: 2, quantityMax: 3, unit: null, name: 'eggs' }],
    ['1 (400 g) can chickpeas', { quantity: 1, quantityMax: null, unit: 'can', name: 'chickpeas' }],
    ['2 x 400 g tins tomatoes', { quantity: 800, quantityMax: null, unit: 'gram', name: 'tomatoes' }],
    ['salt to taste', { quantity: null, quantityMax: null, unit: null, name: 'salt to taste' }],
    ['1 tin tomatoes', { quantity: 1, quantityMax: null, unit: 'can', name: 'tomatoes' }],
    ['3 yards ribbon', { quantity: null, quantityMax: null, unit: null, name: '3 yards ribbon' }],
  ] as const)('%j', (text, reading) => {
    expect(readLine(text)).toEqual(reading);
  });
});

describe('the merged list', () => {
  it('keeps ticked and open lines of one food apart, and names every recipe once', () => {
    const pancakes = { recipeId: 1, title: 'Pancakes' };
    const crumble = { recipeId: 2, title: 'Crumble' };
    const groups = mergeShoppingList([
      line('2 eggs', { sources: [pancakes], aisle: 'dairy' }),
      line('1 egg', { sources: [crumble, pancakes], aisle: 'dairy' }),
      line('3 eggs', { checked: true, sources: [crumble], aisle: 'dairy' }),
      line('1 kg potatoes', { aisle: 'produce' }),
    ]);
    expect(groups.map((group) => group.label)).toEqual(['Produce', 'Dairy and eggs']);
    const eggs = groups[1]!.lines;
    expect(eggs.map((l) => [l.text, l.checked, l.sources.map((s) => s.title), l.lines.length])).toEqual([
      ['3 eggs', false, ['Pancakes', 'Crumble'], 2],
      ['3 eggs', true, ['Crumble'], 1],
    ]);
    expect(listAsText(groups)).toBe('Produce\n- 1 kg potatoes\n\nDairy and eggs\n- 3 eggs');
  });
});
