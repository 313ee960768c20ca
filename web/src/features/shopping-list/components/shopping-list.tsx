import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { listAsText, mergeShoppingList, type MergedLine } from '@shared/shopping-list/merge';
import type { LineSource, ShoppingLine } from '@shared/shopping-list/types';
import { ChevronRightIcon, ListIcon, TrashIcon } from '@/components/icons';
import { OneFieldForm } from '@/components/one-field-form';
import { paths } from '@/config/paths';
import { copyText } from '@/lib/clipboard';
import { getToken } from '@/lib/token';
import { useShoppingListStore } from '../stores/shopping-list-store';
import '../shopping-list.css';
import { ErrorAlert } from '@/components/error-alert';

/** The shopping list: merged lines by aisle, to tick off in the shop, edit, copy or print. */
export function ShoppingList() {
  const { lines, status, error, load, clearChecked, removeRecipe, removeLine, addLines, toPantry, undoToPantry } =
    useShoppingListStore(
      'toPantry',
      'undoToPantry',
      'lines',
      'status',
      'error',
      'load',
      'clearChecked',
      'removeRecipe',
      'removeLine',
      'addLines',
    );
  const [notice, setNotice] = useState('');
  // The one line whose details (recipes, parts, Edit, Remove) are open, and the last line removed.
  const [openId, setOpenId] = useState<string | null>(null);
  const [removed, setRemoved] = useState<{ text: string; lines: ShoppingLine[] } | null>(null);
  // The lines last put in the pantry (for Undo) and the ones it refused, with why.
  const [stocked, setStocked] = useState<{ moved: { line: ShoppingLine; itemId: string }[]; refused: string[] } | null>(
    null,
  );
  const loggedIn = getToken() !== null;

  useEffect(() => {
    void load();
  }, [load]);

  const groups = useMemo(() => mergeShoppingList(lines), [lines]);
  const recipes = useMemo(() => {
    const found: LineSource[] = [];
    for (const line of lines)
      for (const source of line.sources)
        if (!found.some((known) => known.recipeId === source.recipeId)) found.push(source);
    return found;
  }, [lines]);
  const anyChecked = lines.some((line) => line.checked);

  const remove = async (line: MergedLine) => {
    setOpenId(null);
    setRemoved({ text: line.text, lines: line.lines });
    await removeLine(line);
  };
  const undo = async () => {
    if (!removed) return;
    setRemoved(null);
    await addLines(removed.lines.map(({ text, checked, sources }) => ({ text, checked, sources })));
  };

  const putInPantry = async () => {
    setRemoved(null);
    setStocked(await toPantry());
  };
  const undoPantry = async () => {
    if (!stocked) return;
    setStocked(null);
    await undoToPantry(stocked.moved);
  };

  const copy = async () => {
    const copied = await copyText(listAsText(groups));
    setNotice(
      copied
        ? 'The list is on the clipboard.'
        : 'Copying was refused by the browser; select the list and copy it instead.',
    );
  };

  return (
    <div className="shopping-list">
      <AddItemForm />
      <ErrorAlert className="shopping-list__error" message={error} />
      <p className="shopping-list__removed" role="status">
        {removed ? (
          <>
            {`Removed ${removed.text}. `}
            <button type="button" className="button button--secondary" onClick={() => void undo()}>
              Undo
            </button>
          </>
        ) : null}
      </p>
      <div className="shopping-list__stocked" role="status">
        {stocked ? (
          <>
            {stocked.moved.length > 0 ? (
              <p>
                {`Put ${stocked.moved.length === 1 ? stocked.moved[0]!.line.text : `${stocked.moved.length} items`} in the pantry. `}
                <button type="button" className="button button--secondary" onClick={() => void undoPantry()}>
                  Undo
                </button>
              </p>
            ) : null}
            {stocked.refused.length > 0 ? (
              <ul className="shopping-list__refused">
                {stocked.refused.map((why) => (
                  <li key={why}>{`Not put in the pantry: ${why}`}</li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </div>
      {lines.length === 0 ? (
        status === 'loading' || status === 'idle' ? (
          <p role="status">Loading your list…</p>
        ) : (
          <div className="message-card">
            <ListIcon size={40} />
            <p>Your shopping list is empty. Add a recipe’s ingredients from its page, or add an item above.</p>
            <Link to={paths.search} className="button button--primary">
              Search Recipes
            </Link>
          </div>
        )
      ) : (
        <>
          <div className="shopping-list__toolbar">
            <button type="button" className="button button--secondary" onClick={() => void copy()}>
              Copy as text
            </button>
            <button type="button" className="button button--secondary" onClick={() => window.print()}>
              Print
            </button>
            {loggedIn ? (
              <button
                type="button"
                className="button button--secondary"
                disabled={!anyChecked}
                onClick={() => void putInPantry()}
              >
                Put checked in the pantry
              </button>
            ) : null}
            <button
              type="button"
              className="button button--ghost"
              disabled={!anyChecked}
              onClick={() => void clearChecked()}
            >
              Clear checked
            </button>
            <p className="shopping-list__notice" role="status">
              {notice}
            </p>
          </div>
          <div className="shopping-list__aisles">
            {groups.map((group) => (
              <section key={group.aisle} className="shopping-list__aisle" aria-labelledby={`aisle-${group.aisle}`}>
                <h2 id={`aisle-${group.aisle}`}>{group.label}</h2>
                <ul className="shopping-list__lines">
                  {group.lines.map((line) => (
                    <ListLine
                      key={line.id}
                      line={line}
                      open={openId === line.id}
                      onOpen={(open) => setOpenId(open ? line.id : null)}
                      onRemove={() => void remove(line)}
                    />
                  ))}
                </ul>
              </section>
            ))}
          </div>
          {recipes.length > 0 ? (
            <section className="shopping-list__recipes" aria-labelledby="list-recipes">
              <h2 id="list-recipes">Recipes on this list</h2>
              <ul>
                {recipes.map((recipe) => (
                  <li key={recipe.recipeId}>
                    <Link to={paths.recipe(recipe.recipeId)}>{recipe.title}</Link>
                    <button
                      type="button"
                      className="button button--ghost"
                      onClick={() => void removeRecipe(recipe.recipeId)}
                    >
                      Remove {recipe.title}’s lines
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}

function AddItemForm() {
  const addLines = useShoppingListStore((state) => state.addLines);
  const add = async (text: string) => {
    const item = text.trim();
    return item !== '' && (await addLines([{ text: item }])) !== null;
  };
  return (
    <OneFieldForm
      className="shopping-list__add"
      inputId="shopping-list-item"
      label="Add an item"
      placeholder="e.g. 2 l milk"
      submitLabel="Add"
      buttonClassName="button button--primary"
      onSubmit={add}
    />
  );
}

interface ListLineProps {
  line: MergedLine;
  /** Whether its details (the recipes it came from, its parts, Edit and Remove) show. */
  open: boolean;
  onOpen: (open: boolean) => void;
  onRemove: () => void;
}

/**
 * One row: the box and the text (tapping either ticks it) and a "More" button that opens the
 * line's details below it; Escape closes them again, back on the button.
 */
function ListLine({ line, open, onOpen, onRemove }: ListLineProps) {
  const { setChecked, editLine } = useShoppingListStore('setChecked', 'editLine');
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(line.text);
  const more = useRef<HTMLButtonElement>(null);
  // A merged line's id holds its food's name (spaces and all): the element ids are React's own.
  const id = useId();
  const inputId = `${id}-edit`;
  const detailsId = `${id}-details`;
  // Covered when a line it was merged from is (`coveringItem` on the server, shared/pantry-lines.ts).
  const inPantry = line.lines.find((stored) => stored.inPantry !== undefined)?.inPantry;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (text === '') return;
    if (await editLine(line, text)) setEditing(false);
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    onOpen(false);
    more.current?.focus();
  };

  if (editing) {
    return (
      <li className="shopping-line shopping-line--editing">
        <form onSubmit={(event) => void save(event)}>
          <label htmlFor={inputId} className="visually-hidden">
            Edit {line.text}
          </label>
          <input id={inputId} value={draft} onChange={(event) => setDraft(event.target.value)} />
          <button type="submit" className="button button--primary">
            Save
          </button>
          <button type="button" className="button button--ghost" onClick={() => setEditing(false)}>
            Cancel
          </button>
        </form>
      </li>
    );
  }
  return (
    <li
      className={`shopping-line${line.checked ? ' is-checked' : ''}${open ? ' is-open' : ''}`}
      onKeyDown={closeOnEscape}
    >
      <div className="shopping-line__row">
        <label className="shopping-line__label">
          <input
            type="checkbox"
            className="shopping-check"
            checked={line.checked}
            onChange={(event) => void setChecked(line, event.target.checked)}
          />
          <span className="shopping-line__text">{line.text}</span>
          {inPantry ? (
            <span className="shopping-line__in-pantry" title={`Your pantry has ${inPantry}`}>
              in the pantry
            </span>
          ) : null}
        </label>
        <button
          ref={more}
          type="button"
          className="shopping-line__more"
          aria-label={`More about ${line.text}`}
          aria-expanded={open}
          aria-controls={open ? detailsId : undefined}
          onClick={() => onOpen(!open)}
        >
          <ChevronRightIcon size={20} />
        </button>
      </div>
      {open ? (
        <div className="shopping-line__details" id={detailsId}>
          {line.sources.length > 0 ? (
            <span className="shopping-line__sources">from {line.sources.map((source) => source.title).join(', ')}</span>
          ) : null}
          {line.lines.length > 1 ? (
            <span className="shopping-line__parts">({line.lines.map((stored) => stored.text).join('; ')})</span>
          ) : null}
          <span className="shopping-line__actions">
            <button
              type="button"
              className="button button--ghost"
              aria-label={`Edit ${line.text}`}
              onClick={() => {
                setDraft(line.text);
                setEditing(true);
              }}
            >
              Edit
            </button>
            <button
              type="button"
              className="button button--ghost"
              aria-label={`Remove ${line.text}`}
              onClick={onRemove}
            >
              <TrashIcon size={16} />
              Remove
            </button>
          </span>
        </div>
      ) : null}
    </li>
  );
}
