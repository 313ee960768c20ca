import { z } from 'zod';
import { PLAN_SLOTS, proposeRequestSchema } from '../../../shared/plan';

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
