import { useEffect } from 'react';
import type { AccountSession } from '@shared/sessions';
import { ActionButton } from '@/components/action-button';
import { LogOutIcon } from '@/components/icons';
import { useSessionsStore } from '../stores/sessions-store';
import '../devices.css';

const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
const at = (iso: string) => when.format(new Date(iso));

function Device({ session }: { session: AccountSession }) {
  const end = useSessionsStore((state) => state.end);
  const pending = useSessionsStore((state) => state.pending.includes(session.id));
  return (
    <li className="devices__item">
      <div className="devices__text">
        <p className="devices__name">
          {session.device}
          {session.current ? <span className="devices__here">This device</span> : null}
        </p>
        <p className="devices__times">
          {'Logged in '}
          <time dateTime={session.createdAt}>{at(session.createdAt)}</time>
          {' · last used '}
          <time dateTime={session.lastUsedAt}>{at(session.lastUsedAt)}</time>
        </p>
      </div>
      {session.current ? null : (
        <button
          type="button"
          className="button button--secondary"
          aria-label={`Log out ${session.device}, last used ${at(session.lastUsedAt)}`}
          disabled={pending}
          onClick={() => void end(session.id)}
        >
          Log out
        </button>
      )}
    </li>
  );
}

/**
 * The devices the account is logged in on, this one first: each other one can be logged out,
 * or all others at once, or every device with this one.
 */
export function Devices({ onLoggedOutEverywhere }: { onLoggedOutEverywhere: () => void }) {
  const { sessions, status, load, endOthers, endAll } = useSessionsStore((state) => state);
  const pending = useSessionsStore((state) => state.pending.length > 0);
  useEffect(() => {
    void load();
  }, [load]);
  const others = sessions.filter((session) => !session.current).length;

  return (
    <section className="devices card" aria-labelledby="devices-title">
      <h2 id="devices-title" className="section__title">
        Your devices
      </h2>
      <p className="devices__lead">
        Where your account is logged in. A login you stop using ends by itself after a while.
      </p>
      {status === 'loading' ? <p role="status">Loading your devices…</p> : null}
      {status === 'failed' ? <p role="alert">Your devices could not be loaded. Please try again later.</p> : null}
      {status === 'succeeded' ? (
        <ul className="devices__list" aria-label="Logged-in devices">
          {sessions.map((session) => (
            <Device key={session.id} session={session} />
          ))}
        </ul>
      ) : null}
      <div className="button-row">
        {others > 0 ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={pending}
            onClick={() => void endOthers()}
          >
            Log out other devices
          </button>
        ) : null}
        <ActionButton
          className="button button--danger"
          disabled={pending}
          action={endAll}
          onDone={onLoggedOutEverywhere}
        >
          <LogOutIcon size={20} />
          Log out everywhere
        </ActionButton>
      </div>
    </section>
  );
}
