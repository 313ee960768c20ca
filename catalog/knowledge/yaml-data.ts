import { parseDocument } from 'yaml';
import type { z } from 'zod';

/** A word of a word list: lowercase, without spaces around it. */
export const isWord = (text: string): boolean => text.length > 0 && text === text.trim().toLowerCase();

/** Reads a YAML data file against its schema; a bad entry is an error naming the file and the field. */
export function parseYamlData<Schema extends z.ZodType>(text: string, file: string, schema: Schema): z.output<Schema> {
  const doc = parseDocument(text, { prettyErrors: true });
  if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors[0]!.message}`);
  const parsed = schema.safeParse(doc.toJS());
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${file}: ${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data;
}
