import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stem } from '../../lib/search-text/text';
import { TermTrie } from './term-trie';
import { closestTerm, closestTerms, closestTermsByScan, editsTo } from './spelling';

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

  it('offers the closest other terms for a word the vocabulary holds, when asked', () => {
    const known = vocabulary({ chocolat: 1, chocolate: 40, chocolates: 2 });
    expect(closestTerms('chocolat', false, known.terms, known.frequency, 4)).toEqual(['chocolat']);
    const others = closestTerms('chocolat', false, known.terms, known.frequency, 4, 'chocolat', undefined, true);
    expect(others).toEqual(['chocolate']);
    const scanned = closestTermsByScan('chocolat', false, known.terms, known.frequency, 4, 'chocolat', undefined, true);
    expect(scanned).toEqual(others);
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

  it('leaves short words, words with digits and far words alone', () => {
    expect(closestTerm('ric', false, terms, frequency)).toBeUndefined();
    expect(closestTerm('r1ce', false, terms, frequency)).toBeUndefined();
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

describe('typos, the first letter included', () => {
  const { terms, frequency } = vocabulary({
    applesauc: 3,
    apple: 40,
    tomato: 40,
    conversion: 2,
    chicken: 50,
    chickpea: 8,
    onion: 45,
    garlic: 45,
    brocolli: 1,
    broccoli: 9,
    '\u00a7cthai': 30,
  });
  const correct = (typed: string, prefix = false) => closestTerms(typed, prefix, terms, frequency, 4, stem(typed));

  it.each([
    // typed, whether still being typed, the corrections offered
    ['pplesauce', false, ['applesauc']],
    ['tmatoes', false, ['tomato']],
    ['omato', false, ['tomato']],
    ['conversoins', false, ['conversion']],
    ['hcicken', false, ['chicken']],
    ['hicken', false, ['chicken']],
    ['nion', false, ['onion']],
    ['garlci', false, ['garlic']],
    ['xgarlic', false, ['garlic']],
    ['broccolli', false, ['broccoli', 'brocolli']],
    ['hcick', true, ['chicken', 'chickpea']],
    ['pplesa', true, ['applesauc']],
  ] as const)('%s → %j', (typed, prefix, expected) => {
    expect(correct(typed, prefix)).toEqual(expected);
  });

  it('never offers a field or phrase term', () => {
    expect(correct('cthai')).toEqual([]);
  });
});

describe('closestTerms walks the vocabulary as a trie and finds what a scan of every term finds', () => {
  const letters = 'abcdeo';
  const termArb = fc.string({ unit: fc.constantFrom(...letters), minLength: 1, maxLength: 9 });
  it('for random vocabularies and typed words', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(termArb, { minLength: 1, maxLength: 120 }),
        fc.string({ unit: fc.constantFrom(...letters), minLength: 4, maxLength: 10 }),
        fc.boolean(),
        fc.nat(),
        (list, typed, prefix, seed) => {
          const sorted = [...list].sort();
          const frequency = (term: string) => (term.length * 7 + seed) % 5;
          const stemmed = stem(typed);
          expect(closestTerms(typed, prefix, sorted, frequency, 4, stemmed)).toEqual(
            closestTermsByScan(typed, prefix, sorted, frequency, 4, stemmed),
          );
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('for typed plurals, whose singular is walked with the word when it begins it', () => {
    const plural = 'abeoisy';
    const baseArb = fc.string({ unit: fc.constantFrom(...plural), minLength: 2, maxLength: 8 });
    fc.assert(
      fc.property(
        fc.uniqueArray(baseArb, { minLength: 1, maxLength: 120 }),
        baseArb,
        fc.constantFrom('s', 'es', 'ies', 'ys'),
        fc.boolean(),
        (list, base, suffix, prefix) => {
          const sorted = [...new Set(list.map(stem))].sort();
          const frequency = (term: string) => term.length % 3;
          const typed = base + suffix;
          const stemmed = stem(typed);
          expect(closestTerms(typed, prefix, sorted, frequency, 4, stemmed)).toEqual(
            closestTermsByScan(typed, prefix, sorted, frequency, 4, stemmed),
          );
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('for a trie whose terms arrive in any order, some of them after it was walked', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(termArb, { minLength: 2, maxLength: 120 }),
        fc.nat(),
        fc.string({ unit: fc.constantFrom(...letters), minLength: 4, maxLength: 10 }),
        fc.boolean(),
        (list, cut, typed, prefix) => {
          const at = 1 + (cut % (list.length - 1));
          const trie = new TermTrie(list.slice(0, at));
          closestTerms(typed, prefix, [], () => 0, 4, stem(typed), trie);
          for (const term of list.slice(at)) trie.add(term);
          trie.add(list[0]!);
          expect(trie.terms).toHaveLength(list.length);
          const sorted = [...list].sort();
          const frequency = (term: string) => term.length % 4;
          const stemmed = stem(typed);
          expect(closestTerms(typed, prefix, sorted, frequency, 4, stemmed, trie)).toEqual(
            closestTermsByScan(typed, prefix, sorted, frequency, 4, stemmed),
          );
        },
      ),
      { numRuns: 3000 },
    );
  });
});
