import { useEffect, useState } from 'react';
import { copyText } from '@/lib/clipboard';
import { usePlanStore } from '../stores/plan-store';

/**
 * The plan in a phone's calendar: a private address to subscribe to, shown once, with a way to
 * copy it and to make it stop working.
 */
export function CalendarPanel() {
  const { calendar, makeCalendar, revokeCalendar, forgetCalendar } = usePlanStore(
    'calendar',
    'makeCalendar',
    'revokeCalendar',
    'forgetCalendar',
  );
  useEffect(() => forgetCalendar, [forgetCalendar]);
  const [copied, setCopied] = useState<string | null>(null);
  const address = calendar.address;

  async function copy(text: string) {
    setCopied((await copyText(text)) ? 'Copied.' : 'Could not copy: select the address and copy it by hand.');
  }

  return (
    <section className="plan-calendar" aria-labelledby="plan-calendar-heading">
      <h2 id="plan-calendar-heading" className="section__title">
        Calendar
      </h2>
      <p>
        See your plan in your phone&apos;s calendar: make a private address and subscribe to it in the calendar app
        (&quot;Add calendar from URL&quot;). It shows last month and the next two. Anyone with the address can see your
        plan, so keep it to yourself. A new address replaces the old one, which stops working.
      </p>
      {address ? (
        <div className="plan-calendar__address">
          <label>
            Your calendar address (shown only now)
            <input className="input" readOnly value={address} onFocus={(event) => event.target.select()} />
          </label>
          <button type="button" className="button button--secondary" onClick={() => void copy(address)}>
            Copy
          </button>
          <p role="status">{copied ?? ''}</p>
        </div>
      ) : null}
      {calendar.note ? <p role="status">{calendar.note}</p> : null}
      <div className="button-row">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setCopied(null);
            void makeCalendar();
          }}
        >
          {address ? 'Make a new address' : 'Make a calendar address'}
        </button>
        <button type="button" className="button button--ghost" onClick={() => void revokeCalendar()}>
          Stop the calendar address
        </button>
      </div>
    </section>
  );
}
