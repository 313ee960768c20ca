import { randomUUID } from 'node:crypto';
import type { EditableRecipe } from '../../../shared/own-recipes';
import type { RecipeDraft } from '../../../shared/recipe';
import { ImportError, parseRecipeText, type Format, type ImportedRecipe } from '../../importers';
import { htmlToText } from '../../importers';
import { FetchRefused } from '../../lib/safe-fetch/safe-fetch';

/** A fresh source key for a recipe the user adds: never one written in a file. */
export const newSourceKey = (userId: number) => `own:${userId}:${randomUUID()}`;

/** A stored or imported recipe as the editor shows it: steps as plain text, one each. */
export function toEditable(draft: RecipeDraft): EditableRecipe {
  return {
    title: draft.title,
    summary: draft.summary,
    servings: draft.servings,
    prepMinutes: draft.prepMinutes,
    cookMinutes: draft.cookMinutes,
    readyInMinutes: draft.readyInMinutes,
    ingredientLines: [...draft.ingredientLines],
    steps: draft.instructions
      .split('\n')
      .map((step) => htmlToText(step))
      .filter((step) => step !== ''),
    image: draft.image,
    cuisines: [...draft.cuisines],
    dishTypes: [...draft.dishTypes],
    sourceUrl: draft.sourceUrl,
    sourceName: draft.sourceName,
  };
}

/** The stored form of what the editor sent. Steps are plain text: anything like a tag is kept as text. */
export function toDraft(recipe: EditableRecipe, sourceKey: string, id: number | undefined, image: string): RecipeDraft {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const readyInMinutes =
    recipe.readyInMinutes > 0 ? recipe.readyInMinutes : (recipe.prepMinutes ?? 0) + (recipe.cookMinutes ?? 0);
  return {
    ...(id !== undefined ? { id } : {}),
    sourceKey,
    title: recipe.title.trim(),
    summary: recipe.summary.trim(),
    image,
    servings: recipe.servings,
    prepMinutes: recipe.prepMinutes,
    cookMinutes: recipe.cookMinutes,
    readyInMinutes,
    cuisines: recipe.cuisines,
    dishTypes: recipe.dishTypes,
    ingredientLines: recipe.ingredientLines,
    instructions: recipe.steps.map(escape).join('\n'),
    sourceName: recipe.sourceName.trim(),
    sourceUrl: /^https?:\/\//i.test(recipe.sourceUrl.trim()) ? recipe.sourceUrl.trim() : '',
    license: '',
  };
}

/** Parsed recipes with a fresh key each; ids written in files are never used. */
export function parseOwn(text: string, userId: number, format?: Format, fileName?: string): ImportedRecipe[] {
  return parseRecipeText(text, {
    sourceKey: newSourceKey(userId),
    ...(format ? { format } : {}),
    ...(fileName ? { fileName } : {}),
  });
}

/** Why a link or a text could not be read, as the user is told. */
export const refusal = (error: unknown): string =>
  error instanceof FetchRefused || error instanceof ImportError ? error.message : 'The recipe could not be read.';
