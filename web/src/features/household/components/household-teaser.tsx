import { Link } from 'react-router';
import { ChevronRightIcon, UserPlusIcon } from '@/components/icons';
import { paths } from '@/config/paths';

/** The link to the household page that the account menu shows below itself. */
export function HouseholdTeaser() {
  return (
    <Link to={paths.household} className="teaser">
      <UserPlusIcon />
      <span className="teaser__text">
        <strong>Household</strong>
        <span>Cook together: invite the people you share meals with.</span>
      </span>
      <ChevronRightIcon />
    </Link>
  );
}
