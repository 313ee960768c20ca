import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DIET_IDS, DIET_LABELS } from '@shared/ids';
import { MESSAGES } from '@shared/validation';
import { apiError, recipe, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render';

const location = () => screen.getByTestId('location').textContent;
const details = {
  emailResults: [{ email: 'cook@example.org' }],
  savedRecipesResults: [{ recipeId: 1 }],
  savedAllergiesResults: [],
  savedDietResults: [],
};

describe('not-found page', () => {
  it('shows its texts and a Search Recipes link', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Sorry!')).toBeInTheDocument();
    expect(screen.getByText("This page isn't ready yet... ...or it simply doesn't exist.")).toBeInTheDocument();
    expect(screen.getByText(/back arrow/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search Recipes' })).toHaveAttribute('href', '/search');
    // The title is set in an effect, which may run a tick after the heading shows.
    await waitFor(() => expect(document.title).toBe('Page Not Found · Dishcovery'));
  });
});

describe('landing page', () => {
  it('offers Login, Register and the demo button', async () => {
    const { user } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    stubApi({ 'POST /api/search/random': { body: { recipes: [] } } });
    await user.click(screen.getByRole('button', { name: "Let's go!" }));
    expect(await screen.findByRole('heading', { name: 'Try something new!' })).toBeInTheDocument();
    expect(location()).toBe('/home');
  });

  it('redirects to /loggedin when a token is stored', async () => {
    stubApi({ 'GET /api/account/details': { body: details } });
    renderApp('/', { token: 'tok' });
    expect(await screen.findByRole('heading', { name: 'Hello!' })).toBeInTheDocument();
    expect(location()).toBe('/loggedin');
    expect(await screen.findByText('cook@example.org')).toBeInTheDocument();
  });
});

describe('login and registration', () => {
  it('validates beside the fields and sends nothing when invalid', async () => {
    const api = stubApi({});
    const { user } = renderApp('/login');
    const email = await screen.findByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(email).toBeRequired();
    expect(password).toBeRequired();

    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(MESSAGES.emailRequired);

    await user.type(email, 'not-an-email');
    await user.type(password, 'short');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordLength)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('logs in and goes to /loggedin with the email', async () => {
    const api = stubApi({
      'POST /api/account/login': { body: { status: 1, token: 'tok' } },
      'GET /api/account/details': { body: details },
    });
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'cook@example.org');
    await user.type(screen.getByLabelText('Password'), 'good-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(location()).toBe('/loggedin'));
    expect(await screen.findByRole('heading', { name: 'Hello!' })).toBeInTheDocument();
    expect(screen.getByText('cook@example.org')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('tok');
    // Entering the greeting loads the account details.
    await waitFor(() => expect(api.sequence()).toContain('GET /api/account/details'));
  });

  it('shows the server reason when login fails', async () => {
    stubApi({ 'POST /api/account/login': apiError(401, 'Wrong email or password') });
    const { user } = renderApp('/login-page');
    await user.type(await screen.findByLabelText('Email'), 'cook@example.org');
    await user.type(screen.getByLabelText('Password'), 'good-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Wrong email or password')).toBeInTheDocument();
    expect(location()).toBe('/login-page');
  });

  it('/login when logged in greets with the current email', async () => {
    stubApi({ 'GET /api/account/details': { body: details } });
    renderApp('/login', { token: 'tok' });
    expect(await screen.findByRole('heading', { name: 'Hello!' })).toBeInTheDocument();
  });

  it("registers (Let's get cookin'!), logs in automatically and goes to /new", async () => {
    const api = stubApi({
      'POST /api/account/register': { body: { status: 1 } },
      'POST /api/account/login': { body: { status: 1, token: 'tok' } },
    });
    const { user } = renderApp('/register');
    expect(await screen.findByRole('heading', { name: "Let's get cookin'!" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'new@example.org');
    await user.type(screen.getByLabelText('Password'), 'good-password');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(location()).toBe('/new'));
    expect(await screen.findByRole('heading', { name: 'Welcome to Dishcovery!' })).toBeInTheDocument();
    expect(screen.getByText('Your new account has been created!')).toBeInTheDocument();
    // Logging in also makes the list and plan stores, once loaded by any screen, read the account's.
    const accountCalls = api.sequence().filter((call) => call.includes('/api/account/'));
    expect(accountCalls).toEqual(['POST /api/account/register', 'POST /api/account/login']);
  });

  it('/register when logged in shows the welcome message', async () => {
    renderApp('/register', { token: 'tok' });
    expect(await screen.findByText('Your new account has been created!')).toBeInTheDocument();
  });
});

describe('logout and deletion', () => {
  it('logs out to the See ya! page', async () => {
    stubApi({ 'DELETE /api/account/logout': { body: { status: 1 } } });
    const { user } = renderApp('/logout', { token: 'tok' });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location()).toBe('/loggedout'));
    expect(await screen.findByRole('heading', { name: 'See ya!' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByText(/search for recipes and try random recipes/)).toBeInTheDocument();
    expect(screen.getByText(/saved recipes are not available/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to Login' }));
    expect(location()).toBe('/login');
  });

  it('/logout when logged out is the See ya! page', async () => {
    renderApp('/logout');
    expect(await screen.findByRole('heading', { name: 'See ya!' })).toBeInTheDocument();
  });

  it('/delete-account asks to log in first when logged out', async () => {
    renderApp('/delete-account');
    expect(await screen.findByText('Please login first!')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Account' })).not.toBeInTheDocument();
  });

  it('deletes the account after a confirmation and shows /deleted with a registration form', async () => {
    const api = stubApi({ 'DELETE /api/account/delete': { body: { status: 1 } } });
    const { user } = renderApp('/delete-account', { token: 'tok' });
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    // A second, explicit step: nothing is sent before it, and "Keep my account" backs out.
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account for good?' });
    expect(dialog).toHaveTextContent('Your saved recipes, dietary profile and allergy settings go with it.');
    expect(api.sequence()).not.toContain('DELETE /api/account/delete');
    await user.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, delete my account' }));
    await waitFor(() => expect(location()).toBe('/deleted'));
    expect(await screen.findByRole('heading', { name: 'Delete your Account' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByText("We're sorry to see you go...")).toBeInTheDocument();
    expect(screen.getByText('Your Account has been deleted.')).toBeInTheDocument();
    expect(screen.getByText('If you change your mind, simply create a new account here:')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
  });

  it('a failed deletion shows the catalogue toast and stays', async () => {
    stubApi({ 'DELETE /api/account/delete': apiError(500) });
    const { user } = renderApp('/delete-account', { token: 'tok' });
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, delete my account' }));
    expect(
      await screen.findByText('There was a problem deleting your account... please try again.'),
    ).toBeInTheDocument();
    expect(location()).toBe('/delete-account');
  });
});

describe('user actions', () => {
  it('logged out: Login, Register, Delete Account', async () => {
    renderApp('/user-actions');
    const menu = await screen.findByRole('navigation', { name: 'User actions' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Login', 'Register', 'Delete Account']);
  });

  it('logged in: Dietary Profile, Allergy Settings, Delete Account, Logout and the email', async () => {
    stubApi({ 'GET /api/account/details': { body: details } });
    const { user } = renderApp('/loggedin', { token: 'tok' });
    await screen.findByText('cook@example.org');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Account' }));
    const menu = await screen.findByRole('navigation', { name: 'User actions' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Dietary Profile', '/diet-profile'],
      ['Allergy Settings', '/allergies'],
      ['Delete Account', '/delete-account'],
      ['Logout', '/logout'],
    ]);
    expect(screen.getByText('cook@example.org')).toBeInTheDocument();
  });
});

describe('recipe manager', () => {
  it('asks to log in when logged out', async () => {
    renderApp('/recipe-manager');
    expect(await screen.findByRole('heading', { name: 'View saved recipes' })).toBeInTheDocument();
    expect(screen.getByText('You must login to use this feature.')).toBeInTheDocument();
  });

  it('says so when nothing is saved', async () => {
    stubApi({ 'GET /api/saved/recipes': { body: { results: [] } } });
    renderApp('/recipe-manager', { token: 'tok' });
    expect(await screen.findByText("You haven't saved any recipes yet!")).toBeInTheDocument();
  });

  it('shows the saved recipes as tiles, without those lacking an image', async () => {
    stubApi({
      'GET /api/saved/recipes': { body: { results: [{ recipeId: 1 }, { recipeId: 2 }] } },
      'POST /api/search/bulk': { body: [recipe(1), recipe(2, '')] },
    });
    renderApp('/recipe-manager', { token: 'tok' });
    const list = await screen.findByRole('list', { name: 'Saved recipes' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/recipe/1');
    expect(links[0]).toHaveTextContent('Recipe 1');
  });
});

describe('home and search', () => {
  it('shows random tiles and refreshes them', async () => {
    let round = 0;
    const api = stubApi({
      'POST /api/search/random': () => ({ body: { recipes: [recipe(++round * 10)] } }),
    });
    const { user } = renderApp('/home');
    expect(await screen.findByRole('link', { name: 'Recipe 10' })).toHaveAttribute('href', '/recipe/10');
    const image = screen.getByRole('link', { name: 'Recipe 10' }).querySelector('img');
    // The first tiles are the page's largest paint: they load at once, the first with high priority.
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('srcset', '/images/recipes/10-400.webp 400w, /images/recipes/10.webp 800w');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('link', { name: 'Recipe 20' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(2);
    // The title is set in an effect, which may run a tick after the heading shows.
    await waitFor(() => expect(document.title).toBe('Home · Dishcovery'));
  });

  it('a 402 on random recipes shows "The API is down" in a toast', async () => {
    stubApi({ 'POST /api/search/random': apiError(402, 'Quota exhausted') });
    renderApp('/home');
    expect(await screen.findByText('The API is down, please try again later')).toBeInTheDocument();
  });

  it('searches as you type (debounced) and shows the validation message under the bar', async () => {
    const api = stubApi({
      'POST /api/search/general': (call) => ({
        body: {
          results: (call.body as { searchInput: string }).searchInput === 'dal' ? [recipe(7)] : [recipe(1), recipe(2)],
          totalResults: 2,
          offset: 0,
          number: 10,
        },
      }),
    });
    const { user } = renderApp('/search');
    const input = await screen.findByPlaceholderText('Search Recipes...');
    expect(await screen.findByRole('list', { name: 'Search Results' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Search Results' })).toBeInTheDocument();

    await user.type(input, 'dal');
    expect(await screen.findByRole('link', { name: 'Recipe 7' })).toBeInTheDocument();
    // One initial browse and one search for the whole word, not one per keystroke.
    expect(api.calls.map((call) => (call.body as { searchInput: string }).searchInput)).toEqual(['', 'dal']);

    await user.clear(input);
    await user.type(input, 'x'.repeat(33));
    expect(await screen.findByText(MESSAGES.searchTooLong)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(api.calls.some((call) => (call.body as { searchInput: string }).searchInput.length > 32)).toBe(false);
  });

  it('says which word the results are for when the server corrected a misspelling', async () => {
    stubApi({
      'POST /api/search/general': (call) =>
        (call.body as { searchInput: string }).searchInput === 'chiken'
          ? { body: { results: [recipe(1)], totalResults: 1, offset: 0, number: 20, correctedQuery: 'chicken' } }
          : { body: { results: [recipe(2)], totalResults: 1, offset: 0, number: 20 } },
    });
    const { user } = renderApp('/search');
    const input = await screen.findByPlaceholderText('Search Recipes...');
    expect(await screen.findByRole('link', { name: 'Recipe 2' })).toBeInTheDocument();
    expect(screen.queryByText(/Showing results for/)).not.toBeInTheDocument();
    await user.type(input, 'chiken');
    expect(await screen.findByRole('link', { name: 'Recipe 1' })).toBeInTheDocument();
    expect(screen.getByText(/Showing results for/)).toHaveTextContent('Showing results for chicken');
    await user.clear(input);
    expect(await screen.findByRole('link', { name: 'Recipe 2' })).toBeInTheDocument();
    expect(screen.queryByText(/Showing results for/)).not.toBeInTheDocument();
  });

  // A cook with a saved vegan diet and a soy allergy, and the search that takes both.
  const veganSoyCook = {
    'GET /api/account/details': {
      body: {
        ...details,
        savedDietResults: [{ id: 1, dietId: 'vegan' }],
        savedAllergiesResults: [{ allergyId: 'soy' }],
      },
    },
    'POST /api/search/diet&allergens': { body: { results: [recipe(3)], totalResults: 1, offset: 0, number: 10 } },
  };

  it('searches with the saved diet and allergies of a logged-in cook', async () => {
    const api = stubApi({
      ...veganSoyCook,
      'POST /api/search/general': { body: { results: [], totalResults: 0, offset: 0, number: 10 } },
    });
    const { user } = renderApp('/loggedin', { token: 'tok' });
    await screen.findByText('cook@example.org');
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Search' }));
    expect(await screen.findByRole('link', { name: 'Recipe 3' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.path.startsWith('/api/search/'))?.body).toMatchObject({
      searchInput: '',
      diet: 'vegan',
      allergy: 'soy',
    });
  });

  it('switches a saved allergy off for one search and marks the results that hold it', async () => {
    const api = stubApi({
      ...veganSoyCook,
      'POST /api/search/diet': {
        body: {
          results: [
            { ...recipe(4), readyInMinutes: 25, diets: ['vegan'], allergens: ['soy', 'gluten'] },
            { ...recipe(5), readyInMinutes: 10, diets: ['vegan', 'vegetarian'], allergens: [] },
          ],
          totalResults: 2,
          offset: 0,
          number: 10,
        },
      },
    });
    const { user } = renderApp('/loggedin', { token: 'tok' });
    await screen.findByText('cook@example.org');
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Search' }));
    expect(await screen.findByRole('link', { name: 'Recipe 3' })).toBeInTheDocument();
    const soy = screen.getByRole('button', { name: /No soy/ });
    expect(soy).toHaveAttribute('aria-pressed', 'true');
    await user.click(soy);
    // Only the allergy is dropped from the search; the diet stays, and every request asks for tile details.
    expect(await screen.findByRole('link', { name: 'Recipe 4. Warning: Contains soy' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Recipe 5/ })).toHaveTextContent('10 min · Vegan');
    expect(api.calls.at(-1)?.body).toMatchObject({ diet: 'vegan', addRecipeInformation: true });
    expect(api.calls.at(-1)?.body).not.toHaveProperty('allergy');
    expect(screen.getByRole('button', { name: /No soy/ })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText(/Switched off for this search only/)).toBeInTheDocument();
    // Switched back on, the saved profile applies again.
    await user.click(screen.getByRole('button', { name: /No soy/ }));
    expect(await screen.findByRole('link', { name: 'Recipe 3' })).toBeInTheDocument();
    expect(api.calls.at(-1)).toMatchObject({ path: '/api/search/diet&allergens' });
  });

  it('searches from the header on wide screens, from any page but the search page', async () => {
    const api = stubApi({
      'POST /api/search/random': { body: { recipes: [] } },
      'POST /api/search/general': { body: { results: [recipe(7)], totalResults: 1, offset: 0, number: 10 } },
    });
    const { user } = renderApp('/home');
    const box = await screen.findByRole('searchbox', { name: 'Search all recipes' });
    await user.type(box, 'lasagne{Enter}');
    expect(await screen.findByRole('link', { name: 'Recipe 7' })).toBeInTheDocument();
    expect(location()).toBe('/search');
    expect(api.calls.at(-1)?.body).toMatchObject({ searchInput: 'lasagne' });
    expect(screen.getByPlaceholderText('Search Recipes...')).toHaveValue('lasagne');
    expect(screen.queryByRole('searchbox', { name: 'Search all recipes' })).not.toBeInTheDocument();
  });
});

describe('diet profile', () => {
  it('lists the nine diets with their descriptions and a switch each', async () => {
    const api = stubApi({
      'GET /api/saved/diet': () => ({ body: { results: api.calls.length > 2 ? [{ id: 5, dietId: 'paleo' }] : [] } }),
      'POST /api/saved/diet': { body: { status: 1 } },
    });
    const { user } = renderApp('/diet-profile', { token: 'tok' });
    expect(await screen.findByRole('heading', { name: 'User Actions / Dietary Profile' })).toBeInTheDocument();
    const switches = await screen.findAllByRole('switch');
    expect(switches).toHaveLength(9);
    for (const id of DIET_IDS) {
      const toggle = screen.getByRole('switch', { name: DIET_LABELS[id].name });
      expect(toggle).toHaveAccessibleDescription(DIET_LABELS[id].description);
    }
    const paleo = screen.getByRole('switch', { name: 'Paleo' });
    expect(paleo).toHaveAttribute('aria-checked', 'false');
    await user.click(paleo);
    await waitFor(() => expect(paleo).toHaveAttribute('aria-checked', 'true'));
    expect(api.sequence()).toEqual(['GET /api/saved/diet', 'POST /api/saved/diet', 'GET /api/saved/diet']);
  });
});

describe('allergen settings', () => {
  it('fetches on load and shows saved allergens pressed and filled', async () => {
    const lists = [[{ allergyId: 'peanut' }], [{ allergyId: 'peanut' }, { allergyId: 'wheat' }]];
    const api = stubApi({
      'GET /api/saved/allergies': () => ({ body: { results: lists.shift() ?? [] } }),
      'POST /api/saved/allergies': { body: { status: 1 } },
    });
    const { user } = renderApp('/allergies', { token: 'tok' });
    expect(await screen.findByRole('heading', { name: 'User Actions / Allergen Settings' })).toBeInTheDocument();
    const peanut = await screen.findByRole('button', { name: 'Peanut', pressed: true });
    expect(peanut.querySelector('svg')).toHaveAttribute('data-filled', 'true');
    const names = ['Gluten', 'Peanut', 'Shellfish', 'Soy', 'Sulfite', 'Wheat'];
    for (const name of names) expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed');
    const wheat = screen.getByRole('button', { name: 'Wheat', pressed: false });
    expect(wheat.querySelector('svg')).toHaveAttribute('data-filled', 'false');

    await user.click(wheat);
    await waitFor(() => expect(wheat).toHaveAttribute('aria-pressed', 'true'));
    expect(api.sequence()).toEqual([
      'GET /api/saved/allergies',
      'POST /api/saved/allergies',
      'GET /api/saved/allergies',
    ]);
  });

  it('keeps the six first and shows the other allergens beneath them, saved like the six', async () => {
    const lists = [[{ allergyId: 'egg' }], [{ allergyId: 'egg' }, { allergyId: 'dairy' }]];
    const api = stubApi({
      'GET /api/saved/allergies': () => ({ body: { results: lists.shift() ?? [] } }),
      'POST /api/saved/allergies': { body: { status: 1 } },
    });
    const { user } = renderApp('/allergies', { token: 'tok' });
    await screen.findByRole('button', { name: 'Egg', pressed: true });
    const [six, more] = screen.getAllByRole('list');
    const names = (list: HTMLElement | undefined) =>
      within(list!)
        .getAllByRole('button')
        .map((button) => button.querySelector('.allergen-toggle__name')?.textContent);
    expect(names(six)).toEqual(['Gluten', 'Peanut', 'Shellfish', 'Soy', 'Sulfite', 'Wheat']);
    expect(screen.getByRole('heading', { name: 'More allergens' })).toBeInTheDocument();
    expect(names(more)).toEqual([
      'Milk',
      'Egg',
      'Fish',
      'Tree nuts',
      'Sesame',
      'Mustard',
      'Celery',
      'Lupin',
      'Molluscs',
    ]);
    const milk = screen.getByRole('button', { name: 'Milk', pressed: false });
    await user.click(milk);
    await waitFor(() => expect(milk).toHaveAttribute('aria-pressed', 'true'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ allergyId: 'dairy' });
  });

  it('asks to log in when logged out', async () => {
    renderApp('/allergies');
    expect(await screen.findByText('You must login to use this feature.')).toBeInTheDocument();
  });
});

describe('shopping list', () => {
  it('says an empty list is empty and links to /search', async () => {
    renderApp('/shopping-list');
    expect(await screen.findByText(/Your shopping list is empty/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search Recipes' })).toHaveAttribute('href', '/search');
  });
});

describe('no console errors in normal flows', () => {
  it('renders the main pages quietly', async () => {
    const error = vi.spyOn(console, 'error');
    stubApi({
      'POST /api/search/random': { body: { recipes: [recipe(1)] } },
      'POST /api/search/general': { body: { results: [recipe(2)], totalResults: 1, offset: 0, number: 10 } },
    });
    const { user } = renderApp('/home');
    await screen.findByRole('link', { name: 'Recipe 1' });
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Search' }));
    await screen.findByRole('link', { name: 'Recipe 2' });
    expect(error).not.toHaveBeenCalled();
  });
});
