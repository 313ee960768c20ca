import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { useImportStore, type ImportMode, type PreviewSource } from '../stores/import-store';
import { FileImport } from './file-import';
import { RecipeEditor } from './recipe-editor';
import '../own-recipes.css';

const TABS: readonly { mode: ImportMode; label: string }[] = [
  { mode: 'link', label: 'Link' },
  { mode: 'paste', label: 'Paste' },
  { mode: 'files', label: 'Files' },
];

/**
 * The "Add a recipe" screen's content: three ways in (a link, a paste, files). A link or a paste
 * is read by the server into a preview the user corrects and saves; files are imported at once,
 * with a result for each. `onSaved` is called with the new recipe's id.
 */
export function AddRecipe({ onSaved }: { onSaved: (id: number) => void }) {
  const id = useId();
  const mode = useImportStore((state) => state.mode);
  const setMode = useImportStore((state) => state.setMode);
  const previewFrom = useImportStore((state) => state.previewFrom);
  const previewStatus = useImportStore((state) => state.previewStatus);
  const tabId = (tab: ImportMode) => `${id}-tab-${tab}`;
  const panelId = `${id}-panel`;

  // Tabs as the ARIA pattern has them: one tab stop, arrows move between tabs and choose them.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.findIndex((tab) => tab.mode === mode);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (index + TABS.length - 1) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? TABS.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = TABS[next]!.mode;
    setMode(tab);
    document.getElementById(tabId(tab))?.focus();
  };

  return (
    <div className="add-recipe">
      <div className="add-recipe__tabs" role="tablist" aria-label="Add a recipe from">
        {TABS.map((tab) => (
          <button
            key={tab.mode}
            type="button"
            role="tab"
            id={tabId(tab.mode)}
            className="add-recipe__tab"
            aria-selected={mode === tab.mode}
            aria-controls={panelId}
            tabIndex={mode === tab.mode ? 0 : -1}
            onClick={() => setMode(tab.mode)}
            onKeyDown={onTabKey}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(mode)} className="add-recipe__panel">
        {mode === 'link' ? <LinkForm /> : mode === 'paste' ? <PasteForm /> : <FileImport />}
      </div>
      {mode !== 'files' && previewFrom === mode && previewStatus === 'succeeded' ? (
        <PreviewEditor onSaved={onSaved} />
      ) : null}
    </div>
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
      {status === 'failed' && error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

function LinkForm() {
  const id = useId();
  const link = useImportStore((state) => state.link);
  const setLink = useImportStore((state) => state.setLink);
  const preview = useImportStore((state) => state.preview);
  const loading = useImportStore((state) => state.previewFrom === 'link' && state.previewStatus === 'loading');
  const failed = useImportStore((state) => state.previewFrom === 'link' && state.previewStatus === 'failed');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void preview('link');
  };
  return (
    <form className="form add-recipe__source" noValidate onSubmit={onSubmit}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-link`}>
          Recipe page address
        </label>
        <input
          id={`${id}-link`}
          className="input"
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          placeholder="https://"
          required
          value={link}
          onChange={(event) => setLink(event.target.value)}
          aria-invalid={failed ? true : undefined}
          aria-describedby={`${failed ? `${id}-error ` : ''}${id}-hint`}
        />
        <p id={`${id}-hint`} className="field__hint">
          The address of a page with a recipe on it, from your browser’s address bar.
        </p>
      </div>
      <PreviewStatus from="link" errorId={`${id}-error`} />
      <button type="submit" className="button button--primary" disabled={loading}>
        {loading ? 'Reading…' : 'Preview'}
      </button>
    </form>
  );
}

// No maxLength on the text: the browser would cut a long paste short without a word; the store
// says how long it is instead.
function PasteForm() {
  const id = useId();
  const paste = useImportStore((state) => state.paste);
  const setPaste = useImportStore((state) => state.setPaste);
  const preview = useImportStore((state) => state.preview);
  const loading = useImportStore((state) => state.previewFrom === 'paste' && state.previewStatus === 'loading');
  const failed = useImportStore((state) => state.previewFrom === 'paste' && state.previewStatus === 'failed');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void preview('paste');
  };
  return (
    <form className="form add-recipe__source" noValidate onSubmit={onSubmit}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-text`}>
          The recipe
        </label>
        <textarea
          id={`${id}-text`}
          className="input add-recipe__paste"
          rows={10}
          required
          value={paste}
          onChange={(event) => setPaste(event.target.value)}
          aria-invalid={failed ? true : undefined}
          aria-describedby={`${failed ? `${id}-error ` : ''}${id}-hint`}
        />
        <p id={`${id}-hint`} className="field__hint">
          Paste a page’s HTML or JSON-LD, or type the recipe: its title on the first line, then the ingredients and the
          method.
        </p>
      </div>
      <PreviewStatus from="paste" errorId={`${id}-error`} />
      <button type="submit" className="button button--primary" disabled={loading}>
        {loading ? 'Reading…' : 'Preview'}
      </button>
    </form>
  );
}

/** What the server read, to correct and save: warnings first, and a choice when there are several recipes. */
function PreviewEditor({ onSaved }: { onSaved: (id: number) => void }) {
  const id = useId();
  const recipes = useImportStore((state) => state.recipes);
  const warnings = useImportStore((state) => state.warnings);
  const chosen = useImportStore((state) => state.chosen);
  const previewCount = useImportStore((state) => state.previewCount);
  const choose = useImportStore((state) => state.choose);
  const save = useImportStore((state) => state.save);
  const saving = useImportStore((state) => state.saveStatus === 'loading');
  const saveError = useImportStore((state) => state.saveError);
  const discardPreview = useImportStore((state) => state.discardPreview);
  const heading = useRef<HTMLHeadingElement>(null);

  // A new preview, or another recipe picked: screen readers and phone users start at its heading.
  useEffect(() => {
    heading.current?.focus();
  }, [previewCount, chosen]);

  const recipe = chosen === null ? undefined : recipes[chosen];
  return (
    <section className="add-recipe__preview" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className="section__title">
        {recipe ? 'Check the recipe' : 'Choose a recipe'}
      </h2>
      {warnings.length > 0 ? (
        <div className="add-recipe__warnings">
          <p id={`${id}-warnings`} className="add-recipe__warnings-title">
            Some parts could not be read. Please check:
          </p>
          <ul aria-labelledby={`${id}-warnings`}>
            {warnings.map((warning, index) => (
              <li key={index}>{warning}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {recipe === undefined ? (
        <fieldset className="add-recipe__choices">
          <legend>{`This holds ${recipes.length} recipes. Which one do you want to add?`}</legend>
          <ul>
            {recipes.map((each, index) => (
              <li key={index}>
                <button type="button" className="button button--secondary" onClick={() => choose(index)}>
                  {each.title || `Recipe ${index + 1} (no title)`}
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : (
        <>
          {recipes.length > 1 ? (
            <p className="add-recipe__chosen">
              {`Recipe ${chosen! + 1} of ${recipes.length}. `}
              <button type="button" className="button button--ghost" onClick={() => choose(null)}>
                Choose another
              </button>
            </p>
          ) : null}
          <RecipeEditor
            key={`${previewCount}-${chosen}`}
            recipe={recipe}
            submitLabel="Save recipe"
            pending={saving}
            error={saveError}
            onSave={async (request) => {
              const saved = await save(request);
              if (saved !== null) onSaved(saved.id);
            }}
            secondaryAction={
              <button type="button" className="button button--ghost" onClick={discardPreview}>
                Discard
              </button>
            }
          />
        </>
      )}
    </section>
  );
}
