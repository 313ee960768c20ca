import { PLAN_LIMITS } from '@shared/plan';

/** How many servings a plan entry is for, labelled "Servings"; `onChange` gets the text as typed. */
export function ServingsInput({ value, onChange }: { value: string | number; onChange: (text: string) => void }) {
  return (
    <label>
      Servings
      <input
        className="input"
        type="number"
        inputMode="numeric"
        min={PLAN_LIMITS.minServings}
        max={PLAN_LIMITS.maxServings}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
