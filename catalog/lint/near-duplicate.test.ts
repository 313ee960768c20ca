import { describe, expect, it } from 'vitest';
import { jaccard, knownFoods, nearDuplicates, titleWords } from './near-duplicate';

const CURRY = [
  '2 tablespoons sunflower oil',
  '1 onion, chopped',
  '3 cloves garlic',
  '20 g fresh ginger',
  '1 teaspoon garam masala',
  '400 g canned chopped tomatoes',
  '800 g canned chickpeas',
  '400 ml coconut milk',
  '200 g spinach',
  '1 teaspoon salt',
];

const pairs = (a: [string, string[]], b: [string, string[]]) =>
  nearDuplicates([
    { file: 'a.md', title: a[0], ingredientLines: a[1] },
    { file: 'b.md', title: b[0], ingredientLines: b[1] },
  ]).map((pair) => `${pair.file}~${pair.twin}`);

describe('near-duplicate', () => {
  it('reads title words without stop words, singular', () => {
    expect(titleWords('The Easy Chicken and Leeks Pie')).toEqual(['chicken', 'leek', 'pie']);
  });

  it('leaves salt, pepper and water out of the foods', () => {
    expect([...knownFoods(['1 teaspoon salt', '1 l water', '1/4 teaspoon ground black pepper', '2 eggs'])]).toEqual([
      'egg',
    ]);
  });

  it('measures overlap as a Jaccard index', () => {
    expect(jaccard(new Set([1, 2, 3]), new Set([2, 3, 4]))).toBe(0.5);
    expect(jaccard(new Set(), new Set())).toBe(0);
  });

  it.each<[string, [string, string[]], [string, string[]]]>([
    [
      'the same title words in another order',
      ['Chicken and Leek Pie', ['1 leek']],
      ['Leek and Chicken Pie', ['2 eggs']],
    ],
    [
      'a variant that changes nothing',
      ['Chickpea and Spinach Curry', CURRY],
      ['Vegan Chickpea and Spinach Curry', CURRY],
    ],
    [
      'a rewrite with one line changed',
      ['Chickpea Spinach Curry', CURRY],
      ['Easy Chickpea Spinach Curry', [...CURRY.slice(0, -2), '1 lime']],
    ],
  ])('flags %s', (_case, a, b) => {
    expect(pairs(a, b)).toEqual(['b.md~a.md']);
  });

  it.each<[string, [string, string[]], [string, string[]]]>([
    [
      'variants whose foods differ',
      ['Chicken Lasagne', ['500 g chicken thighs', '12 lasagne sheets', '500 ml milk', '100 g cheddar']],
      ['Vegetable Lasagne', ['2 courgettes', '1 aubergine', '12 lasagne sheets', '400 g canned chopped tomatoes']],
    ],
    [
      'titles that name the food that differs',
      ['Sri Lankan Beetroot Curry', [...CURRY.slice(0, -1), '500 g beetroot']],
      ['Sri Lankan Pumpkin Curry', [...CURRY.slice(0, -1), '500 g pumpkin']],
    ],
    ['the same foods under another dish', ['Chickpea Curry', CURRY], ['Coconut Chana Soup', CURRY]],
    ['the same title, which unique-title reports', ['Chickpea Curry', CURRY], ['Chickpea Curry!', CURRY]],
  ])('does not flag %s', (_case, a, b) => {
    expect(pairs(a, b)).toEqual([]);
  });
});
