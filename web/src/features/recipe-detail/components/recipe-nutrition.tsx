import type { Nutrition } from '@shared/recipe';

const NUTRIENTS: readonly [label: string, key: keyof Nutrition, unit: string][] = [
  ['Calories', 'calories', 'kcal'],
  ['Protein', 'protein', 'g'],
  ['Carbs', 'carbohydrates', 'g'],
  ['Fat', 'fat', 'g'],
];

/** Energy and the three macronutrients per serving, rounded: they are estimates. */
export function RecipeNutrition({ nutrition }: { nutrition: Nutrition | undefined }) {
  if (!nutrition) return null;
  return (
    <section className="recipe__section" aria-labelledby="nutrition-heading">
      <h2 id="nutrition-heading">Nutrition per serving</h2>
      <p className="section__note">Estimated from the ingredients and their amounts.</p>
      <dl className="nutrition">
        {NUTRIENTS.map(([label, key, unit]) => (
          <div key={key} className="nutrition__item">
            <dt>{label}</dt>
            <dd>{`${Math.round(nutrition[key])} ${unit}`}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
