import { useState } from 'react';
import type { PlanEntry, PlanSlot } from '@shared/plan';
import { dayLabel } from '../lib/labels';
import { usePlanStore } from '../stores/plan-store';
import { DaySelect } from './day-select';
import { SlotSelect } from './slot-select';

/**
 * An entry's "Move or copy": pick the day (this week or the next) and the meal, then Move or
 * Copy. The way a phone moves an entry; a mouse may also drag it.
 */
export function EntryMenu({ entry, days }: { entry: PlanEntry; days: readonly string[] }) {
  const { moveEntry, copyEntry } = usePlanStore('moveEntry', 'copyEntry');
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState(entry.date);
  const [slot, setSlot] = useState<PlanSlot>(entry.slot);
  const [pending, setPending] = useState(false);
  const name = `Move or copy ${entry.title}`;

  async function run(action: typeof moveEntry) {
    setPending(true);
    const done = await action(entry, date, slot);
    setPending(false);
    if (done) setOpen(false);
  }

  if (!open) {
    return (
      <button
        type="button"
        className="button button--ghost plan-entry__action"
        aria-label={`${name}, ${dayLabel(entry.date)}`}
        aria-expanded="false"
        onClick={() => {
          setDate(entry.date);
          setSlot(entry.slot);
          setOpen(true);
        }}
      >
        Move or copy
      </button>
    );
  }
  const unchanged = date === entry.date && slot === entry.slot;
  return (
    <div className="form plan-entry__menu" role="group" aria-label={name}>
      <DaySelect days={days} value={date} onChange={setDate} />
      <SlotSelect value={slot} onChange={setSlot} />
      <div className="button-row">
        <button
          type="button"
          className="button button--primary"
          disabled={pending || unchanged}
          onClick={() => void run(moveEntry)}
        >
          Move
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={pending}
          onClick={() => void run(copyEntry)}
        >
          Copy
        </button>
        <button type="button" className="button button--ghost" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </div>
  );
}
