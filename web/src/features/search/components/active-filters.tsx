import { Link } from 'react-router';
import { ALLERGY_LABELS, DIET_LABELS, isAllergyId, isDietId } from '@shared/ids';
import { paths } from '@/config/paths';
import type { SearchFilters } from '../api/search-api';

const split = (ids: string): string[] =>
  ids
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);

/**
 * Tells the cook that their saved profile filters the results, one chip per saved diet and
 * allergy. A chip switches its filter off for this search only (the saved profile is unchanged);
 * the results then warn on every recipe holding a switched-off allergen.
 */
export function ActiveFilters({
  filters,
  off,
  onToggle,
}: {
  /** The saved profile. */
  filters: SearchFilters;
  /** Ids switched off for this search. */
  off: readonly string[];
  onToggle: (id: string, on: boolean) => void;
}) {
  const chips = [
    ...split(filters.diet)
      .filter(isDietId)
      .map((id) => ({ id, name: DIET_LABELS[id].name, kind: 'diet' as const })),
    ...split(filters.allergy)
      .filter(isAllergyId)
      .map((id) => ({ id, name: `No ${ALLERGY_LABELS[id].toLowerCase()}`, kind: 'free' as const })),
  ];
  if (chips.length === 0) return null;
  const anyOff = chips.some((chip) => off.includes(chip.id));
  return (
    <div className="active-filters">
      <span>Filtered by your profile:</span>
      {chips.map(({ id, name, kind }) => {
        const on = !off.includes(id);
        return (
          <button
            key={id}
            type="button"
            className={`chip chip--${kind} chip--toggle${on ? '' : ' chip--off'}`}
            aria-pressed={on}
            title={on ? `Switch ${name} off for this search` : `Switch ${name} back on`}
            onClick={() => onToggle(id, !on)}
          >
            {name}
            <span className="visually-hidden">{on ? ' (on)' : ' (off for this search)'}</span>
          </button>
        );
      })}
      <Link to={paths.dietProfile} className="active-filters__edit">
        Change
      </Link>
      {anyOff ? (
        <p className="active-filters__note" role="status">
          Switched off for this search only: recipes that hold your saved allergens are marked.
        </p>
      ) : null}
    </div>
  );
}
