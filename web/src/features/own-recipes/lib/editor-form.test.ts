import { describe, expect, it } from 'vitest';
import { editable } from '../test-recipes';
import { editorValues, previewablePicture, recipeCandidate, siteName, splitSteps } from './editor-form';
import { checkRecipe } from './validate-recipe';

describe('steps as typed', () => {
  it('takes one step per line when there is no blank line', () => {
    expect(splitSteps('Mix.\n  Bake.\r\nCool.')).toEqual(['Mix.', 'Bake.', 'Cool.']);
  });

  it('takes blocks between blank lines as steps, joining their wrapped lines', () => {
    expect(splitSteps('Mix the flour\nand the sugar.\n\n  \nBake for\r\n40 minutes.\n')).toEqual([
      'Mix the flour and the sugar.',
      'Bake for 40 minutes.',
    ]);
  });

  it('gives no step for blank text, and round-trips what the editor shows', () => {
    expect(splitSteps('  \n ')).toEqual([]);
    const recipe = editable({ steps: ['One.', 'Two, which is longer.', 'Three.'] });
    expect(splitSteps(editorValues(recipe).steps)).toEqual(recipe.steps);
  });
});

describe('the recipe the fields describe', () => {
  it('keeps what the editor does not show and names a source link after its site', () => {
    const values = { ...editorValues(editable()), sourceUrl: ' https://www.example.org/cake ', sourceName: '' };
    expect(recipeCandidate(values, editable())).toMatchObject({
      cuisines: ['british'],
      dishTypes: ['dessert'],
      sourceUrl: 'https://www.example.org/cake',
      sourceName: 'example.org',
    });
    expect(siteName('not a link')).toBe('');
  });

  it('reads an empty ready-in time as preparation plus cooking, and empty times as none', () => {
    const values = { ...editorValues(editable()), readyInMinutes: '', prepMinutes: '10', cookMinutes: '' };
    expect(recipeCandidate(values, editable())).toMatchObject({
      readyInMinutes: 10,
      prepMinutes: 10,
      cookMinutes: null,
    });
  });
});

describe('checking the fields with the shared schema', () => {
  it('gives the recipe to send, trimmed and without empty lines', () => {
    const values = { ...editorValues(editable()), title: '  Cake  ', ingredients: '1 egg\n\n  2 lemons \n' };
    const checked = checkRecipe(values, editable());
    expect(checked).toMatchObject({ ok: true, recipe: { title: 'Cake', ingredientLines: ['1 egg', '2 lemons'] } });
  });

  it('puts each message beside its field', () => {
    const values = {
      ...editorValues(editable()),
      title: '   ',
      servings: '0',
      readyInMinutes: '1.5',
      prepMinutes: 'abc',
      ingredients: '\n \n',
      image: 'ftp://example.org/cake.png',
      sourceUrl: 'example.org',
    };
    const checked = checkRecipe(values, editable());
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toEqual({
      title: 'A recipe needs a title.',
      servings: 'Servings must be at least 1.',
      readyInMinutes: 'The ready-in time must be a whole number of minutes.',
      prepMinutes: 'The preparation time must be a number of minutes.',
      ingredients: 'A recipe needs at least one ingredient line.',
      image: 'The picture address must start with https:// or http://.',
      sourceUrl: 'The source address must start with https:// or http://.',
    });
  });
});

describe('the picture preview', () => {
  const origin = 'http://127.0.0.1:3000';
  it('draws our own pictures, https addresses and this site’s', () => {
    expect(previewablePicture('/images/own/7-a.webp', origin)).toBe('/images/own/7-a.webp');
    expect(previewablePicture('https://cdn.example.org/cake.jpg', origin)).toBe('https://cdn.example.org/cake.jpg');
    expect(previewablePicture('http://127.0.0.1:3000/x.png', origin)).toBe('http://127.0.0.1:3000/x.png');
  });

  it('shows as text what the page’s Content-Security-Policy would refuse', () => {
    expect(previewablePicture('http://127.0.0.1:4567/cake.png', origin)).toBeNull();
    expect(previewablePicture('data:image/png;base64,AAAA', origin)).toBeNull();
    expect(previewablePicture('cake.png', origin)).toBeNull();
  });
});
