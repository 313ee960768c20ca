import userEvent from '@testing-library/user-event';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RecipeDetail } from '@shared/recipe';
import { clearAccountState } from '@/app/session';
import { apiError, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render';

const detail = (overrides: Partial<RecipeDetail> = {}): RecipeDetail => ({
  id: 1001,
  title: 'Shakshuka',
  image: '/images/recipes/1001.webp',
  imageAlt: 'Eggs in tomato sauce',
  summary: 'Eggs poached in a peppery tomato sauce.',
  servings: 4,
  readyInMinutes: 35,
  preparationMinutes: 10,
  cookingMinutes: 25,
  cuisines: ['Middle Eastern'],
  dishTypes: ['breakfast'],
  diets: ['vegetarian'],
  allergens: ['gluten', 'wheat', 'egg'],
  vegetarian: true,
  vegan: false,
  glutenFree: false,
  extendedIngredients: [
    { original: '2 tablespoons olive oil', name: 'olive oil', amount: 2, unit: 'tablespoons' },
    { original: '6 large eggs', name: 'eggs', amount: 6, unit: '' },
  ],
  instructions: 'Heat the oil.\nAdd the <strong>eggs</strong>.',
  nutrition: { calories: 310.4, fat: 18.2, protein: 16.6, carbohydrates: 19.9 },
  labelReasons: {
    allergens: [{ id: 'gluten', because: [{ source: 'title', text: 'Shakshuka with bread', food: 'bread' }] }],
    brokenDiets: [{ id: 'vegan', because: [{ source: 'ingredient', text: '6 large eggs' }] }],
    unchecked: [],
  },
  sourceName: 'Dishcovery kitchen',
  sourceUrl: 'https://example.org/shakshuka',
  license: 'CC BY 4.0',
  ...overrides,
});

const infoRoute = (recipe: RecipeDetail) => ({ 'POST /api/search/info': { body: recipe } });

describe('recipe detail', () => {
  it('shows a loading fallback, then the recipe', async () => {
    let respond: (value: { body: RecipeDetail }) => void = () => undefined;
    // Made before the call, so the reply can be sent whether or not the page has asked yet.
    const reply = new Promise<{ body: RecipeDetail }>((resolve) => (respond = resolve));
    const api = stubApi({ 'POST /api/search/info': () => reply });
    renderApp('/recipe/1001');
    expect(await screen.findByText('Loading recipe…')).toBeInTheDocument();
    respond({ body: detail() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shakshuka' })).toBeInTheDocument();
    expect(screen.queryByText('Loading recipe…')).not.toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({ path: '/api/search/info', body: { id: 1001 } });
    expect(api.calls[0]?.headers.get('token')).toBeNull();
    expect(screen.getByText('Serves: 4 - Ready in 35 minutes')).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Eggs in tomato sauce' });
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
    const ingredients = screen.getByRole('heading', { name: 'Ingredients' }).parentElement as HTMLElement;
    expect(
      within(ingredients)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['2 tablespoons olive oil', '6 large eggs']);
    const instructions = screen.getByRole('heading', { name: 'Instructions' }).parentElement as HTMLElement;
    const paragraphs = instructions.querySelectorAll('p');
    expect([...paragraphs].map((p) => p.innerHTML)).toEqual(['Heat the oil.', 'Add the <strong>eggs</strong>.']);
    // The title is set in an effect, which may run a tick after the heading shows.
    await waitFor(() => expect(document.title).toBe('Shakshuka · Dishcovery'));
  });

  it('shows the diet badges, the absent allergens and the nutrition', async () => {
    stubApi(infoRoute(detail()));
    renderApp('/recipe/1001');
    await screen.findByRole('heading', { level: 1, name: 'Shakshuka' });
    expect(within(screen.getByRole('list', { name: 'Diets' })).getByText('Vegetarian')).toBeInTheDocument();
    const freeOf = screen.getByRole('list', { name: 'Free of' });
    expect(
      within(freeOf)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Peanut',
      'Shellfish',
      'Soy',
      'Sulfite',
      'Milk',
      'Fish',
      'Tree nuts',
      'Sesame',
      'Mustard',
      'Celery',
      'Lupin',
      'Molluscs',
    ]);
    expect(screen.getByText('310 kcal')).toBeInTheDocument();
    expect(screen.getByText('Estimated from the ingredients and their amounts.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dishcovery kitchen' })).toHaveAttribute(
      'href',
      'https://example.org/shakshuka',
    );
  });

  it('neutralises scripts, event handlers and javascript: URLs in the instructions', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    stubApi(
      infoRoute(
        detail({
          instructions: [
            'Mix<script>window.alert("x")</script> well.',
            '<img src="x" onerror="window.alert(1)">Bake.',
            '<a href="javascript:window.alert(2)">Serve</a> warm.',
            '<b onmouseover="window.alert(3)">Enjoy</b>',
          ].join('\n'),
        }),
      ),
    );
    renderApp('/recipe/1001');
    const heading = await screen.findByRole('heading', { name: 'Instructions' });
    const section = heading.parentElement as HTMLElement;
    const html = section.innerHTML;
    expect(html).not.toMatch(/<script|onerror|onmouseover|javascript:|<img/i);
    expect(section).toHaveTextContent('Mix well.');
    expect(section).toHaveTextContent('Serve warm.');
    expect(within(section).getByText('Serve').closest('a')).not.toHaveAttribute('href');
    expect(alert).not.toHaveBeenCalled();
  });

  it('downloads the recipe as Markdown and as JSON-LD, made on the device', async () => {
    const files: { name: string; blob: Blob }[] = [];
    let made: Blob | undefined;
    // The browser's own file hand-over, which the test environment does not have.
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = (blob: Blob) => ((made = blob), 'blob:recipe');
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      files.push({ name: this.download, blob: made! });
    });
    const api = stubApi(
      infoRoute(
        detail({ instructions: 'Heat the oil.<script>alert(1)</script>\nAdd the <strong>eggs</strong> &amp; stir.' }),
      ),
    );
    renderApp('/recipe/1001');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download this recipe as Markdown' }));
    await user.click(screen.getByRole('button', { name: 'Download this recipe as JSON-LD' }));
    expect(files.map((file) => [file.name, file.blob.type])).toEqual([
      ['1001-shakshuka.md', 'text/markdown;charset=utf-8'],
      ['1001-shakshuka.json', 'application/ld+json;charset=utf-8'],
    ]);
    const markdown = await files[0]!.blob.text();
    expect(markdown).toContain('title: "Shakshuka"');
    expect(markdown).toContain('## Ingredients\n\n- 2 tablespoons olive oil\n- 6 large eggs\n');
    expect(markdown).toContain('## Directions\n\n1. Heat the oil.\n2. Add the eggs & stir.\n');
    const jsonLd = JSON.parse(await files[1]!.blob.text()) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@type': 'Recipe',
      name: 'Shakshuka',
      image: [`${window.location.origin}/images/recipes/1001.webp`],
      recipeIngredient: ['2 tablespoons olive oil', '6 large eggs'],
      url: 'https://example.org/shakshuka',
    });
    // Made from the page's recipe: no call beyond the one that read it.
    expect(api.calls.filter((call) => call.path === '/api/search/info')).toHaveLength(1);
    click.mockRestore();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('says when ingredients and instructions are unavailable', async () => {
    stubApi(infoRoute(detail({ extendedIngredients: [], instructions: '' })));
    renderApp('/recipe/1001');
    expect(await screen.findByText('Ingredients unavailable.')).toBeInTheDocument();
    expect(screen.getByText('Instructions unavailable.')).toBeInTheDocument();
  });

  it('shows the save control only with a token', async () => {
    stubApi(infoRoute(detail()));
    renderApp('/recipe/1001');
    await screen.findByRole('heading', { level: 1, name: 'Shakshuka' });
    expect(screen.queryByRole('button', { name: 'Save recipe' })).not.toBeInTheDocument();
  });

  it('toggles the save control: add, refetch, bulk; pressed when saved', async () => {
    let saved: { recipeId: number }[] = [];
    const api = stubApi({
      ...infoRoute(detail()),
      'POST /api/saved/recipes': () => {
        saved = [{ recipeId: 1001 }];
        return { body: { status: 1 } };
      },
      'DELETE /api/saved/recipes/1001': () => {
        saved = [];
        return { body: { status: 1 } };
      },
      'GET /api/saved/recipes': () => ({ body: { results: saved } }),
      'POST /api/search/bulk': { body: [{ id: 1001, title: 'Shakshuka', image: '/images/recipes/1001.webp' }] },
      // Once saved, the page reads the recipe's private note.
      'GET /api/saved/notes/1001': { body: { recipeId: 1001, note: '' } },
    });
    // The page also reads the recipe's note, the account's unit choice and its shopping list, whenever they answer.
    const beside = ['GET /api/saved/settings', 'GET /api/shopping-list'];
    const saveCalls = () =>
      api.sequence().filter((call) => !call.startsWith('GET /api/saved/notes/') && !beside.includes(call));
    const { user } = renderApp('/recipe/1001', { token: 'tok' });
    const save = await screen.findByRole('button', { name: 'Save recipe', pressed: false });
    await user.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'true'));
    expect(save.querySelector('svg')).toHaveAttribute('data-filled', 'true');
    expect(saveCalls().slice(1)).toEqual([
      'POST /api/saved/recipes',
      'GET /api/saved/recipes',
      'POST /api/search/bulk',
    ]);
    await user.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'false'));
    expect(saveCalls().slice(4)).toEqual(['DELETE /api/saved/recipes/1001', 'GET /api/saved/recipes']);
  });

  it('loads the recipe again when the account state is cleared while it is open', async () => {
    const api = stubApi(infoRoute(detail()));
    renderApp('/recipe/1001', { token: 'tok' });
    await screen.findByRole('heading', { level: 1, name: 'Shakshuka' });
    act(() => clearAccountState());
    expect(await screen.findByRole('heading', { level: 1, name: 'Shakshuka' })).toBeInTheDocument();
    expect(api.sequence().filter((call) => call === 'POST /api/search/info')).toHaveLength(2);
  });

  it('a missing recipe is said on the page', async () => {
    stubApi({ 'POST /api/search/info': apiError(404, 'Recipe not found') });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/recipe/999');
    expect(await screen.findByRole('heading', { name: 'Recipe not found' })).toBeInTheDocument();
  });

  it('scales every amount with the servings, as cooks write them, and keeps lines without one as written', async () => {
    stubApi(
      infoRoute(
        detail({
          extendedIngredients: [
            { original: '1 1/2 cups milk', name: 'milk', amount: 1.5, unit: 'cup' },
            { original: '2-3 tbsp olive oil', name: 'olive oil', amount: 2, unit: 'tablespoon' },
            { original: 'salt to taste', name: 'salt', amount: null, unit: '' },
          ],
        }),
      ),
    );
    const { user } = renderApp('/recipe/1001');
    const servings = await screen.findByRole('group', { name: 'Servings' });
    const list = () =>
      within(screen.getByRole('heading', { name: 'Ingredients' }).parentElement as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(within(servings).getByText('4 servings')).toBeInTheDocument();
    expect(list()).toEqual(['1 1/2 cups milk', '2-3 tbsp olive oil', 'salt to taste']);
    await user.click(within(servings).getByRole('button', { name: 'More servings' }));
    await user.click(within(servings).getByRole('button', { name: 'More servings' }));
    await user.click(within(servings).getByRole('button', { name: 'More servings' }));
    await user.click(within(servings).getByRole('button', { name: 'More servings' }));
    expect(within(servings).getByText('8 servings')).toBeInTheDocument();
    expect(list()).toEqual(['3 cups milk', '4-6 tbsp olive oil', 'salt to taste (as written)']);
    for (let i = 0; i < 6; i++) await user.click(within(servings).getByRole('button', { name: 'Fewer servings' }));
    expect(list()).toEqual(['¾ cups milk', '1-1½ tbsp olive oil', 'salt to taste (as written)']);
    await user.click(within(servings).getByRole('button', { name: 'Fewer servings' }));
    expect(within(servings).getByRole('button', { name: 'Fewer servings' })).toBeDisabled();
    await user.click(within(servings).getByRole('button', { name: 'Back to 4' }));
    expect(list()).toEqual(['1 1/2 cups milk', '2-3 tbsp olive oil', 'salt to taste']);
  });

  it('shows metric or US measures and oven temperatures, remembered on this device', async () => {
    stubApi(
      infoRoute(
        detail({
          extendedIngredients: [
            { original: '250 ml whole milk', name: 'milk', amount: 250, unit: 'milliliter' },
            { original: '2 cups plain flour', name: 'flour', amount: 2, unit: 'cup' },
            { original: '2 tbsp sugar', name: 'sugar', amount: 2, unit: 'tablespoon' },
          ],
          instructions: 'Heat the oven to 180°C.\nBake for 20 minutes.',
        }),
      ),
    );
    const { user, unmount } = renderApp('/recipe/1001');
    const list = () =>
      within(screen.getByRole('heading', { name: 'Ingredients' }).parentElement as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    await screen.findByRole('group', { name: 'Servings' });
    expect(screen.getByRole('radio', { name: 'As written' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'US' }));
    expect(list()).toEqual(['1 cup whole milk', '2 cups all-purpose flour', '2 tbsp sugar']);
    expect(screen.getByText('Heat the oven to 350°F.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Metric' }));
    expect(list()).toEqual(['250 ml whole milk', '480 ml plain flour', '2 tbsp sugar']);
    expect(screen.getByText('Heat the oven to 180°C.')).toBeInTheDocument();
    unmount();
    renderApp('/recipe/1001');
    await screen.findByRole('group', { name: 'Servings' });
    expect(screen.getByRole('radio', { name: 'Metric' })).toBeChecked();
  });

  it('a non-numeric id is not found', async () => {
    renderApp('/recipe/abc');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
