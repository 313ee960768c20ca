import { describe, expect, it } from 'vitest';
import { labelRecipe, type LabelResult } from './index';

/** Carbohydrate of one line, in grams (one serving, so the rounding is to a tenth). */
const carbsOf = (line: string): number => labelRecipe([line], 1).nutrition.carbohydrates;

function shares(result: LabelResult): { carbs: number; fat: number } {
  const { fat, protein, carbohydrates } = result.nutrition;
  const energy = fat * 9 + protein * 4 + carbohydrates * 4;
  return { carbs: (carbohydrates * 4) / energy, fat: (fat * 9) / energy };
}

// Grams of carbohydrate in 100 g of the dry food as sold, as food-composition tables give them
// (dried haricot beans about 60 g, dry lentils 63, dry chickpeas 61, raw white rice 80, dry pasta
// 75, rolled oats 66, dry couscous 77). Cooked or canned, the same weight holds about a third.
const DRY: readonly (readonly [line: string, carbs: number])[] = [
  ['100 g dried haricot beans', 60],
  ['100 g haricot beans', 60],
  ['100 g dry navy beans', 60],
  ['100 g dried kidney beans', 60],
  ['100 g black beans, soaked overnight', 62],
  ['100 g dried lentils', 63],
  ['100 g red lentils', 63],
  ['100 g dried chickpeas', 61],
  ['100 g chickpeas', 61],
  ['100 g uncooked rice', 80],
  ['100 g basmati rice', 80],
  ['100 g raw rice', 80],
  ['100 g dry pasta', 75],
  ['100 g spaghetti', 75],
  ['100 g rolled oats', 66],
  ['100 g couscous', 77],
  ['100 g dry couscous', 77],
];

// The same foods cooked, canned or tinned: a weight of cooked food, or a can of it.
const COOKED: readonly (readonly [line: string, carbs: number])[] = [
  ['100 g cooked rice', 28],
  ['100 g cooked chickpeas', 24],
  ['100 g canned chickpeas', 24],
  ['100 g tinned haricot beans', 23],
  ['100 g cooked lentils', 20],
  ['1 cup canned lentils', 40],
  // A can holds about 240 g of drained beans.
  ['1 can beans', 56],
  ['1 can chickpeas', 56],
  ['1 (15 oz) can black beans, drained and rinsed', 99],
  ['400 g tin chickpeas', 93],
  ['2 x 400 g tins cannellini beans', 185],
  ['400 g chickpeas, drained', 93],
  ['1 cup black beans', 39],
  ['100 g chickpeas (canned)', 24],
  // Fresh or frozen shelled beans are not dried: they hold their water, as cooked beans do.
  ['100 g frozen broad beans', 23],
  ['100 g fresh borlotti beans, shelled', 23],
];

const close = (actual: number, expected: number): boolean => Math.abs(actual - expected) <= expected * 0.1;

describe('dry weights of grains and pulses', () => {
  it.each(DRY)('%s is costed dry (about %d g carbohydrate)', (line, carbs) => {
    expect(carbsOf(line), line).toSatisfy((actual: number) => close(actual, carbs));
  });

  it.each(COOKED)('%s stays cooked (about %d g carbohydrate)', (line, carbs) => {
    expect(carbsOf(line), line).toSatisfy((actual: number) => close(actual, carbs));
  });

  it('costs a cup of dried beans dry, and a cup of beans cooked', () => {
    expect(carbsOf('1 cup dried black beans')).toBeGreaterThan(2.5 * carbsOf('1 cup black beans'));
  });

  it('does not call a dried-bean stew with meat ketogenic', () => {
    // A cassoulet: 500 g of dried beans swell to some 1.3 kg, and with them the carbohydrate.
    const result = labelRecipe(
      [
        '500 g dried haricot beans',
        '400 g pork belly, cut into 4 cm pieces',
        '1 medium onion, halved',
        '1 medium carrot, halved',
        '6 cloves garlic',
        '2 l water',
        '4 confit duck legs',
        '400 g Toulouse sausages',
        '2 tablespoons tomato paste',
        '1 1/2 teaspoons salt',
      ],
      8,
    );
    expect(result.nutrition.carbohydrates).toBeGreaterThan(35);
    expect(shares(result).carbs).toBeGreaterThan(0.1);
    expect(result.diets).not.toContain('ketogenic');
  });
});

describe('a bracket that lists the foods of a line', () => {
  it('costs the line as that mix, split evenly by weight', () => {
    // 454 g: a third each of carrot, potato and broccoli, not the generic mixed vegetables.
    const mix = carbsOf('1 lb mixed vegetables (carrots, potatoes, broccoli, etc.)');
    const thirds = carbsOf('151 g carrots') + carbsOf('151 g potatoes') + carbsOf('151 g broccoli');
    expect(mix).toBeCloseTo(thirds, 0);
    expect(carbsOf('500 g vegetables (potatoes, parsnips)')).toBeCloseTo(
      carbsOf('250 g potatoes') + carbsOf('250 g parsnips'),
      0,
    );
  });

  it('costs each food by its own amount when every one gives one', () => {
    expect(carbsOf('1 cup nuts (50 g almonds, 50 g walnuts)')).toBeCloseTo(
      carbsOf('50 g almonds') + carbsOf('50 g walnuts'),
      0,
    );
  });

  it('counts the potatoes of the mix against a ketogenic claim', () => {
    const lines = ['600 g chicken thighs, skin on', '60 g butter'];
    expect(labelRecipe([...lines, '1 lb green vegetables (broccoli, spinach)'], 4).diets).toContain('ketogenic');
    expect(labelRecipe([...lines, '1 lb vegetables (potatoes, parsnips)'], 4).diets).not.toContain('ketogenic');
  });

  it('reads alternatives, kinds of the food and other notes as notes', () => {
    expect(carbsOf('2 tbsp butter (or ghee)')).toBe(carbsOf('2 tbsp butter'));
    expect(carbsOf('500 g liver (chicken, beef, etc.)')).toBe(carbsOf('500 g liver'));
    expect(carbsOf('1 cup butter (room temperature)')).toBe(carbsOf('1 cup butter'));
    expect(carbsOf('1 cup nuts (not peanuts, almonds)')).toBe(carbsOf('1 cup nuts'));
  });
});

describe('the weight of a single piece given in its note', () => {
  it('costs a whole bird by the weight the note gives', () => {
    // A 10 lb turkey is mostly lean meat: its butter no longer makes the dish ketogenic.
    const result = labelRecipe(['1 turkey, 5-15 lb. (thawed)', '1 1/2 cups butter', '2 cups chicken broth'], 4);
    expect(result.nutrition.protein * 4).toBeGreaterThan(500);
    expect(result.diets).not.toContain('ketogenic');
  });
});

describe('cured pork leg', () => {
  it('costs gammon and ham as lean meat, not as bacon', () => {
    expect(labelRecipe(['100 g gammon steak'], 1).nutrition.fat).toBeLessThan(10);
    expect(labelRecipe(['100 g cooked ham'], 1).nutrition.fat).toBeLessThan(10);
    expect(labelRecipe(['100 g streaky bacon'], 1).nutrition.fat).toBeGreaterThan(15);
    const gammonAndPeas = ['400 g gammon steaks', '1 tablespoon sunflower oil', '200 g frozen peas', '2 large eggs'];
    expect(labelRecipe(gammonAndPeas, 2).diets).not.toContain('ketogenic');
  });
});
