import { useId, useState } from 'react';
import { TrashIcon } from '@/components/icons';
import { useOwnRecipesStore } from '../stores/own-recipes-store';

/**
 * Deleting a recipe asks first: the button opens a confirmation that says what goes, and only
 * its own button deletes. Nothing is sent until then.
 */
export function DeleteOwnRecipe({
  recipeId,
  title,
  onDeleted,
}: {
  recipeId: number;
  title: string;
  onDeleted: () => void;
}) {
  const id = useId();
  const remove = useOwnRecipesStore((state) => state.remove);
  const pending = useOwnRecipesStore((state) => state.deleting === recipeId);
  const error = useOwnRecipesStore((state) => state.deleteError);
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <button type="button" className="button button--ghost own-recipe__delete" onClick={() => setConfirming(true)}>
        <TrashIcon size={18} />
        Delete
      </button>
    );
  }
  return (
    <div
      className="confirm own-recipe__confirm"
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <p id={`${id}-title`} className="confirm__title">
        {`Delete “${title}” for good?`}
      </p>
      <p id={`${id}-text`}>
        It goes from your recipes, and from everyone’s searches if you shared it. This cannot be undone.
      </p>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="button-row">
        <button
          type="button"
          className="button button--danger"
          disabled={pending}
          onClick={() => {
            void remove(recipeId).then((done) => {
              if (done) onDeleted();
            });
          }}
        >
          <TrashIcon size={18} />
          Yes, delete it
        </button>
        <button type="button" className="button button--secondary" autoFocus onClick={() => setConfirming(false)}>
          Keep it
        </button>
      </div>
    </div>
  );
}
