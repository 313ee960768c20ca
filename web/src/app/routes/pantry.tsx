import { useCallback } from 'react';
import { LoginRequired, useLoginRequired } from '@/components/login-required';
import { Page } from '@/components/page';
import { PantryScreen } from '@/features/pantry/components/pantry-screen';
import { pantryStore } from '@/features/pantry/stores/pantry-store';

export default function PantryRoute() {
  const load = useCallback(() => pantryStore.getState().load(), []);
  const loggedIn = useLoginRequired(load);
  return (
    <Page heading="Pantry" documentTitle="Pantry" narrow>
      {loggedIn ? (
        <PantryScreen />
      ) : (
        <>
          <p className="page__lead">Log in to keep your pantry: what you have in, and what to use soon.</p>
          <LoginRequired />
        </>
      )}
    </Page>
  );
}
