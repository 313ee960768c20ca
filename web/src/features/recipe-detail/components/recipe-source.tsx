import type { RecipeDetail as Recipe } from '@shared/recipe';
import { safeExternalUrl } from '@/lib/sanitize';

/** Where the recipe comes from (a link when its address is a safe one) and its licence. */
export function RecipeSource({ recipe }: { recipe: Recipe }) {
  const { sourceName, license } = recipe;
  if (!sourceName && !license) return null;
  const sourceUrl = safeExternalUrl(recipe.sourceUrl);
  return (
    <p className="recipe__source">
      {sourceName ? (
        <>
          Source:{' '}
          {sourceUrl ? (
            <a href={sourceUrl} target="_blank" rel="noopener noreferrer">
              {sourceName}
            </a>
          ) : (
            sourceName
          )}
        </>
      ) : null}
      {sourceName && license ? ' · ' : null}
      {license ? `Licence: ${license}` : null}
    </p>
  );
}
