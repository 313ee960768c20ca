import { Skeleton } from '@/components/skeleton';

/** The loading fallback: the page's shape, so nothing jumps when the recipe arrives. */
export function RecipeSkeleton() {
  return (
    <div className="recipe" aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading recipe…
      </p>
      <div aria-hidden="true">
        <Skeleton className="skeleton--heading" width="75%" />
        <Skeleton className="skeleton--line" width="45%" />
        <Skeleton className="recipe__media skeleton--media" />
        <Skeleton className="skeleton--line" />
        <Skeleton className="skeleton--line" width="90%" />
        <Skeleton className="skeleton--line" width="60%" />
      </div>
    </div>
  );
}
