import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToastHostRequested, subscribeToastHost } from '@/lib/notifications';

const ToastHost = lazy(() => import('./toast-host'));

/** Mounts react-toastify's container the first time a message is sent (see lib/notifications). */
export function Notifications() {
  const requested = useSyncExternalStore(subscribeToastHost, isToastHostRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
