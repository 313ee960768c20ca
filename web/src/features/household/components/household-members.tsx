import type { Household, HouseholdMember } from '@shared/household';
import { ConfirmAction } from '@/components/confirm-action';
import { Section } from '@/components/section';
import { useHouseholdStore } from '../stores/household-store';

const ROLE_LABELS = { owner: 'Owner', member: 'Member' } as const;

/** Who is in the household; the owner can remove a member or hand the household over, anyone can leave. */
export function HouseholdMembers({ household, me }: { household: Household; me: HouseholdMember | undefined }) {
  const { pending, removeMember, handOver } = useHouseholdStore('pending', 'removeMember', 'handOver');
  const owner = me?.role === 'owner';
  const alone = household.members.length === 1;
  return (
    <Section headingId="household-members" title={`Members (${household.members.length})`}>
      <ul className="household__list" aria-label="Members">
        {household.members.map((member) => {
          const self = member.userId === me?.userId;
          return (
            <li key={member.userId} className="household__row">
              <span className="household__who">
                <strong>{member.displayName}</strong>
                {self ? ' (you)' : ''}
                <span className="field__hint">
                  {ROLE_LABELS[member.role]} · {member.email}
                </span>
              </span>
              {owner && !self ? (
                <span className="button-row">
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={pending}
                    onClick={() => void handOver(member.userId)}
                  >
                    Make owner
                  </button>
                  <ConfirmRemoval
                    triggerLabel="Remove"
                    title={`Remove ${member.displayName} from “${household.name}”?`}
                    text="They lose access to the household; an invite can bring them back."
                    confirmLabel="Remove"
                    keepLabel="Keep"
                    action={() => removeMember(member.userId, false)}
                  />
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {me ? (
        <ConfirmRemoval
          triggerLabel="Leave household"
          title={`Leave “${household.name}”?`}
          text={
            owner && !alone
              ? 'The member who joined first becomes the owner. You need a new invite to come back.'
              : alone
                ? 'You are its only member, so the household goes with you.'
                : 'You need a new invite to come back.'
          }
          confirmLabel="Leave"
          keepLabel="Stay"
          action={() => removeMember(me.userId, true)}
        />
      ) : null}
    </Section>
  );
}

interface ConfirmRemovalProps {
  triggerLabel: string;
  title: string;
  text: string;
  confirmLabel: string;
  keepLabel: string;
  action: () => Promise<boolean>;
}

/** Removing a member or leaving, asked first; the confirmation shows the server's refusal in place. */
function ConfirmRemoval(props: ConfirmRemovalProps) {
  const { pending, error } = useHouseholdStore('pending', 'error');
  return (
    <ConfirmAction
      triggerClassName="button button--secondary"
      iconSize={16}
      error={error ?? undefined}
      pending={pending}
      onDone={() => undefined}
      {...props}
    />
  );
}
