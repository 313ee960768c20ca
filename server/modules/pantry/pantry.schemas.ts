import { z } from 'zod';
import {
  checkPantryPatch,
  PANTRY_LIMITS,
  type PantryAddResponse,
  type PantryItem,
  type PantryUseResponse,
} from '../../../shared/pantry';
import { pantryItemSchema, pantryRefusalSchema } from '../../../shared/pantry-schema';

const { itemsPerRequest, namesPerUse, nameLength } = PANTRY_LIMITS;

/**
 * A batch of items: each is checked by itself in the service (`checkPantryItem`), so one bad item
 * refuses that item only. Only a body that is not a list of 1 to 100 items is refused whole.
 */
export const addItemsBody = z.object({
  items: z
    .array(z.unknown(), { error: 'items must be a list.' })
    .min(1, { error: 'items must hold at least one item.' })
    .max(itemsPerRequest, { error: `Add at most ${itemsPerRequest} items at a time.` }),
});

export const itemPatchBody = z.unknown().transform((body, ctx) => {
  const checked = checkPantryPatch(body);
  if ('reason' in checked) {
    ctx.addIssue({ code: 'custom', message: checked.reason });
    return z.NEVER;
  }
  return checked.patch;
});

export const useBody = z.object({
  names: z
    .array(
      z
        .string({ error: 'Each name must be text.' })
        .max(nameLength * 2, { error: `A name can be at most ${nameLength} characters.` }),
      { error: 'names must be a list.' },
    )
    .min(1, { error: 'names must hold at least one name.' })
    .max(namesPerUse, { error: `Use at most ${namesPerUse} names at a time.` }),
});

// Responses.
export const pantryItem = pantryItemSchema;
export const pantryResponse = z.object({ items: z.array(pantryItem) });
export const addResponse = z.object({
  items: z.array(pantryItem),
  refused: z.array(pantryRefusalSchema),
});
export const useResponse = z.object({ taken: z.array(pantryItem), notTaken: z.array(z.string()) });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <A, B>(proof: Same<A, B>) => proof;
same<z.infer<typeof pantryItem>, PantryItem>(true);
same<z.infer<typeof addResponse>, PantryAddResponse>(true);
same<z.infer<typeof useResponse>, PantryUseResponse>(true);
