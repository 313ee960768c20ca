/**
 * A serving suggestion ("serve with crusty bread") names a food beside the dish: it still withholds
 * the dish's "free of" claims, and its reason says it is served with the dish, not part of it.
 */
import { describe, expect, it } from 'vitest';
import { labelRecipe } from './index';
import { findMentions } from './text-check';

const LINES = ['400 g spaghetti squash', '1 tin chopped tomatoes', '2 tablespoons olive oil', '1 clove garlic'];

describe('served with the dish', () => {
  it.each([
    ['Roast the squash. Serve with crusty bread.', 'crusty bread', true],
    ['Serve alongside warm bread and butter.', 'bread', true],
    ['Serve with bread, butter and olives.', 'butter', true],
    ['Serving with toasted bread, finish with the oil.', 'toasted bread', true],
    ['Serving with toasted bread, finish with the oil.', 'oil', false],
    ['Accompanied by garlic bread.', 'garlic bread', true],
    ['Toast the bread, then serve.', 'bread', false],
    ['Tear the bread into the sauce. Serve with a green salad.', 'bread', false],
  ])('"%s": %s is served: %s', (instructions, food, served) => {
    const mention = findMentions({ instructions }).find((item) => item.phrase === food);
    expect(mention).toBeDefined();
    expect(mention?.served === true).toBe(served);
  });

  it('still withholds the claim, and the reason says the bread is served with the dish', () => {
    const plain = labelRecipe(LINES, 4, { title: 'Squash with tomatoes', instructions: 'Roast the squash.' });
    expect(plain.allergens).not.toContain('gluten');
    const served = labelRecipe(LINES, 4, {
      title: 'Squash with tomatoes',
      instructions: 'Roast the squash with the tomatoes. Serve with crusty bread.',
    });
    expect(served.allergens).toContain('gluten');
    expect(served.allergens).toContain('wheat');
    const gluten = served.reasons.allergens.find((item) => item.id === 'gluten');
    expect(gluten?.because).toEqual([
      { source: 'instructions', text: 'Serve with crusty bread.', food: 'crusty bread', served: true },
    ]);
  });
});
