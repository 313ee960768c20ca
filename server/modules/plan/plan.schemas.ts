import { z } from 'zod';
import {
  newPlanEntrySchema,
  PLAN_MESSAGES,
  PLAN_SLOTS,
  planEntryPatchSchema,
  planRangeSchema,
  planToListSchema,
  proposeRequestSchema,
} from '../../../shared/plan';
import { pantryItemSchema, pantryRefusalSchema } from '../../../shared/pantry-schema';

/** "Plan my week": the request as the contract reads it, and the answer it serialises. */
export const proposeBody = proposeRequestSchema;

const slot = z.enum(PLAN_SLOTS);
export const proposeResponse = z.object({
  entries: z.array(
    z.object({
      date: z.string(),
      slot,
      recipeId: z.number(),
      title: z.string(),
      servings: z.number(),
      reason: z.string(),
    }),
  ),
  unfilled: z.array(z.object({ date: z.string(), slot, reason: z.string() })),
});

export const rangeQuery = planRangeSchema;
export const newEntryBody = newPlanEntrySchema;
export const entryPatchBody = planEntryPatchSchema;
export const copyBody = z.object({ from: z.string(), to: z.string(), toFrom: z.string() }).superRefine((value, ctx) => {
  const range = planRangeSchema.safeParse({ from: value.from, to: value.to });
  if (!range.success) for (const issue of range.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
  const target = planRangeSchema.safeParse({ from: value.toFrom, to: value.toFrom });
  if (!target.success) ctx.addIssue({ code: 'custom', message: PLAN_MESSAGES.notADate('toFrom'), path: ['toFrom'] });
});

const entry = z.object({
  id: z.number(),
  date: z.string(),
  slot,
  recipeId: z.number().nullable(),
  title: z.string(),
  servings: z.number(),
  note: z.string().nullable(),
  available: z.boolean().optional(),
  cookedAt: z.string().optional(),
});
export const entryResponse = entry;
export const planResponse = z.object({
  entries: z.array(entry),
  nutrition: z
    .array(
      z.object({
        date: z.string(),
        calories: z.number(),
        protein: z.number(),
        fat: z.number(),
        carbohydrates: z.number(),
        recipes: z.number(),
      }),
    )
    .optional(),
});
export const copyResponse = z.object({
  entries: z.array(entry),
  skipped: z.array(z.object({ id: z.number(), reason: z.string() })),
});
export const removedResponse = z.object({ removed: z.number() });
/** `listed`: the lines the entry added to the shopping list that are still there, untouched. */
export const removedEntryResponse = z.object({ status: z.literal(1), listed: z.number() });
export const toListBody = planToListSchema;
export const addedResponse = z.object({
  added: z.number(),
  skipped: z.array(z.object({ text: z.string(), inPantry: z.string() })),
});
export const cookedResponse = z.object({ entry, taken: z.array(pantryItemSchema) });
export const uncookedResponse = z.object({
  entry,
  restored: z.array(pantryItemSchema),
  refused: z.array(pantryRefusalSchema),
});
export const calendarResponse = z.object({ path: z.string() });
export const revokedResponse = z.object({ revoked: z.boolean() });
