import { DISPLAY_NAME_MAX_LENGTH, HOUSEHOLD_NAME_MAX_LENGTH } from '@shared/household';
import { ErrorAlert } from '@/components/error-alert';
import { Section } from '@/components/section';
import { Skeleton } from '@/components/skeleton';
import { useHouseholdStore } from '../stores/household-store';
import { HouseholdInvites } from './household-invites';
import { HouseholdMembers } from './household-members';
import { HouseholdStart } from './household-start';
import { TextForm } from './text-form';
import '../household.css';

/** The two names a member may change: the household's (its owner) and their own. */
const NAMES = {
  household: { label: 'Household name', submitLabel: 'Rename', maxLength: HOUSEHOLD_NAME_MAX_LENGTH },
  me: { label: 'Display name', submitLabel: 'Save', maxLength: DISPLAY_NAME_MAX_LENGTH },
} as const;

/** The household page for a logged-in user, `email` being theirs. */
export function HouseholdScreen({ email }: { email: string | null }) {
  const { household, status, error, pending, rename, setDisplayName } = useHouseholdStore(
    'household',
    'status',
    'error',
    'pending',
    'rename',
    'setDisplayName',
  );
  const alert = <ErrorAlert className="field__error household__error" message={error} />;
  if (status === 'idle' || status === 'loading') {
    return <Skeleton className="skeleton--line" width="14rem" />;
  }
  if (!household) {
    return (
      <>
        {alert}
        {status === 'failed' ? null : <HouseholdStart />}
      </>
    );
  }
  const me = household.members.find((member) => member.email === email);
  const nameOf = (id: number) =>
    household.members.find((member) => member.userId === id)?.displayName ?? 'a former member';
  // The box keeps the name it saved; a name changed elsewhere starts it afresh.
  const nameForm = (which: keyof typeof NAMES, initial: string, onSubmit: (name: string) => Promise<boolean>) => (
    <TextForm
      key={`${which}-${initial}`}
      {...NAMES[which]}
      initial={initial}
      disabled={pending}
      keep
      onSubmit={onSubmit}
    />
  );
  return (
    <>
      <h2 className="household__name">{household.name}</h2>
      {alert}
      {me?.role === 'owner' ? nameForm('household', household.name, rename) : null}
      <HouseholdMembers household={household} me={me} />
      {me ? (
        <Section headingId="household-me" title="My display name">
          {nameForm('me', me.displayName, (name) => setDisplayName(me.userId, name))}
        </Section>
      ) : null}
      <HouseholdInvites invites={household.invites} nameOf={nameOf} />
    </>
  );
}
