import { HOUSEHOLD_NAME_MAX_LENGTH } from '@shared/household';
import { Section } from '@/components/section';
import { useHouseholdStore } from '../stores/household-store';
import { TextForm } from './text-form';

/** The two ways in: a household of one's own, or one a member sent a code for. */
const STARTS = [
  {
    headingId: 'household-create',
    title: 'Create a household',
    label: 'Household name',
    submitLabel: 'Create',
    placeholder: 'The Smiths',
    maxLength: HOUSEHOLD_NAME_MAX_LENGTH,
    action: 'create',
  },
  {
    headingId: 'household-join',
    title: 'Join with a code',
    label: 'Invite code or link',
    submitLabel: 'Join',
    placeholder: 'K7MQ3WXP',
    // A pasted link is longer than the code it holds.
    maxLength: 500,
    action: 'join',
  },
] as const;

/** Outside a household: make one, or join one with the code a member sent. */
export function HouseholdStart() {
  const { pending, create, join } = useHouseholdStore('pending', 'create', 'join');
  return (
    <>
      <p className="page__lead">
        A household shares its cooking: make one and invite the people you cook with, or join one with a code.
      </p>
      {STARTS.map(({ headingId, title, action, ...form }) => (
        <Section key={headingId} headingId={headingId} title={title}>
          <TextForm {...form} disabled={pending} onSubmit={action === 'create' ? create : join} />
        </Section>
      ))}
    </>
  );
}
