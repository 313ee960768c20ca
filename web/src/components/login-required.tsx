import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useHasToken } from '@/lib/token';

/**
 * For screens that need a login: whether a user is logged in, and `load` run each time one is
 * (on entering the screen, and again after logging in while it is open). Without a login the
 * screen shows `<LoginRequired />` instead of its content.
 */
export function useLoginRequired(load?: () => unknown): boolean {
  const hasToken = useHasToken();
  useEffect(() => {
    if (hasToken && load) void load();
  }, [hasToken, load]);
  return hasToken;
}

export function LoginRequired() {
  return (
    <div className="message-card">
      <p>You must login to use this feature.</p>
      <Link to={paths.login} className="button button--primary">
        Login
      </Link>
    </div>
  );
}
