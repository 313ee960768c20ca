import { Link } from 'react-router';
import { LeafIcon, SearchIcon, ShieldIcon } from '@/components/icons';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { CurrentEmail } from '@/features/auth/components/account-messages';

const FIRST_STEPS = [
  { to: paths.dietProfile, Icon: LeafIcon, text: 'Set your dietary profile' },
  { to: paths.allergies, Icon: ShieldIcon, text: 'Choose allergens to avoid' },
  { to: paths.search, Icon: SearchIcon, text: 'Find your first recipe' },
];

export default function NewAccountRoute() {
  return (
    <Page heading="Welcome to Dishcovery!" documentTitle="Welcome" narrow>
      <div className="message-card">
        <p>Your new account has been created!</p>
        <CurrentEmail prefix="Logged in as " />
      </div>
      <h2 className="section__title">Make it yours</h2>
      <ul className="menu">
        {FIRST_STEPS.map(({ to, Icon, text }) => (
          <li key={to}>
            <Link to={to} className="menu__link">
              <Icon />
              <span>{text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
