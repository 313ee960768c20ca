/** The two databases the app runs on; a `DATABASE_URL` starting with `postgres` picks PostgreSQL. */
export type Dialect = 'sqlite' | 'postgres';

export function dialectOf(url: string): Dialect {
  return url.startsWith('postgres') ? 'postgres' : 'sqlite';
}
