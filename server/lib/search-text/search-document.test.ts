import { describe, expect, it } from 'vitest';
import { SEARCH_SYNONYMS } from '../../../catalog/knowledge/search-synonyms';
import { documentTerms, parseQuery } from './search-document';
import { words } from './text';

describe('documentTerms with synonyms', () => {
  it('adds the other names of a one-word ingredient, in the title too', () => {
    const { title, all } = documentTerms('Aubergine Parmigiana', 'aubergines \n tomatoes');
    expect(title).toEqual(expect.arrayContaining(['aubergine', 'eggplant', 'brinjal']));
    expect(all).toEqual(expect.arrayContaining(['eggplant', 'tomato']));
  });

  it('adds a phrase as one compound term, and a phrase of one line only', () => {
    const { all } = documentTerms('Fried Rice', 'spring onions \n bicarbonate of soda');
    expect(all).toEqual(expect.arrayContaining(['spring', 'onion', 'scallion', '·greenonion', '·springonion']));
    expect(all).toEqual(expect.arrayContaining(['bicarb', '·bakingsoda', '·bicarbonatesoda']));
    expect(documentTerms('Soup', 'fresh \n coriander').all).not.toContain('cilantro');
  });

  it('leaves names that only look alike', () => {
    expect(documentTerms('Coriander Chicken', 'ground coriander').all).not.toContain('cilantro');
    expect(documentTerms('Spring Soup', 'onion').all).not.toContain('scallion');
  });

  it('marks compounds with a character no query word can hold', () => {
    for (const names of SEARCH_SYNONYMS) {
      for (const term of documentTerms('', names.join(' \n ')).all) {
        if (term.startsWith('·')) expect(words(term)).not.toContain(term);
      }
    }
    expect(words('·greenonion')).toEqual(['greenonion']);
  });
});

describe('parseQuery with synonyms', () => {
  it('reads a phrase typed in full as its compound, matched whole', () => {
    expect(parseQuery('green onions')).toEqual([{ word: '·greenonion', term: '·greenonion', prefix: false }]);
    expect(parseQuery('Bicarbonate of Soda')).toEqual([
      { word: '·bicarbonatesoda', term: '·bicarbonatesoda', prefix: false },
    ]);
    expect(parseQuery('rice green onion ')).toEqual([
      { word: 'rice', term: 'rice', prefix: false },
      { word: '·greenonion', term: '·greenonion', prefix: false },
    ]);
  });

  it('keeps words apart until the phrase is typed in full', () => {
    expect(parseQuery('green oni')).toEqual([
      { word: 'green', term: 'green', prefix: false },
      { word: 'oni', term: 'oni', prefix: true },
    ]);
    expect(parseQuery('onion green')).toEqual([
      { word: 'onion', term: 'onion', prefix: false },
      { word: 'green', term: 'green', prefix: true },
    ]);
  });
});
