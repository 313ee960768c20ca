import { useState } from 'react';
import { INVITE_DAYS, type HouseholdInvite, type NewInvite } from '@shared/household';
import { Section } from '@/components/section';
import { copyText } from '@/lib/clipboard';
import { useHouseholdStore } from '../stores/household-store';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });

/** Making an invite, the one just made (its code is shown only now), and the open ones with Revoke. */
export function HouseholdInvites({ invites, nameOf }: { invites: HouseholdInvite[]; nameOf: (id: number) => string }) {
  const { pending, newInvite, invite, revoke, dismissInvite } = useHouseholdStore(
    'pending',
    'newInvite',
    'invite',
    'revoke',
    'dismissInvite',
  );
  const [singleUse, setSingleUse] = useState(true);
  return (
    <Section headingId="household-invites" title="Invites">
      <p className="field__hint">
        An invite lasts {INVITE_DAYS} days. Send its link, or read out its code to be typed on the household page.
      </p>
      <fieldset className="household__choice">
        <legend className="field__label">Who can use it</legend>
        <label>
          <input type="radio" name="invite-use" checked={singleUse} onChange={() => setSingleUse(true)} /> One person
        </label>
        <label>
          <input type="radio" name="invite-use" checked={!singleUse} onChange={() => setSingleUse(false)} /> Anyone with
          it, until it expires
        </label>
      </fieldset>
      <button
        type="button"
        className="button button--primary"
        disabled={pending}
        onClick={() => void invite(singleUse)}
      >
        Make an invite
      </button>
      {newInvite ? <NewInviteCard invite={newInvite} onClose={dismissInvite} /> : null}
      {invites.length > 0 ? (
        <ul className="household__list" aria-label="Open invites">
          {invites.map((open) => (
            <li key={open.id} className="household__row">
              <span className="household__who">
                <strong>{open.singleUse ? 'Single use' : 'Many uses'}</strong>
                <span className="field__hint">
                  by {nameOf(open.createdBy)} · until {dateOf(open.expiresAt)} · used {open.uses}{' '}
                  {open.uses === 1 ? 'time' : 'times'}
                </span>
              </span>
              <button
                type="button"
                className="button button--secondary"
                disabled={pending}
                onClick={() => void revoke(open.id)}
              >
                Revoke
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="field__hint">No open invites.</p>
      )}
    </Section>
  );
}

function NewInviteCard({ invite, onClose }: { invite: NewInvite; onClose: () => void }) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async (what: string, text: string) =>
    setCopied(
      (await copyText(text)) ? `${what} copied.` : `Could not copy: select the ${what.toLowerCase()} and copy it.`,
    );
  return (
    <div className="card household__new" role="region" aria-label="New invite">
      <p>This code is shown only now: copy it or the link before you leave.</p>
      <CopyLine what="Code" text={invite.code} onCopy={copy} />
      <CopyLine what="Link" text={invite.url} onCopy={copy} />
      <p role="status">{copied}</p>
      <button type="button" className="button button--secondary" onClick={onClose}>
        Done
      </button>
    </div>
  );
}

/** One thing shown once, with its Copy button: the code, or the link. */
function CopyLine({
  what,
  text,
  onCopy,
}: {
  what: 'Code' | 'Link';
  text: string;
  onCopy: (what: string, text: string) => Promise<void>;
}) {
  // The code stands out; the link is long, so it is plain text that wraps.
  const Shown = what === 'Code' ? 'strong' : 'span';
  return (
    <p>
      {what}: <Shown className={what === 'Code' ? 'household__code' : 'household__link'}>{text}</Shown>{' '}
      <button type="button" className="button button--secondary" onClick={() => void onCopy(what, text)}>
        Copy {what.toLowerCase()}
      </button>
    </p>
  );
}
