/** The query shapes the search benchmark times, each with a few bodies a client would send. */

export interface Shape {
  name: string;
  path: string;
  bodies: object[];
}

export const SHAPES: Shape[] = [
  {
    name: 'staple word',
    path: '/api/search/general',
    bodies: [{ searchInput: 'chicken' }, { searchInput: 'garlic' }, { searchInput: 'salt' }],
  },
  {
    name: 'two words',
    path: '/api/search/general',
    bodies: [{ searchInput: 'garlic chicken' }, { searchInput: 'lemon curry' }, { searchInput: 'creamy soup' }],
  },
  {
    name: 'typing a prefix',
    path: '/api/search/general',
    bodies: [{ searchInput: 'c' }, { searchInput: 'chi' }, { searchInput: 'garlic chi' }, { searchInput: 'to' }],
  },
  {
    name: 'rare word',
    path: '/api/search/general',
    bodies: [{ searchInput: 'fennel' }, { searchInput: 'duck' }, { searchInput: 'radishes' }],
  },
  {
    name: 'staple + diet + allergen',
    path: '/api/search/diet&allergens',
    bodies: [
      { searchInput: 'chicken', diet: 'paleo', allergy: 'gluten' },
      { searchInput: 'garlic', diet: 'vegetarian', allergy: 'peanut,soy' },
    ],
  },
  {
    name: 'empty query + filters',
    path: '/api/search/diet&allergens',
    bodies: [
      { searchInput: '', diet: 'vegetarian', allergy: 'gluten,peanut' },
      { searchInput: '', diet: 'vegan', allergy: 'soy' },
    ],
  },
  { name: 'blank search', path: '/api/search/general', bodies: [{ searchInput: '', number: 24 }] },
  { name: 'deep page', path: '/api/search/general', bodies: [{ searchInput: 'salt', offset: 5000, number: 20 }] },
  {
    // Nothing matches as typed: the spelling correction runs, then the corrected search.
    name: 'misspelt word',
    path: '/api/search/general',
    bodies: [{ searchInput: 'chiken' }, { searchInput: 'garlc ' }, { searchInput: 'lemn curry' }],
  },
  {
    // Filter words read as filters: a diet, a meal, a ready time, a free-from label.
    name: 'filter words',
    path: '/api/search/general',
    bodies: [
      { searchInput: 'quick vegan dinner' },
      { searchInput: 'gluten free chicken' },
      { searchInput: 'dairy free soup' },
    ],
  },
  {
    // Three words no recipe holds together: the partial-match fallback answers.
    name: 'partial match',
    path: '/api/search/general',
    bodies: [{ searchInput: 'fennel duck chocolate' }, { searchInput: 'radishes lamb cinnamon' }],
  },
  {
    name: 'include + exclude',
    path: '/api/search/general',
    bodies: [
      { searchInput: '', includeIngredients: 'chicken,garlic', excludeIngredients: 'dairy' },
      { searchInput: 'soup', excludeIngredients: 'nuts,egg' },
    ],
  },
  {
    // What's in my fridge: three ingredients at hand, ranked by how many each recipe uses.
    name: 'fridge',
    path: '/api/search/general',
    bodies: [{ searchInput: '', includeIngredients: 'chicken,spinach,carrots', ranking: 'maximise-used' }],
  },
  {
    name: 'facets',
    path: '/api/search/general',
    bodies: [
      { searchInput: 'chicken', facets: true },
      { searchInput: '', facets: true },
    ],
  },
  {
    name: 'sort by time',
    path: '/api/search/general',
    bodies: [
      { searchInput: 'chicken', sort: 'time' },
      { searchInput: '', sort: 'time' },
    ],
  },
  { name: 'random', path: '/api/search/random', bodies: [{}] },
];
