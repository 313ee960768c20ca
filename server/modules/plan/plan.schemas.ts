import { z } from 'zod';
import {
  newPlanEntrySchema,
  PLAN_MESSAGES,
  PLAN_SLOTS,
  planEntryPatchSchema,
  planRangeSchema,
  proposeRequestSchema,
} from '../../../shared/plan';

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
export const addedResponse = z.object({ added: z.number() });
export const calendarResponse = z.object({ path: z.string() });
export const revokedResponse = z.object({ revoked: z.boolean() });
