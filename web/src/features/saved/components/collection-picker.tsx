import { useId, useState, type ReactNode } from 'react';
import { useCollectionsStore } from '../stores/collections-store';

interface CollectionPickerProps {
  recipeId: number;
  title: string;
  /** Shown when the user has no collection yet. */
  emptyHint?: ReactNode;
  /** Called when the list opens (the recipe page loads the collections then). */
  onOpen?: () => void;
}

/** A "Collections" button opening a checkbox per collection: checked when the recipe is in it. */
export function CollectionPicker({ recipeId, title, emptyHint, onOpen }: CollectionPickerProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const collections = useCollectionsStore((state) => state.collections);
  const pending = useCollectionsStore((state) => state.pending.includes(recipeId));
  const setMember = useCollectionsStore((state) => state.setMember);
  const count = collections.filter((collection) => collection.recipeIds.includes(recipeId)).length;

  return (
    <div className="collection-picker">
      <button
        type="button"
        className="button button--ghost collection-picker__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (!open) onOpen?.();
          setOpen(!open);
        }}
      >
        {count > 0 ? `Collections (${count})` : 'Collections'}
      </button>
      <div id={panelId} className="collection-picker__panel" hidden={!open}>
        {collections.length === 0 ? (
          <p className="collection-picker__empty">No collections yet. {emptyHint}</p>
        ) : (
          <fieldset className="collection-picker__options" aria-busy={pending || undefined}>
            <legend className="visually-hidden">{`Collections for ${title}`}</legend>
            {collections.map((collection) => (
              <label key={collection.id} className="collection-picker__option">
                <input
                  type="checkbox"
                  checked={collection.recipeIds.includes(recipeId)}
                  disabled={pending}
                  onChange={(event) => void setMember(collection.id, recipeId, event.currentTarget.checked)}
                />
                <span>{collection.name}</span>
              </label>
            ))}
          </fieldset>
        )}
      </div>
    </div>
  );
}
