import { Link } from 'react-router';
import { LeafIcon, SearchIcon, ShieldIcon } from '@/components/icons';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { CurrentEmail } from '@/features/auth/components/account-messages';

export default function NewAccountRoute() {
  return (
    <Page heading="Welcome to Dishcovery!" documentTitle="Welcome" narrow>
      <div className="message-card">
        <p>Your new account has been created!</p>
        <CurrentEmail prefix="Logged in as " />
      </div>
      <h2 className="section__title">Make it yours</h2>
      <ul className="menu">
        <li>
          <Link to={paths.dietProfile} className="menu__link">
            <LeafIcon />
            <span>Set your dietary profile</span>
          </Link>
        </li>
        <li>
          <Link to={paths.allergies} className="menu__link">
            <ShieldIcon />
            <span>Choose allergens to avoid</span>
          </Link>
        </li>
        <li>
          <Link to={paths.search} className="menu__link">
            <SearchIcon />
            <span>Find your first recipe</span>
          </Link>
        </li>
      </ul>
    </Page>
  );
}
