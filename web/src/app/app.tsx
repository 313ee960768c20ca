import { useEffect } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { Notifications } from '@/components/notifications';
import { startTheme } from '@/features/theme/stores/theme-store';
import { routes } from './routes';
import { startApp } from './session';

/** The route table; tests render it inside a MemoryRouter. */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Declarative routing (BrowserRouter + useRoutes) rather than a data router: the app loads its
 * data through stores, and this keeps about 18 KB gzipped of router code off the first screen.
 */
export function App() {
  useEffect(() => startApp(), []);
  useEffect(() => startTheme(), []);
  return (
    <>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <Notifications />
    </>
  );
}
