import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { labelRecipe } from '../../catalog/labels/index';
import { contradictionsOf, entriesNamed, freeOf } from './contradictions';
import { readMarkdownRecipes } from './markdown';
import { repoRoot } from './shared';

describe('the check of free-from claims against the recipe’s own words', () => {
  it('finds a line naming a food of an allergen claimed absent, and only the allergens claimed', () => {
    const recipe = { lines: ['2 tbsp butter', '200 g king prawns'], texts: { title: 'Prawns' } };
    expect(contradictionsOf(recipe, ['dairy', 'shellfish', 'mollusc']).map((found) => found.allergen)).toEqual([
      'dairy',
      'shellfish',
    ]);
  });

  it('reads names longest first, "X-free" as absence, and skips group headers', () => {
    expect(entriesNamed('4 fresh chorizo sausages').map((found) => found.phrase)).toEqual(['chorizo sausages']);
    const recipe = { lines: ['250 g egg-free lasagne sheets', 'seafood, choose from:'], texts: { title: 'Lasagne' } };
    expect(contradictionsOf(recipe, ['egg', 'fish'])).toEqual([]);
  });

  it('in the texts, counts a food that is itself an allergen unless a line holds its words', () => {
    const recipe = {
      lines: ['juice of 1 lemon', '100 g rice'],
      texts: { title: 'Rice', instructions: 'Stir in the lemon juice. Serve with a knob of butter.' },
    };
    expect(contradictionsOf(recipe, ['dairy', 'sulfite']).map((found) => [found.where, found.phrase])).toEqual([
      ['instructions', 'butter'],
    ]);
  });

  // Labels the whole catalog: a few seconds alone, longer beside the rest of the suite.
  it(
    'no recipe of the built-in catalog lists a food of an allergen it is claimed free of',
    { timeout: 120_000 },
    () => {
      const recipes = readMarkdownRecipes(path.join(repoRoot, 'catalog/recipes'));
      expect(recipes.length).toBeGreaterThan(1000);
      const found = recipes.flatMap((recipe) => {
        const claimed = freeOf(labelRecipe([...recipe.lines], recipe.servings, recipe.texts).allergens);
        return contradictionsOf(recipe, claimed)
          .filter((contradiction) => contradiction.where === 'ingredient')
          .map((contradiction) => `${recipe.file}: ${contradiction.allergen}: ${contradiction.text}`);
      });
      expect(found).toEqual([]);
    },
  );
});
