import type { UnitPreference } from '@shared/settings';

const UNIT_CHOICES: readonly [UnitPreference, string][] = [
  ['as-written', 'As written'],
  ['metric', 'Metric'],
  ['us', 'US'],
];

/** The measures the ingredients and steps are shown in: as the recipe writes them, metric or US. */
export function UnitChoice({ value, onChange }: { value: UnitPreference; onChange: (value: UnitPreference) => void }) {
  return (
    <fieldset className="unit-choice">
      <legend className="visually-hidden">Measures</legend>
      {UNIT_CHOICES.map(([choice, label]) => (
        <label key={choice} className={value === choice ? 'unit-choice__option is-active' : 'unit-choice__option'}>
          <input
            type="radio"
            name="units"
            value={choice}
            checked={value === choice}
            onChange={() => onChange(choice)}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
