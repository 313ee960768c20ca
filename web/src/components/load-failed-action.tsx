import { Link } from 'react-router';

/**
 * The way on from a page whose thing could not be loaded: somewhere else when it is gone (not
 * found), another try when the failure may pass.
 */
export function LoadFailedAction({
  notFound,
  to,
  label,
  onRetry,
}: {
  notFound: boolean;
  /** Where to go when the thing is gone, and the link's text. */
  to: string;
  label: string;
  onRetry: () => void;
}) {
  return notFound ? (
    <Link to={to} className="button button--primary">
      {label}
    </Link>
  ) : (
    <button type="button" className="button button--primary" onClick={onRetry}>
      Try again
    </button>
  );
}
