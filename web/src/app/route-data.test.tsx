import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { randomStore } from '@/features/random/stores/random-store';
import { recipeDetailStore } from '@/features/recipe-detail/stores/recipe-detail-store';
import { apiError, recipe, stubApi, type Reply } from '@/test/api-stub';
import { renderApp } from '@/test/render';
import { shownToasts, toastError, toastifyMock } from '@/test/toast-mock';
import { startRouteData } from './route-data';

vi.mock('react-toastify', () => toastifyMock);

beforeEach(() => toastError.mockClear());

/** A reply the test sends when it chooses, so the page can mount while the call is in flight. */
function deferred() {
  let send: (reply: Reply) => void = () => undefined;
  const reply = new Promise<Reply>((resolve) => (send = resolve));
  return { reply: () => reply, send };
}

const detail = {
  id: 1001,
  title: 'Shakshuka',
  image: '/images/recipes/1001.webp',
  servings: 4,
  readyInMinutes: 35,
  extendedIngredients: [{ original: '6 large eggs' }],
  instructions: 'Heat the oil.',
};

describe('the first screen’s data call starts before its route has loaded', () => {
  it('/home: the random call starts at once and the page takes it over: one POST', async () => {
    const random = deferred();
    const api = stubApi({ 'POST /api/search/random': random.reply });
    startRouteData('/home');
    // Made before anything rendered, i.e. while the route's chunk would still be loading.
    expect(api.sequence()).toEqual(['POST /api/search/random']);

    renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Try something new!' })).toBeInTheDocument();
    expect(screen.getByText('Loading recipes…')).toBeInTheDocument();
    random.send({ body: { recipes: [recipe(1), recipe(2)] } });
    expect(await screen.findByRole('link', { name: 'Recipe 1' })).toHaveAttribute('href', '/recipe/1');
    expect(api.sequence()).toEqual(['POST /api/search/random']);
  });

  it('/home: a call that already failed is not made again, and its toast is shown once', async () => {
    const api = stubApi({ 'POST /api/search/random': apiError(402, 'Quota exhausted') });
    startRouteData('/home');
    await waitFor(() => expect(randomStore.getState().status).toBe('failed'));

    renderApp('/home');
    expect(await screen.findByText("We couldn't fetch recipes just now. Try Refresh in a moment.")).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
    expect(await shownToasts()).toEqual(['The API is down, please try again later']);
  });

  it('/recipe/{id}: the detail call starts at once and the page takes it over: one POST', async () => {
    const info = deferred();
    const api = stubApi({ 'POST /api/search/info': info.reply });
    startRouteData('/recipe/1001');
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({ method: 'POST', path: '/api/search/info', body: { id: 1001 } });
    expect(api.calls[0]?.headers.get('token')).toBeNull();

    renderApp('/recipe/1001');
    expect(await screen.findByText('Loading recipe…')).toBeInTheDocument();
    info.send({ body: detail });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shakshuka' })).toBeInTheDocument();
    expect(screen.getByText('Serves: 4 - Ready in 35 minutes')).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });

  it('/recipe/{id}: the page takes over a finished call without asking again', async () => {
    const api = stubApi({ 'POST /api/search/info': { body: detail } });
    startRouteData('/recipe/1001');
    await waitFor(() => expect(recipeDetailStore.getState().status).toBe('succeeded'));

    renderApp('/recipe/1001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shakshuka' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });

  it('/recipe/{id}: a failed call is shown as failed (one POST, one toast); Try again asks again', async () => {
    let replies = 0;
    const api = stubApi({
      'POST /api/search/info': () => (++replies === 1 ? apiError(500) : { body: detail }),
    });
    startRouteData('/recipe/1001');
    await waitFor(() => expect(recipeDetailStore.getState().status).toBe('failed'));

    const { user } = renderApp('/recipe/1001');
    expect(await screen.findByRole('heading', { name: 'Recipe unavailable' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
    expect(await shownToasts()).toEqual(['An error occured, please try again.']);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shakshuka' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(2);
  });

  it('/recipe/{id}: a missing recipe found at start-up is said on the page, asked once', async () => {
    const api = stubApi({ 'POST /api/search/info': apiError(404, 'Recipe not found') });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    startRouteData('/recipe/999');
    await waitFor(() => expect(recipeDetailStore.getState().notFound).toBe(true));
    renderApp('/recipe/999');
    expect(await screen.findByRole('heading', { name: 'Recipe not found' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
    expect(await shownToasts()).toEqual([]);
  });

  it.each(['/home/', '/Home', '/recipe/7/'])('%s matches as the route table does', (path) => {
    const api = stubApi({});
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    startRouteData(path);
    expect(api.calls).toHaveLength(1);
  });

  it.each(['/', '/search', '/recipe-manager', '/homes', '/recipe/abc', '/recipe/1234567890123456', '/recipe/1/x'])(
    '%s starts no call',
    (path) => {
      const api = stubApi({});
      startRouteData(path);
      expect(api.calls).toHaveLength(0);
    },
  );
});
