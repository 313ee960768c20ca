import { mkdtempSync, readFileSync, rmSync, statSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PictureInput, generateRecipePictures, pictureAlt, startRecipePictures } from './generate';

let out: string;
beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), 'dishcovery-pictures-'));
});
afterAll(() => {
  rmSync(out, { recursive: true, force: true });
});

const recipes: PictureInput[] = [
  {
    id: 1001,
    icons: ['shallow-pan-of-food', 'tomato', 'egg'],
    cuisine: 'Middle Eastern',
    dishTypes: ['breakfast'],
    title: 'Shakshuka',
    ingredients: ['800 g canned chopped tomatoes', '6 large eggs', '2 tablespoons chopped parsley'],
  },
  {
    id: 1002,
    icons: ['spaghetti', 'garlic'],
    cuisine: 'Italian',
    dishTypes: ['main course'],
    title: 'Spaghetti Aglio e Olio',
    ingredients: ['400 g spaghetti', '6 cloves garlic'],
  },
  { id: 1003, icons: ['shortcake'], cuisine: 'British', dishTypes: ['dessert'] },
];
const mtime = (file: string): number => statSync(join(out, file)).mtimeMs;

describe('generateRecipePictures', { timeout: 120_000 }, () => {
  it('writes both sizes of every picture as WebP, and a manifest', async () => {
    const result = await generateRecipePictures(recipes, out);
    expect(result).toMatchObject({ written: 3, skipped: 0 });
    for (const { id } of recipes) {
      expect(await sharp(join(out, `${id}.webp`)).metadata()).toMatchObject({
        format: 'webp',
        width: 800,
        height: 600,
      });
      expect(await sharp(join(out, `${id}-400.webp`)).metadata()).toMatchObject({
        format: 'webp',
        width: 400,
        height: 300,
      });
      const kb = statSync(join(out, `${id}.webp`)).size / 1024;
      expect(kb).toBeGreaterThan(4);
      expect(kb).toBeLessThan(40);
      expect(statSync(join(out, `${id}-400.webp`)).size / 1024).toBeLessThan(20);
    }
    const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as {
      pictures: Record<string, string>;
    };
    expect(Object.keys(manifest.pictures).sort()).toEqual(['1001', '1002', '1003']);
  });

  it('skips everything on a second run, quickly', async () => {
    const before = mtime('1001.webp');
    const result = await generateRecipePictures(recipes, out);
    expect(result).toMatchObject({ written: 0, skipped: 3 });
    expect(result.ms).toBeLessThan(1000);
    expect(mtime('1001.webp')).toBe(before);
  });

  it('draws again only the recipe whose icons changed', async () => {
    const before = { 1001: mtime('1001.webp'), 1002: mtime('1002-400.webp'), 1003: mtime('1003.webp') };
    const changed = recipes.map((r) => (r.id === 1002 ? { ...r, icons: ['spaghetti', 'tomato'] } : r));
    const result = await generateRecipePictures(changed, out);
    expect(result).toMatchObject({ written: 1, skipped: 2 });
    expect(mtime('1001.webp')).toBe(before[1001]);
    expect(mtime('1003.webp')).toBe(before[1003]);
    expect(mtime('1002-400.webp')).not.toBe(before[1002]);
    expect(await generateRecipePictures(changed, out)).toMatchObject({ written: 0, skipped: 3 });
  });

  it('draws again the recipe whose title or ingredient lines changed', async () => {
    // As the test before left them.
    const current = recipes.map((r) => (r.id === 1002 ? { ...r, icons: ['spaghetti', 'tomato'] } : r));
    const before = { 1001: mtime('1001.webp'), 1002: mtime('1002.webp'), 1003: mtime('1003.webp') };
    const changed = current.map((r) =>
      r.id === 1001 ? { ...r, ingredients: [...(r.ingredients ?? []), '200 g spinach'] } : r,
    );
    expect(await generateRecipePictures(changed, out)).toMatchObject({ written: 1, skipped: 2 });
    expect(mtime('1003.webp')).toBe(before[1003]);
    expect(mtime('1001.webp')).not.toBe(before[1001]);
    const retitled = changed.map((r) => (r.id === 1003 ? { ...r, title: 'Strawberry Shortcake' } : r));
    expect(await generateRecipePictures(retitled, out)).toMatchObject({ written: 1, skipped: 2 });
    expect(mtime('1003.webp')).not.toBe(before[1003]);
    expect(mtime('1002.webp')).toBe(before[1002]);
    expect(await generateRecipePictures(current, out)).toMatchObject({ written: 2, skipped: 1 });
  });

  it('draws a picture again when one of its files is missing', async () => {
    unlinkSync(join(out, '1003-400.webp'));
    expect(await generateRecipePictures(recipes, out)).toMatchObject({ written: 2, skipped: 1 });
    expect(statSync(join(out, '1003-400.webp')).size).toBeGreaterThan(0);
  });

  it('draws a picture asked for ahead of the queue, and says when there is nothing to draw', async () => {
    const fresh = join(out, 'queue');
    const many = Array.from({ length: 8 }, (_, i) => ({ ...recipes[i % 3]!, id: 2001 + i }));
    const drawing = await startRecipePictures(many, fresh);
    const order: number[] = [];
    const last = many.at(-1)!.id;
    const asked = drawing.drawNow(last).then((ok) => {
      order.push(last);
      return ok;
    });
    for (const { id } of many.slice(0, -1)) void drawing.drawNow(id).then(() => order.push(id));
    expect(await asked).toBe(true);
    expect(statSync(join(fresh, `${last}-400.webp`)).size).toBeGreaterThan(0);
    expect(await drawing.done).toMatchObject({ written: 8, skipped: 0, failed: 0 });
    // Last in the queue but asked for first, it was among the first two drawn (two are drawn at a time).
    expect(order).toHaveLength(8);
    expect(order.indexOf(last)).toBeLessThan(2);
    expect(await drawing.drawNow(last)).toBe(true);
    const again = await startRecipePictures(many, fresh);
    expect(await again.drawNow(last)).toBe(false);
    expect(await again.done).toMatchObject({ written: 0, skipped: 8 });
  });

  it('refuses ids that are not integers', async () => {
    await expect(generateRecipePictures([{ ...recipes[0]!, id: 1.5 }], out)).rejects.toThrow(/invalid id/);
  });
});

describe('pictureAlt', () => {
  it('describes the picture with the dish and its ingredients', () => {
    expect(pictureAlt('Shakshuka', ['shallow-pan-of-food', 'tomato', 'egg'])).toBe(
      'Illustration of Shakshuka: shallow pan of food, tomato and egg',
    );
    expect(pictureAlt('Carbonara', ['spaghetti', 'egg'])).toBe('Illustration of Carbonara: spaghetti and egg');
    expect(pictureAlt('Toast', ['bread'])).toBe('Illustration of Toast: bread');
    expect(pictureAlt('Mystery', [])).toBe('Illustration of Mystery');
  });

  it('says what an icon shows where its name would not', () => {
    expect(pictureAlt('Satay', ['oden', 'peanuts'])).toBe('Illustration of Satay: skewer and peanuts');
  });
});
