import { paths } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/credentials-form';
import { AccountForm, LOGGED_IN, LoggedInCard, useAccountPage } from './account-pages';

/** /login and /login-page: the form, or the logged-in greeting with the current email. */
export default function LoginRoute() {
  const { hasToken, state, onSuccess } = useAccountPage(paths.loggedIn);
  if (hasToken) {
    return <LoggedInCard {...LOGGED_IN.login} />;
  }
  return <AccountForm page="login" state={state} form={<LoginForm onSuccess={onSuccess} />} />;
}
