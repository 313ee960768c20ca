import { useNavigate } from 'react-router';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { CurrentEmail } from '@/features/auth/components/account-messages';
import { LoginForm } from '@/features/auth/components/credentials-form';
import { DeleteAccountButton } from '@/features/auth/components/session-buttons';
import { useHasToken } from '@/lib/token';
import { clearAccountState } from '../session';

export default function DeleteAccountRoute() {
  const hasToken = useHasToken();
  const navigate = useNavigate();
  if (!hasToken) {
    return (
      <Page heading="Delete Account" documentTitle="Delete Account" narrow>
        <p className="page__lead">Please login first!</p>
        <div className="card">
          <LoginForm onSuccess={() => void navigate(paths.loggedIn)} />
        </div>
      </Page>
    );
  }
  return (
    <Page heading="Delete Account" documentTitle="Delete Account" narrow>
      <div className="message-card message-card--warning">
        <CurrentEmail prefix="Account: " />
        <p>
          Deleting your account removes it for good, with your saved recipes, dietary profile and allergy settings. This
          cannot be undone.
        </p>
        <DeleteAccountButton
          onDeleted={() => {
            clearAccountState();
            void navigate(paths.deleted);
          }}
        />
      </div>
    </Page>
  );
}
