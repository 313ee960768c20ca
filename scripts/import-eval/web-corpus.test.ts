import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectRecipeFiles, ImportError, readRecipes } from '../../server/importers';
import { stepCount } from './score-web-corpus';
import { WEB_CORPUS, WEB_CORPUS_DIR } from './web-corpus';

/** Every page of the web corpus reads as its expectations say (scripts/import-eval.ts gives the figures). */
describe('the web corpus', () => {
  it('lists every page of the folder', async () => {
    const files = (await collectRecipeFiles(WEB_CORPUS_DIR)).map((file) => path.relative(WEB_CORPUS_DIR, file));
    expect(files.sort()).toEqual(Object.keys(WEB_CORPUS).sort());
    expect(files.length).toBeGreaterThanOrEqual(30);
  });

  it.each(Object.entries(WEB_CORPUS))('%s', async (page, expected) => {
    const reading = readRecipes(path.join(WEB_CORPUS_DIR, page), { root: WEB_CORPUS_DIR });
    if (expected.refused !== undefined) {
      const error: unknown = await reading.then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(error).toBeInstanceOf(ImportError);
      expect((error as ImportError).reason).toContain(expected.refused);
      return;
    }
    const recipes = await reading;
    expect(recipes.map((recipe) => recipe.draft.title)).toEqual(expected.recipes?.map((recipe) => recipe.title));
    expected.recipes?.forEach((recipe, index) => {
      const draft = recipes[index]?.draft;
      expect(draft?.ingredientLines.filter((line) => !line.endsWith(':'))).toEqual(recipe.ingredients);
      if (recipe.readyInMinutes !== undefined) expect(draft?.readyInMinutes, recipe.title).toBe(recipe.readyInMinutes);
      if (recipe.servings !== undefined) {
        expect(draft?.servings, recipe.title).toBe(recipe.servings);
      }
      if (recipe.steps !== undefined) expect(stepCount(draft?.instructions ?? ''), recipe.title).toBe(recipe.steps);
      expect('id' in (draft ?? {})).toBe(false);
    });
  });
});
