import { describe, expect, it } from 'vitest';
import { cuisineTerm, dishTypeTerm } from '../../lib/search-text/search-document';
import { freeFromBit } from '../../../shared/label-masks';
import { understandQuery } from './understand';

describe('understandQuery', () => {
  it('reads diet, free-from, meal, cuisine and time words as filters and leaves the rest as text', () => {
    expect(understandQuery('vegetarian lasagna')).toMatchObject({ text: 'lasagna', diets: ['vegetarian'] });
    expect(understandQuery('gluten-free cake')).toMatchObject({ text: 'cake', allergies: ['gluten'] });
    expect(understandQuery('quick chicken dinner')).toMatchObject({
      text: 'chicken ',
      maxReadyTime: 30,
      groups: [[dishTypeTerm('main course')]],
    });
    expect(understandQuery('thai green curry')).toMatchObject({ text: 'green curry', groups: [[cuisineTerm('Thai')]] });
    expect(understandQuery('keto breakfast')).toMatchObject({ text: '', diets: ['ketogenic'] });
  });

  it('reads free-from words for every tracked allergen, not only the first six', () => {
    expect(understandQuery('sesame-free noodles')).toMatchObject({ text: 'noodles', allergies: ['sesame'] });
    expect(understandQuery('salad without mustard')).toMatchObject({ allergies: ['mustard'] });
    expect(understandQuery('celery free soup')).toMatchObject({ allergies: ['celery'] });
    expect(understandQuery('lupin free bread')).toMatchObject({ allergies: ['lupin'] });
    expect(understandQuery('mollusc free paella')).toMatchObject({ allergies: ['mollusc'] });
  });

  it('reads "shellfish" as a cook means it: the crustacean allergen and molluscs too', () => {
    const both = { allergies: ['shellfish'], excludeMask: freeFromBit('mollusc') };
    expect(understandQuery('shellfish free paella')).toMatchObject({ text: 'paella', ...both });
    expect(understandQuery('paella no shellfish')).toMatchObject(both);
    expect(understandQuery('paella without shellfish').excludeMask & freeFromBit('mollusc')).not.toBe(0);
  });

  it.each([
    ['pasta without cheese', 'pasta ', ['cheese'], 0, 'Without cheese', 'pasta'],
    ['pasta no cheese', 'pasta ', ['cheese'], 0, 'Without cheese', 'pasta'],
    ['cheese-free pasta', 'pasta', ['cheese'], 0, 'Without cheese', 'pasta'],
    ['pasta cheese free', 'pasta ', ['cheese'], 0, 'Without cheese', 'pasta'],
    ['curry without coconut milk', 'curry ', ['coconut milk'], 0, 'Without coconut milk', 'curry'],
    ['soup no mushrooms', 'soup ', ['mushrooms'], 0, 'Without mushrooms', 'soup'],
    ['cake without milk', 'cake ', [], freeFromBit('dairy'), 'Dairy-free', 'cake'],
    ['dairy free pasta', 'pasta', [], freeFromBit('dairy'), 'Dairy-free', 'pasta'],
    ['pasta no nuts', 'pasta ', [], freeFromBit('nuts'), 'Nut-free', 'pasta'],
    ['egg free cake', 'cake', [], freeFromBit('egg'), 'Egg-free', 'cake'],
  ] as const)('"%s" is "%s" without %j (groups %i), chip %s', (input, text, excludeWords, mask, label, rest) => {
    const read = understandQuery(input);
    expect(read).toMatchObject({ text, excludeWords, excludeMask: mask });
    expect(read.chips.map((chip) => [chip.label, chip.without])).toEqual([[label, rest]]);
  });

  it('names a meal as the filter panel does: "dinner" is the Main course chip', () => {
    const chip = (input: string) => understandQuery(input).chips.map((item) => item.label);
    expect(chip('chicken dinner')).toEqual(['Main course']);
    expect(chip('main course')).toEqual(['Main course']);
    expect(chip('side dish')).toEqual(['Side dish']);
    expect(chip('light lunch')).toEqual(['Lunch']);
  });

  it('leaves "no" and "free" as text when no food follows or comes before', () => {
    expect(understandQuery('no bake cheesecake')).toMatchObject({ excludeWords: [], excludeMask: 0 });
    expect(understandQuery('free range eggs')).toMatchObject({ excludeWords: [], excludeMask: 0 });
  });

  it('reads times written with numbers and units', () => {
    expect(understandQuery('30-minute meals').maxReadyTime).toBe(30);
    expect(understandQuery('pasta under 20 mins').maxReadyTime).toBe(20);
    expect(understandQuery('pasta under 20 mins').text).toBe('pasta ');
    expect(understandQuery('stew in 1 hour').maxReadyTime).toBe(60);
    expect(understandQuery('quick 15 min lunch').maxReadyTime).toBe(15);
    // A number that is not a time stays text.
    expect(understandQuery('7 spice chicken')).toMatchObject({ text: '7 spice chicken' });
  });

  it('keeps dish names that hold a filter word as text', () => {
    for (const text of ['french toast', 'pad thai', 'greek yogurt', 'prawn cocktail', 'breakfast burrito']) {
      const read = understandQuery(text);
      expect(read.chips, text).toEqual([]);
      expect(read.text, text).toBe(text);
    }
    // A synonym phrase too: "french beans" are green beans, not French food.
    expect(understandQuery('french beans').chips).toEqual([]);
  });

  it('leaves out words that ask for nothing, and never reads a word still being typed', () => {
    expect(understandQuery('easy homemade pizza recipe').text).toBe('pizza ');
    expect(understandQuery('veg').chips).toEqual([]);
    expect(understandQuery('veg').text).toBe('veg');
    expect(understandQuery('chicken din').text).toBe('chicken din');
  });

  it('gives each chip its label and the search without it', () => {
    const read = understandQuery('vegan thai curry under 30 min');
    expect(read.chips.map((chip) => [chip.kind, chip.label, chip.without])).toEqual([
      ['diet', 'Vegan', 'thai curry under 30 min'],
      ['cuisine', 'Thai', 'vegan curry under 30 min'],
      ['time', 'Under 30 min', 'vegan thai curry'],
    ]);
    expect(understandQuery('gf brownies').chips[0]).toMatchObject({
      kind: 'free',
      label: 'Gluten-free',
      value: 'gluten',
    });
  });
});
