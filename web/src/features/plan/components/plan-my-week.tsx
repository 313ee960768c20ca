import { useState, type FormEvent } from 'react';
import { PLAN_LIMITS, type PlanSlot } from '@shared/plan';
import { usePlanStore } from '../stores/plan-store';
import { dayLabel } from '../lib/labels';
import { ServingsInput } from './servings-input';
import { SlotSelect } from './slot-select';

const TIMES = [undefined, 20, 30, 45, 60] as const;

/** "Plan my week": what to fill, then the proposal with a reason for each pick, before it is saved. */
export function PlanMyWeek() {
  const { proposal, planWeek, reroll, saveProposal, discardProposal } = usePlanStore(
    'proposal',
    'planWeek',
    'reroll',
    'saveProposal',
    'discardProposal',
  );
  const [slot, setSlot] = useState<PlanSlot>('dinner');
  const [weekdaysOnly, setWeekdaysOnly] = useState(true);
  const [servings, setServings] = useState(2);
  const [maxReadyTime, setMaxReadyTime] = useState<number | undefined>(30);
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void planWeek({ slot, weekdaysOnly, servings, ...(maxReadyTime ? { maxReadyTime } : {}) });
  }
  return (
    <section className="plan-my-week" aria-labelledby="plan-my-week-heading">
      <h2 id="plan-my-week-heading" className="section__title">
        Plan my week
      </h2>
      <form className="form plan-my-week__form" onSubmit={onSubmit}>
        <SlotSelect value={slot} onChange={setSlot} />
        <label className="plan-my-week__check">
          <input type="checkbox" checked={weekdaysOnly} onChange={(event) => setWeekdaysOnly(event.target.checked)} />
          Monday to Friday only
        </label>
        <ServingsInput
          value={servings}
          onChange={(text) =>
            setServings(
              Math.min(
                PLAN_LIMITS.maxServings,
                Math.max(PLAN_LIMITS.minServings, Number(text) || PLAN_LIMITS.minServings),
              ),
            )
          }
        />
        <label>
          Ready in
          <select
            className="input"
            value={maxReadyTime ?? ''}
            onChange={(event) => setMaxReadyTime(event.target.value ? Number(event.target.value) : undefined)}
          >
            {TIMES.map((time) => (
              <option key={time ?? 'any'} value={time ?? ''}>
                {time ? `${time} minutes or less` : 'Any time'}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button--primary">
          Propose meals
        </button>
      </form>
      {proposal ? (
        <div className="plan-my-week__proposal">
          <ul aria-label="Proposed meals">
            {proposal.entries.map((entry, index) => (
              <li key={`${entry.date}-${entry.slot}`} className="plan-my-week__pick">
                <span>
                  {dayLabel(entry.date)}: <strong>{entry.title}</strong> ({entry.reason})
                </span>
                <button
                  type="button"
                  className="button button--ghost"
                  aria-label={`Another recipe for ${dayLabel(entry.date)}`}
                  onClick={() => void reroll(index)}
                >
                  Re-roll
                </button>
              </li>
            ))}
          </ul>
          {proposal.unfilled.length > 0 ? (
            <ul aria-label="Not filled">
              {proposal.unfilled.map((cell) => (
                <li key={`${cell.date}-${cell.slot}`}>
                  {dayLabel(cell.date)}: {cell.reason}
                </li>
              ))}
            </ul>
          ) : null}
          <div className="plan-my-week__actions">
            <button type="button" className="button button--primary" onClick={() => void saveProposal()}>
              Save to plan
            </button>
            <button type="button" className="button button--ghost" onClick={discardProposal}>
              Discard
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
