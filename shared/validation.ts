import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SEARCH_MAX_LENGTH,
  SEARCH_TEXT_RULE,
} from './input-limits';
import { TEXT_MESSAGES } from './user-text';
import { userText } from './user-text-schema';

export { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SEARCH_MAX_LENGTH };

export const MESSAGES = {
  searchTooLong: TEXT_MESSAGES.tooLong('Search text', SEARCH_MAX_LENGTH),
  searchNotText: 'Search text must be text.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  emailInvisible: 'Email must not hold invisible or control characters.',
  passwordRequired: 'Password is required.',
  passwordLength: `Password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`,
} as const;

/** The search text, as typed (spaces kept): at most 32 characters as people count them, no control characters. */
export const searchInputSchema = userText(SEARCH_TEXT_RULE, { notText: MESSAGES.searchNotText });

/**
 * Any top-level domain is accepted: one "@", no spaces, a dot in the domain part,
 * labels not starting or ending with a dot or hyphen.
 */
const EMAIL_PATTERN =
  /^[^\s@"(),:;<>[\\\]]+@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u;

/** Control characters and invisible format characters: NUL, zero-width spaces and joiners, bidirectional overrides. */
const INVISIBLE = /[\p{Cc}\p{Cf}]/u;

/** Emails are compared in Unicode's composed form (NFC), so "é" typed either way is one address. */
export const emailSchema = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, { error: MESSAGES.emailRequired })
  .refine((value) => !INVISIBLE.test(value), { error: MESSAGES.emailInvisible, abort: true })
  .normalize('NFC')
  .max(EMAIL_MAX_LENGTH, { error: MESSAGES.emailInvalid })
  .regex(EMAIL_PATTERN, { error: MESSAGES.emailInvalid });

export const passwordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, { error: MESSAGES.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, { error: MESSAGES.passwordLength })
  .max(PASSWORD_MAX_LENGTH, { error: MESSAGES.passwordLength });

export const credentialsSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});
export type Credentials = z.infer<typeof credentialsSchema>;

/** The first message of a failed parse, for a field or a whole form. */
export const firstMessage = (error: z.ZodError): string => error.issues[0]?.message ?? 'Invalid input.';

/** Per-field messages for forms: `{ email: '...', password: '...' }`. */
export const fieldMessages = (error: z.ZodError): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    out[key] ??= issue.message;
  }
  return out;
};
