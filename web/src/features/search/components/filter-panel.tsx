import { useId } from 'react';
import type { SearchFacets } from '@shared/api';
import { DIET_LABELS, FREE_FROM_LABELS, type FreeFromId } from '@shared/ids';
import {
  countChoices,
  CUISINES,
  DIET_CHOICES,
  FREE_CHOICES,
  MEALS,
  NO_PANEL_FILTERS,
  SORT_CHOICES,
  TIMES,
  type PanelFilters,
} from '../lib/panel';

const title = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Filters anyone can set: diet, free-from groups, cuisine, meal and ready time. A disclosure on
 * phones, a side column on wide screens; every change searches again.
 */
export function FilterPanel({
  value,
  onChange,
  facets = null,
}: {
  value: PanelFilters;
  onChange: (next: PanelFilters) => void;
  /** How many results each choice would leave, shown beside it. */
  facets?: SearchFacets | null;
}) {
  const id = useId();
  const counted = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`);
  const count = countChoices(value);
  const toggleFree = (group: FreeFromId, on: boolean) =>
    onChange({ ...value, free: on ? [...value.free, group] : value.free.filter((item) => item !== group) });
  return (
    <details className="filter-panel" open={count > 0 ? true : undefined}>
      <summary className="filter-panel__summary">Filters{count > 0 ? ` (${count})` : ''}</summary>
      <div className="filter-panel__body">
        <form
          className="filter-panel__field"
          onSubmit={(event) => {
            event.preventDefault();
            const field = new FormData(event.currentTarget).get('have');
            onChange({ ...value, have: typeof field === 'string' ? field : '' });
          }}
        >
          <label htmlFor={`${id}-have`}>What&apos;s in your fridge?</label>
          <input
            id={`${id}-have`}
            key={value.have}
            name="have"
            className="input"
            placeholder="chicken, rice, spinach"
            defaultValue={value.have}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit" className="button button--secondary">
            Use these
          </button>
        </form>
        <label className="filter-panel__field" htmlFor={`${id}-diet`}>
          Diet
          <select
            id={`${id}-diet`}
            className="input"
            value={value.diet}
            onChange={(event) => onChange({ ...value, diet: event.target.value as PanelFilters['diet'] })}
          >
            <option value="">Any diet</option>
            {DIET_CHOICES.map((diet) => (
              <option key={diet} value={diet}>
                {counted(DIET_LABELS[diet].name, facets?.diets[diet])}
              </option>
            ))}
          </select>
        </label>
        <label className="filter-panel__field" htmlFor={`${id}-cuisine`}>
          Cuisine
          <select
            id={`${id}-cuisine`}
            className="input"
            value={value.cuisine}
            onChange={(event) => onChange({ ...value, cuisine: event.target.value })}
          >
            <option value="">Any cuisine</option>
            {CUISINES.map((cuisine) => (
              <option key={cuisine} value={cuisine}>
                {counted(cuisine, facets?.cuisines[cuisine])}
              </option>
            ))}
          </select>
        </label>
        <label className="filter-panel__field" htmlFor={`${id}-meal`}>
          Meal
          <select
            id={`${id}-meal`}
            className="input"
            value={value.type}
            onChange={(event) => onChange({ ...value, type: event.target.value })}
          >
            <option value="">Any meal</option>
            {MEALS.map((meal) => (
              <option key={meal} value={meal}>
                {counted(title(meal), facets?.types[meal])}
              </option>
            ))}
          </select>
        </label>
        <label className="filter-panel__field" htmlFor={`${id}-time`}>
          Ready in
          <select
            id={`${id}-time`}
            className="input"
            value={value.maxReadyTime}
            onChange={(event) => onChange({ ...value, maxReadyTime: Number(event.target.value) })}
          >
            <option value={0}>Any time</option>
            {TIMES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {counted(`${minutes} minutes or less`, facets?.time[String(minutes)])}
              </option>
            ))}
          </select>
        </label>
        <label className="filter-panel__field" htmlFor={`${id}-sort`}>
          Sort by
          <select
            id={`${id}-sort`}
            className="input"
            value={value.sort}
            onChange={(event) => onChange({ ...value, sort: event.target.value as PanelFilters['sort'] })}
          >
            {SORT_CHOICES.map(([sort, label]) => (
              <option key={sort} value={sort}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="filter-panel__group">
          <legend>Free from</legend>
          {FREE_CHOICES.map((group) => (
            <label key={group} className="filter-panel__check">
              <input
                type="checkbox"
                checked={value.free.includes(group)}
                onChange={(event) => toggleFree(group, event.target.checked)}
              />
              {FREE_FROM_LABELS[group]}
              {facets ? <span className="filter-panel__count"> ({facets.free[group] ?? 0})</span> : null}
            </label>
          ))}
        </fieldset>
        {count > 0 ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => onChange({ ...NO_PANEL_FILTERS, sort: value.sort })}
          >
            Clear filters
          </button>
        ) : null}
      </div>
    </details>
  );
}
