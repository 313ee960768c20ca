import { BookmarkIcon } from '@/components/icons';
import { useHasToken } from '@/lib/token';
import { useSavedStore } from '../stores/saved-store';

/** The bookmark on a recipe: shown only with a token, pressed (and filled) when saved. */
export function SaveToggle({ recipeId }: { recipeId: number }) {
  const hasToken = useHasToken();
  const isSaved = useSavedStore((state) => state.saved.includes(recipeId));
  const pending = useSavedStore((state) => state.pending.includes(recipeId));
  const toggleSaved = useSavedStore((state) => state.toggleSaved);
  if (!hasToken) return null;
  return (
    <button
      type="button"
      className="save-toggle"
      aria-pressed={isSaved}
      aria-busy={pending || undefined}
      title={isSaved ? 'Saved: remove from your recipes' : 'Save to your recipes'}
      onClick={() => void toggleSaved(recipeId)}
    >
      <BookmarkIcon filled={isSaved} />
      <span className="visually-hidden">Save recipe</span>
    </button>
  );
}
