import { useEffect } from 'react';
import { useHasToken } from '@/lib/token';

/** Loads the plan on arrival and again on logging in or out: the account's plan, or this browser's. */
export function usePlanLoad(load: () => Promise<void>): boolean {
  const hasToken = useHasToken();
  useEffect(() => {
    void load();
  }, [hasToken, load]);
  return hasToken;
}
