import { HOUSEHOLD_NAME_MAX_LENGTH } from '@shared/household';
import { Section } from '@/components/section';
import { useHouseholdStore } from '../stores/household-store';
import { TextForm } from './text-form';

/** Outside a household: make one, or join one with the code a member sent. */
export function HouseholdStart() {
  const { pending, create, join } = useHouseholdStore('pending', 'create', 'join');
  return (
    <>
      <p className="page__lead">
        A household shares its cooking: make one and invite the people you cook with, or join one with a code.
      </p>
      <Section headingId="household-create" title="Create a household">
        <TextForm
          label="Household name"
          submitLabel="Create"
          placeholder="The Smiths"
          maxLength={HOUSEHOLD_NAME_MAX_LENGTH}
          disabled={pending}
          onSubmit={create}
        />
      </Section>
      <Section headingId="household-join" title="Join with a code">
        <TextForm
          label="Invite code or link"
          submitLabel="Join"
          placeholder="K7MQ3WXP"
          maxLength={500}
          disabled={pending}
          onSubmit={join}
        />
      </Section>
    </>
  );
}
