import { Link, useNavigate } from 'react-router';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { CurrentEmail } from '@/features/auth/components/account-messages';
import { RegisterForm } from '@/features/auth/components/credentials-form';
import { useHasToken } from '@/lib/token';
import { GoBackButton } from './go-back-button';

export default function RegisterRoute() {
  const hasToken = useHasToken();
  const navigate = useNavigate();
  if (hasToken) {
    return (
      <Page heading="Welcome!" documentTitle="Register" narrow>
        <div className="message-card">
          <p>Your new account has been created!</p>
          <CurrentEmail />
          <Link to={paths.home} className="button button--primary">
            Start cooking
          </Link>
        </div>
      </Page>
    );
  }
  return (
    <Page
      heading="Let's get cookin'!"
      documentTitle="Register"
      lead="Create an account to save recipes and set your diet and allergies."
      narrow
    >
      <div className="card">
        <RegisterForm onSuccess={() => void navigate(paths.newAccount)} />
      </div>
      <p className="form-switch">
        Already have an account? <Link to={paths.login}>Login</Link>
      </p>
      <GoBackButton />
    </Page>
  );
}
