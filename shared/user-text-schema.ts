import { z } from 'zod';
import { cleanText, TEXT_MESSAGES, textProblem, type TextRule } from './user-text';

export interface TextSchemaOptions {
  /** The message for a missing or empty text; without it an empty text is accepted. */
  required?: string;
  /** The message when the value is not a string (default: "<what> must be text."). */
  notText?: string;
}

/**
 * A request field holding text a person wrote, checked by the one rule of `user-text.ts`: the
 * cleaned text comes out, or the rule's reason is the issue.
 */
export function userText(rule: TextRule, options: TextSchemaOptions = {}) {
  return z.string({ error: options.notText ?? TEXT_MESSAGES.notText(rule.what) }).transform((value, ctx) => {
    const text = cleanText(value, rule);
    const problem =
      textProblem(text, rule) ?? (options.required !== undefined && text === '' ? options.required : null);
    if (problem !== null) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return text;
  });
}
