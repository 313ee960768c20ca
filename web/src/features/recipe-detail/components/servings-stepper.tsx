import { MAX_SERVINGS, MIN_SERVINGS } from '../lib/scale';

/** Servings for the ingredient list: every amount follows; the recipe's own count is one tap away. */
export function ServingsStepper({
  servings,
  original,
  onChange,
}: {
  servings: number;
  original: number;
  onChange: (servings: number) => void;
}) {
  return (
    <div className="servings" role="group" aria-label="Servings">
      <button
        type="button"
        className="servings__button"
        aria-label="Fewer servings"
        disabled={servings <= MIN_SERVINGS}
        onClick={() => onChange(Math.max(MIN_SERVINGS, servings - 1))}
      >
        −
      </button>
      <output className="servings__count" aria-live="polite">
        {servings === 1 ? '1 serving' : `${servings} servings`}
      </output>
      <button
        type="button"
        className="servings__button"
        aria-label="More servings"
        disabled={servings >= MAX_SERVINGS}
        onClick={() => onChange(Math.min(MAX_SERVINGS, servings + 1))}
      >
        +
      </button>
      {servings !== original ? (
        <button type="button" className="button button--ghost" onClick={() => onChange(original)}>
          Back to {original}
        </button>
      ) : null}
    </div>
  );
}
