import { useCallback } from 'react';
import { LoginRequired, useLoginRequired } from '@/components/login-required';
import { Page } from '@/components/page';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { HouseholdScreen } from '@/features/household/components/household-screen';
import { householdStore } from '@/features/household/stores/household-store';
import { loadAccount } from '../session';

export default function HouseholdRoute() {
  // The members are matched to the account by email, so both are read on entering.
  const load = useCallback(() => Promise.all([loadAccount(), householdStore.getState().load()]), []);
  const loggedIn = useLoginRequired(load);
  const email = useAuthStore((state) => state.user?.email ?? null);
  return (
    <Page heading="Household" documentTitle="Household" narrow>
      {loggedIn ? <HouseholdScreen email={email} /> : <LoginRequired />}
    </Page>
  );
}
