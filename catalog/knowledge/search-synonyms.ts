import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import { z } from 'zod';
import { parseYamlData } from './yaml-data';

/**
 * Names that mean the same food, so a search in one finds recipes written in another: our catalog
 * writes British English ("aubergine", "double cream"), many cooks search in American English
 * ("eggplant", "heavy cream"), and imported recipes come in both. Each group lists names a cook
 * would use interchangeably for the same thing; searching any of them finds every recipe that
 * names any of them.
 *
 * Names that mean the same dish or food to most cooks who type them belong here, even where a
 * country uses the word for something near ("biscuit" is a cookie in Britain and a scone-like bread
 * in the US; "chips" are fries in Britain): the search ranks title matches first, so the wider net
 * costs little and a British cook's "biscuits" finds cookies. Names that would mislead are left
 * out: "endive" and "chicory" (swapped between the US and the UK), "corn flour" (cornstarch or fine
 * cornmeal), "coriander" alone (the leaf in the UK, the seed in the US: only "fresh coriander" is
 * cilantro), and "oatmeal" (porridge in the US, but also a flour in oatmeal cookies).
 * Phrases are matched word by word after the search's own folding (case, accents, plurals,
 * stop words such as "of"), so "Bicarbonate of Soda" and "bicarbonate soda" are the same phrase.
 *
 * The groups live in `search-synonyms.yaml`, one group a line.
 */
const groupsSchema = z.array(
  z.array(z.string().trim().min(1, { error: 'a name is empty' })).min(2, { error: 'a group needs two names or more' }),
);

/** Reads the synonym groups; a bad group is an error naming the file, its line and the group. */
export function parseSynonyms(text: string, file: string): string[][] {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: true });
  if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors[0]!.message}`);
  const parsed = groupsSchema.safeParse(doc.toJS());
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const index = issue?.path[0];
  if (typeof index !== 'number') throw new Error(`${file}: ${issue?.message ?? 'invalid'}`);
  const node = doc.getIn([index], true) as { range?: [number, number, number] } | undefined;
  const line = lineCounter.linePos(node?.range?.[0] ?? 0).line;
  throw new Error(`${file}:${line}: group ${index + 1}: ${issue!.message}`);
}

export const SEARCH_SYNONYMS: readonly (readonly string[])[] = parseSynonyms(
  readFileSync(join(import.meta.dirname, 'search-synonyms.yaml'), 'utf8'),
  'catalog/knowledge/search-synonyms.yaml',
);

const kindsSchema = z.record(
  z.string().trim().min(1),
  z.array(z.string().trim().min(1, { error: 'a name is empty' })).min(1, { error: 'a kind needs one food or more' }),
);

/**
 * Kinds of food searched by their general name (`search-kinds.yaml`): a recipe naming a food of a
 * kind also holds the kind's name, one way only ("pasta" finds penne; "spaghetti" does not).
 */
export function parseKinds(text: string, file: string): [string, string[]][] {
  return Object.entries(parseYamlData(text, file, kindsSchema));
}

export const SEARCH_KINDS: readonly (readonly [string, readonly string[]])[] = parseKinds(
  readFileSync(join(import.meta.dirname, 'search-kinds.yaml'), 'utf8'),
  'catalog/knowledge/search-kinds.yaml',
);
