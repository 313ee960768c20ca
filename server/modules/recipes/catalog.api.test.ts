import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecipeDetail } from '../../../shared/recipe';
import { openTestDatabase } from '../../test/harness';
import type { Db } from '../../db/database';
import { buildApp } from '../../app';
import { startRecipePictures } from '../../../catalog/pictures/generate';
import { loadCatalog, storeCatalog } from './catalog-loader';
import { setMeta } from './recipe.repository';

const FIXTURES = resolve(import.meta.dirname, '../../test/fixtures/catalog');

let db: Db;
let cleanup: () => Promise<void>;
let work: string;

beforeAll(async () => {
  ({ db, cleanup } = await openTestDatabase());
  work = mkdtempSync(join(tmpdir(), 'dishcovery-catalog-'));
  cpSync(FIXTURES, join(work, 'recipes'), { recursive: true });
});
afterAll(async () => {
  await cleanup();
  rmSync(work, { recursive: true, force: true });
});

describe('loading the built-in catalog', () => {
  it('loads an empty database with the ids of the files, labels computed, pictures drawn', async () => {
    const images = join(work, 'images');
    const summary = await loadCatalog(db, { dir: join(work, 'recipes'), imagesDir: images });
    expect(summary).toMatchObject({ recipes: 3, written: 3, pictures: { written: 3, skipped: 0 } });
    for (const id of [901, 902, 903]) {
      expect(existsSync(join(images, `${id}.webp`))).toBe(true);
      expect(existsSync(join(images, `${id}-400.webp`))).toBe(true);
    }

    const app = await buildApp({ db, searchPollMs: 0, imagesDir: join(work, 'images-root') });
    await app.ready();
    try {
      const info = async (id: number) =>
        (await app.inject({ method: 'POST', url: '/api/search/info', payload: { id } })).json<RecipeDetail>();
      const noodles = await info(902);
      expect(noodles.title).toBe('Test Peanut Noodles');
      expect(noodles.image).toBe('/images/recipes/902.webp');
      expect(noodles.allergens).toEqual(expect.arrayContaining(['peanut', 'soy', 'wheat', 'gluten']));
      expect(noodles.extendedIngredients[0]).toMatchObject({
        original: '200 g rice noodles',
        amount: 200,
        unit: 'gram',
      });
      expect(noodles.readyInMinutes).toBe(15);
      const salad = await info(903);
      expect(salad.diets).toEqual(expect.arrayContaining(['vegan', 'vegetarian', 'paleo', 'whole30']));
      expect(salad.allergens).toEqual([]);
      const omelette = await info(901);
      expect(omelette.diets).toContain('vegetarian');
      expect(omelette.diets).not.toContain('vegan');
      expect(omelette.instructions.split('\n')).toHaveLength(3);
    } finally {
      await app.close();
    }
  });

  it('does nothing when the catalog has not changed, and keeps ids when it has', async () => {
    const again = await loadCatalog(db, { dir: join(work, 'recipes'), imagesDir: join(work, 'images') });
    expect(again).toMatchObject({ written: 0, pictures: { written: 0, skipped: 3 } });

    const file = join(work, 'recipes', '903-test-tomato-salad.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace('Test Tomato Salad', 'Test Summer Tomato Salad'));
    const changed = await loadCatalog(db, { dir: join(work, 'recipes') });
    expect(changed.written).toBe(3);
    const rows = await db.kysely.selectFrom('recipes').select(['id', 'title']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 901, title: 'Test Herb Omelette' },
      { id: 902, title: 'Test Peanut Noodles' },
      { id: 903, title: 'Test Summer Tomato Salad' },
    ]);
  });

  it('stores the catalog again, labelled with the rules of today, after labels written by an older labeller', async () => {
    // As an older labeller left them: no allergen on the peanut noodles, under another fingerprint.
    await db.kysely.updateTable('recipes').set({ allergens_mask: 0 }).where('id', '=', 902).execute();
    await setMeta(db.kysely, 'catalog_hash', 'an older labeller');
    expect((await storeCatalog(db, { dir: join(work, 'recipes') })).written).toBe(3);
    const app = await buildApp({ db, searchPollMs: 0 });
    try {
      const res = await app.inject({ method: 'POST', url: '/api/search/info', payload: { id: 902 } });
      expect(res.json<RecipeDetail>().allergens).toEqual(expect.arrayContaining(['peanut', 'soy', 'wheat', 'gluten']));
    } finally {
      await app.close();
    }
  });

  it('serves a picture asked for before its turn, drawn ahead of the rest, while the others are drawn', async () => {
    const root = join(work, 'first-start');
    const { pictures } = await storeCatalog(db, { dir: join(work, 'recipes') });
    const drawing = await startRecipePictures(pictures, join(root, 'recipes'));
    const app = await buildApp({ db, searchPollMs: 0, imagesDir: root, drawPicture: (id) => drawing.drawNow(id) });
    await app.ready();
    try {
      const asked = await app.inject({ method: 'GET', url: '/images/recipes/903-400.webp' });
      expect(asked.statusCode).toBe(200);
      expect(asked.headers['content-type']).toBe('image/webp');
      expect(asked.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
      // An id that is not being drawn, and a name that is not a picture, stay 404s in the one error shape.
      for (const url of ['/images/recipes/999.webp', '/images/recipes/903.png', '/images/recipes/0903.webp']) {
        const missing = await app.inject({ method: 'GET', url });
        expect(missing.statusCode, url).toBe(404);
        expect(missing.json(), url).toEqual({ code: 404, status: 0, reason: 'Not found.' });
      }
      expect(await drawing.done).toMatchObject({ written: 3, failed: 0 });
      // Drawn now: served as a file from then on.
      const large = await app.inject({ method: 'GET', url: '/images/recipes/901.webp' });
      expect(large.statusCode).toBe(200);
      expect(large.headers['content-type']).toBe('image/webp');
    } finally {
      await app.close();
    }
  });

  it('names the file when one is broken', async () => {
    const dir = join(work, 'broken');
    cpSync(FIXTURES, dir, { recursive: true });
    writeFileSync(
      join(dir, '904-broken.md'),
      '---\ntitle: "No id"\n---\n\n## Ingredients\n\n- 1 egg\n\n## Directions\n\n1. Cook.\n',
    );
    await expect(loadCatalog(db, { dir })).rejects.toThrow(/904-broken\.md/);
  });
});
