import { useEffect } from 'react';
import { useToken } from '@/lib/token';

/**
 * While someone is logged in, the app listens for changes the other members of their household
 * (or their own other devices) make. The listening code loads only then, off the first screen.
 */
export function useLiveUpdates(): void {
  const token = useToken();
  useEffect(() => {
    if (token === null) return;
    let stop: (() => void) | undefined;
    let left = false;
    void import('./live-refresh').then(({ startLive }) => {
      if (!left) stop = startLive(token);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [token]);
}
