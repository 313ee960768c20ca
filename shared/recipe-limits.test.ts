import { describe, expect, it } from 'vitest';
import type { RecipeDraft } from './recipe';
import { RECIPE_LIMITS, recipeDraftProblem } from './recipe-limits';

const draft = (changes: Partial<RecipeDraft> = {}): RecipeDraft => ({
  sourceKey: 'test:1',
  title: 'Toast',
  summary: 'Bread, toasted.',
  image: '',
  servings: 2,
  prepMinutes: 1,
  cookMinutes: 3,
  readyInMinutes: 4,
  cuisines: ['British'],
  dishTypes: ['breakfast'],
  ingredientLines: ['2 slices bread'],
  instructions: 'Toast the bread.',
  sourceName: '',
  sourceUrl: '',
  license: '',
  ...changes,
});

describe('recipe limits', () => {
  it('let an ordinary recipe through, and one exactly at every limit', () => {
    expect(recipeDraftProblem(draft())).toBeNull();
    const L = RECIPE_LIMITS;
    expect(
      recipeDraftProblem(
        draft({
          title: 't'.repeat(L.title),
          summary: 's'.repeat(L.summary),
          instructions: 'i'.repeat(L.instructions),
          ingredientLines: Array.from({ length: L.ingredientLines }, () => 'x'.repeat(L.ingredientLine)),
          cuisines: Array.from({ length: L.listItems }, () => 'c'.repeat(L.listItem)),
          servings: L.servings,
          readyInMinutes: L.minutes,
        }),
      ),
    ).toBeNull();
  });

  it.each([
    [{ title: 't'.repeat(201) }, /^the title is too long: 201 characters \(at most 200\)\.$/],
    [{ summary: 's'.repeat(50_000_000 / 1000) }, /the summary is too long: 50,000 characters \(at most 5,000\)/],
    [{ instructions: 'i'.repeat(50_001) }, /the method is too long: 50,001/],
    [
      { ingredientLines: Array.from({ length: 100_000 }, () => '1 egg') },
      /the recipe has 100,000 ingredient lines \(at most 300\)/,
    ],
    [{ ingredientLines: ['1 egg', 'x'.repeat(501)] }, /an ingredient line \("x+…"\) is too long: 501 characters/],
    [{ cuisines: Array.from({ length: 21 }, (_, i) => `c${i}`) }, /the recipe has 21 cuisines \(at most 20\)/],
    [{ dishTypes: ['d'.repeat(101)] }, /a name in dish types is too long: 101 characters/],
    [{ servings: 0 }, /servings must be a whole number from 1 to 1000/],
    [{ servings: 2.5 }, /servings must be a whole number/],
    [{ readyInMinutes: -1 }, /the ready-in time must be a whole number of minutes/],
    [{ cookMinutes: 99_999 }, /the cooking time must be a whole number of minutes from 0 to 20,160/],
    [{ title: 'To\u0000ast' }, /NUL character/],
    [{ sourceUrl: `https://example.com/${'a'.repeat(2100)}` }, /the source address is too long/],
  ])('name what breaks them: %#', (changes, reason) => {
    expect(recipeDraftProblem(draft(changes))).toMatch(reason);
  });
});
