import { describe, expect, it } from 'vitest';
import { parseHtmlRecipes } from './html';

const options = { sourceKey: 'import:page.html' };
const one = (html: string) => {
  const [first] = parseHtmlRecipes(html, options);
  if (first === undefined) throw new Error('no recipe');
  return first;
};

const MICRODATA = `<html><body>
<div itemscope itemtype="https://schema.org/Recipe">
  <h1 itemprop="name">Flapjacks</h1>
  <link itemprop="url" href="https://bakes.example/flapjacks">
  <img itemprop="image" src="/flapjacks.jpg">
  <meta itemprop="totalTime" content="PT35M">
  <span itemprop="recipeYield">Makes 16</span>
  <span itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Ola</span></span>
  <ul>
    <li itemprop="recipeIngredient"><b>250 g</b> rolled oats</li>
    <li itemprop="recipeIngredient">125 g butter<br>(salted)</li>
    <li itemprop="recipeIngredient">100 g golden syrup</li>
  </ul>
  <ol itemprop="recipeInstructions"><li>Melt the butter and syrup.</li><li>Stir in the oats, press into a tin, bake 25 min.</li></ol>
</div></body></html>`;

describe('parseHtmlRecipes: Microdata and RDFa', () => {
  it('reads a Microdata Recipe: nested items stay apart, times from <meta>, steps from list items', () => {
    expect(one(MICRODATA)).toEqual({
      draft: {
        sourceKey: 'import:https://bakes.example/flapjacks',
        title: 'Flapjacks',
        summary: '',
        image: 'https://bakes.example/flapjacks.jpg',
        servings: 16,
        prepMinutes: null,
        cookMinutes: null,
        readyInMinutes: 35,
        cuisines: [],
        dishTypes: [],
        ingredientLines: ['250 g rolled oats', '125 g butter (salted)', '100 g golden syrup'],
        instructions: 'Melt the butter and syrup.\nStir in the oats, press into a tin, bake 25 min.',
        sourceName: 'Ola',
        sourceUrl: 'https://bakes.example/flapjacks',
        license: '',
      },
      warnings: [],
    });
  });

  it('reads an RDFa Recipe with prefixed properties', () => {
    const html = `<div vocab="http://schema.org/" typeof="schema:Recipe">
      <span property="schema:name">Dal</span>
      <span property="recipeYield">4 bowls</span>
      <time property="cookTime" datetime="PT30M">half an hour</time>
      <p property="recipeIngredient">200 g red lentils</p>
      <p property="recipeIngredient" content="1 tsp turmeric">a little turmeric</p>
      <div property="recipeInstructions"><p>Simmer the lentils.</p><p>Add the turmeric.</p></div>
    </div>`;
    expect(one(html).draft).toMatchObject({
      title: 'Dal',
      servings: 4,
      cookMinutes: 30,
      ingredientLines: ['200 g red lentils', '1 tsp turmeric'],
      instructions: 'Simmer the lentils.\nAdd the turmeric.',
    });
  });

  it('prefers JSON-LD to the markup of the same page', () => {
    const html = `<script type="application/ld+json">{"@type":"Recipe","name":"From JSON-LD","recipeIngredient":["1 egg"]}</script>${MICRODATA}`;
    expect(one(html).draft.title).toBe('From JSON-LD');
  });

  it('falls back to the markup when the JSON-LD block is broken', () => {
    const html = `<script type="application/ld+json">{"@type": "Recipe" "name": "x"}</script>${MICRODATA}`;
    expect(one(html).draft.title).toBe('Flapjacks');
  });
});

describe('parseHtmlRecipes: pages without structured data', () => {
  const page = `<html><head><title>Lemonade | Drinks Site</title>
    <link rel="canonical" href="https://drinks.example/lemonade#top"></head><body>
    <nav><a href="/">Ingredients we love</a></nav>
    <main><h1>Fresh Lemonade</h1><p>Sharp, sweet and cold.</p>
    <h2>Ingredients</h2><ul><li>4 lemons</li><li>100 g sugar</li><li>1 litre cold water</li></ul>
    <h2>Method</h2><ol><li>Squeeze the lemons.</li><li>Stir in the sugar and water.<br>Chill.</li></ol>
    <aside>Related: iced tea</aside></main>
    <footer>Serves 100 happy readers</footer></body></html>`;

  it('reads the readable text of the main element, keyed by the canonical address', () => {
    expect(one(page).draft).toMatchObject({
      sourceKey: 'import:https://drinks.example/lemonade',
      title: 'Fresh Lemonade',
      ingredientLines: ['4 lemons', '100 g sugar', '1 litre cold water'],
      instructions: 'Squeeze the lemons.\nStir in the sugar and water. Chill.',
      servings: 1,
    });
  });

  it('says why a page holds no recipe', () => {
    expect(() => parseHtmlRecipes('<main><h1>News</h1><p>Nothing to cook here.</p></main>', options)).toThrow(
      'no recipe found (no JSON-LD, Microdata or RDFa Recipe, and no ingredient list in the text)',
    );
  });
});
