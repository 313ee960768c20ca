import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import type { EditableRecipe, SaveOwnRecipeRequest } from '@shared/own-recipes';
import { editorValues, previewablePicture, type EditorErrors, type EditorField } from '../lib/editor-form';
import { checkRecipe } from '../lib/validate-recipe';
import '../own-recipes.css';
import { ErrorAlert } from '@/components/error-alert';

interface RecipeEditorProps {
  /** The recipe as read from a page, a paste or storage; the editor starts from it. */
  recipe: EditableRecipe;
  /** Whether it is shared now: new recipes start private. */
  shared?: boolean;
  submitLabel: string;
  /** A save in flight. */
  pending: boolean;
  /** The server's reason for refusing the last save. */
  error: string;
  onSave: (request: SaveOwnRecipeRequest) => unknown;
  /** Beside the save button (e.g. Cancel). */
  secondaryAction?: ReactNode;
}

/** The order of the fields on screen: the first one with a message gets the focus. */
const FIELD_ORDER: readonly EditorField[] = [
  'title',
  'summary',
  'servings',
  'prepMinutes',
  'cookMinutes',
  'readyInMinutes',
  'ingredients',
  'steps',
  'image',
  'sourceName',
  'sourceUrl',
];

/**
 * Every part of a recipe a person may need to correct after an import, checked with the shared
 * schema before anything is sent (`noValidate`: our messages show beside the fields, not the
 * browser's bubbles). Fields the editor does not show (cuisines, dish types) are kept as read.
 */
export function RecipeEditor({
  recipe,
  shared: initiallyShared = false,
  submitLabel,
  pending,
  error,
  onSave,
  secondaryAction,
}: RecipeEditorProps) {
  const id = useId();
  const [values, setValues] = useState(() => editorValues(recipe));
  const [shared, setShared] = useState(initiallyShared);
  const [errors, setErrors] = useState<EditorErrors>({});
  const [general, setGeneral] = useState('');
  // The picture shown is the address as last left, not as typed: no request per keystroke.
  const [picture, setPicture] = useState(recipe.image);

  const fieldId = (field: EditorField) => `${id}-${field}`;
  const change = (field: EditorField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const checked = checkRecipe(values, recipe);
    if (!checked.ok) {
      setErrors(checked.errors);
      setGeneral(checked.general);
      const first = FIELD_ORDER.find((field) => checked.errors[field] !== undefined);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setErrors({});
    setGeneral('');
    void onSave({ recipe: checked.recipe, shared });
  };

  /** Label, control, hint and message of one field, tied together for assistive technology. */
  const field = (
    name: EditorField,
    label: string,
    control: (props: {
      id: string;
      name: string;
      value: string;
      onChange: ReturnType<typeof change>;
      'aria-invalid': true | undefined;
      'aria-describedby': string | undefined;
    }) => ReactNode,
    hint?: string,
  ) => {
    const message = errors[name];
    const describedBy = [message ? `${fieldId(name)}-error` : '', hint ? `${fieldId(name)}-hint` : '']
      .filter(Boolean)
      .join(' ');
    return (
      <div className={`field recipe-editor__field recipe-editor__field--${name}`}>
        <label className="field__label" htmlFor={fieldId(name)}>
          {label}
        </label>
        {control({
          id: fieldId(name),
          name,
          value: values[name],
          onChange: change(name),
          'aria-invalid': message ? true : undefined,
          'aria-describedby': describedBy || undefined,
        })}
        {message ? (
          <p id={`${fieldId(name)}-error`} className="field__error">
            {message}
          </p>
        ) : null}
        {hint ? (
          <p id={`${fieldId(name)}-hint`} className="field__hint">
            {hint}
          </p>
        ) : null}
      </div>
    );
  };

  const minutesField = (name: EditorField, label: string, hint?: string) =>
    field(
      name,
      label,
      (props) => <input {...props} className="input" type="number" inputMode="numeric" min={0} step={1} />,
      hint,
    );

  return (
    <form className="form recipe-editor" noValidate onSubmit={onSubmit}>
      {field('title', 'Title', (props) => (
        <input {...props} className="input" required autoComplete="off" />
      ))}
      {field(
        'summary',
        'Summary (optional)',
        (props) => (
          <textarea {...props} className="input recipe-editor__textarea" rows={3} />
        ),
        'A sentence or two about the dish.',
      )}

      <fieldset className="recipe-editor__group">
        <legend className="field__label">Servings and times</legend>
        <div className="recipe-editor__numbers">
          {field('servings', 'Servings', (props) => (
            <input {...props} className="input" type="number" inputMode="numeric" min={1} step={1} required />
          ))}
          {/* Short labels on one line keep the four boxes level on a phone. */}
          {minutesField('prepMinutes', 'Prep (min)')}
          {minutesField('cookMinutes', 'Cook (min)')}
          {minutesField('readyInMinutes', 'Ready in (min)', 'Left empty: prep plus cook.')}
        </div>
      </fieldset>

      {field(
        'ingredients',
        'Ingredients',
        (props) => (
          <textarea {...props} className="input recipe-editor__textarea" rows={8} required spellCheck />
        ),
        'One per line, as you would write it: “200 g flour”.',
      )}
      {field(
        'steps',
        'Steps',
        (props) => (
          <textarea {...props} className="input recipe-editor__textarea" rows={10} spellCheck />
        ),
        'One per line, or separate the steps with a blank line.',
      )}

      {field(
        'image',
        'Picture address (optional)',
        (props) => (
          <input
            {...props}
            className="input"
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            onBlur={(event) => setPicture(event.target.value)}
          />
        ),
        'A picture on the web: it is copied to Dishcovery when you save.',
      )}
      <PicturePreview address={picture} />

      <fieldset className="recipe-editor__group">
        <legend className="field__label">Source (optional)</legend>
        {field('sourceName', 'Site or book', (props) => (
          <input {...props} className="input" autoComplete="off" />
        ))}
        {field('sourceUrl', 'Source address', (props) => (
          <input {...props} className="input" type="url" inputMode="url" autoComplete="off" spellCheck={false} />
        ))}
      </fieldset>

      <div className="recipe-editor__share">
        <label className="recipe-editor__check">
          <input
            type="checkbox"
            checked={shared}
            aria-describedby={`${id}-share-hint`}
            onChange={(event) => setShared(event.target.checked)}
          />
          Share with everyone
        </label>
        <p id={`${id}-share-hint`} className="field__hint">
          {shared ? 'Everyone can find and open this recipe.' : 'Private: only you can find and open this recipe.'}
        </p>
      </div>

      <ErrorAlert className="field__error" message={general} />
      <ErrorAlert className="recipe-editor__error" message={error} />
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? 'Saving…' : submitLabel}
        </button>
        {secondaryAction}
      </div>
    </form>
  );
}

/**
 * The picture as it will be copied. Addresses the page's Content-Security-Policy would refuse, and
 * pictures that fail to load, are shown as their address.
 */
function PicturePreview({ address }: { address: string }) {
  const [broken, setBroken] = useState('');
  const text = address.trim();
  if (text === '') return null;
  const source = previewablePicture(text, window.location.origin);
  if (source !== null && broken !== source) {
    return (
      <figure className="recipe-editor__picture">
        <img
          src={source}
          alt="The recipe's picture"
          referrerPolicy="no-referrer"
          decoding="async"
          onError={() => setBroken(source)}
        />
      </figure>
    );
  }
  return (
    <p className="recipe-editor__picture-address">
      <span>Picture: </span>
      <span className="recipe-editor__address">{text}</span>
      <span className="field__hint"> (no preview for this address)</span>
    </p>
  );
}
