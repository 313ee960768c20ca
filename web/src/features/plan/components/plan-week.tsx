import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PLAN_SLOTS, type PlanEntry, type PlanSlot } from '@shared/plan';
import { addDays, datesInRange, today } from '@shared/plan-dates';
import { paths } from '@/config/paths';
import { usePlanLoad } from '../hooks/use-plan-load';
import { dayLabel, SLOT_LABELS } from '../lib/labels';
import { usePlanStore } from '../stores/plan-store';
import { DevicePlanNotice } from './device-plan-notice';
import { PlanMyWeek } from './plan-my-week';
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
  const loggedIn = usePlanLoad(load);
  const days = datesInRange(week, addDays(week, 6));
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
            onRemove={(id) => void remove(id)}
          />
        ))}
      </ol>
      <AddNote days={days} />
      <PlanMyWeek />
      <button type="button" className="button button--primary" onClick={() => void addWeekToList()}>
        Add this week to the shopping list
      </button>
    </div>
  );
}

function PlanDay(props: {
  date: string;
  isToday: boolean;
  entries: PlanEntry[];
  calories: number | undefined;
  onRemove: (id: number) => void;
}) {
  const headingId = `plan-day-${props.date}`;
  return (
    <li className={props.isToday ? 'plan-day plan-day--today' : 'plan-day'} aria-labelledby={headingId}>
      <h3 id={headingId} className="plan-day__title">
        {dayLabel(props.date)}
        {props.isToday ? <span className="plan-day__today"> · Today</span> : null}
      </h3>
      {props.entries.length === 0 ? <p className="plan-day__empty">Nothing planned.</p> : null}
      {PLAN_SLOTS.map((slot) => {
        const inSlot = props.entries.filter((entry) => entry.slot === slot);
        if (inSlot.length === 0) return null;
        return (
          <section key={slot} className="plan-slot" aria-label={`${SLOT_LABELS[slot]}, ${dayLabel(props.date)}`}>
            <h4 className="plan-slot__title">{SLOT_LABELS[slot]}</h4>
            <ul className="plan-slot__entries">
              {inSlot.map((entry) => (
                <li key={entry.id} className="plan-entry">
                  {entry.recipeId !== null && entry.available !== false ? (
                    <Link to={paths.recipe(entry.recipeId)}>{entry.title}</Link>
                  ) : (
                    <span>{entry.title}</span>
                  )}
                  {entry.recipeId !== null ? <span className="plan-entry__servings"> for {entry.servings}</span> : null}
                  {entry.available === false ? <span className="plan-entry__gone"> (no longer available)</span> : null}
                  <button
                    type="button"
                    className="button button--ghost plan-entry__remove"
                    aria-label={`Remove ${entry.title} from ${dayLabel(entry.date)}`}
                    onClick={() => props.onRemove(entry.id)}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {props.calories !== undefined ? (
        <p className="plan-day__nutrition">About {props.calories} kcal a person (estimated)</p>
      ) : null}
    </li>
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
      <label>
        Day
        <select className="input" value={chosen} onChange={(event) => setDate(event.target.value)}>
          {days.map((day) => (
            <option key={day} value={day}>
              {dayLabel(day)}
            </option>
          ))}
        </select>
      </label>
      <label>
        Meal
        <select className="input" value={slot} onChange={(event) => setSlot(event.target.value as PlanSlot)}>
          {PLAN_SLOTS.map((s) => (
            <option key={s} value={s}>
              {SLOT_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
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
