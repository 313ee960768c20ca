import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Page } from '@/components/page';
import { paths, returnPathOf } from '@/config/paths';
import { useHasToken } from '@/lib/token';
import { CurrentEmail } from '@/features/auth/components/account-messages';
import { GoBackButton } from './go-back-button';

/** What the login and register pages say to someone logged in. */
export const LOGGED_IN = {
  login: {
    heading: 'Hello!',
    documentTitle: 'Login',
    message: 'You are logged in as:',
    next: 'Find something to cook',
  },
  register: {
    heading: 'Welcome!',
    documentTitle: 'Register',
    message: 'Your new account has been created!',
    next: 'Start cooking',
  },
} as const;

/** The login and register pages once a user is logged in: who they are, and a way on. */
export function LoggedInCard({
  heading,
  documentTitle,
  message,
  next,
}: {
  heading: string;
  documentTitle: string;
  message: string;
  /** The button's text: it opens the home page. */
  next: string;
}) {
  return (
    <Page heading={heading} documentTitle={documentTitle} narrow>
      <div className="message-card">
        <p>{message}</p>
        <CurrentEmail />
        <Link to={paths.home} className="button button--primary">
          {next}
        </Link>
      </div>
    </Page>
  );
}

/** The login and register pages' form in a card, the way to the other one, and a way back. */
export function CredentialsPage({
  heading,
  documentTitle,
  lead,
  form,
  switchTo,
}: {
  heading: string;
  documentTitle: string;
  lead: string;
  form: ReactNode;
  /** The question and link under the form, e.g. "New here? Create an account". */
  switchTo: ReactNode;
}) {
  return (
    <Page heading={heading} documentTitle={documentTitle} lead={lead} narrow>
      <div className="card">{form}</div>
      <p className="form-switch">{switchTo}</p>
      <GoBackButton />
    </Page>
  );
}

/**
 * What the login and register pages share: whether someone is logged in, the state to pass to the
 * other page, and where to go after success (the page that sent the visitor, such as an invite's
 * join page, or `fallback`).
 */
export function useAccountPage(fallback: string) {
  const hasToken = useHasToken();
  const navigate = useNavigate();
  const state: unknown = useLocation().state;
  const returnTo = returnPathOf(state);
  return { hasToken, state, onSuccess: () => void navigate(returnTo ?? fallback) };
}

/** The login and register forms' own words, and the link to the other page. */
const ACCOUNT_FORMS = {
  login: {
    heading: 'Login',
    documentTitle: 'Login',
    lead: 'Welcome back! Log in to see your saved recipes.',
    question: 'New here?',
    other: paths.register,
    otherLabel: 'Create an account',
  },
  register: {
    heading: "Let's get cookin'!",
    documentTitle: 'Register',
    lead: 'Create an account to save recipes and set your diet and allergies.',
    question: 'Already have an account?',
    other: paths.login,
    otherLabel: 'Login',
  },
} as const;

/** The login or register page with its form; `state` goes on to the other page. */
export function AccountForm({
  page,
  state,
  form,
}: {
  page: keyof typeof ACCOUNT_FORMS;
  state: unknown;
  form: ReactNode;
}) {
  const { question, other, otherLabel, ...texts } = ACCOUNT_FORMS[page];
  return (
    <CredentialsPage
      {...texts}
      form={form}
      switchTo={
        <>
          {question}{' '}
          <Link to={other} state={state}>
            {otherLabel}
          </Link>
        </>
      }
    />
  );
}
