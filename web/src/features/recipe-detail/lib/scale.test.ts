import { describe, expect, it } from 'vitest';
import { formatAmount, parseAmount, scaleLine } from './scale';

describe('parseAmount', () => {
  it.each([
    ['2', 2],
    ['1.5', 1.5],
    ['1,5', 1.5],
    ['1/2', 0.5],
    ['1 1/2', 1.5],
    ['½', 0.5],
    ['1½', 1.5],
    ['1 ¾', 1.75],
    ['⅓', 1 / 3],
  ])('%s is %d', (text, value) => {
    expect(parseAmount(text)).toBeCloseTo(value, 5);
  });

  it.each(['', 'a', '1/0', 'x2'])('%j is not an amount', (text) => {
    expect(parseAmount(text)).toBeNull();
  });
});

describe('formatAmount', () => {
  it.each([
    [0.5, '½'],
    [1 / 3, '⅓'],
    [2 / 3, '⅔'],
    [0.25, '¼'],
    [0.75, '¾'],
    [1.25, '1¼'],
    [1.5, '1½'],
    [2, '2'],
    [0.125, '⅛'],
    [0.01, '⅛'],
    [0.97, '1'],
    [3.3333, '3⅓'],
    [9.9, '10'],
    [7.4, '7½'],
    [6.1, '6'],
    [12.4, '12'],
    [375, '375'],
  ])('%d is written %s', (value, text) => {
    expect(formatAmount(value)).toBe(text);
  });
});

describe('scaleLine', () => {
  it.each([
    ['2 cups flour', 2, '4 cups flour'],
    ['1 1/2 cups milk', 2, '3 cups milk'],
    ['½ cup sugar', 3, '1½ cup sugar'],
    ['1½ tbsp olive oil', 0.5, '2¼ tsp olive oil'],
    ['2-3 tbsp soy sauce', 2, '4-6 tbsp soy sauce'],
    ['2 to 3 tablespoons butter', 0.5, '1 to 1½ tablespoons butter'],
    ['200 g spaghetti', 1.5, '300 g spaghetti'],
    ['250 ml stock', 1.5, '375 ml stock'],
    ['1 (400 g) can tomatoes', 2, '2 (400 g) can tomatoes'],
    ['3 eggs', 1 / 3, '1 egg'],
    ['1/4 tsp salt', 2, '½ tsp salt'],
    ['4 chicken thighs', 0.25, '1 chicken thigh'],
    ['1.5 kg potatoes', 2, '3 kg potatoes'],
  ])('%s × %d → %s', (line, factor, text) => {
    expect(scaleLine(line, factor)).toEqual({ text, scaled: true });
  });

  it.each(['salt and pepper to taste', 'juice of 1 lemon', 'a handful of basil', 'Fresh parsley, to serve'])(
    '%s stays as written',
    (line) => {
      expect(scaleLine(line, 2)).toEqual({ text: line, scaled: false });
    },
  );

  it('leaves every line alone at the recipe’s own servings', () => {
    expect(scaleLine('salt to taste', 1)).toEqual({ text: 'salt to taste', scaled: true });
    expect(scaleLine('2 cups flour', 1)).toEqual({ text: '2 cups flour', scaled: true });
  });
});
