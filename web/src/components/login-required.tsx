import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function LoginRequired() {
  return (
    <div className="message-card">
      <p>You must login to use this feature.</p>
      <Link to={paths.login} className="button button--primary">
        Login
      </Link>
    </div>
  );
}
