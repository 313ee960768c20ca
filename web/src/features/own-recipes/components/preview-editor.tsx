import { useEffect, useId, useRef } from 'react';
import { useImportStore } from '../stores/import-store';
import { RecipeEditor } from './recipe-editor';

/** What the server read, to correct and save: warnings first, and a choice when there are several recipes. */
export function PreviewEditor({ onSaved }: { onSaved: (id: number) => void }) {
  const id = useId();
  const { recipes, warnings, chosen, previewCount, choose, save } = useImportStore(
    'recipes',
    'warnings',
    'chosen',
    'previewCount',
    'choose',
    'save',
  );
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
