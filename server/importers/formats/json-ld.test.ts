import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ImportedRecipe } from '../lib/draft';
import { ImportError } from '../lib/import-error';
import { parseHtmlRecipes as parseHtml } from './html';
import { instructionLines, parseJsonLdRecipes as parseJsonLd, recipesFromJsonLd as fromJsonLd } from './json-ld';

const fixture = (name: string): string => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');
const options = { sourceKey: 'import:page' };
const drafts = (recipes: ImportedRecipe[]) => recipes.map((recipe) => recipe.draft);
const parseJsonLdRecipes = (...args: Parameters<typeof parseJsonLd>) => drafts(parseJsonLd(...args));
const recipesFromJsonLd = (...args: Parameters<typeof fromJsonLd>) => drafts(fromJsonLd(...args));
const parseHtmlRecipes = (...args: Parameters<typeof parseHtml>) => drafts(parseHtml(...args));
const recipe = (fields: Record<string, unknown>): Record<string, unknown> => ({
  '@type': 'Recipe',
  name: 'Test',
  recipeIngredient: ['1 egg'],
  ...fields,
});
const one = (fields: Record<string, unknown>) => {
  const [draft] = recipesFromJsonLd(recipe(fields), options);
  if (draft === undefined) throw new Error('no draft');
  return draft;
};

describe('parseJsonLdRecipes', () => {
  it('reads a single Recipe object with every common field', () => {
    expect(parseJsonLdRecipes(fixture('json-ld/single.json'), options)).toEqual([
      {
        sourceKey: 'import:https://example.org/recipes/lemon-herb-chicken',
        title: 'Lemon & Herb Chicken',
        summary: 'Juicy chicken with lemon & thyme.',
        image: 'https://example.org/img/chicken.jpg',
        servings: 4,
        prepMinutes: 15,
        cookMinutes: 60,
        readyInMinutes: 80,
        cuisines: ['Mediterranean', 'Greek'],
        dishTypes: ['main course'],
        ingredientLines: ['4 chicken thighs', '1 lemon, juiced & zested', '2 sprigs thyme'],
        instructions:
          'Mix the lemon &amp; thyme and coat the chicken.\nRoast at 200°C (400°F) for <strong>1 hour</strong>.',
        sourceName: 'Example Kitchen',
        sourceUrl: 'https://example.org/recipes/lemon-herb-chicken',
        license: 'https://creativecommons.org/licenses/by/4.0/',
      },
    ]);
  });

  it('reads an array of recipes, keying the ones without a URL by file and position', () => {
    const drafts = parseJsonLdRecipes(fixture('json-ld/list.jsonld'), { sourceKey: 'import:list.jsonld' });
    expect(drafts.map((draft) => draft.sourceKey)).toEqual(['import:list.jsonld', 'import:list.jsonld#2']);
    expect(drafts[0]).toMatchObject({
      title: 'Plain Rice',
      servings: 3,
      image: 'https://example.org/rice-1.jpg',
      ingredientLines: ['200 g rice', '400 ml water'],
      instructions: 'Rinse the rice.\nSimmer with the water for 12 minutes.\nRest for 5 minutes.',
      readyInMinutes: 17,
      sourceName: 'Bo, Cy',
    });
    expect(drafts[1]).toMatchObject({
      servings: 2,
      dishTypes: ['breakfast'],
      instructions: 'Toast the bread.\nSpread with butter.',
    });
  });

  it('finds a Recipe with a @type array inside a @graph, with HowToSections', () => {
    const [draft] = parseJsonLdRecipes(fixture('json-ld/graph.json'), options);
    expect(draft).toMatchObject({
      sourceKey: 'import:https://example.org/bean-dip/',
      title: 'Layered Bean Dip',
      image: 'https://example.org/dip.webp',
      servings: 4,
      readyInMinutes: 30,
      cuisines: ['Mexican'],
      instructions:
        '<strong>Beans</strong>\nWarm the beans.\nSpread them in a dish.\n<strong>Toppings</strong>\nLayer sour cream, then salsa.',
      license: 'https://creativecommons.org/publicdomain/zero/1.0/',
    });
  });

  it('says why a file is not a recipe', () => {
    expect(() => parseJsonLdRecipes(fixture('json-ld/article.json'), options)).toThrow('no schema.org Recipe found');
    expect(() => parseJsonLdRecipes(fixture('json-ld/invalid.json'), options)).toThrow(
      new ImportError('invalid JSON at line 3, column 20'),
    );
    expect(() => parseJsonLdRecipes(fixture('json-ld/no-ingredients.json'), options)).toThrow('no ingredients');
    expect(() => parseJsonLdRecipes(fixture('json-ld/no-title.json'), options)).toThrow('missing title');
    expect(() => parseJsonLdRecipes('  ', options)).toThrow('invalid JSON: the file is empty');
  });
});

