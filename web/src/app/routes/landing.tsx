import { Link, Navigate, useNavigate } from 'react-router';
import { PotIcon } from '@/components/icons';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useHasToken } from '@/lib/token';

export default function LandingRoute() {
  const hasToken = useHasToken();
  const navigate = useNavigate();
  useDocumentTitle('Welcome');
  if (hasToken) return <Navigate to={paths.loggedIn} replace />;
  return (
    <div className="landing">
      <div className="landing__card">
        <span className="landing__mark" aria-hidden="true">
          <PotIcon size={40} />
        </span>
        <p className="landing__brand">Dishcovery</p>
        <h1 className="landing__title">Welcome!</h1>
        <p className="landing__lead">
          Find your next meal: fresh ideas every day, search that respects your diet and allergies, and a place for the
          recipes you love.
        </p>
        <div className="landing__actions">
          <Link to={paths.login} className="button button--primary button--block">
            Login
          </Link>
          <Link to={paths.register} className="button button--secondary button--block">
            Register
          </Link>
        </div>
        <div className="landing__demo">
          <p>Just looking? Try it without an account.</p>
          <button
            type="button"
            className="button button--accent button--block"
            onClick={() => void navigate(paths.home)}
          >
            Let's go!
          </button>
        </div>
      </div>
    </div>
  );
}
