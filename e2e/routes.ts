/**
 * Every route of the web app and the heading each one shows, logged out and (where it differs)
 * logged in. `/recipe/{id}` is filled in by the tests with a real id; its heading is the title.
 */
export interface RouteCase {
  path: string;
  /** The page's h1 when logged out. */
  heading: string;
  /** The h1 when logged in, when it differs. */
  headingLoggedIn?: string;
  /** Where a logged-in visit ends up, when it redirects. */
  redirectsLoggedIn?: string;
}

export const RECIPE_ROUTE = '/recipe/{id}';
export const UNKNOWN_ROUTE = '/no-such-page';

export const ROUTES: readonly RouteCase[] = [
  { path: '/', heading: 'Welcome!', redirectsLoggedIn: '/loggedin' },
  { path: '/login', heading: 'Login', headingLoggedIn: 'Hello!' },
  { path: '/login-page', heading: 'Login', headingLoggedIn: 'Hello!' },
  { path: '/register', heading: "Let's get cookin'!", headingLoggedIn: 'Welcome!' },
  { path: '/loggedin', heading: 'Hello!' },
  { path: '/new', heading: 'Welcome to Dishcovery!' },
  { path: '/logout', heading: 'See ya!', headingLoggedIn: 'Logout' },
  { path: '/loggedout', heading: 'See ya!' },
  { path: '/delete-account', heading: 'Delete Account' },
  { path: '/deleted', heading: 'Delete your Account' },
  { path: '/home', heading: 'Try something new!' },
  { path: '/search', heading: 'Find your next meal!' },
  { path: '/recipe-manager', heading: 'View saved recipes' },
  { path: '/user-actions', heading: 'User Actions' },
  { path: '/diet-profile', heading: 'User Actions / Dietary Profile' },
  { path: '/shopping-list', heading: 'Shopping List' },
  { path: '/plan', heading: 'Meal plan' },
  { path: '/household', heading: 'Household' },
  { path: '/pantry', heading: 'Pantry' },
  { path: '/api-tokens', heading: 'API tokens' },
  { path: '/household/join/K7MQ3WXP', heading: 'Join a household' },
  { path: '/allergies', heading: 'User Actions / Allergen Settings' },
  { path: '/add-recipe', heading: 'Add a recipe' },
  { path: RECIPE_ROUTE, heading: '' },
  { path: UNKNOWN_ROUTE, heading: 'Page Not Found' },
];

/** Header and footer are hidden on exactly these: the landing page and the two account forms. */
export const CHROMELESS = ['/', '/login', '/register'] as const;

/** The four pages of the bottom navigation and the names of their links. */
export const MAIN_PAGES = [
  { path: '/home', link: 'Home' },
  { path: '/search', link: 'Search' },
  { path: '/recipe-manager', link: 'Saved' },
  { path: '/user-actions', link: 'Account' },
] as const;

export const withId = (path: string, id: number): string => path.replace('{id}', String(id));
