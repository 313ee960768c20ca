import type { EditableRecipe, OwnRecipe } from '@shared/own-recipes';

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
