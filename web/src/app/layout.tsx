import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSkeleton } from '@/components/skeleton';
import { useScrollRestoration } from '@/hooks/use-scroll-restoration';
import { BackLink } from '@/features/navigation/components/back-link';
import { BottomNav } from '@/features/navigation/components/bottom-nav';
import { showsChrome } from '@/features/navigation/components/chrome-visibility';
import { Header } from '@/features/navigation/components/header';
import { useNavigationStore } from '@/features/navigation/stores/navigation-store';
import { useLiveUpdates } from './live-updates';

export function RootLayout() {
  const { pathname } = useLocation();
  const locationChanged = useNavigationStore((state) => state.locationChanged);
  const main = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  useScrollRestoration();
  useLiveUpdates();

  // Before paint, so the back link never shows the previous page's value.
  useLayoutEffect(() => {
    locationChanged(pathname);
  }, [pathname, locationChanged]);

  // After a navigation, screen readers start at the new content.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  const chrome = showsChrome(pathname);
  return (
    <div className={chrome ? 'app' : 'app app--bare'}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <main id="main" ref={main} tabIndex={-1} className="app-main">
        <BackLink />
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      <BottomNav />
    </div>
  );
}
