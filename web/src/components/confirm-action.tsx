import { useId, useState } from 'react';
import { TrashIcon } from './icons';
import { ActionButton } from './action-button';
import { ErrorAlert } from './error-alert';

interface ConfirmActionProps {
  /** The first button's class and text; it only opens the confirmation. */
  triggerClassName: string;
  triggerLabel: string;
  /** Added to the confirmation's own `confirm` class. */
  className?: string;
  /** The ids of the question and the text are `${idPrefix}-title` and `${idPrefix}-text`. */
  idPrefix?: string;
  iconSize: number;
  title: string;
  text: string;
  /** Why the last try failed, shown in the confirmation. */
  error?: string;
  confirmLabel: string;
  keepLabel: string;
  pending: boolean;
  action: () => Promise<boolean>;
  onDone: () => void;
}

/**
 * A deletion that asks first: the button opens a confirmation that says what goes, and only its
 * own button deletes. Nothing is sent until then; "keep" has the focus.
 */
export function ConfirmAction({
  triggerClassName,
  triggerLabel,
  className,
  idPrefix,
  iconSize,
  title,
  text,
  error,
  confirmLabel,
  keepLabel,
  pending,
  action,
  onDone,
}: ConfirmActionProps) {
  const generated = useId();
  const id = idPrefix ?? generated;
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <button type="button" className={triggerClassName} onClick={() => setConfirming(true)}>
        <TrashIcon size={iconSize} />
        {triggerLabel}
      </button>
    );
  }
  return (
    <div
      className={className ? `confirm ${className}` : 'confirm'}
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <p id={`${id}-title`} className="confirm__title">
        {title}
      </p>
      <p id={`${id}-text`}>{text}</p>
      <ErrorAlert className="field__error" message={error} />
      <div className="button-row">
        <ActionButton className="button button--danger" disabled={pending} action={action} onDone={onDone}>
          <TrashIcon size={iconSize} />
          {confirmLabel}
        </ActionButton>
        <button type="button" className="button button--secondary" autoFocus onClick={() => setConfirming(false)}>
          {keepLabel}
        </button>
      </div>
    </div>
  );
}
