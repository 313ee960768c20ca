import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useHasToken } from '@/lib/token';
import { useCollectionsStore } from '../stores/collections-store';
import { CollectionPicker } from './collection-picker';
import { SaveToggle } from './save-toggle';
import '@/styles/saved.css';
import { ErrorAlert } from '@/components/error-alert';

/**
 * The recipe page's saving controls: the bookmark, and (logged in) the collections it is in.
 * Putting it in a collection saves it too.
 */
export function SavedRecipeActions({ recipeId, title = 'this recipe' }: { recipeId: number; title?: string }) {
  const hasToken = useHasToken();
  const load = useCollectionsStore((state) => state.load);
  const error = useCollectionsStore((state) => state.error);
  if (!hasToken) return null;
  return (
    <div className="saved-actions">
      <SaveToggle recipeId={recipeId} />
      <CollectionPicker
        recipeId={recipeId}
        title={title}
        onOpen={() => void load()}
        emptyHint={<Link to={paths.recipeManager}>Create one with your saved recipes.</Link>}
      />
      <ErrorAlert className="saved-error saved-actions__error" message={error} />
    </div>
  );
}
