import { useState } from 'react';
import { addDays } from '@shared/plan-dates';
import { ConfirmAction } from '@/components/confirm-action';
import { FIRST_DAYS, type FirstDay } from '../lib/first-day';
import { dayLabel } from '../lib/labels';
import { entriesText } from '../stores/plan-edits';
import { usePlanStore } from '../stores/plan-store';

/** The week as a whole: the day it starts on, repeating last week, clearing it, and Undo. */
export function WeekTools() {
  const { week, firstDay, entries, undoable, setFirstDay, clearWeek, repeatLastWeek, undo } = usePlanStore(
    'week',
    'firstDay',
    'entries',
    'undoable',
    'setFirstDay',
    'clearWeek',
    'repeatLastWeek',
    'undo',
  );
  // A new key closes the confirmation once the week is cleared.
  const [round, setRound] = useState(0);
  const [pending, setPending] = useState(false);
  return (
    <div className="plan-tools">
      <label className="plan-tools__first-day">
        Week starts on
        <select
          className="input"
          value={firstDay}
          onChange={(event) => void setFirstDay(Number(event.target.value) as FirstDay)}
        >
          {FIRST_DAYS.map((option) => (
            <option key={option.day} value={option.day}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <div className="button-row">
        <button type="button" className="button button--secondary" onClick={() => void repeatLastWeek()}>
          Repeat last week
        </button>
        {entries.length > 0 ? (
          <ConfirmAction
            key={round}
            triggerClassName="button button--ghost"
            triggerLabel="Clear week"
            idPrefix="plan-clear"
            iconSize={16}
            title="Clear this week?"
            text={`This removes the ${entriesText(entries.length)} planned from ${dayLabel(week)} to ${dayLabel(addDays(week, 6))}. You can undo it right after.`}
            confirmLabel="Clear week"
            keepLabel="Keep the week"
            pending={pending}
            action={async () => {
              setPending(true);
              const done = await clearWeek();
              setPending(false);
              return done;
            }}
            onDone={() => setRound(round + 1)}
          />
        ) : null}
        {undoable ? (
          <button type="button" className="button button--primary" onClick={() => void undo()}>
            Undo
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** After a recipe is removed: its lines are on the shopping list; take them off too? */
export function ListOfferPrompt() {
  const { listOffer, removeListLines, keepListLines } = usePlanStore('listOffer', 'removeListLines', 'keepListLines');
  if (!listOffer) return null;
  return (
    <div className="plan-offer" role="group" aria-label="Shopping list lines">
      <p>
        {listOffer.title} had {listOffer.lines === 1 ? '1 line' : `${listOffer.lines} lines`} on your shopping list.
        Remove them from the list too?
      </p>
      <div className="button-row">
        <button type="button" className="button button--secondary" onClick={() => void removeListLines()}>
          Remove from the list
        </button>
        <button type="button" className="button button--ghost" onClick={keepListLines}>
          Keep them
        </button>
      </div>
    </div>
  );
}
