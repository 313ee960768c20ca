import { parse as parseHtml } from 'node-html-parser';
import sanitizeHtml from 'sanitize-html';
import { RECIPE_LIMITS } from '../../../shared/recipe-limits';
import { stripRefused } from '../../../shared/user-text';

/** An entity that survived one round of decoding: the page encoded its text twice (`&amp;frac12;`). */
const ENTITY = /&(?:[a-z][a-z0-9]{1,31}|#\d{1,7}|#x[0-9a-f]{1,6});/i;

/** Plain text from a fragment that may hold HTML tags and entities (`Tom &amp; Jerry` → `Tom & Jerry`). */
export function htmlToText(value: string): string {
  if (!/[<&]/.test(value)) return collapseWhitespace(value);
  // Block-level breaks would otherwise glue words together ("a<br>b" → "ab").
  const spaced = value.replace(/<(?:br|\/p|\/li|\/div|\/h[1-6])\b[^>]*>/gi, ' ');
  const text = parseHtml(spaced).text;
  return collapseWhitespace(ENTITY.test(text) ? decodeEntities(text) : text);
}

/** Entities decoded, nothing else: `&lt;b&gt;` becomes `<b>` (the caller decides what a tag is worth). */
export function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  // A text node holding only the value: no tag can form from it, only entities are decoded.
  return parseHtml(`<p>${value.replaceAll('<', '&lt;')}</p>`).text;
}

/**
 * What the rule of user text refuses goes (shared/user-text.ts): NUL and the other control
 * characters, text-direction overrides; tab and line breaks stay (CR LF and CR become LF).
 * PostgreSQL cannot store NUL, and no recipe means any of them.
 */
export const stripControls = stripRefused;

/** Runs of white space become one space; NUL and other control characters go (PostgreSQL cannot store NUL). */
export function collapseWhitespace(value: string): string {
  return stripControls(value).replace(/\s+/g, ' ').trim();
}

const INLINE_TAGS = ['b', 'i', 'em', 'strong', 'a', 'br'];
const INSTRUCTION_TAGS = [...INLINE_TAGS, 'p', 'ul', 'ol', 'li'];
const LINK_OPTIONS: sanitizeHtml.IOptions = {
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
};

/** Instructions keep only simple formatting and http(s) links: everything else is dropped. */
export function sanitizeInstructions(html: string): string {
  return sanitizeHtml(html, { allowedTags: INSTRUCTION_TAGS, ...LINK_OPTIONS });
}

const ESCAPED_TAG = /&lt;\/?(?:p|br|li|ol|ul|b|i|em|strong|a|div|span)\b/i;

/**
 * One step per line. A step may hold inline HTML; block tags (`<li>`, `<p>`, `<br>`) become line
 * breaks because the stored format separates steps with "\n", not with markup.
 */
export function toInstructionLines(text: string): string[] {
  // Some sites escape their step markup once too often: "&lt;p&gt;Mix.&lt;/p&gt;".
  const markup = ESCAPED_TAG.test(text) ? decodeEntities(text) : text;
  const broken = markup.replace(/<(?:br|\/p|\/li|\/div|\/h[1-6]|\/ol|\/ul)\b[^>]*>/gi, '\n');
  const inline = sanitizeHtml(broken, { allowedTags: INLINE_TAGS.filter((tag) => tag !== 'br'), ...LINK_OPTIONS });
  return inline
    .split(/\r?\n/)
    .map(collapseWhitespace)
    .filter((line) => line.length > 0);
}

/** Markdown inline syntax reduced to plain words: links and images to their text, emphasis and escapes removed. */
export function markdownInlineToText(value: string): string {
  return collapseWhitespace(
    value
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1')
      .replace(/<(https?:\/\/[^>]+)>/g, '$1')
      .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
      .replace(/(^|[^\w*])[*_](?=\S)(.+?)(?<=\S)[*_](?![\w*])/g, '$1$2')
      .replace(/`([^`]*)`/g, '$1')
      .replace(/\\([\\`*_{}[\]()#+\-.!<>~|])/g, '$1'),
  );
}

/** A list written as an array or as "a, b; c", trimmed and without empties. */
export function splitList(value: unknown): string[] {
  const parts = Array.isArray(value) ? value : [value];
  return parts
    .flatMap((part) => (typeof part === 'string' ? part.split(/[,;]/) : typeof part === 'number' ? [String(part)] : []))
    .map((part) => collapseWhitespace(part))
    .filter((part) => part.length > 0);
}

/** The value when it is an absolute http(s) address with a host, trimmed; undefined otherwise. */
export function absoluteHttpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = stripControls(value).trim();
  if (!/^https?:\/\/\S+$/i.test(text) || text.length > RECIPE_LIMITS.url) return undefined;
  try {
    return new URL(text).hostname === '' ? undefined : text;
  } catch {
    return undefined;
  }
}

export function isHttpUrl(value: string): boolean {
  return absoluteHttpUrl(value) !== undefined;
}
