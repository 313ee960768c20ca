import { Link, useLocation } from 'react-router';
import { ArrowLeftIcon } from '@/components/icons';
import { paths, type MainPath } from '@/config/paths';
import { remembersPreviousPath } from '../previous-path';
import { useNavigationStore } from '../stores/navigation-store';

const NAMES: Record<MainPath, string> = {
  [paths.home]: 'Home',
  [paths.search]: 'Search',
  [paths.recipeManager]: 'Saved recipes',
  [paths.userActions]: 'User Actions',
};

/** "Back to Search" on sub-pages opened from a main page (the recorded previous path). */
export function BackLink() {
  const { pathname } = useLocation();
  const previousPath = useNavigationStore((state) => state.previousPath);
  if (!previousPath || !remembersPreviousPath(pathname)) return null;
  return (
    <Link to={previousPath} className="back-link">
      <ArrowLeftIcon size={18} />
      Back to {NAMES[previousPath]}
    </Link>
  );
}
