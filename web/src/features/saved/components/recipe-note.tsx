import { useEffect, useId, useState, type FormEvent } from 'react';
import { NOTE_MAX_LENGTH } from '@shared/collection-limits';
import { textLength } from '@shared/user-text';
import { useHasToken } from '@/lib/token';
import { collectionsStore, useCollectionsStore } from '../stores/collections-store';
import { useSavedStore } from '../stores/saved-store';
import '@/styles/saved.css';
import { ErrorAlert } from '@/components/error-alert';

/** The private note on a saved recipe, on the recipe's page: shown to its owner, who can change it. */
export function RecipeNote({ recipeId }: { recipeId: number }) {
  const hasToken = useHasToken();
  const isSaved = useSavedStore((state) => state.saved.includes(recipeId));
  if (!hasToken || !isSaved) return null;
  return <NoteEditor key={recipeId} recipeId={recipeId} />;
}

function NoteEditor({ recipeId }: { recipeId: number }) {
  const fieldId = useId();
  const stored = useCollectionsStore((state) => state.notes[recipeId]);
  const pending = useCollectionsStore((state) => state.pending.includes(recipeId));
  const loadNote = useCollectionsStore((state) => state.loadNote);
  const saveNote = useCollectionsStore((state) => state.saveNote);
  const [draft, setDraft] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');

  // Read on arrival: a note may have been written elsewhere since.
  useEffect(() => {
    void loadNote(recipeId);
  }, [recipeId, loadNote]);

  const text = draft ?? stored ?? '';
  const changed = draft !== null && draft !== (stored ?? '');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    if (await saveNote(recipeId, text)) {
      setDraft(null);
      setError('');
      setStatus(text.trim() ? 'Note saved.' : 'Note removed.');
    } else {
      setError(collectionsStore.getState().error);
    }
  };

  return (
    <section className="saved-note" aria-labelledby={`${fieldId}-heading`}>
      <h2 id={`${fieldId}-heading`} className="saved-note__heading">
        Your note
      </h2>
      {stored ? <p className="saved-note__text">{stored}</p> : null}
      <form className="saved-note__form" onSubmit={(event) => void onSubmit(event)}>
        <label htmlFor={fieldId} className="saved-note__label">
          {stored ? 'Change your note' : 'Add a private note'}{' '}
          <span className="saved-note__hint">(only you can see it)</span>
        </label>
        <textarea
          id={fieldId}
          className="input saved-note__field"
          rows={4}
          value={text}
          disabled={stored === undefined}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            setStatus('');
          }}
        />
        <div className="saved-note__row">
          <span className="saved-note__count">{`${textLength(text).toLocaleString('en')} / ${NOTE_MAX_LENGTH.toLocaleString('en')}`}</span>
          <button type="submit" className="button button--secondary" disabled={!changed || pending}>
            Save note
          </button>
        </div>
      </form>
      <p className="saved-note__status" role="status">
        {status}
      </p>
      <ErrorAlert className="saved-error" message={error} />
    </section>
  );
}
