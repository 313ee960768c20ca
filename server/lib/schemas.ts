import { z } from 'zod';

/** Largest id we hand out: ids live in 32-bit integer columns on both databases. */
export const MAX_ID = 2_147_483_647;

/**
 * Ids only in canonical decimal form: "12", never "0x10", "1e3", " 1", "012" or "1.0".
 * JSON numbers are accepted when they are whole and in range.
 */
const CANONICAL_ID = /^[1-9][0-9]{0,9}$/;

export const idString = (field: string) =>
  z
    .string({ error: `${field} must be a whole number.` })
    .regex(CANONICAL_ID, { error: `${field} must be a positive whole number in decimal form.` })
    .transform(Number)
    .refine((n) => n <= MAX_ID, { error: `${field} is out of range.` });

export const idValue = (field: string) =>
  z.union(
    [
      z
        .number()
        .int({ error: `${field} must be a whole number.` })
        .min(1, { error: `${field} must be a positive whole number.` })
        .max(MAX_ID, { error: `${field} is out of range.` }),
      idString(field),
    ],
    { error: `${field} must be a positive whole number.` },
  );

export const idParams = z.object({ id: idString('id') });
