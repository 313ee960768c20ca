import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { parseHtmlRecipes } from './html';
import { recipeCard } from './recipe-card';

const options = { sourceKey: 'import:page.html' };
const one = (html: string) => {
  const recipes = parseHtmlRecipes(html, options);
  expect(recipes).toHaveLength(1);
  const [first] = recipes;
  if (first === undefined) throw new Error('no recipe');
  return first;
};
const jsonLd = (fields: Record<string, unknown>): string =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Recipe', ...fields })}</script>`;

/** A card as recipe plugins write it: amounts in spans, checkboxes, group names, a list title with toggles. */
const CARD = `<div class="recipe-card">
  <h2 class="recipe-card-name">Lemon Drizzle Cake</h2>
  <div class="recipe-card-details">
    <span class="recipe-details-label">Servings</span>
    <span class="recipe-card-servings">8</span> <span class="recipe-card-servings-unit">slices</span>
  </div>
  <div class="recipe-card-ingredients-container">
    <h3 class="recipe-card-header">Ingredients <a href="#us">US</a> - <a href="#metric">Metric</a></h3>
    <div class="recipe-card-ingredient-group">
      <h4 class="recipe-card-group-name">For the cake</h4>
      <ul class="recipe-card-ingredients">
        <li class="recipe-card-ingredient"><span class="checkbox"><input type="checkbox"><span class="sr-only">▢ </span></span><span class="amount">225</span> <span class="unit">g</span> <span class="name">butter</span>, <span class="notes">softened (1 cup)</span></li>
        <li class="recipe-card-ingredient"><span class="amount">225</span> <span class="unit">g</span> <span class="name">caster sugar</span></li>
        <li class="recipe-card-ingredient"><span class="amount">4</span> <span class="name">eggs</span></li>
        <li class="recipe-card-ingredient"><span class="amount">225</span> <span class="unit">g</span> <span class="name">self-raising flour</span></li>
        <li class="recipe-card-ingredient"><span class="amount">1</span> <span class="name">lemon</span>, <span class="notes">zested</span></li>
      </ul>
    </div>
    <div class="recipe-card-ingredient-group">
      <h4 class="recipe-card-group-name">For the drizzle</h4>
      <ul class="recipe-card-ingredients">
        <li class="recipe-card-ingredient"><span class="amount">1½</span> <span class="name">lemons</span>, <span class="notes">juiced</span></li>
        <li class="recipe-card-ingredient"><span class="amount">85</span> <span class="unit">g</span> <span class="name">caster sugar</span></li>
      </ul>
    </div>
  </div>
  <div class="recipe-card-instructions-container">
    <h3 class="recipe-card-header">Instructions</h3>
    <ul class="recipe-card-instructions">
      <li class="recipe-card-instruction"><div class="text">Heat the oven to 180°C.</div></li>
      <li class="recipe-card-instruction"><div class="text">Beat the butter and sugar, then the eggs, flour and zest.</div></li>
      <li class="recipe-card-instruction"><div class="text">Bake for 45 minutes.</div></li>
      <li class="recipe-card-instruction"><div class="text">Stir the juice with the sugar and pour over the warm cake.</div></li>
    </ul>
  </div>
  <div class="recipe-card-nutrition"><span class="nutrition-serving-size">Serving size: 1 slice</span></div>
</div>`;

const CARD_LINES = [
  'For the cake:',
  '225 g butter, softened (1 cup)',
  '225 g caster sugar',
  '4 eggs',
  '225 g self-raising flour',
  '1 lemon, zested',
  'For the drizzle:',
  '1½ lemons, juiced',
  '85 g caster sugar',
];
const CARD_STEPS =
  'Heat the oven to 180°C.\nBeat the butter and sugar, then the eggs, flour and zest.\nBake for 45 minutes.\n' +
  'Stir the juice with the sugar and pour over the warm cake.';

const page = (head: string, body: string): string =>
  `<!DOCTYPE html><html><head>${head}</head><body><nav><a href="/">Home</a></nav><main><h1>Lemon Drizzle Cake</h1>${body}</main></body></html>`;

describe('recipeCard', () => {
  it('reads the lines, group names, steps and servings a card shows, less its checkboxes and list titles', () => {
    const card = recipeCard(parse(page('', CARD)), 'Lemon Drizzle Cake');
    expect(card).toEqual({
      ingredients: CARD_LINES,
      steps: CARD_STEPS.split('\n'),
      servings: '8',
      title: 'Lemon Drizzle Cake',
    });
  });

  it('leaves out what the reader does not see and lists outside the card (menus, sidebars)', () => {
    const html = page(
      '',
      `<aside><ul class="ingredients-we-love"><li>Lemons</li><li>Sugar</li><li>Eggs</li><li>Flour</li></ul></aside>
      <ul class="ingredients"><li>2 eggs</li><li style="display: none">2 large eggs (metric)</li><li hidden>hidden</li><li>1 cup milk</li></ul>`,
    );
    expect(recipeCard(parse(html), undefined).ingredients).toEqual(['2 eggs', '1 cup milk']);
  });
});

