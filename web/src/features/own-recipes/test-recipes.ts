import type { EditableRecipe, OwnRecipe } from '@shared/own-recipes';
import type { RecipeDetail } from '@shared/recipe';
import { recipeDetail } from '@/test/recipe-detail';

// Recipes for this feature's tests.

export const editable = (overrides: Partial<EditableRecipe> = {}): EditableRecipe => ({
  title: 'Lemon drizzle cake',
  summary: '',
  servings: 8,
  prepMinutes: 15,
  cookMinutes: 45,
  readyInMinutes: 60,
  ingredientLines: ['225 g butter', '225 g caster sugar'],
  steps: ['Heat the oven to 180 °C.', 'Beat the butter and sugar.'],
  image: '',
  cuisines: ['british'],
  dishTypes: ['dessert'],
  sourceUrl: '',
  sourceName: '',
  ...overrides,
});

export const ownRecipe = (id: number, overrides: Partial<OwnRecipe> = {}): OwnRecipe => ({
  id,
  recipe: editable(),
  shared: false,
  createdAt: '2025-01-02T03:04:05.000Z',
  ...overrides,
});

/** The cake as the recipe page receives it. */
export const cakeDetail = (overrides: Partial<RecipeDetail> = {}): RecipeDetail =>
  recipeDetail({
    id: 1_000_001,
    title: 'Lemon drizzle cake',
    servings: 8,
    readyInMinutes: 60,
    vegetarian: true,
    extendedIngredients: [{ original: '225 g butter', name: 'butter', amount: 225, unit: 'g' }],
    instructions: 'Bake.',
    nutrition: { calories: 300, fat: 10, protein: 5, carbohydrates: 40 },
    sourceName: 'example.org',
    sourceUrl: 'https://example.org/cake',
    ...overrides,
  });
