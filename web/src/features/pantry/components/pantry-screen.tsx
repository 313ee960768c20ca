import { useState } from 'react';
import { daysUntil, freshness, type PantryItem } from '@shared/pantry';
import { today } from '@shared/plan-dates';
import { ErrorAlert } from '@/components/error-alert';
import { usePantryStore } from '../stores/pantry-store';
import { PantryItemForm } from './pantry-item-form';
import '../pantry.css';

const MARKS = { past: 'Past its date', soon: 'Use soon' } as const;

/** "in 3 days", "today", "2 days ago": how far the best-before date is from the device's today. */
function dateNote(days: number): string {
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days === -1) return 'yesterday';
  return days > 0 ? `in ${days} days` : `${-days} days ago`;
}

/** The pantry: a form to add an item, then the items, nearest best-before date first. */
export function PantryScreen() {
  const { items, status, error, pending, add } = usePantryStore('items', 'status', 'error', 'pending', 'add');
  // Marks follow the device's own day, so "use soon" turns over at the kitchen's midnight.
  const day = today();
  return (
    <>
      <PantryItemForm label="Add to the pantry" submitLabel="Add" disabled={pending} onSubmit={add} />
      <PantryStatus />
      <ErrorAlert className="pantry__error" message={error} />
      {status === 'loading' && items.length === 0 ? <p className="page__lead">Loading your pantry…</p> : null}
      {status === 'succeeded' && items.length === 0 ? (
        <p className="page__lead">Nothing in the pantry yet. Add what you have in, with its best-before date.</p>
      ) : null}
      {items.length > 0 ? (
        <ul className="pantry__list" aria-label="Pantry items">
          {items.map((item) => (
            <PantryRow key={item.id} item={item} day={day} />
          ))}
        </ul>
      ) : null}
    </>
  );
}

function PantryRow({ item, day }: { item: PantryItem; day: string }) {
  const { pending, change, remove } = usePantryStore('pending', 'change', 'remove');
  const [editing, setEditing] = useState(false);
  const days = daysUntil(item.bestBefore, day);
  const mark = freshness(days);
  if (editing) {
    return (
      <li className="pantry__row pantry__row--editing">
        <PantryItemForm
          label={`Edit ${item.name}`}
          submitLabel="Save"
          item={item}
          disabled={pending}
          onSubmit={async (patch) => {
            const done = await change(item.id, patch);
            if (done) setEditing(false);
            return done;
          }}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  }
  return (
    <li className={mark ? `pantry__row pantry__row--${mark}` : 'pantry__row'}>
      <div className="pantry__what">
        <span className="pantry__name">
          {item.name}
          {item.amount ? <span className="pantry__amount"> · {item.amount}</span> : null}
        </span>
        <span className="pantry__meta">
          {mark ? <span className={`pantry__mark pantry__mark--${mark}`}>{MARKS[mark]}</span> : null}
          {item.bestBefore !== null && days !== null ? (
            <span>
              Best before <time dateTime={item.bestBefore}>{item.bestBefore}</time> ({dateNote(days)})
            </span>
          ) : null}
          {item.alwaysHave ? <span className="pantry__staple">Always have</span> : null}
        </span>
      </div>
      <div className="pantry__actions">
        <button
          type="button"
          className="button button--ghost"
          aria-label={`Edit ${item.name}`}
          onClick={() => setEditing(true)}
        >
          Edit
        </button>
        <button
          type="button"
          className="button button--ghost"
          aria-label={`Remove ${item.name}`}
          disabled={pending}
          onClick={() => void remove(item.id)}
        >
          Remove
        </button>
      </div>
    </li>
  );
}

/** What the last change did, with Undo after a removal. */
function PantryStatus() {
  const { message, removed, undoRemove } = usePantryStore('message', 'removed', 'undoRemove');
  return (
    <div className="pantry__status" role="status">
      {message ? <span>{message}</span> : null}
      {removed !== null ? (
        <button type="button" className="button button--ghost" onClick={() => void undoRemove()}>
          Undo
        </button>
      ) : null}
    </div>
  );
}
