import { Link } from 'react-router';
import { ListIcon } from '@/components/icons';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';

export default function ShoppingListRoute() {
  return (
    <Page heading="Shopping List" documentTitle="Shopping List" narrow>
      <div className="message-card">
        <ListIcon size={40} />
        <p>
          The shopping list generator is not ready yet. Soon it will gather the ingredients of your recipes into one
          list.
        </p>
        <Link to={paths.search} className="button button--primary">
          Search Recipes
        </Link>
      </div>
    </Page>
  );
}
