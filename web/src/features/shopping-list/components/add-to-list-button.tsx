import { useState } from 'react';
import { Link } from 'react-router';
import { ListIcon } from '@/components/icons';
import { paths } from '@/config/paths';
import '../shopping-list.css';

interface AddToListButtonProps {
  recipeId: number;
  title: string;
  /** The ingredient lines as the page shows them: at the chosen servings and in the chosen units. */
  lines: string[];
  servings: number;
}

type Outcome = { added: number; servings: number } | { error: string } | null;

/** "Add to shopping list" beside the servings: adds the lines as shown and says how many, with a link to the list. */
export function AddToListButton({ recipeId, title, lines, servings }: AddToListButtonProps) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  if (lines.length === 0) return null;

  const add = async () => {
    setBusy(true);
    try {
      // The list's store and line reader load on the first tap, never with the recipe page.
      const { shoppingListStore } = await import('../stores/shopping-list-store');
      const store = shoppingListStore.getState();
      const added = await store.addLines(
        lines.map((text) => ({ text, sources: [{ recipeId, title: title.slice(0, 200) }] })),
      );
      setOutcome(
        added === null
          ? { error: shoppingListStore.getState().error ?? 'The lines could not be added.' }
          : { added, servings },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="add-to-list">
      <button type="button" className="button button--secondary" disabled={busy} onClick={() => void add()}>
        <ListIcon size={18} />
        Add to shopping list
      </button>
      <p className="add-to-list__status" role="status">
        {outcome === null ? null : 'error' in outcome ? (
          outcome.error
        ) : (
          <>
            {`Added ${outcome.added} ${outcome.added === 1 ? 'line' : 'lines'} for ${outcome.servings} ${outcome.servings === 1 ? 'serving' : 'servings'}. `}
            <Link to={paths.shoppingList}>View shopping list</Link>
          </>
        )}
      </p>
    </div>
  );
}
