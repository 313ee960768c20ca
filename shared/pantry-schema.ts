import { z } from 'zod';

/** A pantry item as every route answers it (`PantryItem`): the pantry's, the list's and the plan's. */
export const pantryItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  amount: z.string().nullable(),
  bestBefore: z.string().nullable(),
  alwaysHave: z.boolean(),
  addedAt: z.string(),
  expiresInDays: z.number().int().nullable(),
});

export const pantryRefusalSchema = z.object({ index: z.number().int(), name: z.string(), reason: z.string() });
