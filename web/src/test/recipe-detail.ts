import type { RecipeDetail } from '@shared/recipe';

/** A recipe as the recipe page receives it, for tests: plain values, each test sets what it needs. */
export const recipeDetail = (overrides: Partial<RecipeDetail> = {}): RecipeDetail => ({
  id: 1,
  title: 'Recipe',
  image: '',
  imageAlt: '',
  summary: '',
  servings: 4,
  readyInMinutes: 30,
  preparationMinutes: null,
  cookingMinutes: null,
  cuisines: [],
  dishTypes: [],
  diets: [],
  allergens: [],
  vegetarian: false,
  vegan: false,
  glutenFree: false,
  extendedIngredients: [],
  instructions: '',
  nutrition: { calories: 1, fat: 1, protein: 1, carbohydrates: 1 },
  labelReasons: { allergens: [], brokenDiets: [], unchecked: [] },
  sourceName: '',
  sourceUrl: '',
  license: '',
  ...overrides,
});
