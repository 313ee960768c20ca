import { cleanText, longerThan, TEXT_MESSAGES, textLength, textProblem } from '../user-text';
import { SHOPPING_LIMITS } from './types';

/** A line is user text (shared/user-text.ts); its length is checked on the line as written from its parts. */
export const LINE_RULE = { what: 'A shopping-list line', max: SHOPPING_LIMITS.lineLength };

export const LINE_MESSAGES = {
  empty: 'A shopping-list line must not be empty.',
  tooLong: (text: string) =>
    `${TEXT_MESSAGES.tooLong(LINE_RULE.what, LINE_RULE.max)} This one has ${textLength(text)}.`,
} as const;

/** What a person wrote for a line (its text or its food's name), cleaned, or why it cannot be one. */
export function writtenPart(written: string): { text: string } | { error: string } {
  const text = cleanText(written, LINE_RULE);
  const problem = textProblem(text, { ...LINE_RULE, max: Number.POSITIVE_INFINITY });
  if (problem !== null) return { error: problem };
  if (text === '') return { error: LINE_MESSAGES.empty };
  return { text };
}

/** A line's whole text: its length, as people count characters, within the limit. */
export const lengthProblem = (text: string): string | null =>
  longerThan(text, LINE_RULE.max) ? LINE_MESSAGES.tooLong(text) : null;

/**
 * A line as written in the list's own box, the way the server keeps it: runs of white space
 * become one space. The same check on both sides, so a visitor's list holds no line an account's
 * list would refuse.
 */
export function lineText(written: string): { text: string } | { error: string } {
  const part = writtenPart(written);
  if ('error' in part) return part;
  const text = part.text.replace(/\s+/g, ' ');
  const tooLong = lengthProblem(text);
  return tooLong === null ? { text } : { error: tooLong };
}