describe('parseHtmlRecipes: the card wins where the structured data falls short', () => {
  it('takes the card lines when the JSON-LD ingredients are cut short', () => {
    const head = jsonLd({
      name: 'Lemon Drizzle Cake',
      recipeYield: ['8'],
      recipeIngredient: ['225 g butter, softened ((1 cup))', '225 g caster sugar', '4 eggs'],
      recipeInstructions: CARD_STEPS.split('\n').map((text) => ({ '@type': 'HowToStep', text })),
    });
    expect(one(page(head, CARD)).draft).toMatchObject({ ingredientLines: CARD_LINES, servings: 8 });
  });

  it('takes the card steps when the JSON-LD has none', () => {
    const head = jsonLd({
      name: 'Lemon Drizzle Cake',
      recipeIngredient: CARD_LINES.slice(1, 3),
      recipeInstructions: [],
    });
    expect(one(page(head, CARD)).draft.instructions).toBe(CARD_STEPS);
  });

  it('takes the card servings when the JSON-LD gives none, never a serving size', () => {
    const head = jsonLd({ name: 'Lemon Drizzle Cake', recipeIngredient: ['1 lemon'] });
    const { draft, warnings } = one(page(head, CARD));
    expect(draft.servings).toBe(8);
    expect(warnings).toEqual([]);
    const noYield = CARD.replace(/<div class="recipe-card-details">[\s\S]*?<\/div>/, '');
    expect(one(page(head, noYield)).draft.servings).toBe(1);
  });

  it('keeps the JSON-LD when it holds as much as the card', () => {
    const lines = [
      '225 g unsalted butter',
      '225 g caster sugar',
      '4 eggs',
      '225 g flour',
      '1 lemon',
      '2 lemons',
      '85 g sugar',
    ];
    const head = jsonLd({
      name: 'Lemon Drizzle Cake',
      recipeIngredient: lines,
      recipeInstructions: 'Mix.\nBake.\nPour.\nServe.',
    });
    expect(one(page(head, CARD)).draft).toMatchObject({
      ingredientLines: lines,
      instructions: 'Mix.\nBake.\nPour.\nServe.',
    });
  });

  it('leaves a page of several recipes to their own data', () => {
    const head = `<script type="application/ld+json">${JSON.stringify([
      { '@type': 'Recipe', name: 'One', recipeIngredient: ['1 egg'] },
      { '@type': 'Recipe', name: 'Two', recipeIngredient: ['2 eggs'] },
    ])}</script>`;
    const recipes = parseHtmlRecipes(page(head, CARD), options);
    expect(recipes.map((recipe) => recipe.draft.ingredientLines)).toEqual([['1 egg'], ['2 eggs']]);
  });

  it('names a recipe whose data has no name by the page heading', () => {
    const head = jsonLd({ recipeIngredient: ['1 lemon'] });
    expect(one(page(head, CARD)).draft.title).toBe('Lemon Drizzle Cake');
  });

  it('reads the text when the data has no ingredients and there is no card', () => {
    const head = jsonLd({ name: 'Lemon Drizzle Cake', recipeIngredient: [] });
    const body = '<h2>Ingredients</h2><p>2 slices bread</p><p>1 tbsp butter</p><h2>Method</h2><p>Toast and butter.</p>';
    expect(one(page(head, body)).draft).toMatchObject({
      title: 'Lemon Drizzle Cake',
      ingredientLines: ['2 slices bread', '1 tbsp butter'],
      instructions: 'Toast and butter.',
    });
  });

  it('takes the steps and servings of the page text when neither the data nor a card gives them', () => {
    const head = jsonLd({ name: 'Lemon Drizzle Cake', recipeIngredient: ['1 lemon', '85 g sugar'] });
    const body =
      '<p>Serves 6</p><h2>Ingredients</h2><ul><li>1 lemon</li><li>85 g sugar</li></ul>' +
      '<h2>Instructions</h2><ol><li>Zest the lemon.</li><li>Stir into the sugar.</li></ol><h2>Notes</h2><p>Keeps a week.</p>';
    expect(one(page(head, body)).draft).toMatchObject({
      instructions: 'Zest the lemon.\nStir into the sugar.',
      servings: 6,
    });
  });

  it('reads the card of a page without structured data, whatever its list title says', () => {
    expect(one(page('', CARD)).draft).toMatchObject({
      title: 'Lemon Drizzle Cake',
      ingredientLines: CARD_LINES,
      instructions: CARD_STEPS,
      servings: 8,
    });
  });

  it('reads a page nested thousands of levels deep without exhausting the stack', () => {
    const deep = (name: string): string => `${`<div class="${name}">x `.repeat(5_000)}${'</div>'.repeat(5_000)}`;
    for (const name of ['servings', 'ingredients', 'method']) {
      const head = jsonLd({ name: 'Lemon Drizzle Cake', recipeIngredient: ['1 lemon'] });
      expect(one(page(head, deep(name))).draft.ingredientLines).toEqual(['1 lemon']);
    }
  });
});
