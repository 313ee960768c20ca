import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LoadFailedAction } from '@/components/load-failed-action';
import { useOwnRecipesStore } from '../stores/own-recipes-store';
import { DeleteOwnRecipe } from './delete-own-recipe';
import { SharingBadge } from './own-recipe-bar';
import { RecipeEditor } from './recipe-editor';
import '../own-recipes.css';

/**
 * The edit page's content for one of the user's recipes: the stored recipe in the same editor as
 * an import, saved with PUT; and its deletion, after a confirmation. Another user's recipe, or
 * one that is gone, answers 404 and is shown as not found.
 */
export function EditOwnRecipe({
  id,
  onSaved,
  onDeleted,
}: {
  id: number;
  onSaved: (id: number) => void;
  onDeleted: () => void;
}) {
  const editing = useOwnRecipesStore((state) => (state.editing?.id === id ? state.editing : null));
  const {
    editStatus: status,
    editError: error,
    notFound,
    loadRecipe,
    update,
  } = useOwnRecipesStore('editStatus', 'editError', 'notFound', 'loadRecipe', 'update');
  const saving = useOwnRecipesStore((state) => state.saveStatus === 'loading');
  const saveError = useOwnRecipesStore((state) => state.saveError);

  useEffect(() => {
    void loadRecipe(id);
  }, [id, loadRecipe]);

  if (editing) {
    return (
      <div className="edit-recipe">
        <p className="own-recipe__status">
          {editing.recipe.title} · <SharingBadge shared={editing.shared} />
        </p>
        <RecipeEditor
          key={`${editing.id}-${editing.createdAt}`}
          recipe={editing.recipe}
          shared={editing.shared}
          submitLabel="Save changes"
          pending={saving}
          error={saveError}
          onSave={async (request) => {
            const saved = await update(id, request);
            if (saved !== null) onSaved(saved.id);
          }}
          secondaryAction={
            <Link to={paths.recipe(id)} className="button button--ghost">
              Cancel
            </Link>
          }
        />
        <section className="edit-recipe__danger" aria-labelledby="delete-recipe-heading">
          <h2 id="delete-recipe-heading" className="section__title">
            Delete this recipe
          </h2>
          <DeleteOwnRecipe recipeId={id} title={editing.recipe.title} onDeleted={onDeleted} />
        </section>
      </div>
    );
  }
  if (status === 'failed') {
    return (
      <div className="message-card">
        <p>{notFound ? "This recipe isn't one of yours, or it has been deleted." : error}</p>
        <LoadFailedAction
          notFound={notFound}
          to={paths.recipeManager}
          label="Your recipes"
          onRetry={() => void loadRecipe(id)}
        />
      </div>
    );
  }
  return (
    <p role="status" aria-busy="true">
      Loading the recipe…
    </p>
  );
}
