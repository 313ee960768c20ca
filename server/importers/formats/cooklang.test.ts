import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ImportError } from '../lib/import-error';
import { formatQuantity, parseCooklangRecipe } from './cooklang';

const fixture = (name: string): string =>
  readFileSync(new URL(`../fixtures/cooklang/${name}`, import.meta.url), 'utf8');
const parse = (text: string, fileName = 'Fallback Title') =>
  parseCooklangRecipe(text, { sourceKey: 'import:test.cook', fileName }).draft;

describe('parseCooklangRecipe', () => {
  it('reads front matter, sections, notes, comments and multi-line steps', () => {
    expect(parse(fixture('Green Soup.cook'))).toEqual({
      sourceKey: 'import:test.cook',
      title: 'Green Pea Soup',
      summary: 'A bright soup from frozen peas.',
      image: '',
      servings: 4,
      prepMinutes: 10,
      cookMinutes: 20,
      readyInMinutes: 30,
      cuisines: ['British'],
      dishTypes: ['soup'],
      ingredientLines: [
        '30 g butter',
        '1 onion, finely chopped',
        '1/2 kg frozen peas',
        '750 ml vegetable stock',
        '1 tsp salt',
        'mint leaves, optional',
        '1 1/2 cups Crispy Croutons',
        '3 carrots',
        'pepper',
      ],
      instructions: [
        'Soup',
        'Melt butter in a large pan and soften the onion (finely chopped) for 5 minutes.',
        'Add the frozen peas, vegetable stock and salt; simmer for 10 minutes.',
        'To serve',
        'Blend with the rest of the butter and a few mint leaves. Spoon Crispy Croutons on top, with carrots pepper.',
      ].join('\n'),
      sourceName: 'Our Kitchen',
      sourceUrl: 'https://example.org/green-soup',
      license: '',
    });
  });

  it('reads ">>" metadata and takes the title from the file name when none is given', () => {
    expect(parse(fixture('Toast.cook'), 'Toast')).toMatchObject({
      title: 'Toast',
      servings: 2,
      readyInMinutes: 65,
      sourceName: 'Sam',
      ingredientLines: ['2 slices bread', 'butter'],
      instructions: 'Toast the bread and spread with butter.',
    });
  });

  it('prefers a ">> title:" line to the file name', () => {
    expect(parse(fixture('Titled.cook'))).toMatchObject({
      title: 'Sweet Tea',
      servings: 1,
      ingredientLines: ['2 bags black tea', '500 ml water', '1 1/2 tbsp sugar'],
      instructions: 'Steep black tea in water for 4 minutes. Stir in sugar.',
    });
  });

  it('lists an ingredient used twice once when the amounts add up, and twice otherwise', () => {
    const draft = parse('Add @oil{1%tbsp}, then @oil{2%tbsp}, @oil{1%tsp} and @salt, then more @salt{a pinch}.');
    expect(draft.ingredientLines).toEqual(['3 tbsp oil', '1 tsp oil', 'salt', 'a pinch salt']);
  });

  it('keeps a note that brings its own parentheses once, in the list and in the step', () => {
    const draft = parse('Top with @milk{60%ml}((about 1/4 cup)) and @coffee{200%ml}(strong (not espresso)).');
    expect(draft.ingredientLines).toEqual(['60 ml milk (about 1/4 cup)', '200 ml coffee, strong (not espresso)']);
    expect(draft.instructions).toBe('Top with milk (about 1/4 cup) and coffee (strong (not espresso)).');
  });

  it('leaves out references to ingredients already listed and hidden ones', () => {
    const draft = parse('Mix @flour{100%g} and @egg{1}.\n\nFold in the @&flour{} with @-water{}.');
    expect(draft.ingredientLines).toEqual(['100 g flour', '1 egg']);
    expect(draft.instructions).toBe('Mix flour and egg.\nFold in the flour with water.');
  });

  it('rejects a file with no ingredients', () => {
    expect(() => parse(fixture('Metadata Only.cook'))).toThrow(new ImportError('no ingredients'));
    expect(() => parse('Just boil some water.')).toThrow('no ingredients');
  });

  it('rejects front matter that is not valid YAML', () => {
    expect(() => parse('---\ntitle: [unclosed\n---\n@egg{1}')).toThrow(/^invalid front matter/);
  });
});

describe('formatQuantity', () => {
  it.each<[string | number, string]>([
    [2, '2'],
    [0.5, '1/2'],
    [1.5, '1 1/2'],
    [1 / 3, '1/3'],
    [0.7, '0.7'],
    ['=1', '1'],
    ['few', 'few'],
  ])('writes %j as "%s"', (quantity, text) => {
    expect(formatQuantity(quantity)).toBe(text);
  });
});
