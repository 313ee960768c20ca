import { Link } from 'react-router';
import type { RecipeInformation } from '@shared/api';
import type { DietId } from '@shared/ids';
import type { RecipeSummary } from '@shared/recipe';
import { paths } from '@/config/paths';
import { formatDuration } from '@/lib/duration';
import { responsiveImage, TILE_SIZES } from '@/lib/image';
import { WarningIcon } from './icons';
import { Skeleton } from './skeleton';

/** Recipes without an image are not shown. */
export const withImage = <T extends RecipeSummary>(recipes: readonly T[]): T[] =>
  recipes.filter((recipe) => typeof recipe.image === 'string' && recipe.image.trim() !== '');

/** Tiles in the first screenful load at once (the first with high priority): they are the page's largest paint. */
const EAGER_TILES = 4;

/** The one diet a tile names, the most telling first. */
const DIET_HINTS: readonly (readonly [DietId, string])[] = [
  ['vegan', 'Vegan'],
  ['vegetarian', 'Vegetarian'],
  ['pescatarian', 'Pescatarian'],
  ['ketogenic', 'Keto'],
];

/** "25 min · Vegan" or "1 h 20 min": what a results page is scanned for, when the recipe carries it. */
export function tileMeta(recipe: RecipeSummary & Partial<RecipeInformation>): string | null {
  const parts: string[] = [];
  if (recipe.readyInMinutes && recipe.readyInMinutes > 0) parts.push(formatDuration(recipe.readyInMinutes));
  const diet = DIET_HINTS.find(([id]) => recipe.diets?.includes(id));
  if (diet) parts.push(diet[1]);
  return parts.length > 0 ? parts.join(' · ') : null;
}

interface RecipeTileProps {
  recipe: RecipeSummary & Partial<RecipeInformation>;
  position?: number;
  /** A warning shown on the tile, e.g. "Contains peanut". */
  warning?: string | null;
  /** A quiet note under the title, e.g. "Without: rice". */
  note?: string | null;
  /** Controls and text below the link (e.g. the saved list's remove button). */
  children?: React.ReactNode;
}

export function RecipeTile({ recipe, position = EAGER_TILES, warning = null, note = null, children }: RecipeTileProps) {
  const { src, srcSet } = responsiveImage(recipe.image);
  const meta = tileMeta(recipe);
  return (
    <li className="tile">
      <Link
        to={paths.recipe(recipe.id)}
        className="tile__link"
        aria-label={warning ? `${recipe.title}. Warning: ${warning}` : undefined}
      >
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
        {meta ? <span className="tile__meta">{meta}</span> : null}
        {note ? <span className="tile__note">{note}</span> : null}
        {warning ? (
          <span className="tile__warning">
            <WarningIcon size={16} />
            {warning}
          </span>
        ) : null}
      </Link>
      {children}
    </li>
  );
}

interface RecipeGridProps<T extends RecipeSummary> {
  recipes: readonly T[];
  /** The accessible name of the list, e.g. "Search Results". */
  label: string;
  loading?: boolean;
  /** How many placeholders to show while loading. */
  placeholders?: number;
  /** Shown when the list is empty and not loading. */
  empty?: React.ReactNode;
  /** A warning for a tile, or null for none. */
  warningFor?: (recipe: T) => string | null;
  /** A note for a tile, or null for none. */
  noteFor?: (recipe: T) => string | null;
  /** What a tile shows below its link, e.g. controls. */
  extraFor?: (recipe: T) => React.ReactNode;
}

export function RecipeGrid<T extends RecipeSummary>({
  recipes,
  label,
  loading = false,
  placeholders = 8,
  empty,
  warningFor,
  noteFor,
  extraFor,
}: RecipeGridProps<T>) {
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
        <RecipeTile
          key={recipe.id}
          recipe={recipe}
          position={position}
          warning={warningFor?.(recipe) ?? null}
          note={noteFor?.(recipe) ?? null}
        >
          {extraFor?.(recipe)}
        </RecipeTile>
      ))}
    </ul>
  );
}
