import { describe, expect, it } from 'vitest';
import { ALL_CONTAINS_MASK, maskToFreeFrom, UNCHECKED_BIT } from '../../shared/label-masks';
import { labelRecipe } from './index';

const groups = (lines: string[], texts?: { title?: string; summary?: string; instructions?: string }) =>
  maskToFreeFrom(labelRecipe(lines, 2, texts).containsMask);

describe('free-from groups a recipe holds', () => {
  it('follow the categories of every line', () => {
    expect(groups(['200 ml whole milk', '2 large eggs'])).toEqual(['dairy', 'egg']);
    expect(groups(['50 g ground almonds'])).toEqual(['nuts', 'tree-nut']);
    expect(groups(['2 tablespoons peanut butter'])).toEqual(['nuts', 'peanut']);
    expect(groups(['1 tablespoon honey'])).toEqual(['sugar', 'honey']);
    expect(groups(['4 chicken thighs', '1 tablespoon soy sauce'])).toEqual(['meat', 'gluten', 'wheat', 'soy']);
    expect(groups(['2 tablespoons olive oil', '1 onion', '400 g chickpeas'])).toEqual([]);
  });

  it('count a food the steps name that no line accounts for', () => {
    expect(
      groups(['200 g spaghetti'], { instructions: 'Toss with the pasta and serve with grated parmesan.' }),
    ).toContain('dairy');
    expect(groups(['1 onion'], { instructions: 'Scatter with toasted almonds.' })).toContain('tree-nut');
  });

  it('hold everything, and the unchecked bit, when a line is not understood', () => {
    const { containsMask } = labelRecipe(['1 tin of mystery goo'], 2);
    expect(containsMask).toBe(ALL_CONTAINS_MASK);
    expect(containsMask & UNCHECKED_BIT).toBe(UNCHECKED_BIT);
    expect(labelRecipe([], 2).containsMask).toBe(ALL_CONTAINS_MASK);
  });
});
