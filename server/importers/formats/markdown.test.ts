import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ImportError } from '../lib/import-error';
import { parseMarkdownRecipe } from './markdown';

const fixture = (name: string): string =>
  readFileSync(new URL(`../fixtures/markdown/${name}`, import.meta.url), 'utf8');
const parse = (text: string) => parseMarkdownRecipe(text, { sourceKey: 'import:test.md' }).draft;
const minimal = (body: string, front = 'title: T'): string =>
  `---\n${front}\n---\n\n## Ingredients\n\n- 1 egg\n\n${body}`;

describe('parseMarkdownRecipe: catalog format', () => {
  it('reads every field, the fixed id, and hands back the front matter', () => {
    const { draft, frontMatter } = parseMarkdownRecipe(fixture('catalog.md'), { sourceKey: 'catalog:9001' });
    expect(draft).toEqual({
      sourceKey: 'catalog:9001',
      id: 9001,
      title: 'Tomato Toast',
      summary: 'Ripe tomatoes on garlicky toast. Five minutes, one board.',
      image: '',
      servings: 2,
      prepMinutes: 5,
      cookMinutes: 3,
      readyInMinutes: 8,
      cuisines: ['Spanish'],
      dishTypes: ['breakfast', 'snack'],
      ingredientLines: [
        '2 slices sourdough bread',
        '1 clove garlic, halved',
        '2 ripe tomatoes, grated',
        '1 tablespoon olive oil',
        '1 pinch salt',
      ],
      instructions:
        'Toast the bread for 3 minutes until golden.\nRub the toast with the cut garlic.\nSpoon over the tomato, drizzle with olive oil and sprinkle with salt.',
      sourceName: '',
      sourceUrl: '',
      license: '',
    });
    expect(frontMatter['picture']).toEqual(['bread', 'tomato']);
  });

  it('rejects an id that is not a positive whole number', () => {
    expect(() => parse(minimal('', 'title: T\nid: abc'))).toThrow('id must be a positive whole number');
    expect(() => parse(minimal('', 'title: T\nid: -4'))).toThrow('id must be a positive whole number');
    expect(parse(minimal('', 'title: T\nid: "77"')).id).toBe(77);
    expect(() => parse(minimal('', 'title: T\nid: 3000000000'))).toThrow('id must be a positive whole number');
  });

  it('leaves the id out for an import, with a warning: a file never chooses the id it replaces', () => {
    const { draft, warnings } = parseMarkdownRecipe(minimal('', 'title: T\nid: 1001'), {
      sourceKey: 'import:x.md',
      ignoreId: true,
    });
    expect('id' in draft).toBe(false);
    expect(warnings).toEqual(['the id 1001 in the file is ignored: imported recipes get an id of their own']);
    expect(parseMarkdownRecipe(minimal('', 'title: T\nid: abc'), { sourceKey: 'k', ignoreId: true }).draft.title).toBe(
      'T',
    );
  });
});

describe('parseMarkdownRecipe: Hugo recipe pages', () => {
  const draft = parse(fixture('hugo-style.md'));

  it('takes the first intro paragraph as the summary, links reduced to text', () => {
    expect(draft.summary).toBe('A warming soup that uses pantry staples and is ready in under an hour. Freezes well.');
  });

  it('reads the emoji time and servings lines', () => {
    expect(draft).toMatchObject({ prepMinutes: 10, cookMinutes: 65, readyInMinutes: 75, servings: 4 });
  });

  it('keeps ingredient bullets only: no notes, sub-headings or "spices:" labels; continuation lines joined', () => {
    expect(draft.ingredientLines).toEqual([
      '1 cup red lentils',
      '1 onion, diced',
      '1 tsp cumin',
      '1/2 tsp turmeric',
      '1 litre vegetable stock, or water with a stock cube',
      'lemon wedges (see notes)',
    ]);
  });

  it('joins the numbered steps with line breaks, wrapped lines and tips included', () => {
    expect(draft.instructions).toBe(
      'Fry the onion &amp; spices for 5 minutes.\nAdd the lentils and stock. Simmer for 25 minutes.\n' +
        'Blend until smooth; serve with lemon.\nTip: a spoon of yogurt on top is nice too.',
    );
  });

  it('maps known tags to cuisines and dish types and ignores the rest', () => {
    expect(draft).toMatchObject({ cuisines: ['Indian'], dishTypes: ['soup'], sourceName: 'kim', image: '' });
  });
});

