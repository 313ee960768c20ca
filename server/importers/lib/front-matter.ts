import matter from 'gray-matter';
import YAML from 'yaml';
import { ImportError } from './import-error';
import { IMPORT_FILE_LIMITS } from './limits';

/** YAML front matter (Markdown and Cooklang share it), with keys made comparable. */
export interface FrontMatter {
  /** As written, for callers that read their own fields. */
  data: Record<string, unknown>;
  /** `Prep Time`, `prep_time` and `prepTime` all become `preptime`. */
  fields: Map<string, unknown>;
  content: string;
}

/**
 * gray-matter finds the front matter; the `yaml` package reads it, because gray-matter's own
 * js-yaml expands aliases without limit: a 384-byte file of nested aliases becomes a title of
 * hundreds of megabytes. Beyond `IMPORT_FILE_LIMITS.yamlAliases` the file is refused.
 */
const ENGINES = {
  yaml: (source: string): object => {
    // gray-matter hands over the block without its last line break: a stray CR would end it badly.
    const data: unknown = YAML.parse(source.replace(/\r\n?/g, '\n'), {
      maxAliasCount: IMPORT_FILE_LIMITS.yamlAliases,
      merge: true,
      uniqueKeys: false,
    });
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? data : {};
  },
};

export function readFrontMatter(text: string): FrontMatter {
  try {
    // Passing options turns off gray-matter's cache, which would share one mutable result per text.
    const { data, content } = matter(text, { engines: ENGINES });
    return { data, fields: new Map(Object.entries(data).map(([key, value]) => [normaliseKey(key), value])), content };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/alias count|resource exhaustion/i.test(message)) {
      throw new ImportError(`the front matter uses too many YAML aliases (at most ${IMPORT_FILE_LIMITS.yamlAliases})`);
    }
    const detail = (message.split('\n')[0] ?? '').replace(/:\s*$/, '');
    throw new ImportError(`invalid front matter${detail === '' ? '' : `: ${detail}`}`);
  }
}

export const normaliseKey = (key: string): string => key.toLowerCase().replace(/[\s_-]+/g, '');

/** The first of several synonymous fields that is present. */
export function pick(fields: Map<string, unknown>, ...keys: string[]): unknown {
  return keys.map((key) => fields.get(key)).find((value) => value !== undefined);
}

/** A field as text: strings trimmed, numbers written out, lists joined, `{ name }` objects by name. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value))
    return value
      .map(textOf)
      .filter((text) => text !== '')
      .join(', ');
  if (typeof value === 'object' && value !== null && 'name' in value) return textOf(value.name);
  return '';
}
