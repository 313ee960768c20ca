import { describe, expect, it } from 'vitest';
import { closestTerm, closestTerms, editsTo } from './spelling';

const vocabulary = (counts: Record<string, number>) => {
  const terms = Object.keys(counts).sort();
  return { terms, frequency: (term: string) => counts[term] ?? 0 };
};

describe('editsTo', () => {
  it('counts edits to a whole term, or to the beginning of one being typed', () => {
    expect(editsTo('chiken', 'chicken', false)).toBe(1);
    // A swap of two neighbouring letters is one edit.
    expect(editsTo('chikcen', 'chicken', false)).toBe(1);
    expect(editsTo('browines', 'brownies', false)).toBe(1);
    expect(editsTo('chikcne', 'chicken', false)).toBe(2);
    expect(editsTo('chik', 'chicken', false)).toBe(3);
    expect(editsTo('chik', 'chicken', true)).toBe(1);
    expect(editsTo('tomatoe', 'tomato', true)).toBe(1);
  });
});

describe('closestTerm', () => {
  const { terms, frequency } = vocabulary({ chicken: 50, chickpea: 8, chili: 20, chive: 3, tomato: 40, rice: 60 });

  it('finds the term one or two edits away', () => {
    expect(closestTerm('chiken', false, terms, frequency)).toBe('chicken');
    expect(closestTerm('chikcen', false, terms, frequency)).toBe('chicken');
    expect(closestTerm('tomatoe', false, terms, frequency)).toBe('tomato');
    expect(closestTerm('chilli', false, terms, frequency)).toBe('chili');
  });

  it('prefers fewer edits, then the term in more recipes, then alphabetical order', () => {
    // "chive" and "chili" are both one edit from "chile"; chili is in more recipes.
    expect(closestTerm('chile', false, terms, frequency)).toBe('chili');
    const tie = vocabulary({ bake: 5, cake: 5, lake: 5, make: 5 });
    expect(closestTerm('bakr', false, tie.terms, tie.frequency)).toBe('bake');
    expect(closestTerm('caje', false, vocabulary({ cake: 1, cane: 1 }).terms, () => 1)).toBe('cake');
  });

  it('corrects a word being typed towards the most common term it could begin', () => {
    expect(closestTerm('chik', true, terms, frequency)).toBe('chicken');
  });

  it('leaves short words, words with digits, other first letters and far words alone', () => {
    expect(closestTerm('ric', false, terms, frequency)).toBeUndefined();
    expect(closestTerm('r1ce', false, terms, frequency)).toBeUndefined();
    expect(closestTerm('hicken', false, terms, frequency)).toBeUndefined();
    expect(closestTerm('chocolate', false, terms, frequency)).toBeUndefined();
    expect(closestTerm('ryce', false, terms, frequency)).toBe('rice');
  });
});

describe('closestTerms', () => {
  const { terms, frequency } = vocabulary({ chicken: 50, chile: 20, chive: 3, tomato: 40, browni: 9, brown: 30 });

  it('offers only candidates as close as the closest, most common first', () => {
    // "chile" is two edits from "chiken" and "chicken" one: a farther word is never offered.
    expect(closestTerms('chiken', false, terms, frequency, 4)).toEqual(['chicken']);
    expect(closestTerms('chive', false, vocabulary({ chive: 1, chile: 5, chime: 2 }).terms, frequency, 4)).toEqual([
      'chive',
    ]);
  });

  it('compares the singular of a typed plural with the stemmed terms', () => {
    expect(closestTerms('tmatoes', false, terms, frequency, 4, 'tmato')).toEqual(['tomato']);
    // "brown" is as close, but drops letters: the term of the same length comes first.
    expect(closestTerms('browines', false, terms, frequency, 4, 'browine')).toEqual(['browni', 'brown']);
  });
});
