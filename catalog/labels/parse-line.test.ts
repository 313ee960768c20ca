import { describe, expect, it } from 'vitest';
import { parseLine, parseLines } from './parse-line';

describe('parseLine (glue around parse-ingredient)', () => {
  it('splits quantity, unit and description', () => {
    expect(parseLine('2 tablespoons olive oil')).toMatchObject({
      quantity: 2,
      amount: 2,
      unit: 'tablespoon',
      description: 'olive oil',
    });
    expect(parseLine('400 g chicken thighs, boneless and skinless')).toMatchObject({
      quantity: 400,
      unit: 'gram',
      description: 'chicken thighs, boneless and skinless',
    });
    expect(parseLine('1 1/2 cups milk')).toMatchObject({ quantity: 1.5, unit: 'cup', description: 'milk' });
  });

  it('reads a size word as a factor on a counted item', () => {
    expect(parseLine('2 large eggs')).toMatchObject({ quantity: 2, unit: '', sizeFactor: 1.3, description: 'eggs' });
    expect(parseLine('1 small bunch coriander')).toMatchObject({
      unit: 'bunch',
      sizeFactor: 0.7,
      description: 'coriander',
    });
  });

  it('knows the kitchen units parse-ingredient lacks', () => {
    expect(parseLine('3 slices bread')).toMatchObject({ unit: 'slice', description: 'bread' });
    expect(parseLine('2 rashers streaky bacon')).toMatchObject({ unit: 'rasher', description: 'streaky bacon' });
    expect(parseLine('1 knob butter')).toMatchObject({ unit: 'knob', description: 'butter' });
    expect(parseLine('2 tins chopped tomatoes')).toMatchObject({ unit: 'can', description: 'chopped tomatoes' });
    expect(parseLine('1 litre whole milk')).toMatchObject({ unit: 'liter', description: 'whole milk' });
  });

  it('multiplies a package size given in brackets or after an x', () => {
    expect(parseLine('1 (14 oz) can chickpeas, drained')).toMatchObject({ amount: 14, unit: 'ounce' });
    expect(parseLine('2 x 400 g tins chopped tomatoes')).toMatchObject({ amount: 800, unit: 'gram' });
  });

  it('reads the weight of one piece from an "each" note', () => {
    expect(parseLine('4 duck breasts, skin on, about 200 g each')).toMatchObject({
      quantity: 4,
      amount: 800,
      unit: 'gram',
    });
  });

  it('uses the middle of a range for estimates and the lower bound for display', () => {
    expect(parseLine('2-3 carrots')).toMatchObject({ quantity: 2, amount: 2.5 });
  });

  it('reads quantities written as words', () => {
    expect(parseLine('A pinch of salt')).toMatchObject({ quantity: 1, unit: 'pinch', description: 'salt' });
    expect(parseLine('Half a lemon')).toMatchObject({ quantity: 0.5, description: 'lemon' });
    expect(parseLine('Two pounds of flour, sifted')).toMatchObject({
      quantity: 2,
      unit: 'pound',
      description: 'flour, sifted',
    });
    expect(parseLine('a few sprigs thyme')).toMatchObject({ quantity: 3, unit: 'sprig' });
    expect(parseLine('1 cup half-and-half')).toMatchObject({ quantity: 1, unit: 'cup', description: 'half-and-half' });
  });

  it('ignores "heaped" and similar between number and unit', () => {
    expect(parseLine('1 heaped tbsp plain flour')).toMatchObject({ unit: 'tablespoon', description: 'plain flour' });
  });

  it('strips bullets, emphasis and Markdown links', () => {
    expect(parseLine('- 2 **large** eggs')).toMatchObject({ quantity: 2, description: 'eggs' });
    expect(parseLine('1 tbsp [garam masala](/garam-masala)')).toMatchObject({ description: 'garam masala' });
  });

  it('keeps lines without a quantity whole', () => {
    expect(parseLine('salt and pepper to taste')).toMatchObject({
      quantity: null,
      amount: null,
      unit: '',
      description: 'salt and pepper to taste',
    });
  });

  it('treats the unit as the ingredient when nothing follows it ("3 cloves" of the spice)', () => {
    expect(parseLine('3 cloves')).toMatchObject({ quantity: 3, description: 'cloves' });
  });

  it('recognises group headers', () => {
    expect(parseLine('For the sauce:').header).toBe(true);
    expect(parseLine('2 eggs').header).toBe(false);
  });

  it('parses a batch in one call, blank lines included', () => {
    const parsed = parseLines(['2 eggs', '', '100 g flour']);
    expect(parsed.map((line) => line.description)).toEqual(['eggs', '', 'flour']);
  });
});
