import { Link, useNavigate } from 'react-router';
import { isInviteCode, normaliseInviteCode } from '@shared/household';
import { ErrorAlert } from '@/components/error-alert';
import { paths } from '@/config/paths';
import { useHouseholdStore } from '../stores/household-store';

/**
 * The page an invite link opens: a logged-in user joins with one button; a visitor logs in or
 * registers first and comes back here (the links carry this page as the place to return to).
 */
export function JoinHousehold({ code, loggedIn }: { code: string; loggedIn: boolean }) {
  const navigate = useNavigate();
  const { pending, error, join } = useHouseholdStore('pending', 'error', 'join');
  const normalised = normaliseInviteCode(code);
  const back = { returnTo: paths.joinHousehold(normalised) };
  return (
    <div className="message-card">
      <p>
        You have been invited to join a household with the code <strong>{normalised}</strong>.
      </p>
      {isInviteCode(normalised) ? null : (
        <p className="field__error" role="alert">
          This does not look like an invite code: check the link you were sent.
        </p>
      )}
      <ErrorAlert className="field__error" message={error} />
      {loggedIn ? (
        <button
          type="button"
          className="button button--primary"
          disabled={pending}
          onClick={() => void join(normalised).then((joined) => joined && navigate(paths.household))}
        >
          Join
        </button>
      ) : (
        <>
          <p>Log in or create an account to join; you come back here after.</p>
          <div className="button-row">
            <Link to={paths.login} state={back} className="button button--primary">
              Login
            </Link>
            <Link to={paths.register} state={back} className="button button--secondary">
              Register
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
