interface SkeletonProps {
  className?: string;
  width?: string;
  height?: string;
}

/** A grey shimmering block standing in for content that is loading. */
export function Skeleton({ className, width, height }: SkeletonProps) {
  return (
    <span className={className ? `skeleton ${className}` : 'skeleton'} style={{ width, height }} aria-hidden="true" />
  );
}

/** A generic page placeholder while a route's code loads. */
export function PageSkeleton() {
  return (
    <div className="page" aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading…
      </p>
      <Skeleton className="skeleton--heading" />
      <Skeleton className="skeleton--line" width="70%" />
      <Skeleton className="skeleton--line" width="55%" />
    </div>
  );
}
