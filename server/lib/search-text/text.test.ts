import { describe, expect, it } from 'vitest';
import { foldText, stem, terms, words } from './text';

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
    expect(terms('The Tomatoes with Berries and Dishes')).toEqual(['tomato', 'berri', 'dish']);
  });

  it('gives a plural and its singular the same term', () => {
    const pairs = [
      ['brownie', 'brownies'],
      ['cookie', 'cookies'],
      ['berry', 'berries'],
      ['curry', 'curries'],
      ['chili', 'chilies'],
      ['tomato', 'tomatoes'],
      ['sandwich', 'sandwiches'],
      ['taco', 'tacos'],
      ['pie', 'pies'],
      ['turkey', 'turkeys'],
      ['leaf', 'leaves'],
      ['noodle', 'noodles'],
    ];
    for (const [one, many] of pairs) expect(stem(many!), `${one} / ${many}`).toBe(stem(one!));
    // Words that only look like plurals keep their ending.
    expect(['hummus', 'couscous', 'glass', 'molasses'].map(stem)).toEqual(['hummus', 'couscous', 'glass', 'molass']);
  });
});
