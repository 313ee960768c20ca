import { Link } from 'react-router';
import { SearchIcon } from '@/components/icons';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';

export default function NotFoundRoute() {
  return (
    <Page heading="Page Not Found" documentTitle="Page Not Found" narrow>
      <div className="message-card">
        <p className="not-found__sorry">Sorry!</p>
        <p>This page isn't ready yet... ...or it simply doesn't exist.</p>
        <p>Use the back arrow at the top of the page to return to where you were.</p>
        <Link to={paths.search} className="button button--primary">
          <SearchIcon size={20} />
          Search Recipes
        </Link>
      </div>
    </Page>
  );
}
