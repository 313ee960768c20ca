import { formatClock } from '../lib/durations';
import { useTimersStore } from '../stores/timers-store';

/**
 * The running and rung timers, each with its clock and a button that stops it (or dismisses it
 * once it has rung). Cook mode shows them under the step; the recipe page shows them after cook
 * mode is closed, so a timer never runs out of sight.
 */
export function TimerList({ className }: { className: string }) {
  const timers = useTimersStore((state) => state.timers);
  const now = useTimersStore((state) => state.now);
  const cancelTimer = useTimersStore((state) => state.cancel);
  if (timers.length === 0) return null;
  return (
    <ul className={className} aria-label="Timers">
      {timers.map((timer) => (
        <li key={timer.id} className={timer.done ? 'cook-timer is-done' : 'cook-timer'}>
          <span className="cook-timer__label">{timer.label}</span>
          {timer.done ? (
            <strong className="cook-timer__clock" role="alert">
              Time is up
            </strong>
          ) : (
            <span className="cook-timer__clock" role="timer">
              {formatClock((timer.endsAt - now) / 1000)}
            </span>
          )}
          <button
            type="button"
            className="button button--secondary cook-timer__button"
            aria-label={`${timer.done ? 'Dismiss' : 'Stop'} timer ${timer.label}`}
            onClick={() => cancelTimer(timer.id)}
          >
            {timer.done ? 'Dismiss' : 'Stop'}
          </button>
        </li>
      ))}
    </ul>
  );
}
