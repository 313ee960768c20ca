import { Link } from 'react-router';
import type { RecipeSummary } from '@shared/recipe';
import { paths } from '@/config/paths';
import { responsiveImage, TILE_SIZES } from '@/lib/image';
import { Skeleton } from './skeleton';

/** Recipes without an image are not shown. */
export const withImage = (recipes: readonly RecipeSummary[]): RecipeSummary[] =>
  recipes.filter((recipe) => typeof recipe.image === 'string' && recipe.image.trim() !== '');

/** Tiles in the first screenful load at once (the first with high priority): they are the page's largest paint. */
const EAGER_TILES = 4;

export function RecipeTile({ recipe, position = EAGER_TILES }: { recipe: RecipeSummary; position?: number }) {
  const { src, srcSet } = responsiveImage(recipe.image);
  return (
    <li className="tile">
      <Link to={paths.recipe(recipe.id)} className="tile__link">
        <span className="tile__media">
          <img
            src={src}
            srcSet={srcSet}
            sizes={srcSet ? TILE_SIZES : undefined}
            alt=""
            width={400}
            height={300}
            loading={position < EAGER_TILES ? 'eager' : 'lazy'}
            fetchPriority={position === 0 ? 'high' : 'auto'}
            decoding="async"
          />
        </span>
        <span className="tile__title">{recipe.title}</span>
      </Link>
    </li>
  );
}

interface RecipeGridProps {
  recipes: readonly RecipeSummary[];
  /** The accessible name of the list, e.g. "Search Results". */
  label: string;
  loading?: boolean;
  /** How many placeholders to show while loading. */
  placeholders?: number;
  /** Shown when the list is empty and not loading. */
  empty?: React.ReactNode;
}

export function RecipeGrid({ recipes, label, loading = false, placeholders = 8, empty }: RecipeGridProps) {
  if (loading) {
    return (
      <div aria-busy="true">
        <p className="visually-hidden" role="status">
          Loading recipes…
        </p>
        <ul className="recipe-grid" aria-hidden="true">
          {Array.from({ length: placeholders }, (_, index) => (
            <li key={index} className="tile tile--placeholder">
              <Skeleton className="tile__media" />
              <Skeleton className="skeleton--line" width="80%" />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const shown = withImage(recipes);
  if (shown.length === 0) return empty ? <div className="empty-state">{empty}</div> : null;
  return (
    <ul className="recipe-grid" aria-label={label}>
      {shown.map((recipe, position) => (
        <RecipeTile key={recipe.id} recipe={recipe} position={position} />
      ))}
    </ul>
  );
}
