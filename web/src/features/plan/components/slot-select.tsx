import { PLAN_SLOTS, type PlanSlot } from '@shared/plan';
import { SLOT_LABELS } from '../lib/labels';

/** The meal a plan entry is for, labelled "Meal". */
export function SlotSelect({ value, onChange }: { value: PlanSlot; onChange: (slot: PlanSlot) => void }) {
  return (
    <label>
      Meal
      <select className="input" value={value} onChange={(event) => onChange(event.target.value as PlanSlot)}>
        {PLAN_SLOTS.map((slot) => (
          <option key={slot} value={slot}>
            {SLOT_LABELS[slot]}
          </option>
        ))}
      </select>
    </label>
  );
}
