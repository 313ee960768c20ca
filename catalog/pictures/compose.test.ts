import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type ComposeInput,
  FALLBACK_ICON,
  SURFACES,
  composeRecipeSvg,
  compositionKey,
  cuisineFamily,
  isKnownIcon,
  pictureComposition,
} from './compose';
import { SAUCE_COLOURS, VESSELS } from './dish-look';

// Parsing the 103 MB icon set takes seconds on a busy machine: once, before the tests' own timeouts.
beforeAll(() => {
  expect(isKnownIcon('tomato')).toBe(true);
}, 60_000);

const base = {
  icons: ['shallow-pan-of-food', 'tomato', 'egg'],
  cuisine: 'Middle Eastern',
  dishTypes: ['breakfast'],
  seed: 1001,
};

/** Checks that every element is closed in order and that there is one root: enough to catch broken markup. */
function assertWellFormed(svg: string): void {
  const stack: string[] = [];
  let roots = 0;
  const text = svg.replace(/"[^"]*"/g, '""');
  for (const match of text.matchAll(/<(\/?)([A-Za-z][\w:.-]*)([^<>]*?)(\/?)>/g)) {
    const [, closing, name = '', , selfClosing] = match;
    if (closing) {
      expect(stack.pop(), `closing </${name}>`).toBe(name);
    } else if (!selfClosing) {
      if (stack.length === 0) roots++;
      stack.push(name);
    } else if (stack.length === 0) {
      roots++;
    }
  }
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
  // No stray angle brackets outside tags.
  expect(text.replace(/<[^<>]*>/g, '')).not.toMatch(/[<>]/);
}

