import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BODY_LIMITS,
  IMPORT_LIMITS,
  type EditableRecipe,
  type FileImportResponse,
  type ImportPreviewResponse,
  type OwnRecipe,
} from '../../../shared/own-recipes';
import { RECIPE_LIMITS } from '../../../shared/recipe-limits';
import { createTestApp, registerAndLogin, type TestContext } from '../../test/harness';

let t: TestContext;
let token = '';

beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t.app));
});
afterAll(async () => {
  await t.close();
});

const send = (method: 'POST' | 'PUT', url: string, body: string) =>
  t.app.inject({ method, url, payload: body, headers: { token, 'content-type': 'application/json' } });
const reasonOf = (res: { json: <T>() => T }) => res.json<{ reason: string }>().reason;

/** Words of a long step, with what JSON and HTML write longer than one byte: quotes, ampersands, accents. */
const longText = (length: number, seed: number) => {
  const words = `Stir the "crème" & fold in step ${seed}, then simmer gently until glossy. `;
  return words
    .repeat(Math.ceil(length / words.length))
    .slice(0, length)
    .trim();
};

/** A recipe page's JSON-LD, as pasted or as a file. */
const jsonLd = (recipe: {
  title: string;
  summary?: string;
  ingredients: string[];
  steps: string[];
  cuisines?: string[];
  dishTypes?: string[];
}) =>
  JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    description: recipe.summary ?? '',
    recipeYield: '4',
    recipeCuisine: recipe.cuisines ?? [],
    recipeCategory: recipe.dishTypes ?? [],
    recipeIngredient: recipe.ingredients,
    recipeInstructions: recipe.steps.map((text) => ({ '@type': 'HowToStep', text })),
  });

async function saveAndEdit(found: EditableRecipe): Promise<OwnRecipe> {
  const body = JSON.stringify({ recipe: found, shared: false });
  const created = await send('POST', '/api/recipes', body);
  expect(created.statusCode, created.body.slice(0, 300)).toBe(200);
  const made = created.json<OwnRecipe>();
  const edited = { ...made.recipe, title: `${made.recipe.title.slice(0, 150)} (edited)` };
  const put = await send('PUT', `/api/recipes/${made.id}`, JSON.stringify({ recipe: edited, shared: true }));
  expect(put.statusCode, put.body.slice(0, 300)).toBe(200);
  expect(put.json<OwnRecipe>()).toMatchObject({ shared: true, recipe: { title: edited.title } });
  return put.json<OwnRecipe>();
}

describe('what import accepts can be saved and edited', () => {
  it('an 86 KB pasted recipe with twelve long steps previews, saves and is edited', async () => {
    const steps = Array.from({ length: 12 }, (_, i) => longText(3_900, i + 1));
    const ingredients = Array.from({ length: 80 }, (_, i) => `${i + 1} g ${longText(440, i)}`);
    const text = jsonLd({ title: 'Long Braise', ingredients, steps });
    expect(Buffer.byteLength(text)).toBeGreaterThan(86_000);

    const preview = await send('POST', '/api/recipes/import/preview', JSON.stringify({ text }));
    expect(preview.statusCode, preview.body.slice(0, 300)).toBe(200);
    const found = preview.json<ImportPreviewResponse>().recipes[0]!;
    expect(found.steps).toHaveLength(12);
    // Larger than the small default body limit of the rest of the API.
    expect(Buffer.byteLength(JSON.stringify({ recipe: found, shared: false }))).toBeGreaterThan(64 * 1024);

    const saved = await saveAndEdit(found);
    expect(saved.recipe.steps).toEqual(found.steps);
    expect(saved.recipe.ingredientLines).toEqual(found.ingredientLines);
  });

  it('a recipe imported from a file at the largest size the limits allow is edited and shared', async () => {
    const L = RECIPE_LIMITS;
    // Three-byte characters and quotes: the costliest text a file gives, at every limit at once.
    const wide = (length: number, seed: number) => `${seed} "食" ${'食'.repeat(length)}`.slice(0, length);
    const ingredients = Array.from({ length: L.ingredientLines }, (_, i) => wide(L.ingredientLine, i + 1));
    const steps = Array.from({ length: 10 }, (_, i) => wide(L.instructions / 10 - 1, i + 1));
    const content = jsonLd({
      title: wide(L.title, 0),
      summary: wide(L.summary, 0),
      ingredients,
      steps,
      cuisines: Array.from({ length: L.listItems }, (_, i) => wide(L.listItem, i)),
      dishTypes: Array.from({ length: L.listItems }, (_, i) => wide(L.listItem, i + 50)),
    });
    const res = await send(
      'POST',
      '/api/recipes/import/files',
      JSON.stringify({ files: [{ name: 'big.json', content }] }),
    );
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const [result] = res.json<FileImportResponse>().results;
    if (result?.status !== 'imported') throw new Error(`not imported: ${JSON.stringify(result)}`);

    const id = result.recipes[0]!.id;
    const stored = (
      await t.app.inject({ method: 'GET', url: `/api/recipes/${id}`, headers: { token } })
    ).json<OwnRecipe>();
    expect(stored.recipe.ingredientLines).toHaveLength(L.ingredientLines);
    const body = JSON.stringify({ recipe: stored.recipe, shared: true });
    expect(Buffer.byteLength(body)).toBeGreaterThan(500_000);
    const put = await send('PUT', `/api/recipes/${id}`, body);
    expect(put.statusCode, put.body.slice(0, 300)).toBe(200);
    expect(put.json<OwnRecipe>().shared).toBe(true);
  });

  it('a paste at the length the app allows, however JSON writes it, meets the length check, not a 413', async () => {
    // A control character is the costliest in JSON: six bytes.
    const atLimit = await send(
      'POST',
      '/api/recipes/import/preview',
      JSON.stringify({ text: `Soup\n${'\u0001'.repeat(IMPORT_LIMITS.pasteCharacters - 5)}` }),
    );
    expect(atLimit.statusCode).toBe(400);
    expect(reasonOf(atLimit)).not.toMatch(/too large/);
    const over = await send(
      'POST',
      '/api/recipes/import/preview',
      JSON.stringify({ text: '\u0001'.repeat(IMPORT_LIMITS.pasteCharacters + 1) }),
    );
    expect(over.statusCode).toBe(400);
    expect(reasonOf(over)).toMatch(/The pasted text can be at most 2,000,000 characters\./);
  });

  it('a body over each route’s limit is a 413 naming that limit', async () => {
    const over = (bytes: number) => JSON.stringify({ pad: 'x'.repeat(bytes) });
    const cases: [method: 'POST' | 'PUT', url: string, limit: number, named: string][] = [
      ['POST', '/api/recipes', BODY_LIMITS.recipe, '2 MiB'],
      ['PUT', '/api/recipes/1000001', BODY_LIMITS.recipe, '2 MiB'],
      ['POST', '/api/recipes/import/preview', BODY_LIMITS.preview, '12 MiB'],
      ['POST', '/api/recipes/import/files', BODY_LIMITS.files, '29 MiB'],
      ['POST', '/api/search/general', 64 * 1024, '64 KiB'],
    ];
    for (const [method, url, limit, named] of cases) {
      const res = await send(method, url, over(limit));
      expect(res.statusCode, url).toBe(413);
      expect(res.json(), url).toEqual({
        code: 413,
        status: 0,
        reason: `The request body is too large (${named} at most).`,
      });
    }
  });
});
