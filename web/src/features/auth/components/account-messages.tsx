import { useNavigate } from 'react-router';
import { Skeleton } from '@/components/skeleton';
import { paths } from '@/config/paths';
import { useAuthStore } from '../stores/auth-store';

/** The current email, or a placeholder while the account details load. */
export function CurrentEmail({ prefix }: { prefix?: string }) {
  const email = useAuthStore((state) => state.user?.email ?? null);
  if (!email) return <Skeleton className="skeleton--line" width="14rem" />;
  return (
    <p className="account-email">
      {prefix}
      <strong>{email}</strong>
    </p>
  );
}

/** "See ya!": what still works without an account (/logout and /loggedout). */
export function LoggedOutMessage() {
  const navigate = useNavigate();
  return (
    <div className="message-card">
      <p>
        You can still search for recipes and try random recipes, but your saved recipes are not available until you log
        in again.
      </p>
      <button type="button" className="button button--primary" onClick={() => void navigate(paths.login)}>
        Go to Login
      </button>
    </div>
  );
}