const idsOf = (svg: string): string[] => [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] ?? '');
const refsOf = (svg: string): string[] => [...svg.matchAll(/(?:url\(#|href="#)([^)"]+)/g)].map((m) => m[1] ?? '');
/** The same drawing whatever ids the instance got. */
const withoutIds = (svg: string): string => {
  const names = new Map(idsOf(svg).map((id, i) => [id, `id${i}`]));
  return svg.replace(
    /(\sid="|url\(#|href="#)([^)"]+)/g,
    (_, lead: string, id: string) => `${lead}${names.get(id) ?? id}`,
  );
};
const backgroundOf = (svg: string): string =>
  [...svg.matchAll(/<linearGradient id="[^"]*-bg"[^>]*>(.*?)<\/linearGradient>/g)].map((m) => m[1]).join('');

describe('composeRecipeSvg', () => {
  it('builds a well-formed 800x600 SVG that renders', async () => {
    const svg = composeRecipeSvg(base);
    assertWellFormed(svg);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="800" height="600" viewBox="0 0 800 600">/,
    );
    const meta = await sharp(Buffer.from(svg)).metadata();
    expect(meta).toMatchObject({ format: 'svg', width: 800, height: 600 });
  });

  it('gives every id a unique name, even for the same icon drawn twice and across pictures', () => {
    const svg = composeRecipeSvg({ ...base, icons: ['tomato', 'tomato', 'tomato'] });
    const ids = idsOf(svg);
    expect(ids.length).toBeGreaterThan(10);
    expect(new Set(ids).size).toBe(ids.length);
    // Every reference points at an id of this document.
    for (const ref of refsOf(svg)) expect(ids).toContain(ref);

    const other = idsOf(composeRecipeSvg(base));
    expect(other.filter((id) => ids.includes(id))).toEqual([]);
  });

  it('draws backgrounds that differ across cuisines and between neighbouring recipes', () => {
    const cuisines = [
      'Italian',
      'Japanese',
      'Indian',
      'Mexican',
      'Nordic',
      'Ethiopian',
      'Thai',
      'French',
      'Turkish',
      'American',
    ];
    for (const seed of [1, 1001, 2002]) {
      const backgrounds = cuisines.map((cuisine) => backgroundOf(composeRecipeSvg({ ...base, cuisine, seed })));
      for (const bg of backgrounds) expect(bg).toMatch(/stop-color="#[0-9a-f]{6}"/);
      expect(new Set(backgrounds).size).toBe(cuisines.length);
    }
    const neighbours = [1001, 1002, 1003, 1004, 1005, 1006].map((seed) =>
      withoutIds(composeRecipeSvg({ ...base, seed })),
    );
    expect(new Set(neighbours).size).toBe(neighbours.length);
  });

  it('maps cuisines to families case-insensitively, the longest name winning', () => {
    expect(cuisineFamily('italian')).toBe('mediterranean');
    expect(cuisineFamily('South American')).toBe('latin');
    expect(cuisineFamily('Latin American')).toBe('latin');
    expect(cuisineFamily('North African')).toBe('middle-eastern');
    expect(cuisineFamily('American')).toBe('american');
    expect(cuisineFamily('Martian')).toBe('default');
    expect(cuisineFamily('')).toBe('default');
  });

  it('is the same picture for the same input', () => {
    expect(withoutIds(composeRecipeSvg(base))).toBe(withoutIds(composeRecipeSvg(base)));
  });

  it('falls back to a neutral dish icon for unknown names, and never throws', () => {
    expect(isKnownIcon('no-such-icon-anywhere')).toBe(false);
    expect(isKnownIcon(FALLBACK_ICON)).toBe(true);
    const unknown = composeRecipeSvg({ ...base, icons: ['no-such-icon-anywhere'] });
    const fallback = composeRecipeSvg({ ...base, icons: [FALLBACK_ICON] });
    expect(withoutIds(unknown)).toBe(withoutIds(fallback));
    assertWellFormed(unknown);

    for (const icons of [[], [''], ['tomato', 'nope', 'egg', 'too-many', 'icons']]) {
      assertWellFormed(composeRecipeSvg({ icons, cuisine: '', dishTypes: [], seed: -5 }));
    }
  });
});

const curry = (title: string, paste: string, seed = 7): ComposeInput => ({
  icons: ['curry-rice', 'poultry-leg', 'coconut'],
  cuisine: 'Thai',
  dishTypes: ['main course'],
  title,
  ingredients: ['400 ml coconut milk', `3 tablespoons ${paste}`, '500 g chicken thighs', '1 teaspoon fish sauce'],
  seed,
});
const fillOf = (name: string): string => SAUCE_COLOURS.find((tint) => tint.name === name)?.fill ?? 'missing';

describe('pictureComposition', () => {
  it('is what the picture draws: a red curry is drawn red, a green one green', () => {
    const red = pictureComposition(curry('Thai Red Curry with Chicken', 'red curry paste'));
    const green = pictureComposition(curry('Thai Green Curry with Chicken', 'green curry paste'));
    expect(red.sauce).toBe('red');
    expect(green.sauce).toBe('green');
    // Everything else is the same recipe: only the sauce tells them apart, and it is enough.
    expect({ ...red, sauce: '' }).toEqual({ ...green, sauce: '' });
    expect(compositionKey(red)).not.toBe(compositionKey(green));
    const redSvg = composeRecipeSvg(curry('Thai Red Curry with Chicken', 'red curry paste'));
    const greenSvg = composeRecipeSvg(curry('Thai Green Curry with Chicken', 'green curry paste'));
    expect(redSvg).toContain(`fill="${fillOf('red')}"`);
    expect(redSvg).not.toContain(`fill="${fillOf('green')}"`);
    expect(greenSvg).toContain(`fill="${fillOf('green')}"`);
  });

  it('tells a handful of similar recipes apart', () => {
    const inputs: ComposeInput[] = [
      curry('Thai Red Curry with Chicken', 'red curry paste', 101),
      curry('Thai Green Curry with Chicken', 'green curry paste', 102),
      curry('Yellow Chicken Curry', 'yellow curry paste', 103),
      curry('Chicken Korma', 'korma paste', 104),
      { ...curry('Chicken Curry Traybake', 'curry powder', 105), dishTypes: ['main course'] },
      { ...curry('Chicken and Coconut Soup', 'red curry paste', 106), dishTypes: ['soup'] },
    ];
    const compositions = inputs.map(pictureComposition);
    expect(compositions.map((c) => c.vessel)).toEqual(['bowl', 'bowl', 'bowl', 'pot', 'tray', 'bowl']);
    expect(new Set(compositions.map(compositionKey)).size).toBe(inputs.length);
    // The same recipe always gets the same composition.
    expect(inputs.map((input) => compositionKey(pictureComposition(input)))).toEqual(compositions.map(compositionKey));
  });

  it('resolves unknown icons as drawn and reads no words where none are given', () => {
    const c = pictureComposition({ icons: ['no-such-icon', 'tomato'], cuisine: '', dishTypes: [], seed: 3 });
    expect(c.icons).toEqual([FALLBACK_ICON, 'tomato']);
    expect(c).toMatchObject({ vessel: 'plate', sauce: 'none', garnish: 'none', family: 'default' });
  });

  it('draws every vessel on every surface as well-formed SVG', async () => {
    const vesselInputs: Record<string, Partial<ComposeInput>> = {
      plate: { title: 'Grilled Chicken' },
      bowl: { title: 'Tomato Soup', dishTypes: ['soup'] },
      pot: { title: 'Beef Stew' },
      skillet: { title: 'Spinach Frittata' },
      tray: { title: 'Lasagne' },
      'loaf-tin': { title: 'Banana Bread', dishTypes: ['baking'] },
      glass: { title: 'Mango Lassi', dishTypes: ['drink'] },
      mug: { title: 'Masala Chai', dishTypes: ['drink'] },
      doily: { title: 'Lemon Drizzle Cake', dishTypes: ['dessert'] },
      board: { title: 'Cheese Toastie', dishTypes: ['snack'], ingredients: ['4 tablespoons tomato chutney'] },
    };
    const seen = new Set<string>();
    for (const [vessel, words] of Object.entries(vesselInputs)) {
      for (let seed = 1; seed <= 40; seed++) {
        const input = {
          ...base,
          icons: ['poultry-leg', 'tomato'],
          dishTypes: ['main course'],
          ingredients: ['2 tablespoons parsley'],
          ...words,
          seed,
        };
        const composition = pictureComposition(input);
        expect(composition.vessel).toBe(vessel);
        seen.add(`${vessel} ${composition.surface}`);
        assertWellFormed(composeRecipeSvg(input));
      }
    }
    expect(seen.size).toBe(VESSELS.length * SURFACES.length);
    const meta = await sharp(Buffer.from(composeRecipeSvg({ ...base, ...vesselInputs.mug, seed: 5 }))).metadata();
    expect(meta).toMatchObject({ width: 800, height: 600 });
  });
});
