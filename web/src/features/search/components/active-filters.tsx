import { Link } from 'react-router';
import { ALLERGY_LABELS, DIET_LABELS, isAllergyId, isDietId } from '@shared/ids';
import { paths } from '@/config/paths';
import type { SearchFilters } from '../api/search-api';

const split = (ids: string): string[] =>
  ids
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);

/** Tells the cook that their saved profile filters the results. */
export function ActiveFilters({ filters }: { filters: SearchFilters }) {
  const diets = split(filters.diet)
    .filter(isDietId)
    .map((id) => DIET_LABELS[id].name);
  const allergies = split(filters.allergy)
    .filter(isAllergyId)
    .map((id) => ALLERGY_LABELS[id]);
  if (diets.length === 0 && allergies.length === 0) return null;
  return (
    <p className="active-filters">
      <span>Filtered by your profile:</span>
      {diets.map((name) => (
        <span key={name} className="chip chip--diet">
          {name}
        </span>
      ))}
      {allergies.map((name) => (
        <span key={name} className="chip chip--free">
          No {name.toLowerCase()}
        </span>
      ))}
      <Link to={paths.dietProfile} className="active-filters__edit">
        Change
      </Link>
    </p>
  );
}
