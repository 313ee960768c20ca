import { z } from 'zod';
import { ALLERGY_IDS, DIET_IDS } from './ids';
import type { PantryItem } from './pantry';
import { dayNumber, daysInRange, today } from './plan-dates';
import { userText } from './user-text-schema';

/**
 * The meal plan's contract: days hold slots, a slot holds entries, an entry is a recipe with its
 * servings or a line of free text ("leftovers"). The same limits and messages on both sides.
 */
export const PLAN_SLOTS = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type PlanSlot = (typeof PLAN_SLOTS)[number];

export const PLAN_LIMITS = {
  /** A range asked for, planned or added to the list: about two months. */
  maxRangeDays: 62,
  /** How far from today a date may be, either way. */
  horizonDays: 2 * 366,
  entriesPerSlot: 20,
  minServings: 1,
  maxServings: 100,
  noteMaxLength: 200,
  /** How many cells one proposal may fill. */
  maxProposalCells: 62 * PLAN_SLOTS.length,
} as const;

export const PLAN_MESSAGES = {
  notADate: (field: string) => `${field} must be a date written YYYY-MM-DD.`,
  tooFar: (field: string) => `${field} must be within two years of today.`,
  rangeBackwards: 'The range ends before it starts.',
  rangeTooLong: `A range can span at most ${PLAN_LIMITS.maxRangeDays} days.`,
  slot: `The slot must be one of ${PLAN_SLOTS.join(', ')}.`,
  servings: `Servings must be a whole number from ${PLAN_LIMITS.minServings} to ${PLAN_LIMITS.maxServings}.`,
  slotFull: `A slot holds at most ${PLAN_LIMITS.entriesPerSlot} entries.`,
  recipeOrNote: 'An entry is a recipe (recipeId) or a note, not both.',
  unknownRecipe: (id: number) => `There is no recipe with id ${id} that you can read.`,
  noEntry: (id: number) => `There is no plan entry with id ${id}.`,
  noSlots: 'Choose at least one slot to fill.',
  cookNote: 'A note is not cooked: only a recipe entry can be marked cooked.',
  cookedAlready: 'That entry is marked cooked already.',
  notCooked: 'That entry is not marked cooked.',
} as const;

function planDate(field: string) {
  return z.string({ error: PLAN_MESSAGES.notADate(field) }).superRefine((value, ctx) => {
    const day = dayNumber(value);
    if (day === undefined) ctx.addIssue({ code: 'custom', message: PLAN_MESSAGES.notADate(field) });
    else if (Math.abs(day - (dayNumber(today()) ?? day)) > PLAN_LIMITS.horizonDays) {
      ctx.addIssue({ code: 'custom', message: PLAN_MESSAGES.tooFar(field) });
    }
  });
}

export const planSlotSchema = z.enum(PLAN_SLOTS, { error: PLAN_MESSAGES.slot });
export const planServingsSchema = z
  .number({ error: PLAN_MESSAGES.servings })
  .int({ error: PLAN_MESSAGES.servings })
  .min(PLAN_LIMITS.minServings, { error: PLAN_MESSAGES.servings })
  .max(PLAN_LIMITS.maxServings, { error: PLAN_MESSAGES.servings });
const recipeIdSchema = z.number().int().positive();
const noteSchema = userText(
  { what: 'A plan note', max: PLAN_LIMITS.noteMaxLength },
  { required: 'A plan note needs some text.' },
);

/** A range `from`–`to`, both days included, at most 62 days. */
export const planRangeSchema = z
  .object({ from: planDate('from'), to: planDate('to') })
  .superRefine(({ from, to }, ctx) => {
    const days = daysInRange(from, to);
    if (Number.isNaN(days)) return;
    if (days < 1) ctx.addIssue({ code: 'custom', message: PLAN_MESSAGES.rangeBackwards, path: ['to'] });
    else if (days > PLAN_LIMITS.maxRangeDays) {
      ctx.addIssue({ code: 'custom', message: PLAN_MESSAGES.rangeTooLong, path: ['to'] });
    }
  });
export type PlanRange = z.infer<typeof planRangeSchema>;

/** A new entry: a recipe with its servings, or a note. */
export const newPlanEntrySchema = z.union(
  [
    z.strictObject({
      date: planDate('date'),
      slot: planSlotSchema,
      recipeId: recipeIdSchema,
      servings: planServingsSchema,
    }),
    z.strictObject({ date: planDate('date'), slot: planSlotSchema, note: noteSchema }),
  ],
  { error: PLAN_MESSAGES.recipeOrNote },
);
export type NewPlanEntry = z.infer<typeof newPlanEntrySchema>;

