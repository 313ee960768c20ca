import { Link, useLocation, useNavigate } from 'react-router';
import { ArrowLeftIcon, ArrowRightIcon, PotIcon } from '@/components/icons';
import { paths } from '@/config/paths';
import { showsChrome } from './chrome-visibility';
import { HeaderSearch } from './header-search';

export function Header() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (!showsChrome(pathname)) return null;
  return (
    <header className="app-header">
      <div className="app-header__inner">
        <div className="app-header__arrows">
          <button type="button" className="icon-button" aria-label="Go back" onClick={() => void navigate(-1)}>
            <ArrowLeftIcon />
          </button>
          <button type="button" className="icon-button" aria-label="Go forward" onClick={() => void navigate(1)}>
            <ArrowRightIcon />
          </button>
        </div>
        <Link to={paths.userActions} className="logo" aria-label="Dishcovery: User Actions">
          <span className="logo__mark">
            <PotIcon size={20} />
          </span>
          <span className="logo__text">Dishcovery</span>
        </Link>
        {/* The search page has its own box. */}
        {pathname === paths.search ? null : <HeaderSearch />}
      </div>
    </header>
  );
}
