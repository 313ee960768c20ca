import { useId, useState, type FormEvent } from 'react';

interface TextFormProps {
  label: string;
  submitLabel: string;
  initial?: string;
  maxLength: number;
  disabled: boolean;
  /** Resolves to whether the server took the text; a new entry then empties the box. */
  onSubmit: (text: string) => Promise<boolean>;
  /** Keep the text after success (a rename shows the new name). */
  keep?: boolean;
  placeholder?: string;
}

/** One labelled text box and its button: a name, a code, a display name. */
export function TextForm({
  label,
  submitLabel,
  initial = '',
  maxLength,
  disabled,
  onSubmit,
  keep,
  placeholder,
}: TextFormProps) {
  const id = useId();
  const [text, setText] = useState(initial);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if ((await onSubmit(text)) && !keep) setText('');
  };
  return (
    <form className="form household__form" aria-label={label} onSubmit={(event) => void submit(event)}>
      <div className="field">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        <div className="input-group">
          <input
            id={id}
            className="input"
            value={text}
            maxLength={maxLength}
            placeholder={placeholder}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button button--primary" disabled={disabled || text.trim() === ''}>
            {submitLabel}
          </button>
        </div>
      </div>
    </form>
  );
}
