import { useState, type FormEvent } from 'react';

interface OneFieldFormProps {
  className: string;
  inputId: string;
  label: string;
  labelClassName?: string;
  inputClassName?: string;
  placeholder: string;
  submitLabel: string;
  buttonClassName: string;
  /** Resolves to whether the text was taken: then the box empties for the next one. */
  onSubmit: (text: string) => Promise<boolean>;
}

/** A labelled text box and its button, for adding one thing by name (a collection, a list item). */
export function OneFieldForm({
  className,
  inputId,
  label,
  labelClassName,
  inputClassName,
  placeholder,
  submitLabel,
  buttonClassName,
  onSubmit,
}: OneFieldFormProps) {
  const [text, setText] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onSubmit(text)) setText('');
  };
  return (
    <form className={className} onSubmit={(event) => void submit(event)}>
      <label htmlFor={inputId} className={labelClassName}>
        {label}
      </label>
      <input
        id={inputId}
        className={inputClassName}
        value={text}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className={buttonClassName}>
        {submitLabel}
      </button>
    </form>
  );
}