describe('recipe shapes', () => {
  it('recognises prefixed Recipe types and @value texts', () => {
    expect(one({ '@type': 'schema:Recipe', name: { '@value': 'Soup', '@language': 'en' } }).title).toBe('Soup');
    expect(one({ '@type': ['http://schema.org/Recipe'] }).title).toBe('Test');
  });

  it.each<[unknown, number]>([
    [6, 6],
    ['4 servings', 4],
    ['Makes 12', 12],
    ['4-6', 4],
    [['8', '8 slices'], 8],
    ['to taste', 1],
  ])('reads recipeYield %j', (recipeYield, servings) => {
    expect(one({ recipeYield }).servings).toBe(servings);
  });

  it('takes total time first, else prep plus cook, else 0', () => {
    expect(one({ totalTime: 'PT2H', prepTime: 'PT10M' }).readyInMinutes).toBe(120);
    expect(one({ prepTime: 'PT10M', cookTime: 'PT1H5M' })).toMatchObject({
      prepMinutes: 10,
      cookMinutes: 65,
      readyInMinutes: 75,
    });
    expect(one({}).readyInMinutes).toBe(0);
  });

  it.each<[unknown, string]>([
    ['https://x.example/a.jpg', 'https://x.example/a.jpg'],
    [['https://x.example/a.jpg', 'https://x.example/b.jpg'], 'https://x.example/a.jpg'],
    [{ '@type': 'ImageObject', url: 'https://x.example/c.jpg' }, 'https://x.example/c.jpg'],
    [[{ '@type': 'ImageObject', contentUrl: 'https://x.example/d.jpg' }], 'https://x.example/d.jpg'],
    ['/relative.jpg', ''],
  ])('reads image %j', (image, url) => {
    expect(one({ image }).image).toBe(url);
  });

  it('resolves a relative image against the recipe URL', () => {
    expect(one({ image: '/i.jpg', url: 'https://x.example/r/1' }).image).toBe('https://x.example/i.jpg');
  });

  it('reads the legacy ingredients field and one-string ingredient lists', () => {
    expect(one({ recipeIngredient: undefined, ingredients: ['2 eggs'] }).ingredientLines).toEqual(['2 eggs']);
    expect(one({ recipeIngredient: '1 egg\n2 cups milk' }).ingredientLines).toEqual(['1 egg', '2 cups milk']);
  });

  it('splits cuisines and categories on commas, in our spelling when known', () => {
    expect(one({ recipeCuisine: 'Thai, Street Food', recipeCategory: 'Side, Appetizer, Brunch Ideas' })).toMatchObject({
      cuisines: ['Thai', 'Street Food'],
      dishTypes: ['side dish', 'snack', 'brunch ideas'],
    });
  });

  it('names the publisher first, else the authors', () => {
    expect(one({ author: 'Ann', publisher: { name: 'Site' } }).sourceName).toBe('Site');
    expect(one({ author: [{ '@type': 'Person', name: 'Ann' }, 'Bob'] }).sourceName).toBe('Ann, Bob');
  });

  it('keys by url, else mainEntityOfPage, else the file', () => {
    expect(one({ url: 'https://a.example/r' }).sourceKey).toBe('import:https://a.example/r');
    expect(one({ mainEntityOfPage: 'https://b.example/r' }).sourceKey).toBe('import:https://b.example/r');
    expect(one({ mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://c.example/r' } }).sourceKey).toBe(
      'import:https://c.example/r',
    );
    expect(one({ url: '/relative' }).sourceKey).toBe('import:page');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['mainEntityOfPage true', { mainEntityOfPage: true }, 'import:page'],
    ['url true', { url: true, mainEntityOfPage: false }, 'import:page'],
    ['url a number', { url: 42 }, 'import:page'],
    ['url an array', { url: [false, '/x', 'https://d.example/r'] }, 'import:https://d.example/r'],
    ['url an object with url', { url: { url: 'https://e.example/r' } }, 'import:https://e.example/r'],
    [
      'mainEntityOfPage an array',
      { mainEntityOfPage: [{ '@id': 'https://f.example/r#webpage' }] },
      'import:https://f.example/r',
    ],
    ['url with a route fragment', { url: 'https://g.example/#/recipes/12' }, 'import:https://g.example/#/recipes/12'],
    ['url "true"', { url: 'true' }, 'import:page'],
  ])('keys only absolute http(s) addresses: %s', (_, fields, key) => {
    expect(one(fields).sourceKey).toBe(key);
  });

  it('keeps two recipes naming the same page apart', () => {
    const drafts = recipesFromJsonLd(
      [recipe({ url: 'https://a.example/r' }), recipe({ name: 'Other', url: 'https://a.example/r' })],
      options,
    );
    expect(drafts.map((draft) => draft.sourceKey)).toEqual([
      'import:https://a.example/r',
      'import:https://a.example/r#2',
    ]);
  });

  it('reads the license as a URL or a CreativeWork', () => {
    expect(one({ license: 'CC-BY-4.0' }).license).toBe('CC-BY-4.0');
    expect(one({ license: { '@type': 'CreativeWork', name: 'Public domain' } }).license).toBe('Public domain');
  });
});

describe('tolerance', () => {
  const read = (fields: Record<string, unknown>) => {
    const [first] = fromJsonLd(recipe(fields), options);
    if (first === undefined) throw new Error('no recipe');
    return first;
  };

  it('drops unusable times, yields and pictures with a warning per field', () => {
    const { draft, warnings } = read({
      prepTime: 'P2H10M',
      cookTime: 'PT',
      totalTime: true,
      recipeYield: 'a crowd',
      image: { '@type': 'ImageObject' },
      nutrition: { calories: { odd: true } },
    });
    expect(draft).toMatchObject({ prepMinutes: 130, cookMinutes: null, readyInMinutes: 130, servings: 1, image: '' });
    expect(warnings).toEqual([
      'the picture is not a web address; left out',
      'the yield "a crowd" has no number; servings set to 1',
      'the cooking time "PT" was not understood; left out',
      'the total time is not a time; left out',
    ]);
  });

  it('shows a note its plugin bracketed twice once: "softened ((1/2 cup))" reads "softened (1/2 cup)"', () => {
    expect(
      one({
        recipeIngredient: [
          '115 g butter, softened ((1/2 cup))',
          '1 tsp chilli flakes ( (optional) )',
          '1 tbsp olive oil (or rapeseed oil (cold-pressed))',
          '2 eggs ((large) free-range)',
        ],
      }).ingredientLines,
    ).toEqual([
      '115 g butter, softened (1/2 cup)',
      '1 tsp chilli flakes (optional)',
      '1 tbsp olive oil (or rapeseed oil (cold-pressed))',
      '2 eggs ((large) free-range)',
    ]);
  });

  it('groups ingredients under the name of their section', () => {
    expect(
      read({
        recipeIngredient: [
          { '@type': 'HowToSection', name: 'Dough', itemListElement: ['200 g flour', '1 egg'] },
          { '@type': 'HowToSection', name: 'Filling:', recipeIngredient: ['100 g ricotta'] },
          '1 pinch salt',
        ],
      }).draft.ingredientLines,
    ).toEqual(['Dough:', '200 g flour', '1 egg', 'Filling:', '100 g ricotta', '1 pinch salt']);
  });

  it('reads a HowToStep made of directions as one step', () => {
    expect(
      instructionLines({
        '@type': 'HowToStep',
        itemListElement: [
          { '@type': 'HowToDirection', text: 'Stir.' },
          { '@type': 'HowToTip', text: 'Gently.' },
        ],
      }),
    ).toEqual(['Stir. Gently.']);
  });

  it('says which recipes of a page were refused, on the ones that were kept', () => {
    const recipes = fromJsonLd([recipe({ name: 'Good' }), recipe({ name: 'Bad', recipeIngredient: [] })], options);
    expect(recipes.map((entry) => entry.draft.title)).toEqual(['Good']);
    expect(recipes[0]?.warnings).toEqual(['recipe 2 of the file refused: no ingredients']);
  });

  it('reads trailing commas, raw line breaks and legacy shapes', () => {
    const [first] = parseJsonLd(
      '{"@type": "Recipe", "name": "Soup",\n "recipeInstructions": "Boil.\nServe.",\n "ingredients": ["1 leek",],}',
      options,
    );
    expect(first?.draft).toMatchObject({ title: 'Soup', ingredientLines: ['1 leek'], instructions: 'Boil.\nServe.' });
  });

  it('reads a recipe written twice on one page (a plugin and a theme each write it) once, from its fuller copy', () => {
    const short = recipe({ name: 'Dal', recipeIngredient: ['200 g red lentils', '1 tsp turmeric'] });
    const full = recipe({ name: ' dal', recipeIngredient: ['200 g red lentils', '1 tsp turmeric', '1 onion'] });
    expect(recipesFromJsonLd([short, full], options).map((draft) => draft.ingredientLines)).toEqual([
      ['200 g red lentils', '1 tsp turmeric', '1 onion'],
    ]);
    const other = recipe({ name: 'Dal', recipeIngredient: ['200 g yellow split peas'] });
    expect(recipesFromJsonLd([short, other], options)).toHaveLength(2);
  });

  it('refuses a file with more recipes than a page holds', () => {
    expect(() =>
      fromJsonLd(
        Array.from({ length: 1_001 }, () => recipe({})),
        options,
      ),
    ).toThrow('the file holds 1001 recipes (at most 1000)');
  });
});

describe('instructionLines', () => {
  it('flattens every recipeInstructions shape', () => {
    expect(instructionLines('Just one string')).toEqual(['Just one string']);
    expect(instructionLines(['a', 'b'])).toEqual(['a', 'b']);
    expect(instructionLines({ '@type': 'HowToStep', text: 'only text' })).toEqual(['only text']);
    expect(instructionLines([{ '@type': 'HowToStep', name: 'Named only' }])).toEqual(['Named only']);
    expect(
      instructionLines([
        { '@type': 'HowToSection', name: 'Dough', itemListElement: [{ '@type': 'HowToStep', text: 'Knead.' }] },
        { '@type': 'HowToSection', itemListElement: ['Rest.', { '@type': 'HowToDirection', text: 'Shape.' }] },
      ]),
    ).toEqual(['<strong>Dough</strong>', 'Knead.', 'Rest.', 'Shape.']);
    expect(
      instructionLines({
        '@type': 'ItemList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, item: { '@type': 'HowToStep', text: 'Chop.' } },
          { '@type': 'ListItem', position: 2, item: 'Fry.' },
        ],
      }),
    ).toEqual(['Chop.', 'Fry.']);
    expect(instructionLines(42)).toEqual([]);
  });
});

describe('parseHtmlRecipes', () => {
  it('reads the Recipe block of a page, skipping other blocks and using the canonical link', () => {
    expect(parseHtmlRecipes(fixture('html/page.html'), options)).toEqual([
      {
        sourceKey: 'import:https://cookies.example.net/oat-cookies',
        title: 'Chewy Oat Cookies',
        summary: 'Crisp edges & a chewy middle.',
        image: 'https://cookies.example.net/images/oat-cookies.jpg',
        servings: 12,
        prepMinutes: null,
        cookMinutes: null,
        readyInMinutes: 35,
        cuisines: [],
        dishTypes: [],
        ingredientLines: ['100 g butter', '150 g oats', '1 egg'],
        instructions:
          'Cream the butter.\nStir in the oats &amp; egg.\n<a href="https://cookies.example.net/tips">Bake</a> for 12 minutes.',
        sourceName: '',
        sourceUrl: 'https://cookies.example.net/oat-cookies',
        license: '',
      },
    ]);
  });

  it('reads several recipes despite a broken block and a broken recipe', () => {
    const drafts = parseHtmlRecipes(fixture('html/two-recipes.htm'), { sourceKey: 'import:two.htm' });
    expect(drafts.map((draft) => [draft.sourceKey, draft.title])).toEqual([
      ['import:two.htm', 'Red Sauce'],
      ['import:two.htm#2', 'Green Sauce'],
    ]);
  });

  it('says why a page holds no recipe', () => {
    expect(() => parseHtmlRecipes(fixture('html/no-recipe.html'), options)).toThrow(
      'no recipe found (no JSON-LD, Microdata or RDFa Recipe, and no ingredient list in the text)',
    );
    expect(() => parseHtmlRecipes(fixture('html/broken-json-ld.html'), options)).toThrow(
      'invalid JSON at line 4, column 3 in JSON-LD block 1',
    );
    const articleOnly = '<script type="application/ld+json">{"@type":"Article","name":"x"}</script>';
    expect(() => parseHtmlRecipes(articleOnly, options)).toThrow('no recipe found');
  });
});
