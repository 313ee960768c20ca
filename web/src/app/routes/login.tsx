import { Link, useNavigate } from 'react-router';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { CurrentEmail } from '@/features/auth/components/account-messages';
import { LoginForm } from '@/features/auth/components/credentials-form';
import { useHasToken } from '@/lib/token';
import { GoBackButton } from './go-back-button';

/** /login and /login-page: the form, or the logged-in greeting with the current email. */
export default function LoginRoute() {
  const hasToken = useHasToken();
  const navigate = useNavigate();
  if (hasToken) {
    return (
      <Page heading="Hello!" documentTitle="Login" narrow>
        <div className="message-card">
          <p>You are logged in as:</p>
          <CurrentEmail />
          <Link to={paths.home} className="button button--primary">
            Find something to cook
          </Link>
        </div>
      </Page>
    );
  }
  return (
    <Page heading="Login" documentTitle="Login" lead="Welcome back! Log in to see your saved recipes." narrow>
      <div className="card">
        <LoginForm onSuccess={() => void navigate(paths.loggedIn)} />
      </div>
      <p className="form-switch">
        New here? <Link to={paths.register}>Create an account</Link>
      </p>
      <GoBackButton />
    </Page>
  );
}
