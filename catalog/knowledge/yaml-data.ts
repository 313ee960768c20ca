import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { z } from 'zod';

/** A word of a word list: lowercase, without spaces around it. */
export const word = z
  .string()
  .refine((text) => text.length > 0 && text === text.trim().toLowerCase(), 'a lowercase word without spaces around it');
/** A word list: at least one word. */
export const words = z.array(word).min(1);

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

/** Reads a data file of this folder against its schema; errors name it as catalog/knowledge/<name>. */
export function loadYamlData<Schema extends z.ZodType>(name: string, schema: Schema): z.output<Schema> {
  return parseYamlData(readFileSync(join(import.meta.dirname, name), 'utf8'), `catalog/knowledge/${name}`, schema);
}
