import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { dayLabel, SLOT_LABELS } from '../lib/labels';
import { usePlanStore } from '../stores/plan-store';

/**
 * Where the plan is kept: a visitor's in this browser until login; once logged in, any entry of
 * this browser the account refused, with the reason, to plan again by hand or remove.
 */
export function DevicePlanNotice({ loggedIn }: { loggedIn: boolean }) {
  const { refused, dropRefused } = usePlanStore('refused', 'dropRefused');
  if (!loggedIn) {
    return (
      <p className="plan__device">
        This plan is kept on this device. <Link to={paths.login}>Log in</Link> or{' '}
        <Link to={paths.register}>register</Link> to keep it with your account.
      </p>
    );
  }
  if (refused.length === 0) return null;
  return (
    <section className="plan__refused" aria-labelledby="plan-refused-heading">
      <h2 id="plan-refused-heading" className="section__title">
        Not saved to your account
      </h2>
      <p>
        These meals were planned on this device before you logged in. They are still here: plan them again or remove
        them.
      </p>
      <ul>
        {refused.map((entry) => (
          <li key={entry.id}>
            <strong>{entry.title}</strong>, {dayLabel(entry.date)} {SLOT_LABELS[entry.slot].toLowerCase()}:{' '}
            {entry.refused ?? 'not saved yet; it will be tried again.'}{' '}
            <button
              type="button"
              className="button button--ghost"
              aria-label={`Remove ${entry.title} from this device`}
              onClick={() => dropRefused(entry.id)}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
