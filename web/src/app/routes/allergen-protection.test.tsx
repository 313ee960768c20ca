import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RecipeDetail } from '@shared/recipe';
import { preferencesStore } from '@/features/preferences/stores/preferences-store';
import { recipe, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render';

/** The profile a logged-in user has once the account's details arrived. */
const knownProfile = (savedAllergies: string, savedDiet = '') =>
  preferencesStore.setState({ savedAllergies, savedDiet, profileKnown: true });

const PEANUT_NOODLES: RecipeDetail = {
  id: 7,
  title: 'Peanut Noodles',
  image: '/images/recipes/7.webp',
  imageAlt: 'Noodles',
  summary: 'Noodles in a peanut sauce.',
  servings: 2,
  readyInMinutes: 20,
  preparationMinutes: 5,
  cookingMinutes: 15,
  cuisines: [],
  dishTypes: [],
  diets: ['vegetarian', 'vegan'],
  allergens: ['gluten', 'peanut', 'soy', 'wheat'],
  vegetarian: true,
  vegan: true,
  glutenFree: false,
  extendedIngredients: [
    { original: '200 g wheat noodles', name: 'wheat noodles', amount: 200, unit: 'gram' },
    { original: '3 tablespoons peanut butter', name: 'peanut butter', amount: 3, unit: 'tablespoon' },
    { original: '1 tablespoon soy sauce', name: 'soy sauce', amount: 1, unit: 'tablespoon' },
    { original: '1 jar secret sauce', name: 'secret sauce', amount: 1, unit: 'jar' },
  ],
  instructions: 'Cook the noodles.\nToss with the sauce.',
  nutrition: { calories: 500, fat: 20, protein: 15, carbohydrates: 60 },
  labelReasons: {
    allergens: [
      { id: 'gluten', because: [{ source: 'ingredient', text: '200 g wheat noodles' }] },
      { id: 'peanut', because: [{ source: 'ingredient', text: '3 tablespoons peanut butter' }] },
      { id: 'soy', because: [{ source: 'ingredient', text: '1 tablespoon soy sauce' }] },
      { id: 'wheat', because: [{ source: 'title', text: 'Peanut Noodles', food: 'noodles' }] },
    ],
    brokenDiets: [
      { id: 'ketogenic', because: [{ source: 'nutrition', text: 'carbohydrate gives 48 % of the energy' }] },
      { id: 'paleo', because: [{ source: 'ingredient', text: '1 tablespoon soy sauce' }] },
    ],
    unchecked: ['1 jar secret sauce'],
  },
  sourceName: '',
  sourceUrl: '',
  license: '',
};

describe('the saved allergens protect every screen', () => {
  it('Home draws random recipes without the saved allergens, and only once they are known', async () => {
    const api = stubApi({ 'POST /api/search/random': { body: { recipes: [recipe(1), recipe(2)] } } });
    renderApp('/home', { token: 'tok' });
    expect(await screen.findByRole('heading', { name: 'Random recipes' })).toBeInTheDocument();
    // Logged in, profile not loaded yet: nothing is drawn that could hold a saved allergen.
    expect(api.sequence()).not.toContain('POST /api/search/random');
    knownProfile('peanut,soy');
    await waitFor(() => expect(api.sequence()).toContain('POST /api/search/random'));
    const call = api.calls.find((item) => item.path === '/api/search/random');
    expect(call?.body).toEqual({ allergy: 'peanut,soy' });
    expect(await screen.findByText('Recipes with your saved allergens are not shown.')).toBeInTheDocument();
    expect(within(await screen.findByRole('list', { name: 'Random recipes' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
  });

  it('Home draws random recipes for the saved diet too, and says so above the tiles', async () => {
    knownProfile('gluten', 'vegetarian,vegan');
    const api = stubApi({ 'POST /api/search/random': { body: { recipes: [recipe(1)] } } });
    renderApp('/home', { token: 'tok' });
    await screen.findByRole('list', { name: 'Random recipes' });
    expect(api.calls[0]?.body).toEqual({ allergy: 'gluten', diet: 'vegetarian,vegan' });
    expect(
      await screen.findByText(
        'Only Vegetarian and Vegan recipes are shown, as your saved diet asks. Recipes with your saved allergens are not shown.',
      ),
    ).toBeInTheDocument();
    knownProfile('', 'pescatarian');
    await waitFor(() => expect(api.calls.map((call) => call.body)).toContainEqual({ diet: 'pescatarian' }));
    expect(await screen.findByText('Only Pescatarian recipes are shown, as your saved diet asks.')).toBeInTheDocument();
  });

  it('Home draws again when the saved allergens change', async () => {
    knownProfile('');
    const api = stubApi({ 'POST /api/search/random': { body: { recipes: [recipe(1)] } } });
    renderApp('/home', { token: 'tok' });
    await screen.findByRole('list', { name: 'Random recipes' });
    expect(api.calls[0]?.body).toBeUndefined();
    knownProfile('shellfish');
    await waitFor(() => expect(api.calls.map((call) => call.body)).toContainEqual({ allergy: 'shellfish' }));
  });

  it('anonymous visitors get random recipes with no filter', async () => {
    const api = stubApi({ 'POST /api/search/random': { body: { recipes: [recipe(1)] } } });
    renderApp('/home');
    await screen.findByRole('list', { name: 'Random recipes' });
    expect(api.calls[0]?.body).toBeUndefined();
    expect(screen.queryByText('Recipes with your saved allergens are not shown.')).not.toBeInTheDocument();
  });

  it('the recipe page warns at the top about a saved allergen and a saved diet, with the deciding lines', async () => {
    knownProfile('peanut', 'paleo');
    stubApi({ 'POST /api/search/info': { body: PEANUT_NOODLES } });
    renderApp('/recipe/7', { token: 'tok' });
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('Not safe for your allergens');
    expect(warning).toHaveTextContent('Contains peanut: “3 tablespoons peanut butter”');
    expect(warning).toHaveTextContent('Not paleo: “1 tablespoon soy sauce”');
  });

  it('no warning when the recipe keeps to the profile, nor for anonymous visitors', async () => {
    knownProfile('shellfish', 'vegan');
    stubApi({ 'POST /api/search/info': { body: PEANUT_NOODLES } });
    renderApp('/recipe/7', { token: 'tok' });
    await screen.findByRole('heading', { level: 1, name: 'Peanut Noodles' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists each allergen with the line or text that decides it, the lines not checked, and the diets not met', async () => {
    stubApi({ 'POST /api/search/info': { body: PEANUT_NOODLES } });
    renderApp('/recipe/7');
    const list = await screen.findByRole('list', { name: 'Allergens' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Contains gluten: “200 g wheat noodles”',
      'Contains peanut: “3 tablespoons peanut butter”',
      'Contains soy: “1 tablespoon soy sauce”',
      'Contains wheat: the title “Peanut Noodles” mentions noodles',
    ]);
    expect(
      within(screen.getByRole('list', { name: 'Lines that could not be checked' })).getByText('1 jar secret sauce'),
    ).toBeInTheDocument();
    expect(screen.getByText(/so this recipe claims no diet/)).toBeInTheDocument();
    const diets = screen.getByRole('list', { name: 'Diets not met', hidden: true });
    expect(within(diets).getByText(/carbohydrate gives 48 %/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a saved recipe holding a saved allergen stays in the list, marked with a warning', async () => {
    knownProfile('peanut');
    stubApi({
      'GET /api/saved/recipes': { body: { results: [{ recipeId: 1 }, { recipeId: 2 }] } },
      'POST /api/search/bulk': {
        body: [
          { ...recipe(1), allergens: ['peanut', 'soy'] },
          { ...recipe(2), allergens: [] },
        ],
      },
    });
    renderApp('/recipe-manager', { token: 'tok' });
    const list = await screen.findByRole('list', { name: 'Saved recipes' });
    const tiles = within(list).getAllByRole('listitem');
    expect(tiles).toHaveLength(2);
    // The newest saved first.
    expect(tiles[1]).toHaveTextContent('Contains peanut');
    expect(within(list).getByRole('link', { name: 'Recipe 1. Warning: Contains peanut' })).toBeInTheDocument();
    expect(tiles[0]).not.toHaveTextContent('Contains');
  });

  it('a saved recipe whose gluten is only what it is served with says to check that, never "contains"', async () => {
    knownProfile('gluten');
    stubApi({
      'GET /api/saved/recipes': { body: { results: [{ recipeId: 1 }, { recipeId: 2 }] } },
      'POST /api/search/bulk': {
        body: [
          { ...recipe(1), allergens: ['gluten', 'wheat'], servedWith: ['gluten', 'wheat'] },
          { ...recipe(2), allergens: ['gluten'] },
        ],
      },
    });
    renderApp('/recipe-manager', { token: 'tok' });
    const list = await screen.findByRole('list', { name: 'Saved recipes' });
    expect(
      within(list).getByRole('link', { name: 'Recipe 1. Warning: Check what you serve it with: gluten' }),
    ).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Recipe 2. Warning: Contains gluten' })).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')[1]).not.toHaveTextContent('Contains');
  });

  it('a search tile whose gluten is only what it is served with says to check that, never "contains"', async () => {
    knownProfile('gluten');
    stubApi({
      'POST /api/search/allergens': { body: { results: [recipe(3)], totalResults: 1, offset: 0, number: 10 } },
      'POST /api/search/general': {
        body: {
          results: [
            {
              ...recipe(1),
              readyInMinutes: 30,
              diets: [],
              allergens: ['gluten', 'wheat'],
              servedWith: ['gluten', 'wheat'],
            },
            { ...recipe(2), readyInMinutes: 30, diets: [], allergens: ['gluten', 'wheat'] },
          ],
          totalResults: 2,
          offset: 0,
          number: 10,
        },
      },
    });
    const { user } = renderApp('/search', { token: 'tok' });
    expect(await screen.findByRole('link', { name: 'Recipe 3' })).toBeInTheDocument();
    const gluten = await screen.findByRole('button', { name: /No gluten/ });
    await user.click(gluten);
    expect(
      await screen.findByRole('link', { name: 'Recipe 1. Warning: Check what you serve it with: gluten' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Recipe 2. Warning: Contains gluten' })).toBeInTheDocument();
  });
});
