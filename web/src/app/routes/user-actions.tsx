import type { ComponentType } from 'react';
import { Link } from 'react-router';
import {
  ChevronRightIcon,
  LeafIcon,
  LogInIcon,
  LogOutIcon,
  ShieldIcon,
  TrashIcon,
  UserPlusIcon,
  type IconProps,
} from '@/components/icons';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { CurrentEmail } from '@/features/auth/components/account-messages';
import { HouseholdTeaser } from '@/features/household/components/household-teaser';
import { PantryTeaser } from '@/features/pantry/components/pantry-teaser';
import { PlanTeaser } from '@/features/plan/components/plan-teaser';
import { ApiTokensTeaser } from '@/features/tokens/components/api-tokens-teaser';
import { ThemeChoiceField } from '@/features/theme/components/theme-choice';
import { useHasToken } from '@/lib/token';

interface MenuItem {
  to: string;
  label: string;
  Icon: ComponentType<IconProps>;
  danger?: boolean;
}

const LOGGED_OUT: MenuItem[] = [
  { to: paths.login, label: 'Login', Icon: LogInIcon },
  { to: paths.register, label: 'Register', Icon: UserPlusIcon },
  { to: paths.deleteAccount, label: 'Delete Account', Icon: TrashIcon, danger: true },
];

const LOGGED_IN: MenuItem[] = [
  { to: paths.dietProfile, label: 'Dietary Profile', Icon: LeafIcon },
  { to: paths.allergies, label: 'Allergy Settings', Icon: ShieldIcon },
  { to: paths.deleteAccount, label: 'Delete Account', Icon: TrashIcon, danger: true },
  { to: paths.logout, label: 'Logout', Icon: LogOutIcon },
];

export default function UserActionsRoute() {
  const hasToken = useHasToken();
  const items = hasToken ? LOGGED_IN : LOGGED_OUT;
  return (
    <Page heading="User Actions" documentTitle="User Actions" narrow>
      {hasToken ? (
        <CurrentEmail prefix="Logged in as " />
      ) : (
        <p className="page__lead">Log in to save recipes and set your diet and allergies.</p>
      )}
      <nav aria-label="User actions">
        <ul className="menu">
          {items.map(({ to, label, Icon, danger }) => (
            <li key={to}>
              <Link to={to} className={danger ? 'menu__link menu__link--danger' : 'menu__link'}>
                <Icon />
                <span>{label}</span>
                <ChevronRightIcon className="menu__chevron" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* The theme is the device's, not the account's: shown logged in or out. */}
      <ThemeChoiceField />
      {/* The plan works with or without an account, so it sits beside the account's menu, not in it. */}
      <PlanTeaser />
      {hasToken ? <HouseholdTeaser /> : null}
      {hasToken ? <PantryTeaser /> : null}
      {hasToken ? <ApiTokensTeaser /> : null}
    </Page>
  );
}
