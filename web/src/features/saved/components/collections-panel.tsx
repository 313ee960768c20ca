import { useState, type FormEvent } from 'react';
import type { SavedCollection } from '@shared/collection-limits';
import { OneFieldForm } from '@/components/one-field-form';
import { useCollectionsStore } from '../stores/collections-store';

const recipesCount = (n: number) => (n === 1 ? '1 recipe' : `${n} recipes`);

/** The user's collections: make one, rename one, delete one (after a confirmation). */
export function CollectionsPanel() {
  const collections = useCollectionsStore((state) => state.collections);
  const createCollection = useCollectionsStore((state) => state.createCollection);
  return (
    <section className="collections" aria-labelledby="collections-heading">
      <h2 id="collections-heading" className="collections__heading">
        Collections
      </h2>
      <OneFieldForm
        className="collections__create"
        inputId="new-collection"
        label="New collection"
        labelClassName="collections__label"
        inputClassName="input"
        placeholder="e.g. Weeknight"
        submitLabel="Create"
        buttonClassName="button button--secondary"
        onSubmit={createCollection}
      />
      {collections.length > 0 ? (
        <ul className="collections__list" aria-label="Your collections">
          {collections.map((collection) => (
            <CollectionRow key={collection.id} collection={collection} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function CollectionRow({ collection }: { collection: SavedCollection }) {
  const renameCollection = useCollectionsStore((state) => state.renameCollection);
  const deleteCollection = useCollectionsStore((state) => state.deleteCollection);
  const [mode, setMode] = useState<'view' | 'rename' | 'confirm-delete'>('view');
  const [name, setName] = useState(collection.name);

  const onRename = async (event: FormEvent) => {
    event.preventDefault();
    if (await renameCollection(collection.id, name)) setMode('view');
  };

  if (mode === 'rename') {
    return (
      <li className="collections__item">
        <form className="collections__rename" onSubmit={(event) => void onRename(event)}>
          <label className="visually-hidden" htmlFor={`rename-${collection.id}`}>
            {`New name for ${collection.name}`}
          </label>
          <input
            id={`rename-${collection.id}`}
            className="input"
            value={name}
            autoFocus
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <button type="submit" className="button button--secondary">
            Save name
          </button>
          <button type="button" className="button button--ghost" onClick={() => setMode('view')}>
            Cancel
          </button>
        </form>
      </li>
    );
  }

  return (
    <li className="collections__item">
      <span className="collections__name">{collection.name}</span>
      <span className="collections__count">{recipesCount(collection.recipeIds.length)}</span>
      {mode === 'confirm-delete' ? (
        <span className="collections__confirm" role="group" aria-label={`Delete ${collection.name}?`}>
          <span>Delete it? Its recipes stay saved.</span>
          <button type="button" className="button button--danger" onClick={() => void deleteCollection(collection.id)}>
            {`Delete ${collection.name}`}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setMode('view')}>
            Keep
          </button>
        </span>
      ) : (
        <span className="collections__actions">
          <button
            type="button"
            className="button button--ghost"
            aria-label={`Rename ${collection.name}`}
            onClick={() => {
              setName(collection.name);
              setMode('rename');
            }}
          >
            Rename
          </button>
          <button
            type="button"
            className="button button--ghost"
            aria-label={`Delete ${collection.name}`}
            onClick={() => setMode('confirm-delete')}
          >
            Delete
          </button>
        </span>
      )}
    </li>
  );
}
