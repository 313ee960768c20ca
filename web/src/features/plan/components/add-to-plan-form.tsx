import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PLAN_LIMITS, type PlanSlot } from '@shared/plan';
import { addDays, datesInRange, isIsoDate, today } from '@shared/plan-dates';
import { paths } from '@/config/paths';
import { asApiError, failureMessage } from '@/lib/api-client';
import { dayLabel, mealLabel } from '../lib/labels';
import { planSource } from '../stores/plan-source';
import { ServingsInput } from './servings-input';
import { SlotSelect } from './slot-select';
import '../add-to-plan.css';

/** The days offered first: today and the thirteen after it; another day is one date input away. */
const OFFERED_DAYS = 14;
const ANOTHER_DAY = 'another';

interface AddToPlanFormProps {
  recipeId: number;
  title: string;
  servings: number;
  onClose: () => void;
}

type Outcome = { added: string } | { error: string } | null;

const clampServings = (value: number) =>
  Math.min(PLAN_LIMITS.maxServings, Math.max(PLAN_LIMITS.minServings, Math.round(value) || PLAN_LIMITS.minServings));

export default function AddToPlanForm({ recipeId, title, servings: shown, onClose }: AddToPlanFormProps) {
  const now = today();
  const days = datesInRange(now, addDays(now, OFFERED_DAYS - 1));
  const [day, setDay] = useState(now);
  const [otherDate, setOtherDate] = useState(addDays(now, OFFERED_DAYS));
  const [slot, setSlot] = useState<PlanSlot>('dinner');
  const [servings, setServings] = useState(String(clampServings(shown)));
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const date = day === ANOTHER_DAY ? otherDate : day;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isIsoDate(date)) {
      setOutcome({ error: 'Choose a day for this meal.' });
      return;
    }
    setBusy(true);
    try {
      const count = clampServings(Number(servings));
      await planSource().postEntry({ date, slot, recipeId, servings: count, title: title.slice(0, 200) });
      setOutcome({ added: mealLabel(date, slot, now) });
    } catch (error) {
      const failure = asApiError(error);
      // The form keeps the choice, so the same tap saves it once the server answers again.
      setOutcome({
        error: failure.code === 0 ? 'Could not reach the server. Please try again.' : failureMessage(failure),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form add-to-plan" aria-label="Add to plan" onSubmit={(event) => void onSubmit(event)}>
      <label>
        Day
        <select className="input" value={day} onChange={(event) => setDay(event.target.value)}>
          {days.map((option) => (
            <option key={option} value={option}>
              {option === now ? `Today, ${dayLabel(option)}` : dayLabel(option)}
            </option>
          ))}
          <option value={ANOTHER_DAY}>Another day…</option>
        </select>
      </label>
      {day === ANOTHER_DAY ? (
        <label>
          Date
          <input
            className="input"
            type="date"
            value={otherDate}
            min={now}
            onChange={(event) => setOtherDate(event.target.value)}
          />
        </label>
      ) : null}
      <SlotSelect value={slot} onChange={setSlot} />
      <ServingsInput value={servings} onChange={setServings} />
      <div className="add-to-plan__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          Save to plan
        </button>
        <button type="button" className="button button--ghost" onClick={onClose}>
          Close
        </button>
      </div>
      <p className="add-to-plan__status" role="status">
        {outcome === null ? null : 'error' in outcome ? (
          outcome.error
        ) : (
          <>
            {`Added to ${outcome.added}. `}
            <Link to={paths.plan}>View plan</Link>
          </>
        )}
      </p>
    </form>
  );
}
