import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecipeDraft } from '../../../shared/recipe';
import type { Db } from '../../db/database';
import { openTestDatabase } from '../../test/harness';
import { RecipeRejectedError, saveRecipes } from './recipe.service';

let db: Db;
let cleanup: () => Promise<void>;
beforeAll(async () => ({ db, cleanup } = await openTestDatabase()));
afterAll(async () => cleanup());

const draft = (key: string, changes: Partial<RecipeDraft> = {}): RecipeDraft => ({
  sourceKey: key,
  title: 'Toast',
  summary: 'Bread, toasted.',
  image: '',
  servings: 2,
  prepMinutes: 1,
  cookMinutes: 3,
  readyInMinutes: 4,
  cuisines: [],
  dishTypes: [],
  ingredientLines: ['2 slices bread'],
  instructions: 'Toast the bread.',
  sourceName: '',
  sourceUrl: '',
  license: '',
  ...changes,
});

const count = async () =>
  Number(
    (
      await db.kysely
        .selectFrom('recipes')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('every write of recipes passes the limits', () => {
  it('refuses a batch holding an oversized recipe, naming it and the reason, and writes none of it', async () => {
    const before = await count();
    const huge = draft('test:huge', { summary: 'x'.repeat(50 * 1024 * 1024) });
    const many = draft('test:many', { ingredientLines: Array.from({ length: 100_000 }, () => '1 egg') });
    for (const bad of [huge, many]) {
      const attempt = saveRecipes(db, [draft('test:fine'), bad]);
      await expect(attempt).rejects.toBeInstanceOf(RecipeRejectedError);
      await expect(attempt).rejects.toThrow(new RegExp(`^${bad.sourceKey}: `));
    }
    await expect(saveRecipes(db, [draft('test:nul', { title: 'To\u0000ast' })])).rejects.toThrow(/NUL/);
    expect(await count()).toBe(before);
    expect(await saveRecipes(db, [draft('test:fine')])).toHaveLength(1);
    expect(await count()).toBe(before + 1);
  });

  it('lets only the built-in catalog choose an id, so no import replaces a recipe', async () => {
    const [id] = await saveRecipes(db, [draft('test:kept', { title: 'Kept' })]);
    await expect(saveRecipes(db, [draft('import:file.md', { id: id!, title: 'Replaced' })])).rejects.toThrow(
      /only built-in recipes choose their id/,
    );
    expect(await saveRecipes(db, [draft('catalog:9', { id: 9, title: 'Built in' })])).toEqual([9]);
    const titles = await db.kysely.selectFrom('recipes').select('title').where('id', '=', id!).execute();
    expect(titles.map((row) => row.title)).toEqual(['Kept']);
  });
});
