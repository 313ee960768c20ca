import type { QueryChip } from '@shared/api';
import type { SearchFilters } from '../api/search-api';
import { useSearchStore } from '../stores/search-store';

const CHIP_CLASS: Record<QueryChip['kind'], string> = {
  diet: 'chip chip--diet',
  free: 'chip chip--free',
  meal: 'chip chip--read',
  cuisine: 'chip chip--read',
  time: 'chip chip--read',
  without: 'chip chip--free',
  nutrition: 'chip chip--read',
};

/**
 * The filters read from the words of the search ("vegetarian lasagna" → Vegetarian + lasagna),
 * each with a button that searches again without its words.
 */
export function QueryChips({ filters }: { filters: SearchFilters }) {
  const { chips, status, replaceText } = useSearchStore('chips', 'status', 'replaceText');
  if (status !== 'succeeded' || chips.length === 0) return null;
  return (
    <div className="chip-row query-chips">
      <span className="chip-row__label" id="query-chips-label">
        Filters from your search:
      </span>
      <ul className="chip-list" aria-labelledby="query-chips-label">
        {chips.map((chip) => (
          <li key={`${chip.kind}:${chip.words}`} className={CHIP_CLASS[chip.kind]} title={chip.rule}>
            {chip.label}
            <button
              type="button"
              className="chip__remove"
              aria-label={`Remove ${chip.label}`}
              onClick={() => void replaceText(chip.without, filters)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
