import { useNavigate } from 'react-router';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { LoggedOutMessage } from '@/features/auth/components/account-messages';
import { Devices } from '@/features/auth/components/devices';
import { LogoutButton } from '@/features/auth/components/session-buttons';
import { useHasToken } from '@/lib/token';
import { clearAccountState } from '../session';

export default function LogoutRoute() {
  const hasToken = useHasToken();
  const navigate = useNavigate();
  if (!hasToken) return <LoggedOutRoute />;
  const loggedOut = () => {
    clearAccountState();
    void navigate(paths.loggedOut);
  };
  return (
    <Page heading="Logout" documentTitle="Logout" narrow>
      <div className="message-card">
        <p>Leaving the kitchen? Your saved recipes, diet and allergies will be here when you log in again.</p>
        <LogoutButton onLoggedOut={loggedOut} />
      </div>
      <Devices onLoggedOutEverywhere={loggedOut} />
    </Page>
  );
}

export function LoggedOutRoute() {
  return (
    <Page heading="See ya!" documentTitle="Logged out" narrow>
      <LoggedOutMessage />
    </Page>
  );
}
