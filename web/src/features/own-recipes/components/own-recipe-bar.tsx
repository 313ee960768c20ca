import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { DeleteOwnRecipe } from './delete-own-recipe';
import '../own-recipes.css';

/** On the page of a recipe the user added: whether others can find it, and its Edit and Delete. */
export function OwnRecipeBar({
  recipeId,
  title,
  shared,
  onDeleted,
}: {
  recipeId: number;
  title: string;
  shared: boolean;
  onDeleted: () => void;
}) {
  return (
    <div className="own-recipe" role="group" aria-label="Your recipe">
      <p className="own-recipe__status">
        Your recipe · <SharingBadge shared={shared} />
      </p>
      <div className="own-recipe__actions">
        <Link to={paths.editRecipe(recipeId)} className="button button--secondary" aria-label={`Edit ${title}`}>
          Edit
        </Link>
        <DeleteOwnRecipe recipeId={recipeId} title={title} onDeleted={onDeleted} />
      </div>
    </div>
  );
}

/** Private or Shared, in words (never by colour alone). */
export function SharingBadge({ shared }: { shared: boolean }) {
  return (
    <span className={shared ? 'sharing-badge sharing-badge--shared' : 'sharing-badge'}>
      {shared ? 'Shared' : 'Private'}
    </span>
  );
}
