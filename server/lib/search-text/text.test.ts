import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
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

describe('the fast paths for plain text', () => {
  // The rules the plain-ASCII shortcuts stand in for: fold, then split on anything but a letter or
  // a digit of any script.
  const slowWords = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/['’‘`]/g, '')
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 0);

  it('splits plain text into the words the Unicode rules find', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii', maxLength: 60 }), (text) => {
        expect(words(text)).toEqual(slowWords(text));
      }),
    );
  });

  it('folds plurals with string tests as the suffix rules say, for any word', () => {
    const slowStem = (word: string) => {
      if (word.length <= 3 || /\d/.test(word)) return word;
      if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}i`;
      if (word.endsWith('ie')) return word.slice(0, -1);
      if (/[^aeiouy]y$/.test(word)) return `${word.slice(0, -1)}i`;
      if (word.endsWith('oes')) return word.slice(0, -2);
      if (/(ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
      if (word.endsWith('s') && !/(ss|us|is|as)$/.test(word)) return word.slice(0, -1);
      return word;
    };
    const irregular = new Set(['leaves', 'loaves', 'halves', 'knives', 'calves']);
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{0,12}$/), (word) => {
        fc.pre(!irregular.has(word));
        expect(stem(word)).toBe(slowStem(word));
      }),
      // Endings such as "-ches" and "-oes" are rare among random words: many runs reach them.
      { numRuns: 5000 },
    );
  });

  it('reads a word named like a property of plain objects as a word', () => {
    expect(stem('constructor')).toBe('constructor');
    expect(terms('constructor tostring valueof')).toEqual(['constructor', 'tostring', 'valueof']);
  });
});
