import { Link, useLocation, useNavigate } from 'react-router';
import { paths, returnPathOf } from '@/config/paths';
import { RegisterForm } from '@/features/auth/components/credentials-form';
import { useHasToken } from '@/lib/token';
import { CredentialsPage, LoggedInCard } from './account-pages';

export default function RegisterRoute() {
  const hasToken = useHasToken();
  const navigate = useNavigate();
  const state: unknown = useLocation().state;
  // A page that sent the visitor here to log in (an invite's join page) is where they go back to.
  const returnTo = returnPathOf(state);
  if (hasToken) {
    return (
      <LoggedInCard
        heading="Welcome!"
        documentTitle="Register"
        message="Your new account has been created!"
        next="Start cooking"
      />
    );
  }
  return (
    <CredentialsPage
      heading="Let's get cookin'!"
      documentTitle="Register"
      lead="Create an account to save recipes and set your diet and allergies."
      form={<RegisterForm onSuccess={() => void navigate(returnTo ?? paths.newAccount)} />}
      switchTo={
        <>
          Already have an account?{' '}
          <Link to={paths.login} state={state}>
            Login
          </Link>
        </>
      }
    />
  );
}
