import { describe, expect, it } from 'vitest';
import { coveringItem, lineFoodName, pantryItemOfLine } from './pantry-lines';

describe('a shopping line as a pantry item', () => {
  it.each([
    ['2 cups plain flour, sifted', { name: 'plain flour', amount: '2 cups' }],
    ['500 g rice', { name: 'rice', amount: '500 g' }],
    ['6 eggs', { name: 'eggs', amount: '6' }],
    ['milk', { name: 'milk', amount: null }],
  ])('%s', (line, item) => {
    expect(pantryItemOfLine(line)).toEqual(item);
  });
});

describe('covered lines', () => {
  const items = [{ name: 'Tomato' }, { name: 'oil' }, { name: 'Crème fraîche' }];
  it('covers a line naming the same food, plural and case aside', () => {
    expect(coveringItem(items, '2 tomatoes, diced')).toBe('Tomato');
    expect(coveringItem(items, '200 ml creme fraiche')).toBe('Crème fraîche');
    expect(lineFoodName('2 tomatoes, diced')).toBe('tomatoes');
  });
  it('covers nothing looser', () => {
    expect(coveringItem(items, '2 tbsp olive oil')).toBeNull();
    expect(coveringItem([], 'salt')).toBeNull();
  });
});
