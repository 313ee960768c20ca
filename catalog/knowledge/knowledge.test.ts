import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FOOD_FILES, FOODS_DIR, INGREDIENTS, parseFoodFile } from './ingredients';
import { parseQueryWords, SEARCH_QUERY_WORDS } from './search-query-words';
import { parseKinds, parseSynonyms, SEARCH_KINDS, SEARCH_SYNONYMS } from './search-synonyms';

describe('food files', () => {
  it('every file reads through the schema, in order, and together they hold the whole base', () => {
    let total = 0;
    for (const name of FOOD_FILES) {
      const entries = parseFoodFile(readFileSync(join(FOODS_DIR, `${name}.yaml`), 'utf8'), name);
      expect(entries.length, name).toBeGreaterThan(0);
      total += entries.length;
    }
    expect(total).toBe(INGREDIENTS.length);
    expect(INGREDIENTS.length).toBeGreaterThan(500);
  });

  it('every file in foods/ is listed in FOOD_FILES, so none is silently left unread', () => {
    const onDisk = readdirSync(FOODS_DIR).map((name) => name.replace(/\.yaml$/, ''));
    expect(onDisk.toSorted()).toEqual([...FOOD_FILES].toSorted());
  });

  it('no food lists a category twice, and modifiers hold no energy of their own', () => {
    for (const entry of INGREDIENTS) {
      expect(new Set(entry.categories).size, entry.id).toBe(entry.categories.length);
      if (entry.modifier) expect(entry.per100g, entry.id).toEqual({ kcal: 0, fat: 0, protein: 0, carbs: 0 });
    }
  });

  it('no name or id belongs to two foods', () => {
    const owner = new Map<string, string>();
    const ids = new Set<string>();
    for (const entry of INGREDIENTS) {
      expect(ids.has(entry.id), entry.id).toBe(false);
      ids.add(entry.id);
      for (const name of entry.names) {
        expect(owner.get(name), `"${name}" in ${entry.id}`).toBeUndefined();
        owner.set(name, entry.id);
      }
    }
  });

  it('names are lower case and trimmed, as the matcher compares them', () => {
    for (const entry of INGREDIENTS) {
      for (const name of entry.names) expect(name, entry.id).toBe(name.trim().toLowerCase());
    }
  });

  it('a food with categories that hold energy has macros that add up to at most 100 g', () => {
    for (const { id, per100g } of INGREDIENTS) {
      expect(per100g.fat + per100g.protein + per100g.carbs, id).toBeLessThanOrEqual(100.5);
    }
  });

  const record = (fields: string) => `- names: apple\n${fields}`;
  it.each([
    [
      record('  categories: [fruit]\n  per100g: { kcal: 52, fat: 0.2, protein: 0.3 }\n'),
      /:3: food record 1: per100g.carbs/,
    ],
    [record('  categories: [fruits]\n  per100g: { kcal: 52, fat: 0.2, protein: 0.3, carbs: 14 }\n'), /categories.0/],
    [record('  categories: [fruit]\n  per100g: { kcal: -1, fat: 0, protein: 0, carbs: 0 }\n'), /per100g.kcal/],
    [record('  categories: [fruit]\n  per100g: { kcal: 1, fat: 0, protein: 0, carbs: 0 }\n  densty: 1\n'), /densty/],
    ['- names: " , "\n  categories: []\n  per100g: { kcal: 0, fat: 0, protein: 0, carbs: 0 }\n', /names/],
    ['names: apple\n', /a list of food records/],
    ['- names: apple\n  names: pear\n  categories: [fruit]\n', /Map keys must be unique at line 2/],
  ])('refuses a bad record, naming the file, the line and the field: %#', (text, message) => {
    expect(() => parseFoodFile(text, 'foods/test.yaml')).toThrow(message);
    expect(() => parseFoodFile(text, 'foods/test.yaml')).toThrow(/^foods\/test\.yaml/);
  });

  it('reads a good record with every optional field', () => {
    const [entry] = parseFoodFile(
      '- names: rice, white rice\n  categories: [grain]\n  per100g: { kcal: 360, fat: 0.7, protein: 7, carbs: 79 }\n  density: 0.8\n  cooked: 0.36\n  each: 1\n  per: { clove: 5 }\n',
      'foods/test.yaml',
    );
    expect(entry).toMatchObject({
      id: 'rice',
      names: ['rice', 'white rice'],
      density: 0.8,
      cooked: 0.36,
      per: { clove: 5 },
    });
  });
});

describe('search synonyms', () => {
  it('hold groups of two names or more', () => {
    expect(SEARCH_SYNONYMS.length).toBeGreaterThan(30);
    for (const group of SEARCH_SYNONYMS) expect(group.length).toBeGreaterThanOrEqual(2);
  });

  it('a name belongs to one group only', () => {
    const names = SEARCH_SYNONYMS.flat();
    expect(new Set(names).size).toBe(names.length);
  });

  it('refuse a group of one, naming the file, its line and the group', () => {
    expect(() => parseSynonyms('- [eggplant, aubergine]\n\n- [zucchini]\n', 'search-synonyms.yaml')).toThrow(
      /^search-synonyms\.yaml:3: group 2: a group needs two names or more$/,
    );
    expect(() =>
      parseSynonyms('- [eggplant, aubergine]\n- [zucchini, courgette\n- [shrimp, prawn]\n', 'search-synonyms.yaml'),
    ).toThrow(/^search-synonyms\.yaml: .* at line 3/);
  });
});

describe('search query words and kinds', () => {
  it('name the file and the field of a bad entry', () => {
    expect(() => parseKinds('pasta: []\n', 'search-kinds.yaml')).toThrow(
      /^search-kinds\.yaml: pasta: a kind needs one food or more$/,
    );
    expect(() =>
      parseQueryWords(
        'meals: [{ names: [brunch], types: [elevenses] }]\nquick: []\ndiets: []\nfreeFrom: []\ningredientGroups: []\ncuisines: []\nkeepAsText: [a]\nfiller: [a]\nsoft: [a]\ndishes: [a]\n',
        'search-query-words.yaml',
      ),
    ).toThrow(/^search-query-words\.yaml: meals\.0\.types\.0: /);
  });

  it('read the shipped files, with no word both a filter and filler', () => {
    const filters = [
      ...SEARCH_QUERY_WORDS.meals,
      ...SEARCH_QUERY_WORDS.diets,
      ...SEARCH_QUERY_WORDS.freeFrom,
      ...SEARCH_QUERY_WORDS.cuisines,
    ].flatMap((entry) => entry.names);
    expect(filters.filter((name) => SEARCH_QUERY_WORDS.filler.includes(name))).toEqual([]);
    expect(SEARCH_KINDS.find(([kind]) => kind === 'pasta')?.[1]).toContain('penne');
  });
});
