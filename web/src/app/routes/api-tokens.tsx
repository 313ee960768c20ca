import { useCallback } from 'react';
import { LoginRequired, useLoginRequired } from '@/components/login-required';
import { Page } from '@/components/page';
import { ApiTokensScreen } from '@/features/tokens/components/api-tokens-screen';
import { tokensStore } from '@/features/tokens/stores/tokens-store';

export default function ApiTokensRoute() {
  const load = useCallback(() => tokensStore.getState().load(), []);
  const loggedIn = useLoginRequired(load);
  return (
    <Page heading="API tokens" documentTitle="API tokens" narrow>
      {loggedIn ? (
        <ApiTokensScreen />
      ) : (
        <>
          <p className="page__lead">Log in to make tokens for your own scripts and apps.</p>
          <LoginRequired />
        </>
      )}
    </Page>
  );
}
