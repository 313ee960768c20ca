import { ImportError, readRecipes } from '../../server/importers';
import type { RecipeDraft } from '../../shared/recipe';

/** What reading one file gave: its recipes, or the reason it was refused. */
export type Outcome = { drafts: RecipeDraft[] } | { reason: string };

let crashes = 0;

/** Files that crashed the importer so far (an error that is not a reasoned refusal). */
export const crashCount = (): number => crashes;

/** Reads a file; an ImportError is a refusal with a reason, anything else is a crash. */
export async function read(file: string, root: string): Promise<Outcome> {
  try {
    return { drafts: (await readRecipes(file, { root })).map((recipe) => recipe.draft) };
  } catch (error) {
    if (error instanceof ImportError) return { reason: error.reason };
    crashes++;
    return { reason: `CRASH: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}` };
  }
}

export const percent = (part: number, whole: number): string =>
  whole === 0 ? 'n/a' : `${((part / whole) * 100).toFixed(1)}%`;
export const share = (part: number, whole: number): string => `${part}/${whole} (${percent(part, whole)})`;
