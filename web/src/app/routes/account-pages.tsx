import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { CurrentEmail } from '@/features/auth/components/account-messages';
import { GoBackButton } from './go-back-button';

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
