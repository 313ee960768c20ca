import type { ComponentType } from 'react';
import { NavLink, useLocation } from 'react-router';
import { BookmarkIcon, HomeIcon, SearchIcon, UserIcon, type IconProps } from '@/components/icons';
import { paths, type MainPath } from '@/config/paths';
import { useNavigationStore } from '../stores/navigation-store';
import { showsChrome } from './chrome-visibility';

interface NavItem {
  to: MainPath;
  label: string;
  Icon: ComponentType<IconProps>;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: paths.home, label: 'Home', Icon: HomeIcon },
  { to: paths.search, label: 'Search', Icon: SearchIcon },
  { to: paths.recipeManager, label: 'Saved', Icon: BookmarkIcon },
  { to: paths.userActions, label: 'Account', Icon: UserIcon },
];

/** The footer's four icon links; the current page carries aria-current="page" (NavLink). */
export function BottomNav() {
  const { pathname } = useLocation();
  const activeIcon = useNavigationStore((state) => state.activeIcon);
  if (!showsChrome(pathname)) return null;
  return (
    <footer className="app-footer">
      <nav className="bottom-nav" aria-label="Main">
        <ul className="bottom-nav__list">
          {NAV_ITEMS.map(({ to, label, Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                end
                className={({ isActive }) =>
                  isActive || activeIcon === to ? 'bottom-nav__link is-active' : 'bottom-nav__link'
                }
              >
                {({ isActive }) => (
                  <>
                    <Icon filled={isActive || activeIcon === to} />
                    <span className="bottom-nav__label">{label}</span>
                  </>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
