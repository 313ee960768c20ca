import { Link, useLocation, useNavigate } from 'react-router';
import { paths, returnPathOf } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/credentials-form';
import { useHasToken } from '@/lib/token';
import { CredentialsPage, LoggedInCard } from './account-pages';

/** /login and /login-page: the form, or the logged-in greeting with the current email. */
export default function LoginRoute() {
  const hasToken = useHasToken();
  const navigate = useNavigate();
  const state: unknown = useLocation().state;
  // A page that sent the visitor here to log in (an invite's join page) is where they go back to.
  const returnTo = returnPathOf(state);
  if (hasToken) {
    return (
      <LoggedInCard
        heading="Hello!"
        documentTitle="Login"
        message="You are logged in as:"
        next="Find something to cook"
      />
    );
  }
  return (
    <CredentialsPage
      heading="Login"
      documentTitle="Login"
      lead="Welcome back! Log in to see your saved recipes."
      form={<LoginForm onSuccess={() => void navigate(returnTo ?? paths.loggedIn)} />}
      switchTo={
        <>
          New here?{' '}
          <Link to={paths.register} state={state}>
            Create an account
          </Link>
        </>
      }
    />
  );
}
