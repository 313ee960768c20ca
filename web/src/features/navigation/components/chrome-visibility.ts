import { CHROMELESS_PATHS } from '@/config/paths';

/** Header and footer are hidden on exactly /, /login and /register. */
export const showsChrome = (pathname: string): boolean => !CHROMELESS_PATHS.includes(pathname);
