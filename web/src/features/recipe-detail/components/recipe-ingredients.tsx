import type { ReactNode } from 'react';
import type { RecipeView, RecipeViewState } from '../hooks/use-recipe-view';
import { ServingsStepper } from './servings-stepper';
import { UnitChoice } from './unit-choice';

/**
 * The ingredient list at the servings and in the measures chosen above it, with the route's tools
 * beside the stepper; a line with no amount to scale says it is shown as written.
 */
export function RecipeIngredients({
  shown,
  tools,
}: {
  shown: RecipeView;
  tools?: (view: RecipeViewState) => ReactNode;
}) {
  const { view, lines, units, chooseUnits, setServings } = shown;
  return (
    <section className="recipe__section recipe__ingredients" aria-labelledby="ingredients-heading">
      <h2 id="ingredients-heading">Ingredients</h2>
      {lines.length > 0 ? (
        <>
          <ServingsStepper servings={view.servings} original={view.baseServings} onChange={setServings} />
          <UnitChoice value={units} onChange={chooseUnits} />
          {tools?.(view)}
          <ul className="ingredients">
            {lines.map((line, index) => (
              <li key={`${index}-${line.text}`}>
                {line.text}
                {line.scaled ? null : <span className="ingredients__note"> (as written)</span>}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>Ingredients unavailable.</p>
      )}
    </section>
  );
}
