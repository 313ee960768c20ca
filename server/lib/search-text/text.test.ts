import { describe, expect, it } from 'vitest';
import { foldText, terms, words } from './text';

describe('foldText', () => {
  it('folds case, accents and compatibility forms, whatever their order', () => {
    expect(foldText('Crème Brûlée')).toBe('creme brulee');
    // Compatibility forms that decompose to capitals, and a capital that lower-cases to a mark.
    expect(foldText('ᴬpple ﬁg Ⅻ')).toBe('apple fig xii');
    expect(foldText('İstanbul')).toBe('istanbul');
    expect(foldText('Straße, smørrebrød')).toBe('strasse, smorrebrod');
  });
});

describe('terms', () => {
  it('splits on anything but letters and digits, drops stop words, folds plurals', () => {
    expect(words("mac'n'cheese, stir-fry!")).toEqual(['macncheese', 'stir', 'fry']);
    expect(terms('The Tomatoes with Berries and Dishes')).toEqual(['tomato', 'berry', 'dish']);
  });
});
