import { describe, expect, it } from 'vitest';
import { BODY_LIMITS, IMPORT_LIMITS, type EditableRecipe } from './own-recipes';
import { RECIPE_LIMITS } from './recipe-limits';

/** JSON's costliest character: six bytes as `\u0001`. */
const costly = (length: number) => '\u0001'.repeat(length);
const bytes = (body: unknown) => new TextEncoder().encode(JSON.stringify(body)).length;

describe('body limits', () => {
  it('hold the largest recipe the limits allow, however JSON writes it', () => {
    const L = RECIPE_LIMITS;
    const list = () => Array.from({ length: L.listItems }, () => costly(L.listItem));
    const recipe: EditableRecipe = {
      title: costly(L.title),
      summary: costly(L.summary),
      servings: L.servings,
      prepMinutes: L.minutes,
      cookMinutes: L.minutes,
      readyInMinutes: L.minutes,
      ingredientLines: Array.from({ length: L.ingredientLines }, () => costly(L.ingredientLine)),
      // The stored method joins the steps with line breaks: the most steps of the most characters.
      steps: Array.from({ length: L.steps }, () => costly(L.instructions / L.steps - 1)),
      image: costly(L.url),
      cuisines: list(),
      dishTypes: list(),
      sourceUrl: costly(L.url),
      sourceName: costly(L.attribution),
    };
    expect(bytes({ recipe, shared: false })).toBeLessThanOrEqual(BODY_LIMITS.recipe);
  });

  it('hold the longest paste and the most files the app sends at once', () => {
    expect(bytes({ text: costly(IMPORT_LIMITS.pasteCharacters) })).toBeLessThanOrEqual(BODY_LIMITS.preview);
    const each = IMPORT_LIMITS.requestCharacters / IMPORT_LIMITS.files;
    const files = Array.from({ length: IMPORT_LIMITS.files }, () => ({
      name: costly(IMPORT_LIMITS.fileName),
      content: costly(each),
    }));
    expect(bytes({ files, shared: false })).toBeLessThanOrEqual(BODY_LIMITS.files);
  });
});
