import { shoppingFacts } from '../../../catalog/knowledge/shopping/shopping';
import { matchDescription } from '../../../catalog/labels/matcher';
import { PREPARATION_CUES } from '../../../catalog/labels/vocabulary';
import { readLines } from '../../../shared/shopping-list/read-line';
import type { FoodFacts } from '../../../shared/shopping-list/types';

/**
 * What the food knowledge says about each line's food: its merge key, density and aisle, from the
 * food the labeller's matcher finds in the line's name (its canonical name, density and categories).
 */
export function foodFactsOf(texts: readonly string[]): FoodFacts[] {
  return readLines(texts).map((reading) => {
    const { primary, primaryName } = matchDescription(reading.name);
    return shoppingFacts(reading.name, {
      categories: primary?.categories ?? [],
      entry: primary,
      name: primaryName,
      preparation: PREPARATION_CUES,
    });
  });
}
