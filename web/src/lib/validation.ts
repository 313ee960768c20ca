import type * as Validation from '@shared/validation';

/**
 * The shared zod schemas, loaded on first use so zod stays out of the first screen's JavaScript.
 * Call `preloadValidation()` when a form gets focus to hide the load.
 */
type ValidationModule = typeof Validation;

let validation: Promise<ValidationModule> | undefined;
export const loadValidation = (): Promise<ValidationModule> => (validation ??= import('@shared/validation'));

export const preloadValidation = (): void => {
  void loadValidation();
};

export type FieldErrors = Partial<Record<'email' | 'password', string>>;

/** Null when the search text is valid, else the message for under the search bar. */
export async function validateSearchInput(value: string): Promise<string | null> {
  const { searchInputSchema, firstMessage } = await loadValidation();
  const result = searchInputSchema.safeParse(value);
  return result.success ? null : firstMessage(result.error);
}

/** The credentials as the server expects them, or the messages for beside each field. */
export async function validateCredentials(input: {
  email: string;
  password: string;
}): Promise<{ ok: true; value: { email: string; password: string } } | { ok: false; errors: FieldErrors }> {
  const { credentialsSchema, fieldMessages } = await loadValidation();
  const result = credentialsSchema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, errors: fieldMessages(result.error) };
}
