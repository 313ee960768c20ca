/** The invite links' page: JOIN_PAGE of the household contract, kept here so the entry need not load it. */
const JOIN_PAGE = '/household/join/';

/** Every route of the web app, in one place. */
export const paths = {
  landing: '/',
  login: '/login',
  loginPage: '/login-page',
  register: '/register',
  loggedIn: '/loggedin',
  newAccount: '/new',
  logout: '/logout',
  loggedOut: '/loggedout',
  deleteAccount: '/delete-account',
  deleted: '/deleted',
  home: '/home',
  search: '/search',
  recipeManager: '/recipe-manager',
  userActions: '/user-actions',
  dietProfile: '/diet-profile',
  allergies: '/allergies',
  shoppingList: '/shopping-list',
  plan: '/plan',
  household: '/household',
  pantry: '/pantry',
  apiTokens: '/api-tokens',
  joinHouseholdPattern: `${JOIN_PAGE}:code`,
  joinHousehold: (code: string): string => `${JOIN_PAGE}${encodeURIComponent(code)}`,
  addRecipe: '/add-recipe',
  recipePattern: '/recipe/:id',
  recipe: (id: number | string): string => `/recipe/${id}`,
  editRecipePattern: '/recipe/:id/edit',
  editRecipe: (id: number | string): string => `/recipe/${id}/edit`,
} as const;

/** The recipe id of a `/recipe/:id` path segment, or null when it is not one (the page is then Not Found). */
export function recipeIdOf(segment: string | undefined): number | null {
  return segment !== undefined && /^\d{1,15}$/.test(segment) ? Number(segment) : null;
}

/**
 * Where a login or registration returns to when the link that opened it said so (`state.returnTo`),
 * only ever a page of this app.
 */
export function returnPathOf(state: unknown): string | null {
  const returnTo = typeof state === 'object' && state !== null ? (state as { returnTo?: unknown }).returnTo : null;
  return typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : null;
}

/** The four pages of the bottom navigation. */
export const MAIN_PATHS = [paths.home, paths.search, paths.recipeManager, paths.userActions] as const;
export type MainPath = (typeof MAIN_PATHS)[number];

/** Header and footer are hidden on exactly these paths: the landing page and the two account forms. */
export const CHROMELESS_PATHS: readonly string[] = [paths.landing, paths.login, paths.register];
