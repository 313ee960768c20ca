import type { RecipeDetail as Recipe } from '@shared/recipe';
import { formatDuration } from '@/lib/duration';

function Fact({ term, value, className }: { term: string; value: string; className?: string }) {
  return (
    <div className="facts__item">
      <dt>{term}</dt>
      <dd className={className}>{value}</dd>
    </div>
  );
}

/** Cuisine, course, and the preparation and cooking times: each the recipe gives, nothing when it gives none. */
export function RecipeFacts({ recipe }: { recipe: Recipe }) {
  const cuisines = recipe.cuisines ?? [];
  const dishTypes = recipe.dishTypes ?? [];
  const { preparationMinutes: prep, cookingMinutes: cook } = recipe;
  if (cuisines.length === 0 && dishTypes.length === 0 && prep == null && cook == null) return null;
  return (
    <dl className="facts">
      {cuisines.length > 0 ? <Fact term="Cuisine" value={cuisines.join(', ')} /> : null}
      {dishTypes.length > 0 ? <Fact term="Course" value={dishTypes.join(', ')} className="capitalize" /> : null}
      {prep != null ? <Fact term="Prep" value={formatDuration(prep)} /> : null}
      {cook != null ? <Fact term="Cook" value={formatDuration(cook)} /> : null}
    </dl>
  );
}
