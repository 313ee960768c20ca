import { useEffect, useState } from 'react';
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

const linesText = (count: number) => `${count} ${count === 1 ? 'line' : 'lines'}`;

/**
 * How many lines of the list (the account's when logged in, else this browser's) name this
 * recipe as their source; null until the list has been read. The list's store and line reader
 * load once the page shows, in a chunk of their own, never with the recipe page itself.
 */
function useLinesOnList(recipeId: number): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let gone = false;
    let unsubscribe = () => {};
    void import('../stores/shopping-list-store').then(({ shoppingListStore }) => {
      if (gone) return;
      const update = () => {
        const { lines, status } = shoppingListStore.getState();
        setCount(
          status === 'succeeded'
            ? lines.filter((line) => line.sources.some((source) => source.recipeId === recipeId)).length
            : null,
        );
      };
      unsubscribe = shoppingListStore.subscribe(update);
      update();
      void shoppingListStore.getState().load();
    });
    return () => {
      gone = true;
      unsubscribe();
    };
  }, [recipeId]);
  return count;
}

/**
 * "Add to shopping list" beside the servings: adds the lines as shown and says how many, with a
 * link to the list. When the list already holds lines of this recipe it says so, and adding them
 * once more is a choice of its own ("Add again"), never a silent double.
 */
export function AddToListButton({ recipeId, title, lines, servings }: AddToListButtonProps) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const onList = useLinesOnList(recipeId);
  if (lines.length === 0) return null;

  const add = async () => {
    setBusy(true);
    try {
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

  const already = onList !== null && onList > 0;
  const added = outcome !== null && !('error' in outcome);
  return (
    <div className="add-to-list">
      <button type="button" className="button button--secondary" disabled={busy} onClick={() => void add()}>
        <ListIcon size={18} />
        {already ? 'Add again' : 'Add to shopping list'}
      </button>
      <p className="add-to-list__status" role="status">
        {outcome !== null && 'error' in outcome ? outcome.error : null}
        {added
          ? `Added ${linesText(outcome.added)} for ${outcome.servings} ${outcome.servings === 1 ? 'serving' : 'servings'}. `
          : null}
        {already ? <span>{`On your shopping list: ${linesText(onList)} from this recipe.`} </span> : null}
        {added || already ? <Link to={paths.shoppingList}>{added ? 'View shopping list' : 'View list'}</Link> : null}
      </p>
    </div>
  );
}
