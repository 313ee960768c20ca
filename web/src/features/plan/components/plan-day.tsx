import { Link } from 'react-router';
import { PLAN_SLOTS, type PlanEntry } from '@shared/plan';
import { paths } from '@/config/paths';
import { dayLabel, SLOT_LABELS } from '../lib/labels';
import type { EntryDrag } from './entry-drag';
import { EntryMenu } from './entry-menu';

interface PlanDayProps {
  date: string;
  isToday: boolean;
  entries: PlanEntry[];
  calories: number | undefined;
  /** The days an entry may be moved or copied to. */
  days: readonly string[];
  drag: EntryDrag;
  onRemove: (id: number) => void;
  /** Marks a recipe entry cooked or not; absent for a visitor's plan (the pantry is an account's). */
  onCooked?: (entry: PlanEntry, cooked: boolean) => void;
}

/**
 * One day of the plan, slot by slot. A slot with nothing in it shows only as a place to drop an
 * entry on a wide screen.
 */
export function PlanDay(props: PlanDayProps) {
  const headingId = `plan-day-${props.date}`;
  const className = ['plan-day', props.isToday ? 'plan-day--today' : '', props.drag.dragging ? 'plan-day--drop' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <li className={className} aria-labelledby={headingId} {...props.drag.target({ date: props.date })}>
      <h3 id={headingId} className="plan-day__title">
        {dayLabel(props.date)}
        {props.isToday ? <span className="plan-day__today"> · Today</span> : null}
      </h3>
      {props.entries.length === 0 ? <p className="plan-day__empty">Nothing planned.</p> : null}
      {PLAN_SLOTS.map((slot) => {
        const inSlot = props.entries.filter((entry) => entry.slot === slot);
        const label = `${SLOT_LABELS[slot]}, ${dayLabel(props.date)}`;
        if (inSlot.length === 0) {
          return (
            <div
              key={slot}
              className="plan-slot plan-slot--empty"
              data-drop-slot={label}
              {...props.drag.target({ date: props.date, slot })}
            >
              {SLOT_LABELS[slot]}
            </div>
          );
        }
        return (
          <section
            key={slot}
            className="plan-slot"
            aria-label={label}
            {...props.drag.target({ date: props.date, slot })}
          >
            <h4 className="plan-slot__title">{SLOT_LABELS[slot]}</h4>
            <ul className="plan-slot__entries">
              {inSlot.map((entry) => (
                <li key={entry.id} className="plan-entry" {...props.drag.source(entry)}>
                  {entry.recipeId !== null && entry.available !== false ? (
                    <Link to={paths.recipe(entry.recipeId)} draggable={false}>
                      {entry.title}
                    </Link>
                  ) : (
                    <span>{entry.title}</span>
                  )}
                  {entry.recipeId !== null ? <span className="plan-entry__servings"> for {entry.servings}</span> : null}
                  {entry.available === false ? <span className="plan-entry__gone"> (no longer available)</span> : null}
                  {entry.cookedAt !== undefined ? <span className="plan-entry__cooked"> · Cooked</span> : null}
                  <span className="plan-entry__actions">
                    {entry.recipeId !== null && props.onCooked ? (
                      entry.cookedAt === undefined ? (
                        <button
                          type="button"
                          className="button button--ghost plan-entry__action"
                          aria-label={`Cooked ${entry.title}, ${dayLabel(entry.date)}`}
                          onClick={() => props.onCooked?.(entry, true)}
                        >
                          Cooked
                        </button>
                      ) : (
                        <button
                          type="button"
                          className="button button--ghost plan-entry__action"
                          aria-label={`Not cooked ${entry.title}, ${dayLabel(entry.date)}`}
                          onClick={() => props.onCooked?.(entry, false)}
                        >
                          Undo cooked
                        </button>
                      )
                    ) : null}
                    <EntryMenu entry={entry} days={props.days} />
                    <button
                      type="button"
                      className="button button--ghost plan-entry__action"
                      aria-label={`Remove ${entry.title} from ${dayLabel(entry.date)}`}
                      onClick={() => props.onRemove(entry.id)}
                    >
                      Remove
                    </button>
                  </span>
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
