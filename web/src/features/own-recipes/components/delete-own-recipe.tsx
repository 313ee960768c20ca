import { ConfirmAction } from '@/components/confirm-action';
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
  const remove = useOwnRecipesStore((state) => state.remove);
  const pending = useOwnRecipesStore((state) => state.deleting === recipeId);
  const error = useOwnRecipesStore((state) => state.deleteError);
  return (
    <ConfirmAction
      triggerClassName="button button--ghost own-recipe__delete"
      triggerLabel="Delete"
      className="own-recipe__confirm"
      iconSize={18}
      title={`Delete “${title}” for good?`}
      text="It goes from your recipes, and from everyone’s searches if you shared it. This cannot be undone."
      error={error}
      confirmLabel="Yes, delete it"
      keepLabel="Keep it"
      pending={pending}
      action={() => remove(recipeId)}
      onDone={onDeleted}
    />
  );
}
