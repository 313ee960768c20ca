import type { ReactNode } from 'react';
import type { RecipeDetail as Recipe } from '@shared/recipe';
import { ClockIcon } from '@/components/icons';
import { formatDuration } from '@/lib/duration';

/** The title with the controls beside it (the save toggle), and the servings and time it takes. */
export function RecipeHeader({ recipe, actions }: { recipe: Recipe; actions?: ReactNode }) {
  return (
    <header className="recipe__header">
      <div className="recipe__title-row">
        <h1 className="recipe__title">{recipe.title}</h1>
        {actions ? <div className="recipe__actions">{actions}</div> : null}
      </div>
      <p className="recipe__meta">
        <ClockIcon size={18} />
        <span>{`Serves: ${recipe.servings} - Ready in ${recipe.readyInMinutes} minutes`}</span>
        {/* From an hour up the minutes alone are hard to read: "1380 minutes" is "23 h". */}
        {recipe.readyInMinutes >= 60 ? <span>{`(${formatDuration(recipe.readyInMinutes)})`}</span> : null}
      </p>
    </header>
  );
}
