import { describe, expect, it } from 'vitest';
import { aisleOf, parseShoppingFile, SHOPPING, shoppingFacts } from './shopping';

describe('shopping.yaml', () => {
  it('reads through its schema, with densities for the common foods', () => {
    expect(SHOPPING.rules.length).toBeGreaterThan(5);
    for (const name of ['flour', 'sugar', 'butter', 'rice', 'oat', 'milk', 'honey']) {
      expect(SHOPPING.foods.get(name)?.density, name).toBeGreaterThan(0);
    }
  });

  it('stops at a bad record, naming the line and the field', () => {
    const text = 'aisles:\n  - { aisle: produce, words: [fresh] }\nfoods:\n  - { names: [flour], density: -1 }\n';
    expect(() => parseShoppingFile(text, 'test.yaml')).toThrow(/^test\.yaml:4: foods\.0\.density: /);
    const twice =
      'aisles:\n  - { aisle: produce, words: [fresh] }\nfoods:\n  - { names: [flour] }\n  - { names: [plain flour, flour] }\n';
    expect(() => parseShoppingFile(twice, 'test.yaml')).toThrow('test.yaml:5: "flour" already names "flour"');
    expect(() => parseShoppingFile('aisles:\n  - { aisle: aisle-9 }\nfoods: []\n', 'test.yaml')).toThrow(/aisles\.0/);
  });

  it.each([
    ['chicken thighs', ['poultry'], 'meat-and-fish'],
    ['frozen peas', ['pod-legume', 'vegetable'], 'frozen'],
    ['fresh thyme', ['herb-spice'], 'produce'],
    ['dried oregano', ['herb-spice'], 'spices'],
    ['canned tomatoes', ['vegetable'], 'pantry'],
    ['cheddar', ['dairy'], 'dairy'],
    ['eggs', ['egg'], 'dairy'],
    ['chickpeas', ['legume'], 'pantry'],
    ['red wine', ['alcohol', 'sulfite'], 'other'],
    ['widgets', [], 'other'],
  ] as const)('%s is found in %s', (name, categories, aisle) => {
    expect(aisleOf(name, categories)).toBe(aisle);
  });

  it('merges the names of one product and lends a longer name its density only', () => {
    expect(shoppingFacts('All-purpose flour', { categories: ['grain'] })).toEqual({
      key: 'flour',
      aisle: 'pantry',
      density: 0.53,
    });
    expect(shoppingFacts('plain flour', { categories: ['grain'] })).toEqual({
      key: 'flour',
      aisle: 'pantry',
      density: 0.53,
    });
    expect(shoppingFacts('organic spelt flour', { categories: ['grain'] })).toEqual({
      key: 'spelt flour',
      aisle: 'pantry',
      density: 0.53,
    });
    expect(shoppingFacts('crusty sourdough bread', { categories: ['grain'] })).toMatchObject({
      aisle: 'bakery',
      density: null,
    });
    expect(shoppingFacts('peanut butter', { categories: ['peanut'] })).toEqual({
      key: 'peanut butter',
      aisle: 'pantry',
      density: 1.08,
    });
  });
});
