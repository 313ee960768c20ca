import { describe, expect, it } from 'vitest';
import { checkPantryItem, checkPantryPatch, daysUntil, freshness, pantryCovers, pantryKey } from './pantry';

describe('pantryCovers', () => {
  it.each([
    ['Tomatoes', 'tomato'],
    ['tomato', 'TOMATOES'],
    ['Berries', 'berry'],
    ['eggs', 'Egg'],
    ['Crème fraîche', 'creme fraiche'],
    ['olive  oil', 'Olive-oil'],
    ['boxes', 'box'],
    ['peaches', 'peach'],
    ['asparagus', 'Asparagus'],
    ['couscous', 'couscous'],
  ])('%s covers %s', (item, food) => expect(pantryCovers(item, food)).toBe(true));

  it.each([
    ['oil', 'olive oil'],
    ['flour', 'bread flour'],
    ['rice', 'rice vinegar'],
    ['', ''],
    ['!!', '??'],
  ])('%s does not cover %s', (item, food) => expect(pantryCovers(item, food)).toBe(false));

  it('keeps short words and double s as they are', () => {
    expect(pantryKey('Peas')).toBe('pea');
    expect(pantryKey('gas')).toBe('gas');
    expect(pantryKey('glass')).toBe('glass');
  });
});

describe('checking an item', () => {
  it('cleans what it keeps', () => {
    expect(checkPantryItem({ name: ' Salt ', amount: '', bestBefore: '', alwaysHave: true })).toEqual({
      item: { name: 'Salt', amount: null, bestBefore: null, alwaysHave: true },
    });
  });
  it('refuses with one reason', () => {
    expect(checkPantryItem({ name: 'x'.repeat(201) })).toEqual({ reason: 'The name can be at most 200 characters.' });
    expect(checkPantryItem({ name: 'milk', bestBefore: '2027-02-29' })).toHaveProperty('reason');
    expect(checkPantryItem({ name: 'milk', bestBefore: '2028-02-29' })).toHaveProperty('item');
    expect(checkPantryItem('milk')).toHaveProperty('reason');
    expect(checkPantryItem({ name: 'a\u202eb' })).toHaveProperty('reason');
    expect(checkPantryPatch({})).toHaveProperty('reason');
    expect(checkPantryPatch({ amount: null })).toEqual({ patch: { amount: null } });
  });
});

describe('how near its date an item is', () => {
  it('counts days and marks use soon up to 3 days, past after its day', () => {
    expect(daysUntil('2026-12-05', '2026-12-02')).toBe(3);
    expect(daysUntil(null, '2026-12-02')).toBeNull();
    expect([-1, 0, 3, 4, null].map(freshness)).toEqual(['past', 'soon', 'soon', null, null]);
  });
});
