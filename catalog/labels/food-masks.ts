/** The allergen, diet and free-from masks of a food's categories, computed once per food. */
import type { Category, IngredientEntry } from '../knowledge/ingredients';
import { allergenMaskOf, containsMaskOf, dietViolationMaskOf } from './rules';
import type { TextMention } from './text-check';

export interface EntryMasks {
  readonly allergens: number;
  readonly dietViolations: number;
  /** Free-from groups the entry holds (FREE_FROM_RULES). */
  readonly contains: number;
}

function categoryMasks(categories: readonly Category[]): EntryMasks {
  return {
    allergens: allergenMaskOf(categories),
    dietViolations: dietViolationMaskOf(categories),
    contains: containsMaskOf(categories),
  };
}

const ENTRY_MASKS = new WeakMap<IngredientEntry, EntryMasks>();
export function masksOf(entry: IngredientEntry): EntryMasks {
  let masks = ENTRY_MASKS.get(entry);
  if (masks === undefined) {
    masks = categoryMasks(entry.categories);
    ENTRY_MASKS.set(entry, masks);
  }
  return masks;
}

/** A mention's masks: of its own categories, which a qualifier may have narrowed ("vegan mayonnaise"). */
const MENTION_MASKS = new Map<string, EntryMasks>();
export function mentionMasks(mention: TextMention): EntryMasks {
  const key = mention.categories.join(',');
  let masks = MENTION_MASKS.get(key);
  if (masks === undefined) {
    masks = categoryMasks(mention.categories);
    MENTION_MASKS.set(key, masks);
  }
  return masks;
}
