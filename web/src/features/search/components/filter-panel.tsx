import { useId, useRef } from 'react';
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
import { usePantryWords } from '../hooks/use-pantry-words';

const title = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One labelled drop-down of the panel. */
function Choice({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly (readonly [value: string, text: string])[];
  onChange: (value: string) => void;
}) {
  return (
    <label className="filter-panel__field" htmlFor={id}>
      {label}
      <select id={id} className="input" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

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
  const panel = useRef<HTMLDetailsElement>(null);
  // With a pantry, the fridge field starts from its items (still the cook's to edit before "Use these").
  const pantryWords = usePantryWords();
  const fromPantry = value.have === '' && pantryWords !== '';
  // The "any" choice first, then each one with how many results it would leave, where known.
  const choices = <T extends string | number>(
    any: readonly [value: string, text: string],
    items: readonly T[],
    text: (item: T) => string,
    counts: Record<string, number> | undefined,
  ) => [
    any,
    ...items.map((item) => {
      const count = counts?.[String(item)];
      return [String(item), count === undefined ? text(item) : `${text(item)} (${count})`] as const;
    }),
  ];
  const count = countChoices(value);
  const toggleFree = (group: FreeFromId, on: boolean) =>
    onChange({ ...value, free: on ? [...value.free, group] : value.free.filter((item) => item !== group) });
  return (
    <details ref={panel} className="filter-panel" open={count > 0 ? true : undefined}>
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
            key={fromPantry ? `pantry:${pantryWords}` : value.have}
            name="have"
            className="input"
            placeholder="chicken, rice, spinach"
            defaultValue={fromPantry ? pantryWords : value.have}
            autoComplete="off"
            enterKeyHint="search"
          />
          {fromPantry ? <span className="filter-panel__hint">From your pantry: edit, then use them.</span> : null}
          <button type="submit" className="button button--secondary">
            Use these
          </button>
        </form>
        <Choice
          id={`${id}-diet`}
          label="Diet"
          value={value.diet}
          options={choices(['', 'Any diet'], DIET_CHOICES, (diet) => DIET_LABELS[diet].name, facets?.diets)}
          onChange={(diet) => onChange({ ...value, diet: diet as PanelFilters['diet'] })}
        />
        <Choice
          id={`${id}-cuisine`}
          label="Cuisine"
          value={value.cuisine}
          options={choices(['', 'Any cuisine'], CUISINES, (cuisine) => cuisine, facets?.cuisines)}
          onChange={(cuisine) => onChange({ ...value, cuisine })}
        />
        <Choice
          id={`${id}-meal`}
          label="Meal"
          value={value.type}
          options={choices(['', 'Any meal'], MEALS, title, facets?.types)}
          onChange={(type) => onChange({ ...value, type })}
        />
        <Choice
          id={`${id}-time`}
          label="Ready in"
          value={String(value.maxReadyTime)}
          options={choices(['0', 'Any time'], TIMES, (minutes) => `${minutes} minutes or less`, facets?.time)}
          onChange={(minutes) => onChange({ ...value, maxReadyTime: Number(minutes) })}
        />
        <Choice
          id={`${id}-sort`}
          label="Sort by"
          value={value.sort}
          options={SORT_CHOICES}
          onChange={(sort) => onChange({ ...value, sort: sort as PanelFilters['sort'] })}
        />
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
            onClick={() => onChange({ ...NO_PANEL_FILTERS, sort: value.sort, off: value.off })}
          >
            Clear filters
          </button>
        ) : null}
        {/* On a phone the open panel is a sheet over the lower half: this closes it. */}
        <button
          type="button"
          className="button filter-panel__done"
          onClick={() => {
            if (panel.current) panel.current.open = false;
          }}
        >
          Show results
        </button>
      </div>
    </details>
  );
}