describe('parseMarkdownRecipe: other shapes', () => {
  it('reads a Method section with bullets and front-matter synonyms', () => {
    expect(parse(fixture('nested/method-style.markdown'))).toMatchObject({
      title: 'Overnight Oats',
      summary: 'Oats soaked overnight in milk; breakfast is ready when you are.',
      servings: 2,
      prepMinutes: 80,
      readyInMinutes: 80,
      image: 'https://example.org/oats.jpg',
      sourceUrl: 'https://example.org/overnight-oats',
      sourceName: 'Dee',
      license: 'CC0-1.0',
      dishTypes: ['breakfast'],
      instructions: 'Mix the oats and milk in two jars.\nChill overnight.',
    });
  });

  it('takes the title from a level-one heading and reads an Instructions section', () => {
    expect(parse(fixture('instructions-heading.md'))).toMatchObject({
      title: 'Quick Pickles',
      summary: 'Sharp and crunchy, for any sandwich.',
      readyInMinutes: 120,
      servings: 1,
      ingredientLines: ['1 cucumber, sliced', '100 ml vinegar'],
      instructions: 'Cover the cucumber with the vinegar.\nChill for 2 hours.',
    });
  });

  it.each([
    ['- 🍳 Cook time: 1 hr 20 min', 80],
    ['* Cook Time: 2 hours', 120],
    ['- 🍳Cook time: 45', 45],
  ])('reads "%s"', (line, minutes) => {
    expect(parse(minimal('', `title: T`).replace('## Ingredients', `${line}\n\n## Ingredients`)).cookMinutes).toBe(
      minutes,
    );
  });

  it('ignores an image URL that is not absolute, and keeps a source name that is not a URL', () => {
    expect(parse(minimal('', 'title: T\nimage: /pix/a.webp\nsource: Grandma'))).toMatchObject({
      image: '',
      sourceName: 'Grandma',
    });
  });

  it('leaves the instructions empty when there is no directions section', () => {
    expect(parse(minimal('')).instructions).toBe('');
  });
});

describe('parseMarkdownRecipe: errors', () => {
  it('rejects a page without ingredients', () => {
    expect(() => parse(fixture('no-ingredients.md'))).toThrow(new ImportError('no ingredients'));
  });

  it('rejects a page without a title', () => {
    expect(() => parse('## Ingredients\n\n- 1 egg\n')).toThrow(new ImportError('missing title'));
  });

  it('rejects front matter that is not valid YAML', () => {
    expect(() => parse(fixture('bad-front-matter.md'))).toThrow(/^invalid front matter: .+[^:]$/);
  });
});

describe('limits at import', () => {
  it('refuses a recipe with more ingredient lines than a recipe has, naming the reason', () => {
    const lines = Array.from({ length: 301 }, (_, i) => `- ${i + 1} g flour`).join('\n');
    const text = `---\ntitle: Too many\n---\n\n## Ingredients\n\n${lines}\n\n## Method\n\nMix.`;
    expect(() => parse(text)).toThrow(ImportError);
    expect(() => parse(text)).toThrow(/the recipe has 301 ingredient lines \(at most 300\)/);
  });

  it('refuses a title that is a page of text', () => {
    expect(() => parse(minimal('Mix.', `title: ${'Soup '.repeat(100)}`))).toThrow(/the title is too long/);
  });

  it('refuses front matter whose YAML aliases would expand without end', () => {
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x]'];
    for (const name of 'bcdefg') {
      const previous = String.fromCharCode(name.charCodeAt(0) - 1);
      levels.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(', ')}]`);
    }
    const text = minimal('', `${levels.join('\n')}\ntitle: *g`);
    expect(text.length).toBeLessThan(500);
    const started = performance.now();
    expect(() => parse(text)).toThrow(new ImportError('the front matter uses too many YAML aliases (at most 50)'));
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(parse(minimal('', 'base: &b 2\nservings: *b\ntitle: T')).servings).toBe(2);
  });

  it('reads front matter with mixed line endings', () => {
    expect(parse('---\r\ntitle: Mixed\r\ntags: [a]\nauthor: "Me"\r\n---\r\n\n## Ingredients\n\n- 1 egg\n').title).toBe(
      'Mixed',
    );
  });

  it('drops NUL and other control characters from the texts it keeps', () => {
    const draft = parse(minimal('Whisk\u0000 and fry.', 'title: "Eggs\\0 on toast\\x07"'));
    expect(draft.title).toBe('Eggs on toast');
    expect(draft.instructions).not.toContain('\u0000');
  });
});
