import { useEffect, useState, type FormEvent } from 'react';
import { SEARCH_MAX_LENGTH } from '@shared/input-limits';
import { PLAN_LIMITS, type PlanSlot } from '@shared/plan';
import type { RecipeSummary } from '@shared/recipe';
import { asApiError, failureMessage } from '@/lib/api-client';
import { findRecipes } from '../api/plan-api';
import { usePlanStore } from '../stores/plan-store';
import { DaySelect } from './day-select';
import { ServingsInput } from './servings-input';
import { SlotSelect } from './slot-select';

/** Recipes offered for the words typed, and how long typing may pause before they are asked for. */
const OFFERED = 6;
const PAUSE_MS = 250;

/** Adds a recipe to the plan from the plan itself: find it by its words, then choose day, meal and servings. */
export function AddRecipe({ days }: { days: readonly string[] }) {
  const addRecipe = usePlanStore((state) => state.addRecipe);
  const [text, setText] = useState('');
  // What the last search found, for the words it was asked for: shown while they are still the words typed.
  const [answer, setAnswer] = useState<{ words: string; found: RecipeSummary[]; note: string | null } | null>(null);
  const [chosen, setChosen] = useState<RecipeSummary | null>(null);
  const [date, setDate] = useState(days[0]!);
  const [slot, setSlot] = useState<PlanSlot>('dinner');
  const [servings, setServings] = useState('2');
  const day = days.includes(date) ? date : days[0]!;

  const words = text.trim();
  const shown = answer && !chosen && answer.words === words ? answer : null;
  const found = shown?.found ?? [];

  useEffect(() => {
    if (words === '' || chosen) return;
    let current = true;
    const timer = setTimeout(() => {
      findRecipes(words, OFFERED).then(
        (results) => {
          if (current)
            setAnswer({ words, found: results, note: results.length > 0 ? null : `No recipe matches “${words}”.` });
        },
        (error: unknown) => {
          if (current) setAnswer({ words, found: [], note: failureMessage(asApiError(error)) });
        },
      );
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [words, chosen]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    const count = Math.min(
      PLAN_LIMITS.maxServings,
      Math.max(PLAN_LIMITS.minServings, Math.round(Number(servings)) || PLAN_LIMITS.minServings),
    );
    if (await addRecipe(day, slot, chosen, count)) {
      setChosen(null);
      setText('');
    }
  }

  return (
    <form className="form plan__note" aria-label="Add a recipe to the plan" onSubmit={(event) => void onSubmit(event)}>
      <label>
        Find a recipe
        <input
          className="input"
          type="search"
          value={chosen ? chosen.title : text}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder="Dal, lasagna, soup…"
          onChange={(event) => {
            setChosen(null);
            setText(event.target.value);
          }}
        />
      </label>
      {found.length > 0 ? (
        <ul className="plan__found" aria-label="Recipes found">
          {found.map((recipe) => (
            <li key={recipe.id}>
              <button type="button" className="button button--ghost" onClick={() => setChosen(recipe)}>
                {recipe.title}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {shown?.note ? <p className="plan__status">{shown.note}</p> : null}
      <DaySelect days={days} value={day} onChange={setDate} />
      <SlotSelect value={slot} onChange={setSlot} />
      <ServingsInput value={servings} onChange={setServings} />
      <button type="submit" className="button button--primary" disabled={!chosen}>
        Add recipe
      </button>
    </form>
  );
}
