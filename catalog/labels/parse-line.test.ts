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

  it('reads a weight or volume in brackets after the unit: per piece after a package, the total after a measure', () => {
    expect(parseLine('1 loaf (~800 g) white bread')).toMatchObject({
      quantity: 800,
      amount: 800,
      unit: 'gram',
      description: 'white bread',
    });
    expect(parseLine('2 cans (400 g each) chopped tomatoes')).toMatchObject({
      amount: 800,
      unit: 'gram',
      description: 'chopped tomatoes',
    });
    expect(parseLine('2 tins (about 14 oz) black beans')).toMatchObject({ amount: 28, unit: 'ounce' });
    expect(parseLine('1 cup (240 ml) whole milk')).toMatchObject({ amount: 240, unit: 'milliliter' });
    expect(parseLine('2 cups (480 ml) stock')).toMatchObject({ amount: 480, unit: 'milliliter' });
    expect(parseLine('3 (200 g) salmon fillets')).toMatchObject({ amount: 600, unit: 'gram' });
  });

  it('knows loaves, sticks, knobs, bunches and handfuls', () => {
    expect(parseLine('1 loaf sourdough bread')).toMatchObject({
      amount: 1,
      unit: 'loaf',
      description: 'sourdough bread',
    });
    expect(parseLine('2 loaves bread')).toMatchObject({ amount: 2, unit: 'loaf' });
    expect(parseLine('1 stick butter')).toMatchObject({ unit: 'stick', description: 'butter' });
    expect(parseLine('a knob of butter')).toMatchObject({ quantity: 1, unit: 'knob' });
    expect(parseLine('1 bunch coriander')).toMatchObject({ unit: 'bunch', description: 'coriander' });
    expect(parseLine('a handful of spinach')).toMatchObject({ unit: 'handful' });
    expect(parseLine('1 packet dried yeast')).toMatchObject({ unit: 'packet' });
  });

  it('reads unicode fractions and ranges written with dashes or "to"', () => {
    expect(parseLine('½ cup sugar')).toMatchObject({ quantity: 0.5, unit: 'cup' });
    expect(parseLine('1 ½ cups flour')).toMatchObject({ quantity: 1.5, unit: 'cup' });
    expect(parseLine('⅓ cup cream').amount).toBeCloseTo(1 / 3, 2);
    expect(parseLine('2–3 tbsp olive oil')).toMatchObject({ quantity: 2, amount: 2.5, unit: 'tablespoon' });
    expect(parseLine('2 to 3 tablespoons butter')).toMatchObject({ quantity: 2, amount: 2.5 });
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
