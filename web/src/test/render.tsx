import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { AppRoutes } from '@/app/app';
import { Notifications } from '@/components/notifications';
import type { ReactNode } from 'react';

function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/** The whole app at `path` (with a stored token when given), as a person would use it. */
export function renderApp(path = '/', { token }: { token?: string } = {}) {
  if (token) localStorage.setItem('token', token);
  const user = userEvent.setup();
  const utils = render(
    <>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
      <Notifications />
    </>,
  );
  return { user, ...utils };
}

/** One component inside a router. */
export function renderWithRouter(ui: ReactNode, path = '/') {
  const user = userEvent.setup();
  const utils = render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <LocationProbe />
    </MemoryRouter>,
  );
  return { user, ...utils };
}
