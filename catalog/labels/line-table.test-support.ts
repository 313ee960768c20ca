import { describe, expect, it } from 'vitest';
import { SPEC_ALLERGY_IDS } from '../../shared/ids';
import { classifyIngredient, labelRecipe } from './index';

/**
 * The table tests of single ingredient lines. diet: the most permissive of vegan > vegetarian >
 * pescatarian the line allows; 'none' when it allows none of them (meat, gelatin, calf rennet);
 * 'unknown' when the line is not understood (then it may hold every allergen).
 */
export type Diet = 'vegan' | 'vegetarian' | 'pescatarian' | 'none' | 'unknown';
/**
 * line, the first six allergens it holds (space-separated, exact; the other allergens have
 * their own tables in more-allergens.test.ts), diet, categories that must be present, categories
 * that must be absent.
 */
export type LineCase = readonly [line: string, allergens: string, diet: Diet, has?: string, lacks?: string];

const ALL_ALLERGENS = SPEC_ALLERGY_IDS.join(' ');
const SIX: ReadonlySet<string> = new Set(SPEC_ALLERGY_IDS);

function dietOf(diets: readonly string[], known: boolean): Diet {
  if (!known) return 'unknown';
  if (diets.includes('vegan')) return 'vegan';
  if (diets.includes('vegetarian')) return 'vegetarian';
  if (diets.includes('pescatarian')) return 'pescatarian';
  return 'none';
}

/** One test per line, checking its diet, its allergens and the categories it must and must not carry. */
export function describeLineTable(name: string, cases: readonly LineCase[], atLeast: number): void {
  describe(name, () => {
    it(`holds at least ${atLeast} lines`, () => {
      expect(cases.length).toBeGreaterThanOrEqual(atLeast);
    });

    const rows = cases.map(([line, allergens, diet, has = '', lacks = '']) => ({ line, allergens, diet, has, lacks }));
    it.each(rows)('$line', ({ line, allergens, diet, has, lacks }) => {
      const result = labelRecipe([line], 1);
      const known = result.unrecognised.length === 0;
      expect({
        diet: dietOf(result.diets, known),
        allergens: result.allergens.filter((id) => SIX.has(id)).join(' '),
      }).toEqual({
        diet,
        allergens: diet === 'unknown' ? ALL_ALLERGENS : allergens,
      });
      const { categories } = classifyIngredient(line);
      for (const category of has.split(' ').filter(Boolean)) expect(categories).toContain(category);
      for (const category of lacks.split(' ').filter(Boolean)) expect(categories).not.toContain(category);
    });
  });
}
