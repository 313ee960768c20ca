import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RootLayout } from './layout';
// The landing page is the usual first screen: it ships with the entry, the rest loads per route.
import LandingRoute from './routes/landing';

const LoginRoute = lazy(() => import('./routes/login'));
const RegisterRoute = lazy(() => import('./routes/register'));
const LoggedInRoute = lazy(() => import('./routes/logged-in'));
const NewAccountRoute = lazy(() => import('./routes/new-account'));
const LogoutRoute = lazy(() => import('./routes/logout'));
const LoggedOutRoute = lazy(() => import('./routes/logged-out'));
const DeleteAccountRoute = lazy(() => import('./routes/delete-account'));
const DeletedRoute = lazy(() => import('./routes/deleted'));
const HomeRoute = lazy(() => import('./routes/home'));
const SearchRoute = lazy(() => import('./routes/search'));
const RecipeManagerRoute = lazy(() => import('./routes/recipe-manager'));
const UserActionsRoute = lazy(() => import('./routes/user-actions'));
const DietProfileRoute = lazy(() => import('./routes/diet-profile'));
const AllergiesRoute = lazy(() => import('./routes/allergies'));
const ShoppingListRoute = lazy(() => import('./routes/shopping-list'));
const PlanRoute = lazy(() => import('./routes/plan'));
const HouseholdRoute = lazy(() => import('./routes/household'));
const PantryRoute = lazy(() => import('./routes/pantry'));
const ApiTokensRoute = lazy(() => import('./routes/api-tokens'));
const JoinHouseholdRoute = lazy(() => import('./routes/join-household'));
const AddRecipeRoute = lazy(() => import('./routes/add-recipe'));
const RecipeRoute = lazy(() => import('./routes/recipe'));
const EditRecipeRoute = lazy(() => import('./routes/edit-recipe'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));

/** Every route, in the order of `config/paths.ts`. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.landing, element: <LandingRoute /> },
      { path: paths.login, element: <LoginRoute /> },
      { path: paths.loginPage, element: <LoginRoute /> },
      { path: paths.register, element: <RegisterRoute /> },
      { path: paths.loggedIn, element: <LoggedInRoute /> },
      { path: paths.newAccount, element: <NewAccountRoute /> },
      { path: paths.logout, element: <LogoutRoute /> },
      { path: paths.loggedOut, element: <LoggedOutRoute /> },
      { path: paths.deleteAccount, element: <DeleteAccountRoute /> },
      { path: paths.deleted, element: <DeletedRoute /> },
      { path: paths.home, element: <HomeRoute /> },
      { path: paths.search, element: <SearchRoute /> },
      { path: paths.recipeManager, element: <RecipeManagerRoute /> },
      { path: paths.userActions, element: <UserActionsRoute /> },
      { path: paths.dietProfile, element: <DietProfileRoute /> },
      { path: paths.shoppingList, element: <ShoppingListRoute /> },
      { path: paths.plan, element: <PlanRoute /> },
      { path: paths.household, element: <HouseholdRoute /> },
      { path: paths.pantry, element: <PantryRoute /> },
      { path: paths.apiTokens, element: <ApiTokensRoute /> },
      { path: paths.joinHouseholdPattern, element: <JoinHouseholdRoute /> },
      { path: paths.allergies, element: <AllergiesRoute /> },
      { path: paths.addRecipe, element: <AddRecipeRoute /> },
      { path: paths.recipePattern, element: <RecipeRoute /> },
      { path: paths.editRecipePattern, element: <EditRecipeRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];