/** A change to an entry: moved to another day or slot, other servings, another note. */
export const planEntryPatchSchema = z
  .strictObject({
    date: planDate('date').optional(),
    slot: planSlotSchema.optional(),
    servings: planServingsSchema.optional(),
    note: noteSchema.optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, { error: 'Say what to change: date, slot, servings or note.' });
export type PlanEntryPatch = z.infer<typeof planEntryPatchSchema>;

export interface PlanEntry {
  id: number;
  date: string;
  slot: PlanSlot;
  /** Null for a free-text entry. */
  recipeId: number | null;
  title: string;
  servings: number;
  note: string | null;
  /** False when the recipe has since been deleted or made private: the entry keeps its title. */
  available?: boolean;
  /** When the entry was marked cooked (an ISO time); absent until then. */
  cookedAt?: string;
}

/** A day's estimated nutrition for one person: one serving of each recipe planned that day. */
export interface PlanDayNutrition {
  date: string;
  calories: number;
  protein: number;
  fat: number;
  carbohydrates: number;
  /** Recipes of the day that count; a note or a recipe no longer readable does not. */
  recipes: number;
}

export interface PlanResponse {
  entries: PlanEntry[];
  /** Days of the range with a recipe, estimated from the figures each recipe's page shows. */
  nutrition?: PlanDayNutrition[];
}

/** The answer to copying a range: the entries made, and the ones not copied with why. */
export interface CopyResponse {
  entries: PlanEntry[];
  skipped: { id: number; reason: string }[];
}

/**
 * The plan's shopping step (`POST /api/plan/shopping-list`): the range's recipes go on the list;
 * with `skipCovered`, a line the pantry already covers (`coveringItem`, shared/pantry-lines.ts)
 * is left off and answered in `skipped`. The server's default is false; the page sends true
 * unless the cook says otherwise.
 */
export const planToListSchema = z
  .object({
    from: planDate('from'),
    to: planDate('to'),
    skipCovered: z.boolean({ error: 'skipCovered must be true or false.' }).optional(),
  })
  .superRefine((value, ctx) => {
    const range = planRangeSchema.safeParse({ from: value.from, to: value.to });
    if (!range.success) for (const issue of range.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
  });
export type PlanToList = z.infer<typeof planToListSchema>;

export interface PlanToListResponse {
  added: number;
  /** Lines left off because the pantry covers them: the line and the item's name. */
  skipped: { text: string; inPantry: string }[];
}

/**
 * `POST /api/plan/entries/{id}/cooked` marks a recipe entry cooked and takes out of the pantry
 * what its ingredient lines used (one item a food, nearest its date, never an always-have
 * staple); `DELETE` undoes it and puts back exactly the items taken.
 */
export interface CookedResponse {
  entry: PlanEntry;
  taken: PantryItem[];
}
export interface UncookedResponse {
  entry: PlanEntry;
  restored: PantryItem[];
  /** Items that no longer fit a pantry filled up since, with why. */
  refused: { index: number; name: string; reason: string }[];
}

/** What "Plan my week" fills, and the rules it keeps besides the saved profile. */
export const proposeRequestSchema = z
  .object({
    from: planDate('from'),
    to: planDate('to'),
    slots: z.array(planSlotSchema).min(1, { error: PLAN_MESSAGES.noSlots }).max(PLAN_SLOTS.length),
    servings: planServingsSchema,
    maxReadyTime: z.number().int().min(1).max(1440).optional(),
    /** Ready-time limit on Monday to Friday only (a weeknight); the weekend keeps `maxReadyTime`. */
    weeknightMaxReadyTime: z.number().int().min(1).max(1440).optional(),
    seed: z
      .number()
      .int()
      .min(0)
      .max(2 ** 31 - 1)
      .optional(),
    /** A visitor's own rules; with a token, the saved diet and allergens are added to these. */
    diet: z.enum(DIET_IDS).optional(),
    allergies: z.array(z.enum(ALLERGY_IDS)).max(ALLERGY_IDS.length).optional(),
    /**
     * Cooking for the household: every member's saved allergens and the diets they all saved, in
     * place of the caller's own (a caller outside a household keeps their own).
     */
    forHousehold: z.boolean().optional(),
    /** Food words at hand ("spinach, eggs"), as the fridge search reads them. */
    pantry: z.array(z.string().max(64)).max(50).optional(),
    /** Entries kept as they are; the proposal plans around them. */
    locked: z
      .array(z.object({ date: planDate('date'), slot: planSlotSchema, recipeId: recipeIdSchema }))
      .max(PLAN_LIMITS.maxProposalCells)
      .optional(),
    /** Recipes not to propose (a re-roll sends the pick it replaces). */
    avoid: z.array(recipeIdSchema).max(500).optional(),
    /** Mix in the user's saved recipes. */
    includeSaved: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    const days = daysInRange(value.from, value.to);
    if (Number.isNaN(days)) return;
    if (days < 1) ctx.addIssue({ code: 'custom', message: PLAN_MESSAGES.rangeBackwards, path: ['to'] });
    else if (days > PLAN_LIMITS.maxRangeDays) {
      ctx.addIssue({ code: 'custom', message: PLAN_MESSAGES.rangeTooLong, path: ['to'] });
    }
  });
export type ProposeRequest = z.infer<typeof proposeRequestSchema>;

export interface ProposedEntry {
  date: string;
  slot: PlanSlot;
  recipeId: number;
  title: string;
  servings: number;
  /** A few words on why: "uses the spinach from Monday", "20 min". */
  reason: string;
}

export interface UnfilledCell {
  date: string;
  slot: PlanSlot;
  reason: string;
}

export interface ProposeResponse {
  entries: ProposedEntry[];
  unfilled: UnfilledCell[];
}
