import { useCallback, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { AllergyId } from '@shared/ids';
import type { LabelledSummary } from '@shared/recipe';
import { LoginRequired, useLoginRequired } from '@/components/login-required';
import { RecipeGrid } from '@/components/recipe-grid';
import { allergenWarning } from '@/lib/allergen-warning';
import { paths } from '@/config/paths';
import { arrangeSaved, isSavedSort, SORT_LABELS, type SavedSort } from '../lib/arrange';
import { useCollectionsStore } from '../stores/collections-store';
import { useSavedStore } from '../stores/saved-store';
import { CollectionPicker } from './collection-picker';
import { CollectionsPanel } from './collections-panel';
import '@/styles/saved.css';
import { ErrorAlert } from '@/components/error-alert';

interface SavedRecipesProps {
  /** The saved allergens: a saved recipe holding one is kept (the user chose it) but marked. */
  avoid?: readonly AllergyId[];
}

/** The saved recipes screen's content (/recipe-manager): collections, filter and sort, the tiles. */
export function SavedRecipes({ avoid = [] }: SavedRecipesProps) {
  const { savedRecipes, status, loadSavedRecipes } = useSavedStore('savedRecipes', 'status', 'loadSavedRecipes');
  const {
    load: loadCollections,
    entries,
    collections,
    filter,
    sort,
  } = useCollectionsStore('load', 'entries', 'collections', 'filter', 'sort');

  const load = useCallback(
    () => Promise.all([loadSavedRecipes(), loadCollections()]),
    [loadSavedRecipes, loadCollections],
  );
  const loggedIn = useLoginRequired(load);
  const collection = collections.find((c) => c.id === filter) ?? null;
  const shown = useMemo(
    () => arrangeSaved(savedRecipes, entries, { sort, collection }),
    [savedRecipes, entries, sort, collection],
  );

  if (!loggedIn) return <LoginRequired />;

  const firstLoad = (status === 'loading' || status === 'idle') && savedRecipes.length === 0;
  return (
    <div className="saved">
      <CollectionsPanel />
      <SavedToolbar />
      <SavedStatus />
      <RecipeGrid
        recipes={shown}
        label="Saved recipes"
        loading={firstLoad}
        placeholders={4}
        warningFor={(recipe) => allergenWarning({ ...recipe, allergens: recipe.allergens ?? [] }, avoid)}
        extraFor={(recipe) => <SavedTileExtras recipe={recipe} />}
        empty={
          collection && savedRecipes.length > 0 ? (
            <div className="message-card">
              <p>{`No saved recipes in “${collection.name}” yet.`}</p>
            </div>
          ) : (
            <div className="message-card">
              <p>You haven't saved any recipes yet!</p>
              <Link to={paths.search} className="button button--secondary">
                Find recipes
              </Link>
            </div>
          )
        }
      />
    </div>
  );
}

/** Which collection the list shows, and its order. */
function SavedToolbar() {
  const { collections, filter, sort, setFilter, setSort } = useCollectionsStore(
    'collections',
    'filter',
    'sort',
    'setFilter',
    'setSort',
  );
  return (
    <div className="saved-toolbar">
      <ToolbarSelect
        label="Show"
        value={filter === null ? '' : String(filter)}
        onChange={(value) => setFilter(value === '' ? null : Number(value))}
      >
        <option value="">All saved recipes</option>
        {collections.map((collection) => (
          <option key={collection.id} value={collection.id}>
            {collection.name}
          </option>
        ))}
      </ToolbarSelect>
      <ToolbarSelect
        label="Sort by"
        value={sort}
        onChange={(value) => {
          if (isSavedSort(value)) setSort(value);
        }}
      >
        {(Object.keys(SORT_LABELS) as SavedSort[]).map((key) => (
          <option key={key} value={key}>
            {SORT_LABELS[key]}
          </option>
        ))}
      </ToolbarSelect>
    </div>
  );
}

function ToolbarSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <label className="saved-toolbar__field">
      <span>{label}</span>
      <select
        className="input saved-toolbar__select"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {children}
      </select>
    </label>
  );
}

/** What the last action did (with Undo after a removal), or why it was refused. */
function SavedStatus() {
  const { message, error, removed, undoRemove } = useCollectionsStore('message', 'error', 'removed', 'undoRemove');
  const canUndo = removed !== null && message.startsWith('Removed');
  return (
    <>
      <div className="saved-status" role="status">
        {message ? <span>{message}</span> : null}
        {canUndo ? (
          <button type="button" className="button button--ghost" onClick={() => void undoRemove()}>
            Undo
          </button>
        ) : null}
      </div>
      <ErrorAlert className="saved-error" message={error} />
    </>
  );
}

/** Below each saved tile: the private note, its collections, and a way to remove it. */
function SavedTileExtras({ recipe }: { recipe: LabelledSummary }) {
  const note = useCollectionsStore((state) => state.entries[recipe.id]?.note ?? '');
  const pending = useCollectionsStore((state) => state.pending.includes(recipe.id));
  const removeSaved = useCollectionsStore((state) => state.removeSaved);
  return (
    <div className="saved-tile">
      {note ? (
        <p className="saved-tile__note">
          <span className="visually-hidden">Your note: </span>
          {note}
        </p>
      ) : null}
      <div className="saved-tile__actions">
        <CollectionPicker
          recipeId={recipe.id}
          title={recipe.title}
          emptyHint="Create one above to sort your recipes."
        />
        <button
          type="button"
          className="button button--ghost saved-tile__remove"
          aria-label={`Remove ${recipe.title} from saved recipes`}
          disabled={pending}
          onClick={() => void removeSaved(recipe.id, recipe.title)}
        >
          Remove
        </button>
      </div>
    </div>
  );
}
