import { Link } from 'react-router';
import { ChevronRightIcon, PotIcon } from '@/components/icons';
import { paths } from '@/config/paths';

/** The link to the pantry that the account menu shows below itself. */
export function PantryTeaser() {
  return (
    <Link to={paths.pantry} className="teaser">
      <PotIcon />
      <span className="teaser__text">
        <strong>Pantry</strong>
        <span>What you have in, and what to use soon.</span>
      </span>
      <ChevronRightIcon />
    </Link>
  );
}
