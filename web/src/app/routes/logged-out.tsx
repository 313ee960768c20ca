import { LoggedOutRoute } from './logout';

export default LoggedOutRoute;
