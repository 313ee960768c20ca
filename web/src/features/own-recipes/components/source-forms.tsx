import { useId, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { useImportStore, type PreviewSource } from '../stores/import-store';

/** What the Link and Paste forms give their one control: the text, tied to its label, hint and message. */
interface SourceControlProps {
  id: string;
  required: true;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  'aria-invalid': true | undefined;
  'aria-describedby': string;
}

/**
 * A Link or Paste form: one control the server reads into a preview, its hint, the preview's state
 * and the Preview button.
 */
function SourceForm({
  from,
  label,
  hint,
  control,
}: {
  from: PreviewSource;
  label: string;
  hint: string;
  control: (props: SourceControlProps) => ReactNode;
}) {
  const id = useId();
  const text = useImportStore((state) => state[from]);
  const setText = useImportStore((state) => (from === 'link' ? state.setLink : state.setPaste));
  const preview = useImportStore((state) => state.preview);
  const status = useImportStore((state) => (state.previewFrom === from ? state.previewStatus : 'idle'));
  const loading = status === 'loading';
  const failed = status === 'failed';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void preview(from);
  };
  return (
    <form className="form add-recipe__source" noValidate onSubmit={onSubmit}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-${from}`}>
          {label}
        </label>
        {control({
          id: `${id}-${from}`,
          required: true,
          value: text,
          onChange: (event) => setText(event.target.value),
          'aria-invalid': failed ? true : undefined,
          'aria-describedby': `${failed ? `${id}-error ` : ''}${id}-hint`,
        })}
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      </div>
      <PreviewStatus from={from} errorId={`${id}-error`} />
      <button type="submit" className="button button--primary" disabled={loading}>
        {loading ? 'Reading…' : 'Preview'}
      </button>
    </form>
  );
}

/** The preview's state under a Link or Paste form: waiting, or why nothing was found. */
function PreviewStatus({ from, errorId }: { from: PreviewSource; errorId: string }) {
  const status = useImportStore((state) => (state.previewFrom === from ? state.previewStatus : 'idle'));
  const error = useImportStore((state) => (state.previewFrom === from ? state.previewError : ''));
  return (
    <>
      <p className="add-recipe__status" role="status">
        {status === 'loading'
          ? from === 'link'
            ? 'Reading the page… this can take a few seconds.'
            : 'Reading the recipe…'
          : ''}
      </p>
      {status === 'failed' ? <ErrorAlert id={errorId} className="field__error" message={error} /> : null}
    </>
  );
}

export function LinkForm() {
  return (
    <SourceForm
      from="link"
      label="Recipe page address"
      hint="The address of a page with a recipe on it, from your browser’s address bar."
      control={(props) => (
        <input
          {...props}
          className="input"
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          placeholder="https://"
        />
      )}
    />
  );
}

// No maxLength on the text: the browser would cut a long paste short without a word; the store
// says how long it is instead.
export function PasteForm() {
  return (
    <SourceForm
      from="paste"
      label="The recipe"
      hint="Paste a page’s HTML or JSON-LD, or type the recipe: its title on the first line, then the ingredients and the method."
      control={(props) => <textarea {...props} className="input add-recipe__paste" rows={10} />}
    />
  );
}
