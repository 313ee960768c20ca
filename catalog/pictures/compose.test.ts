import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FALLBACK_ICON, composeRecipeSvg, cuisineFamily, isKnownIcon } from './compose';

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
