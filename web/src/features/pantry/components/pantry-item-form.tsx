import { useId, useState, type FormEvent } from 'react';
import { checkPantryItem, PANTRY_LIMITS, type CleanPantryItem, type PantryItem } from '@shared/pantry';
import { ErrorAlert } from '@/components/error-alert';

interface PantryItemFormProps {
  /** The form's name for screen readers: "Add to the pantry", "Edit rice". */
  label: string;
  submitLabel: string;
  /** An item to edit; a new one starts empty. */
  item?: PantryItem;
  disabled: boolean;
  /** Resolves to whether the server took it; a new item then empties the form. */
  onSubmit: (item: CleanPantryItem) => Promise<boolean>;
  onCancel?: () => void;
}

/** An item's four fields: name, amount, best-before date and "always have", checked as the server checks them. */
export function PantryItemForm({ label, submitLabel, item, disabled, onSubmit, onCancel }: PantryItemFormProps) {
  const id = useId();
  const [name, setName] = useState(item?.name ?? '');
  const [amount, setAmount] = useState(item?.amount ?? '');
  const [bestBefore, setBestBefore] = useState(item?.bestBefore ?? '');
  const [alwaysHave, setAlwaysHave] = useState(item?.alwaysHave ?? false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPantryItem({ name, amount, bestBefore, alwaysHave });
    if ('reason' in checked) {
      setProblem(checked.reason);
      return;
    }
    setProblem(null);
    const sent = { name, amount, bestBefore, alwaysHave };
    if ((await onSubmit(checked.item)) && item === undefined) {
      // Empties what was sent; what was typed meanwhile, for the next item, stays.
      setName((now) => (now === sent.name ? '' : now));
      setAmount((now) => (now === sent.amount ? '' : now));
      setBestBefore((now) => (now === sent.bestBefore ? '' : now));
      setAlwaysHave((now) => (now === sent.alwaysHave ? false : now));
    }
  };

  return (
    <form className="form pantry-form" aria-label={label} onSubmit={(event) => void submit(event)} noValidate>
      <div className="field pantry-form__name">
        <label htmlFor={`${id}-name`} className="field__label">
          Name
        </label>
        <input
          id={`${id}-name`}
          className="input"
          value={name}
          maxLength={PANTRY_LIMITS.nameLength * 2}
          placeholder="Rice"
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-amount`} className="field__label">
          Amount
        </label>
        <input
          id={`${id}-amount`}
          className="input"
          value={amount}
          maxLength={PANTRY_LIMITS.amountLength * 2}
          placeholder="500 g"
          onChange={(event) => setAmount(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-date`} className="field__label">
          Best before
        </label>
        <input
          id={`${id}-date`}
          className="input"
          type="date"
          value={bestBefore}
          onChange={(event) => setBestBefore(event.target.value)}
        />
      </div>
      <label className="pantry-form__check">
        <input type="checkbox" checked={alwaysHave} onChange={(event) => setAlwaysHave(event.target.checked)} />
        Always have (a staple)
      </label>
      <ErrorAlert className="pantry__error" message={problem} />
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={disabled || name.trim() === ''}>
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
