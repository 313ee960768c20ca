import { Link } from 'react-router';
import { ChevronRightIcon, KeyIcon } from '@/components/icons';
import { paths } from '@/config/paths';

/** The link to the API tokens that the account menu shows below itself, keeping the menu's own items as they are. */
export function ApiTokensTeaser() {
  return (
    <Link to={paths.apiTokens} className="teaser">
      <KeyIcon />
      <span className="teaser__text">
        <strong>API tokens</strong>
        <span>For your own scripts and apps: read your recipes, plan and list.</span>
      </span>
      <ChevronRightIcon />
    </Link>
  );
}
