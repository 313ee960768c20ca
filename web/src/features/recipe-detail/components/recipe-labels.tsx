import { ALLERGY_IDS, ALLERGY_LABELS, DIET_LABELS, isDietId } from '@shared/ids';
import type { RecipeDetail as Recipe } from '@shared/recipe';
import { CheckIcon } from '@/components/icons';

/** The diets the recipe meets and the allergens it is free of, as chips; nothing when it has neither. */
export function RecipeLabels({ recipe }: { recipe: Recipe }) {
  const diets = (recipe.diets ?? []).filter(isDietId);
  const contains = new Set(recipe.allergens ?? []);
  // Without the recipe's allergens nothing is known to be absent.
  const freeOf = recipe.allergens ? ALLERGY_IDS.filter((id) => !contains.has(id)) : [];
  if (diets.length === 0 && freeOf.length === 0) return null;
  return (
    <div className="recipe__labels">
      {diets.length > 0 ? (
        <ul className="chip-list" aria-label="Diets">
          {diets.map((diet) => (
            <li key={diet} className="chip chip--diet">
              {DIET_LABELS[diet].name}
            </li>
          ))}
        </ul>
      ) : null}
      {freeOf.length > 0 ? (
        <div className="chip-row">
          <span className="chip-row__label" id={`free-of-${recipe.id}`}>
            Free of
          </span>
          <ul className="chip-list" aria-labelledby={`free-of-${recipe.id}`}>
            {freeOf.map((allergen) => (
              <li key={allergen} className="chip chip--free">
                <CheckIcon size={14} />
                {ALLERGY_LABELS[allergen]}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
