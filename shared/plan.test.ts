import { describe, expect, it } from 'vitest';
import { addDays, today } from './plan-dates';
import { newPlanEntrySchema, PLAN_MESSAGES, planEntryPatchSchema, planRangeSchema, proposeRequestSchema } from './plan';

const day = today();
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the plan contract', () => {
  it('takes a recipe with servings or a note, and names what is wrong otherwise', () => {
    expect(newPlanEntrySchema.safeParse({ date: day, slot: 'dinner', recipeId: 3, servings: 2 }).success).toBe(true);
    expect(newPlanEntrySchema.parse({ date: day, slot: 'lunch', note: '  leftovers ' })).toEqual({
      date: day,
      slot: 'lunch',
      note: 'leftovers',
    });
    expect(firstMessage(newPlanEntrySchema.safeParse({ date: day, slot: 'brunch', note: 'x' }))).toBeDefined();
    expect(newPlanEntrySchema.safeParse({ date: day, slot: 'dinner', recipeId: 3, servings: 101 }).success).toBe(false);
    expect(
      newPlanEntrySchema.safeParse({ date: day, slot: 'dinner', recipeId: 3, servings: 2, note: 'x' }).success,
    ).toBe(false);
  });

  it('refuses dates that are not dates, far-off dates and long or backward ranges', () => {
    expect(firstMessage(planRangeSchema.safeParse({ from: '2026-02-30', to: day }))).toBe(
      PLAN_MESSAGES.notADate('from'),
    );
    expect(firstMessage(planRangeSchema.safeParse({ from: day, to: addDays(day, 800) }))).toBe(
      PLAN_MESSAGES.tooFar('to'),
    );
    expect(firstMessage(planRangeSchema.safeParse({ from: day, to: addDays(day, 62) }))).toBe(
      PLAN_MESSAGES.rangeTooLong,
    );
    expect(planRangeSchema.safeParse({ from: day, to: addDays(day, 61) }).success).toBe(true);
    expect(firstMessage(planRangeSchema.safeParse({ from: day, to: addDays(day, -1) }))).toBe(
      PLAN_MESSAGES.rangeBackwards,
    );
  });

  it('takes a change only when it says what to change', () => {
    expect(planEntryPatchSchema.safeParse({}).success).toBe(false);
    expect(planEntryPatchSchema.parse({ slot: 'lunch' })).toEqual({ slot: 'lunch' });
  });

  it('asks a proposal for at least one slot', () => {
    const base = { from: day, to: addDays(day, 4), servings: 2 };
    expect(firstMessage(proposeRequestSchema.safeParse({ ...base, slots: [] }))).toBe(PLAN_MESSAGES.noSlots);
    expect(proposeRequestSchema.safeParse({ ...base, slots: ['dinner'], seed: 7, maxReadyTime: 30 }).success).toBe(
      true,
    );
  });
});
