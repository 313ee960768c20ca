import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { APP_EXPORT_EXTENSIONS, IMPORT_LIMITS } from '@shared/own-recipes';
import { paths } from '@/config/paths';
import { RECIPE_FILE_ACCEPT, RECIPE_FILE_EXTENSIONS } from '../lib/files';
import { useImportStore, type FileRow } from '../stores/import-store';

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/**
 * Recipe files, several at once: each is checked here (type and size) before it is sent, sent in
 * batches the server accepts, and gets its own result: the recipes it gave, or why it was refused.
 */
export function FileImport() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const importFiles = useImportStore((state) => state.importFiles);
  const status = useImportStore((state) => state.fileStatus);
  const [shared, setShared] = useState(false);
  const [chosenCount, setChosenCount] = useState(0);
  const [error, setError] = useState('');
  const busy = status === 'loading';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const files = [...(input.current?.files ?? [])];
    if (files.length === 0) {
      setError('Choose one or more recipe files first.');
      input.current?.focus();
      return;
    }
    setError('');
    void importFiles(files, shared).then(() => {
      // The same files can be chosen again (after fixing one, say): the input starts empty.
      if (input.current) input.current.value = '';
      setChosenCount(0);
    });
  };

  return (
    <div className="file-import">
      <form className="form" noValidate onSubmit={onSubmit}>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-files`}>
            Recipe files
          </label>
          <input
            ref={input}
            id={`${id}-files`}
            className="file-import__input"
            type="file"
            multiple
            accept={RECIPE_FILE_ACCEPT}
            disabled={busy}
            onChange={(event) => {
              setChosenCount(event.target.files?.length ?? 0);
              setError('');
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${error ? `${id}-error ` : ''}${id}-hint`}
          />
          {error ? (
            <p id={`${id}-error`} className="field__error">
              {error}
            </p>
          ) : null}
          <p id={`${id}-hint`} className="field__hint">
            {`${RECIPE_FILE_EXTENSIONS.join(', ')} files: schema.org JSON-LD, saved web pages, Markdown, Cooklang or plain text, each at most ${IMPORT_LIMITS.fileCharacters.toLocaleString('en')} characters. Or a whole export from another recipe app (Paprika, Mealie, Tandoor, Nextcloud Cookbook, RecipeSage, Chowdown, Copy Me That, Plan to Eat or My Recipe Box): ${APP_EXPORT_EXTENSIONS.join(', ')}.`}
          </p>
        </div>
        <label className="recipe-editor__check">
          <input type="checkbox" checked={shared} onChange={(event) => setShared(event.target.checked)} />
          Share with everyone
        </label>
        <p className="field__hint">
          {shared ? 'Everyone can find the imported recipes.' : 'Private: only you can find the imported recipes.'}
        </p>
        <button type="submit" className="button button--primary" disabled={busy}>
          {chosenCount > 1 ? `Import ${chosenCount} files` : 'Import'}
        </button>
      </form>
      <ImportProgress />
      <FileResults />
    </div>
  );
}

/** "Importing 3 of 12 files…" with a progress bar, announced as it moves. */
function ImportProgress() {
  const id = useId();
  const {
    fileStatus: status,
    filesDone: done,
    filesTotal: total,
    fileRows: rows,
  } = useImportStore('fileStatus', 'filesDone', 'filesTotal', 'fileRows');
  const imported = rows.filter((row) => row.status === 'imported');
  const recipes = imported.reduce((sum, row) => sum + (row.status === 'imported' ? row.recipes.length : 0), 0);
  let text = '';
  if (status === 'loading') text = `Importing ${Math.min(done + 1, total)} of ${plural(total, 'file', 'files')}…`;
  else if (status === 'succeeded') {
    text = `Imported ${imported.length} of ${plural(total, 'file', 'files')}: ${plural(recipes, 'recipe', 'recipes')}.`;
  }
  return (
    <div className="file-import__progress">
      <p id={`${id}-label`} role="status">
        {text}
      </p>
      {status === 'loading' ? <progress aria-labelledby={`${id}-label`} max={total} value={done} /> : null}
    </div>
  );
}

function FileResults() {
  const id = useId();
  const rows = useImportStore((state) => state.fileRows);
  if (rows.length === 0) return null;
  return (
    <section className="file-results" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="section__title">
        Files
      </h2>
      <ul className="file-results__list" aria-labelledby={`${id}-heading`}>
        {rows.map((row, index) => (
          <FileResultRow key={index} row={row} />
        ))}
      </ul>
      {rows.some((row) => row.status === 'imported') ? (
        <p>
          All your recipes are in <Link to={paths.recipeManager}>your recipe manager</Link>.
        </p>
      ) : null}
    </section>
  );
}

function FileResultRow({ row }: { row: FileRow }) {
  return (
    <li className={`file-result file-result--${row.status}`}>
      <span className="file-result__name">{row.name}</span>
      {row.status === 'waiting' ? (
        <span className="file-result__status">Waiting…</span>
      ) : row.status === 'refused' ? (
        <>
          <span className="file-result__status">Not imported</span>
          <span className="file-result__reason">{row.reason}</span>
        </>
      ) : (
        <>
          <span className="file-result__status">{`Imported ${plural(row.recipes.length, 'recipe', 'recipes')}`}</span>
          <ul className="file-result__recipes">
            {row.recipes.map((recipe) => (
              <li key={recipe.id}>
                <Link to={paths.recipe(recipe.id)}>{recipe.title}</Link>
              </li>
            ))}
          </ul>
          {row.warnings.length > 0 ? (
            <ul className="file-result__warnings" aria-label={`Warnings for ${row.name}`}>
              {row.warnings.map((warning, index) => (
                <li key={index}>{warning}</li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </li>
  );
}
