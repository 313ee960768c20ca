import { useState, type FormEvent } from 'react';
import type { PlanEntry, PlanSlot } from '@shared/plan';
import { addDays, datesInRange, today } from '@shared/plan-dates';
import { dayLabel } from '../lib/labels';
import { usePlanLoad } from '../hooks/use-plan-load';
import { usePlanStore } from '../stores/plan-store';
import { CalendarPanel } from './calendar-panel';
import { DevicePlanNotice } from './device-plan-notice';
import { useEntryDrag } from './entry-drag';
import { PlanDay } from './plan-day';
import { AddRecipe } from './add-recipe';
import { PlanMyWeek } from './plan-my-week';
import { DaySelect } from './day-select';
import { SlotSelect } from './slot-select';
import { ListOfferPrompt, WeekTools } from './week-tools';
import '../plan.css';

/** The week's plan: seven days of four slots, a way to add notes, plan the week and shop for it. */
export function PlanWeek() {
  const { week, entries, nutrition, status, error, message, load, showWeek, remove, addWeekToList } = usePlanStore(
    'week',
    'entries',
    'nutrition',
    'status',
    'error',
    'message',
    'load',
    'showWeek',
    'remove',
    'addWeekToList',
  );
  const { moveEntry, copyEntry, setCooked } = usePlanStore('moveEntry', 'copyEntry', 'setCooked');
  const drag = useEntryDrag((entry, target, copy) => {
    void (copy ? copyEntry : moveEntry)(entry, target.date, target.slot ?? entry.slot);
  });
  const loggedIn = usePlanLoad(load);
  const days = datesInRange(week, addDays(week, 6));
  // An entry may go to a day of this week or the next.
  const targets = datesInRange(week, addDays(week, 13));
  const now = today();
  return (
    <div className="plan">
      <nav className="plan__weeks" aria-label="Weeks">
        <button type="button" className="button button--ghost" onClick={() => void showWeek(-1)}>
          Previous week
        </button>
        <button type="button" className="button button--ghost" onClick={() => void showWeek(0)}>
          This week
        </button>
        <button type="button" className="button button--ghost" onClick={() => void showWeek(1)}>
          Next week
        </button>
      </nav>
      <h2 className="plan__range">
        {dayLabel(week)} – {dayLabel(addDays(week, 6))}
      </h2>
      <p role="status" className="plan__status">
        {message ?? (status === 'loading' ? 'Loading the plan…' : '')}
      </p>
      <ListOfferPrompt />
      {error ? (
        <p role="alert" className="plan__error">
          {error}
        </p>
      ) : null}
      <DevicePlanNotice loggedIn={loggedIn} />
      <ol className="plan__days">
        {days.map((date) => (
          <PlanDay
            key={date}
            date={date}
            isToday={date === now}
            entries={entries.filter((entry) => entry.date === date)}
            calories={nutrition.find((n) => n.date === date)?.calories}
            days={targets}
            drag={drag}
            onRemove={(id) => void remove(id)}
            {...(loggedIn ? { onCooked: (entry: PlanEntry, cooked: boolean) => void setCooked(entry, cooked) } : {})}
          />
        ))}
      </ol>
      <WeekTools />
      <AddRecipe days={days} />
      <AddNote days={days} />
      <PlanMyWeek />
      <button type="button" className="button button--primary" onClick={() => void addWeekToList()}>
        Add this week to the shopping list
      </button>
      {loggedIn ? <CalendarPanel /> : null}
    </div>
  );
}

function AddNote({ days }: { days: string[] }) {
  const addNote = usePlanStore((state) => state.addNote);
  const [date, setDate] = useState(days[0]!);
  const [slot, setSlot] = useState<PlanSlot>('dinner');
  const [note, setNote] = useState('');
  const chosen = days.includes(date) ? date : days[0]!;
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (note.trim() === '') return;
    if (await addNote(chosen, slot, note)) setNote('');
  }
  return (
    <form className="form plan__note" onSubmit={(event) => void onSubmit(event)} aria-label="Add a note to the plan">
      <DaySelect days={days} value={chosen} onChange={setDate} />
      <SlotSelect value={slot} onChange={setSlot} />
      <label>
        Note
        <input
          className="input"
          value={note}
          maxLength={200}
          placeholder="Leftovers, eating out…"
          onChange={(event) => setNote(event.target.value)}
        />
      </label>
      <button type="submit" className="button button--primary">
        Add note
      </button>
    </form>
  );
}
