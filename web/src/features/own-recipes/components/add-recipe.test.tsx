import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FileImportRequest, SaveOwnRecipeRequest } from '@shared/own-recipes';
import type { RecipeDetail } from '@shared/recipe';
import { apiError, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render';
import { cakeDetail, editable } from '../test-recipes';

const location = () => screen.getByTestId('location').textContent;

const detail = (id: number, title: string): RecipeDetail =>
  cakeDetail({ id, title, preparationMinutes: 15, cookingMinutes: 45, own: { shared: false } });

describe('the Add a recipe page', () => {
  it('asks to log in first', async () => {
    renderApp('/add-recipe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a recipe' })).toBeInTheDocument();
    expect(screen.getByText('You must login to use this feature.')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('previews a link, lets the user correct it, saves the right body and opens the recipe', async () => {
    let saved: SaveOwnRecipeRequest | undefined;
    const api = stubApi({
      'POST /api/recipes/import/preview': {
        body: {
          recipes: [
            editable({
              sourceUrl: 'https://example.org/cake',
              sourceName: 'example.org',
              image: 'https://example.org/cake.jpg',
            }),
          ],
          warnings: ['The cooking time "PT-5M" was not understood.'],
        },
      },
      'POST /api/recipes': (call) => {
        saved = call.body as SaveOwnRecipeRequest;
        return { body: { id: 1_000_042, recipe: saved.recipe, shared: saved.shared, createdAt: '' } };
      },
      'POST /api/search/info': { body: detail(1_000_042, 'Best lemon cake') },
    });
    const { user } = renderApp('/add-recipe', { token: 'tok' });
    expect(await screen.findByRole('tab', { name: 'Link', selected: true })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Recipe page address'), 'https://example.org/cake');
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const title = await screen.findByLabelText('Title');
    expect(screen.getByRole('heading', { name: 'Check the recipe' })).toHaveFocus();
    expect(screen.getByText('The cooking time "PT-5M" was not understood.')).toBeInTheDocument();
    // An https picture is shown as it will be copied, without telling its site where it is shown.
    const picture = screen.getByRole('img', { name: "The recipe's picture" });
    expect(picture).toHaveAttribute('src', 'https://example.org/cake.jpg');
    expect(picture).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(screen.getByLabelText('Share with everyone')).not.toBeChecked();

    await user.clear(title);
    await user.type(title, 'Best lemon cake');
    await user.clear(screen.getByLabelText('Servings'));
    await user.type(screen.getByLabelText('Servings'), '10');
    await user.type(screen.getByLabelText('Ingredients'), '\n2 lemons');
    await user.click(screen.getByRole('button', { name: 'Save recipe' }));

    await waitFor(() => expect(location()).toBe('/recipe/1000042'));
    // The recipe page reads the recipe once it is shown, which on a busy machine comes a moment later.
    await waitFor(() =>
      expect(api.sequence().slice(0, 3)).toEqual([
        'POST /api/recipes/import/preview',
        'POST /api/recipes',
        'POST /api/search/info',
      ]),
    );
    expect(api.calls[0]!.body).toEqual({ url: 'https://example.org/cake' });
    expect(saved).toEqual({
      recipe: editable({
        title: 'Best lemon cake',
        servings: 10,
        ingredientLines: ['225 g butter', '225 g caster sugar', '2 lemons'],
        sourceUrl: 'https://example.org/cake',
        sourceName: 'example.org',
        image: 'https://example.org/cake.jpg',
      }),
      shared: false,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Best lemon cake' })).toBeInTheDocument();
  });

  it('shows the messages beside the fields and sends nothing while they stand', async () => {
    const api = stubApi({
      'POST /api/recipes/import/preview': { body: { recipes: [editable()], warnings: [] } },
    });
    const { user } = renderApp('/add-recipe', { token: 'tok' });
    await user.click(await screen.findByRole('tab', { name: 'Paste' }));
    await user.type(screen.getByLabelText('The recipe'), 'Lemon cake{enter}Ingredients{enter}butter');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(api.calls[0]!.body).toEqual({ text: 'Lemon cake\nIngredients\nbutter' });

    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await user.clear(screen.getByLabelText('Servings'));
    await user.type(screen.getByLabelText('Servings'), '0');
    await user.clear(screen.getByLabelText('Ingredients'));
    await user.click(screen.getByRole('button', { name: 'Save recipe' }));

    expect(await screen.findByText('A recipe needs a title.')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('A recipe needs a title.');
    expect(title).toHaveFocus();
    expect(screen.getByLabelText('Servings')).toHaveAccessibleDescription('Servings must be at least 1.');
    expect(screen.getByLabelText('Ingredients')).toHaveAccessibleDescription(
      /A recipe needs at least one ingredient line\./,
    );
    expect(api.sequence()).toEqual(['POST /api/recipes/import/preview']);

    // Typing in a field takes its message away.
    await user.type(title, 'Cake');
    expect(screen.queryByText('A recipe needs a title.')).not.toBeInTheDocument();
  });

  it('shows the server’s reason for a refused link, and for a refused save', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let refuseLink = true;
    stubApi({
      'POST /api/recipes/import/preview': () =>
        refuseLink
          ? apiError(400, 'That address points into a private network.')
          : { body: { recipes: [editable()], warnings: [] } },
      'POST /api/recipes': apiError(400, 'An account can hold at most 5,000 recipes; you have 5,000.'),
    });
    const { user } = renderApp('/add-recipe', { token: 'tok' });
    const link = await screen.findByLabelText('Recipe page address');
    await user.type(link, 'http://10.0.0.1/');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That address points into a private network.');
    expect(link).toHaveAttribute('aria-invalid', 'true');

    refuseLink = false;
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Save recipe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account can hold at most 5,000 recipes; you have 5,000.',
    );
    expect(location()).toBe('/add-recipe');
  });

  it('lets the user pick one of several recipes on a page', async () => {
    stubApi({
      'POST /api/recipes/import/preview': {
        body: { recipes: [editable({ title: 'Scones' }), editable({ title: 'Jam' })], warnings: [] },
      },
    });
    const { user } = renderApp('/add-recipe', { token: 'tok' });
    await user.type(await screen.findByLabelText('Recipe page address'), 'https://example.org/tea');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const choices = await screen.findByRole('group', { name: 'This holds 2 recipes. Which one do you want to add?' });
    await user.click(within(choices).getByRole('button', { name: 'Jam' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Jam');
    expect(screen.getByText(/Recipe 2 of 2\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose another' }));
    await user.click(screen.getByRole('button', { name: 'Scones' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Scones');
  });

  it('moves between the tabs with the arrow keys', async () => {
    const { user } = renderApp('/add-recipe', { token: 'tok' });
    const link = await screen.findByRole('tab', { name: 'Link' });
    link.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Paste', selected: true })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Files', selected: true })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Files' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Link', selected: true })).toHaveFocus();
  });

  it('imports files with a result for each, linking to the recipes imported', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const api = stubApi({
      'POST /api/recipes/import/files': async (call) => {
        await answered;
        return {
          body: {
            results: (call.body as FileImportRequest).files.map((file) =>
              file.name === 'soup.md'
                ? {
                    name: file.name,
                    status: 'imported',
                    recipes: [{ id: 1_000_007, title: 'Leek soup' }],
                    warnings: ['The servings were missing: 4 assumed.'],
                  }
                : { name: file.name, status: 'refused', reason: 'No recipe was found in it.' },
            ),
          },
        };
      },
    });
    const { user } = renderApp('/add-recipe', { token: 'tok' });
    await user.click(await screen.findByRole('tab', { name: 'Files' }));
    const input = screen.getByLabelText('Recipe files');
    // The file dialog offers recipe files, but "All files" (or a drop) can bring any: not filtered here.
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, [
        new File(['# Leek soup'], 'soup.md'),
        new File(['{}'], 'empty.json'),
        new File(['x'], 'photo.png'),
      ]);
    await user.click(screen.getByLabelText('Share with everyone'));
    await user.click(screen.getByRole('button', { name: 'Import 3 files' }));

    // The .png is refused here at once; the other two wait for the server.
    expect(await screen.findByText('Importing 2 of 3 files…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '1');
    release();

    expect(await screen.findByText('Imported 1 of 3 files: 1 recipe.')).toBeInTheDocument();
    expect(api.calls[0]!.body).toEqual({
      files: [
        { name: 'soup.md', content: '# Leek soup' },
        { name: 'empty.json', content: '{}' },
      ],
      shared: true,
    });
    const results = screen.getByRole('list', { name: 'Files' });
    const rows = within(results)
      .getAllByRole('listitem')
      .filter((row) => row.parentElement === results);
    expect(rows.map((row) => row.querySelector('.file-result__name')?.textContent)).toEqual([
      'soup.md',
      'empty.json',
      'photo.png',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Leek soup' })).toHaveAttribute('href', '/recipe/1000007');
    expect(within(rows[0]!).getByText('The servings were missing: 4 assumed.')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Not imported');
    expect(rows[1]).toHaveTextContent('No recipe was found in it.');
    expect(rows[2]).toHaveTextContent(/Not a recipe file/);
  });

  it('sends another app’s export whole, as the file itself, and shows what came in and what did not', async () => {
    const api = stubApi({
      'POST /api/recipes/import/app-export': {
        body: {
          results: [
            { name: 'My Recipes.paprikarecipes › Broken.paprikarecipe', status: 'refused', reason: 'invalid JSON' },
            {
              name: 'My Recipes.paprikarecipes › Soup.paprikarecipe',
              status: 'imported',
              recipes: [{ id: 1_000_011, title: 'Leek soup' }],
              warnings: ['The picture was left out: That file is not a picture we can read'],
            },
            {
              name: 'My Recipes.paprikarecipes › Pancakes.paprikarecipe',
              status: 'imported',
              recipes: [{ id: 1_000_012, title: 'Pancakes' }],
              warnings: [],
            },
          ],
        },
      },
    });
    const { user } = renderApp('/add-recipe', { token: 'tok' });
    await user.click(await screen.findByRole('tab', { name: 'Files' }));
    expect(screen.getByLabelText('Recipe files')).toHaveAttribute('accept', expect.stringContaining('.paprikarecipes'));
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 9, 9]);
    await user.upload(screen.getByLabelText('Recipe files'), new File([bytes], 'My Recipes.paprikarecipes'));
    await user.click(screen.getByRole('button', { name: 'Import' }));

    expect(await screen.findByText('Imported 1 of 1 file: 2 recipes.')).toBeInTheDocument();
    expect(api.sequence()).toEqual(['POST /api/recipes/import/app-export']);
    const [url, init] = api.fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/recipes/import/app-export?name=My%20Recipes.paprikarecipes');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/octet-stream');
    expect(new Uint8Array(await (init?.body as Blob).arrayBuffer())).toEqual(bytes);

    const row = within(screen.getByRole('list', { name: 'Files' })).getAllByRole('listitem')[0]!;
    expect(row.querySelector('.file-result__name')?.textContent).toBe('My Recipes.paprikarecipes');
    expect(within(row).getByRole('link', { name: 'Leek soup' })).toHaveAttribute('href', '/recipe/1000011');
    expect(within(row).getByRole('link', { name: 'Pancakes' })).toHaveAttribute('href', '/recipe/1000012');
    expect(within(row).getByText('Not imported: Broken.paprikarecipe: invalid JSON')).toBeInTheDocument();
    expect(
      within(row).getByText('Soup.paprikarecipe: The picture was left out: That file is not a picture we can read'),
    ).toBeInTheDocument();
  });
});
