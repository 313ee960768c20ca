import { describe, expect, it } from 'vitest';
import { CATEGORIES, INGREDIENTS } from '../knowledge/ingredients';
import { INDEX, matchDescription } from './matcher';
import { fold, pluralsOf, segments, tokens } from './normalise';

const ids = (description: string) => matchDescription(description).entries.map((entry) => entry.id);

describe('normalisation', () => {
  it('folds case, accents, apostrophes and ampersands', () => {
    expect(fold('Crème Fraîche')).toBe('creme fraiche');
    expect(fold("Confectioners' Sugar")).toBe('confectioners sugar');
    expect(tokens('Salt & pepper')).toEqual(['salt', 'and', 'pepper']);
    expect(tokens('gluten-free  oats')).toEqual(['gluten', 'free', 'oats']);
  });

  it('splits the ingredient from its notes', () => {
    expect(segments('chicken thighs, boneless and skinless (about 600 g)')).toEqual([
      { kind: 'main', tokens: ['chicken', 'thighs'] },
      { kind: 'note', tokens: ['boneless', 'and', 'skinless'] },
      { kind: 'note', tokens: ['about', '600', 'g'] },
    ]);
    expect(segments('cilantro/coriander')).toEqual([{ kind: 'main', tokens: ['cilantro', 'or', 'coriander'] }]);
  });

  it('generates plural spellings', () => {
    expect(pluralsOf('tomato')).toContain('tomatoes');
    expect(pluralsOf('cherry')).toContain('cherries');
    expect(pluralsOf('leaf')).toContain('leaves');
    expect(pluralsOf('radish')).toContain('radishes');
    expect(pluralsOf('chilli')).toContain('chillies');
    expect(pluralsOf('egg')).toEqual(['eggs']);
  });
});

describe('phrase matching', () => {
  it('prefers the longest phrase', () => {
    expect(ids('peanut butter')).toEqual(['peanut butter']);
    expect(ids('coconut milk')).toEqual(['coconut milk']);
    expect(ids('cream of tartar')).toEqual(['cream of tartar']);
    expect(ids('sweet potato')).toEqual(['sweet potato']);
  });

  it('matches whole words only', () => {
    expect(ids('eggplant')).toEqual(['eggplant']);
    expect(ids('buckwheat')).toEqual(['buckwheat']);
    expect(ids('butternut squash')).toEqual(['squash']);
    expect(ids('nutmeg')).toEqual(['nutmeg']);
  });

  it('re-cuts a greedy match when skipping harmless words reaches further', () => {
    expect(matchDescription('raw cacao butter').primaryName).toBe('cacao butter');
    expect(matchDescription('red chilli paste').primaryName).toBe('red chilli paste');
  });

  it('reads "X flour" and "X cheese" as a form of X', () => {
    expect(ids('hemp seed flour')).toEqual(['hemp seed']);
    expect(matchDescription('Stilton cheese').entries.map((entry) => entry.names.includes('stilton'))).toEqual([true]);
    expect(ids('tofu cheese')).toEqual(['tofu', 'cheese']);
  });

  it('keeps every alternative: a note can name a second ingredient', () => {
    expect(ids('flour (or gluten-free flour)')).toEqual(['flour', 'gluten free flour']);
    expect(ids('chicken breast, or firm tofu')).toEqual(['chicken breast', 'tofu']);
  });

  it('reads "kidney or black beans" as two kinds of bean', () => {
    expect(ids('kidney or black beans').every((id) => id === 'bean')).toBe(true);
    expect(ids('soy or almond milk')).toEqual(['soy milk', 'almond milk']);
    expect(ids('butter or olive oil')).toEqual(['butter', 'olive oil']);
  });

  it('names the ingredient by its head word', () => {
    expect(matchDescription('sesame seed buns').primaryName).toBe('sesame seed buns');
    expect(matchDescription('curry powder').primaryName).toBe('curry powder');
    expect(matchDescription('eggs').primaryName).toBe('egg');
  });

  it('reports unknown words in the ingredient, but not in preparation notes', () => {
    expect(matchDescription('frobnicated lentils').unknownWords).toEqual(['frobnicated']);
    expect(matchDescription('lentils, picked over for stray stones').unknownWords).toEqual([]);
    expect(matchDescription('rice, satay').unknownWords).toEqual([]);
    expect(matchDescription('rice, zibble').unknownWords).toEqual(['zibble']);
  });

  it('never lets a modifier name the ingredient', () => {
    expect(matchDescription('breaded').primary).toBeUndefined();
    expect(matchDescription('gluten-free').primary).toBeUndefined();
  });
});

describe('knowledge base', () => {
  it('covers several hundred ingredients under thousands of names', () => {
    expect(INGREDIENTS.length).toBeGreaterThanOrEqual(450);
    expect(INGREDIENTS.reduce((count, entry) => count + entry.names.length, 0)).toBeGreaterThanOrEqual(5000);
  });

  it('gives no name to two entries', () => {
    expect(INDEX.duplicates).toEqual([]);
  });

  it('uses only known categories and sane numbers', () => {
    const known = new Set<string>(CATEGORIES);
    for (const entry of INGREDIENTS) {
      for (const category of entry.categories) expect(known.has(category), `${entry.id}: ${category}`).toBe(true);
      const { kcal, fat, protein, carbs } = entry.per100g;
      expect(Math.min(kcal, fat, protein, carbs), entry.id).toBeGreaterThanOrEqual(0);
      expect(fat + protein + carbs, entry.id).toBeLessThanOrEqual(101);
      if (entry.each !== undefined) expect(entry.each, entry.id).toBeGreaterThan(0);
      if (entry.density !== undefined) expect(entry.density, entry.id).toBeGreaterThan(0);
    }
  });

  it('gives every non-modifier entry a category, except equipment', () => {
    const empty = INGREDIENTS.filter((entry) => entry.modifier !== true && entry.categories.length === 0).map(
      (entry) => entry.id,
    );
    expect(empty).toEqual(['oven bag']);
  });
});
