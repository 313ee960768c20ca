import { editableRecipeSchema, type EditableRecipe } from '@shared/own-recipes';
import { addressErrors, FIELD_OF, recipeCandidate, type EditorErrors, type EditorValues } from './editor-form';

// This module brings zod with the shared schema: only the lazily loaded add and edit pages import it.

export type RecipeCheck =
  | { ok: true; recipe: EditableRecipe }
  | {
      ok: false;
      errors: EditorErrors;
      /** A message for a part the editor has no field for (cuisines, dish types), if any. */
      general: string;
    };

/** The recipe to send, or the first message for each field, worded by the shared schema. */
export function checkRecipe(values: EditorValues, base: EditableRecipe): RecipeCheck {
  const errors: EditorErrors = addressErrors(values);
  let general = '';
  const result = editableRecipeSchema.safeParse(recipeCandidate(values, base));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path[0] as keyof EditableRecipe | undefined;
      const field = key === undefined ? undefined : FIELD_OF[key];
      if (field === undefined) general ||= issue.message;
      else errors[field] ??= issue.message;
    }
  }
  if (result.success && Object.keys(errors).length === 0 && general === '') return { ok: true, recipe: result.data };
  return { ok: false, errors, general };
}
