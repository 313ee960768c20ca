import type { SavedCollection, SavedEntry } from '@shared/collections';
import type { RecipeSummary } from '@shared/recipe';

export type SavedSort = 'saved' | 'title' | 'time';

export const SORT_LABELS: Record<SavedSort, string> = {
  saved: 'Newest saved',
  title: 'Title',
  time: 'Ready-in time',
};

export const isSavedSort = (value: string): value is SavedSort => value in SORT_LABELS;

const byTitle = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The saved list as the screen shows it: only the recipes of the chosen collection (all when
 * none is chosen, or when it no longer exists), newest saved first, by title, or quickest first.
 * `recipes` come in the order they were saved, which decides when a date is missing or equal.
 */
export function arrangeSaved<T extends RecipeSummary>(
  recipes: readonly T[],
  entries: Readonly<Record<number, SavedEntry>>,
  options: { sort: SavedSort; collection: SavedCollection | null },
): T[] {
  const members = options.collection ? new Set(options.collection.recipeIds) : null;
  const shown = recipes
    .map((recipe, position) => ({ recipe, position, entry: entries[recipe.id] }))
    .filter(({ recipe }) => members === null || members.has(recipe.id));
  shown.sort((a, b) => {
    switch (options.sort) {
      case 'title':
        return byTitle.compare(a.recipe.title, b.recipe.title) || a.position - b.position;
      case 'time': {
        // A recipe without a known time goes last.
        const minutes = (entry?: SavedEntry) =>
          entry && entry.readyInMinutes > 0 ? entry.readyInMinutes : Number.POSITIVE_INFINITY;
        return minutes(a.entry) - minutes(b.entry) || byTitle.compare(a.recipe.title, b.recipe.title);
      }
      case 'saved': {
        const dates = (b.entry?.savedAt ?? '').localeCompare(a.entry?.savedAt ?? '');
        return dates || b.position - a.position;
      }
    }
  });
  return shown.map(({ recipe }) => recipe);
}
