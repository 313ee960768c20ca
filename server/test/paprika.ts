import { gzipSync } from 'node:zlib';

/** A recipe as Paprika 3 writes it in an export, with the fields it always writes. */
export const paprikaRecipe = (fields: Record<string, unknown>) => ({
  uid: 'E2B6A1C4-0F3D-4C5B-9E7A-1D2C3B4A5F60',
  name: 'Leek and potato soup',
  description: 'A thick soup for a cold day.',
  ingredients: '2 leeks, sliced\n500 g floury potatoes\n1 litre vegetable stock\n\n25 g butter',
  directions: 'Melt the butter and soften the leeks.\n\nAdd the potatoes and stock; simmer 20 minutes.\nBlend.',
  notes: 'Better the next day.',
  servings: '4 servings',
  prep_time: '15 mins',
  cook_time: '1 hr 5 mins',
  total_time: '',
  categories: ['Soups', 'French'],
  source: 'Grandma',
  source_url: '',
  image_url: '',
  photo_data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]).toString('base64'),
  rating: 5,
  difficulty: 'Easy',
  nutritional_info: '',
  created: '2024-03-01 10:00:00',
  hash: 'abc',
  ...fields,
});

/** One `.paprikarecipe` file: the recipe's JSON, gzipped. */
export const gz = (value: unknown) => gzipSync(Buffer.from(JSON.stringify(value)));
