import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { parsePlainTextRecipe } from './plain-text';
import { readableText } from './readable-text';

const read = (text: string, title?: string) =>
  parsePlainTextRecipe(text, { sourceKey: 'import:note.txt', ...(title === undefined ? {} : { title }) });

describe('parsePlainTextRecipe', () => {
  it.each([
    ['Serves 4 · 25 minutes', 4, null, 25],
    ['Serves 4 | 1 hour 10 min', 4, null, 70],
    ['Serves 4, 25 mins', 4, null, 25],
    ['Serves 6 - Ready in 40 minutes', 6, null, 40],
    ['4 servings · 25 minutes', 4, null, 25],
    ['For 2 · 15 min', 2, null, 15],
    ['Serves 4 · Prep time: 10 min', 4, 10, 10],
    ['Serves 4, with leftovers', 4, null, 0],
    ['Prep time: 1 hour, 10 minutes', 1, 70, 70],
    ['Serves eight · 25 minutes', 8, null, 25],
    ['Makes a dozen', 12, null, 0],
    ['Yield: 4 to 6 servings', 4, null, 0],
  ])('reads the meta line "%s": servings %i, prep %s, ready in %i', (line, servings, prep, ready) => {
    const { draft } = read(
      `Tomato pasta\n${line}\n\nIngredients\n400 g spaghetti\n1 tin tomatoes\n\nMethod\n1. Boil the pasta.`,
    );
    expect(draft).toMatchObject({ servings, prepMinutes: prep, readyInMinutes: ready });
    expect(draft.title).toBe('Tomato pasta');
  });

  it('a lone time or count is not a meta line: "25 minutes" in the steps stays a step', () => {
    const { draft } = read(
      `Stew\n\nIngredients\n1 kg beef\n2 onions\n\nMethod\n1. Brown the beef.\n25 minutes\n2. Simmer.`,
    );
    expect(draft.instructions).toBe('Brown the beef.\n25 minutes\nSimmer.');
    expect(draft.readyInMinutes).toBe(0);
  });

  it('reads headings, bullets, a sub-heading, numbered steps and meta lines', () => {
    const { draft, warnings } = read(`Flatbreads

Quick, no yeast, ready before the curry is.
Makes 6 · Prep time: 10 min | Cook time: 12 minutes

INGREDIENTS:
• 250 g self-raising flour
• 250 g natural yoghurt

For brushing:
* 2 tbsp melted butter

Directions
Step 1: Mix the flour and yoghurt to a soft dough.
2) Divide into 6 and roll thin.
3. Dry-fry for 2 minutes a side and brush with butter.

Nutrition
320 kcal per flatbread
`);
    expect(draft).toMatchObject({
      title: 'Flatbreads',
      summary: 'Quick, no yeast, ready before the curry is.',
      servings: 6,
      prepMinutes: 10,
      cookMinutes: 12,
      readyInMinutes: 22,
      ingredientLines: ['250 g self-raising flour', '250 g natural yoghurt', 'For brushing:', '2 tbsp melted butter'],
      instructions:
        'Mix the flour and yoghurt to a soft dough.\nDivide into 6 and roll thin.\nDry-fry for 2 minutes a side and brush with butter.',
    });
    expect(warnings).toEqual([]);
  });

  it('finds quantity lines and numbered steps without any heading', () => {
    const { draft } = read(`Tuna melt
1 tin tuna, drained
2 tbsp mayonnaise
½ red onion, chopped
Salt and pepper
2 slices bread
50 g cheddar, grated
1. Mix the tuna, mayonnaise and onion.
2. Pile onto the bread, top with cheese
and grill until bubbling.`);
    expect(draft).toMatchObject({
      title: 'Tuna melt',
      ingredientLines: [
        '1 tin tuna, drained',
        '2 tbsp mayonnaise',
        '½ red onion, chopped',
        'Salt and pepper',
        '2 slices bread',
        '50 g cheddar, grated',
      ],
      instructions:
        'Mix the tuna, mayonnaise and onion.\nPile onto the bread, top with cheese and grill until bubbling.',
    });
  });

  it('takes a paragraph after the ingredients as the start of the steps', () => {
    const { draft } = read(
      `Ingredients
2 eggs
1 knob butter
Beat the eggs and cook them slowly in the butter, stirring all the time, until just set.`,
      'Scrambled Eggs',
    );
    expect(draft.ingredientLines).toEqual(['2 eggs', '1 knob butter']);
    expect(draft.instructions).toBe(
      'Beat the eggs and cook them slowly in the butter, stirring all the time, until just set.',
    );
  });

  it('keeps lines as written and reports a time it cannot read', () => {
    const { draft, warnings } = read(`Stock
Total time: all day long
Ingredients
- 1 chicken carcass (from the roast)
- 2 L water [cold]`);
    expect(draft.ingredientLines).toEqual(['1 chicken carcass (from the roast)', '2 L water [cold]']);
    expect(warnings).toEqual([]);
  });

  it('refuses text without an ingredient list', () => {
    expect(() => read('Dear all,\nSee you on Sunday.\n')).toThrow('no ingredients');
  });
});

describe('readableText', () => {
  it('gives one line per block from the article, without menus, scripts or footers', () => {
    const root = parse(`<body><nav>Menu</nav><article><h1>Title</h1><script>x()</script>
      <p>Some <b>bold</b> words.</p><ul><li>1 egg<br>(large)</li></ul><table><tr><td>a</td><td>b</td></tr></table>
      <footer>Share</footer></article></body>`);
    expect(readableText(root)).toBe('Title\nSome bold words.\n1 egg (large)\na b');
  });

  it('leaves out what only a screen reader or nobody sees: checkbox captions, hidden copies', () => {
    const root = parse(`<main><ul>
      <li><span class="sr-only">▢ </span>2 eggs</li>
      <li><span class="screen-reader-text">Check </span>1 cup milk<span aria-hidden="true">*</span></li>
      <li style="display:none">2 large eggs</li></ul></main>`);
    expect(readableText(root)).toBe('2 eggs\n1 cup milk');
  });

  it('reads a line that starts with a checkbox glyph as the line itself', () => {
    const { draft } = read('Toast\n\nIngredients\n▢ 2 slices bread\n□ 1 tbsp butter\n\nMethod\nToast the bread.');
    expect(draft.ingredientLines).toEqual(['2 slices bread', '1 tbsp butter']);
  });
});
