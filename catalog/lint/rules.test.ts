import { describe, expect, it } from 'vitest';
import type { RecipeDraft } from '../../shared/recipe';
import { allowances, lintRecipe, longestStepMinutes, titleKey } from './rules';

const draft = (overrides: Partial<RecipeDraft> = {}): RecipeDraft => ({
  sourceKey: 'catalog:1',
  title: 'Tomato Soup',
  summary: 'A simple soup.',
  image: '',
  servings: 4,
  prepMinutes: 10,
  cookMinutes: 20,
  readyInMinutes: 30,
  cuisines: [],
  dishTypes: ['soup'],
  ingredientLines: ['800 g canned chopped tomatoes', '1 onion, chopped', '2 tbsp olive oil', '500 ml vegetable stock'],
  instructions: 'Soften the onion in the oil for 10 minutes.\nAdd the tomatoes and stock and simmer for 20 minutes.',
  sourceName: '',
  sourceUrl: '',
  license: '',
  ...overrides,
});

const rules = (overrides: Partial<RecipeDraft>) => lintRecipe(draft(overrides)).map((problem) => problem.rule);

describe('catalog lint rules', () => {
  it('a sound recipe has no problem', () => {
    expect(lintRecipe(draft())).toEqual([]);
  });

  it('reads the longest time a step states', () => {
    expect(longestStepMinutes('Simmer 20-25 minutes. Braise for 1 3/4 hours.')).toBe(105);
    expect(longestStepMinutes('Marinate for 1.5 hours, then grill 10 mins.')).toBe(90);
    expect(longestStepMinutes('Stir.')).toBe(0);
  });

  it('names each broken rule', () => {
    expect(rules({ ingredientLines: ['1 jar secret sauce'] })).toContain('lines-understood');
    expect(rules({ servings: 40 })).toContain('servings-range');
    expect(rules({ readyInMinutes: 20 })).toContain('ready-in-covers-times');
    expect(rules({ instructions: 'Bake for 40 minutes.' })).toContain('ready-in-covers-times');
    expect(rules({ instructions: 'Preheat the oven to 400°C.' })).toContain('oven-plausible');
    expect(rules({ ingredientLines: ['1 tsp salt', '1 litre water'] })).toContain('calories-plausible');
    expect(rules({ title: 'Chicken and Tomato Soup' })).toContain('steps-name-listed-foods');
    const lines = draft().ingredientLines;
    expect(rules({ ingredientLines: [...lines, '1 teaspoon ground turmeric'] })).toContain('ingredient-used-in-steps');
    expect(rules({ instructions: `${draft().instructions}\nStir in the garlic.` })).toContain(
      'food-in-steps-in-ingredients',
    );
  });

  it('a thermometer reading is not an oven temperature', () => {
    expect(rules({ instructions: 'Roast in the oven until the thickest part reads 75°C (165°F).' })).not.toContain(
      'oven-plausible',
    );
  });

  it('a recipe allows a rule only with a reason', () => {
    const allowed = allowances({ lint: { allow: { 'calories-plausible': 'a raw side salad, light by nature' } } });
    expect([...allowed.keys()]).toEqual(['calories-plausible']);
    expect(allowances({ lint: { allow: { 'calories-plausible': 'ok' } } }).size).toBe(0);
    expect(allowances({ lint: { allow: { 'no-such-rule': 'a long enough reason' } } }).size).toBe(0);
  });

  it('compares titles without case, accents or punctuation', () => {
    expect(titleKey('Crème Brûlée!')).toBe(titleKey('creme brulee'));
  });
});
