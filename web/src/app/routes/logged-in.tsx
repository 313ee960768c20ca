import { Link } from 'react-router';
import { LoginRequired, useLoginRequired } from '@/components/login-required';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { CurrentEmail } from '@/features/auth/components/account-messages';
import { loadAccount } from '../session';

export default function LoggedInRoute() {
  // Entering the greeting loads the account details.
  const loggedIn = useLoginRequired(loadAccount);

  if (!loggedIn) {
    return (
      <Page heading="Hello!" documentTitle="Hello" narrow>
        <LoginRequired />
      </Page>
    );
  }
  return (
    <Page heading="Hello!" documentTitle="Hello" narrow>
      <div className="message-card">
        <p>You are logged in as:</p>
        <CurrentEmail />
        <div className="button-row">
          <Link to={paths.home} className="button button--primary">
            Try something new
          </Link>
          <Link to={paths.recipeManager} className="button button--secondary">
            Saved recipes
          </Link>
        </div>
      </div>
    </Page>
  );
}
