import { Link } from 'react-router';
import { ChevronRightIcon, ListIcon } from '@/components/icons';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { RandomRecipes } from '@/features/random/components/random-recipes';

export default function HomeRoute() {
  return (
    <Page
      heading="Try something new!"
      documentTitle="Home"
      lead="A handful of ideas for today. Not feeling it? Refresh."
    >
      <RandomRecipes />
      <Link to={paths.shoppingList} className="teaser">
        <ListIcon />
        <span className="teaser__text">
          <strong>Shopping list generator</strong>
          <span>Turn recipes into one shopping list. Coming soon.</span>
        </span>
        <ChevronRightIcon />
      </Link>
    </Page>
  );
}
