import { parse as parseHtml } from 'node-html-parser';
import { parse as parseIsoDuration, pattern as isoDurationPattern, toSeconds } from 'iso8601-duration';
import sanitizeHtml from 'sanitize-html';

/** Plain text from a fragment that may hold HTML tags and entities (`Tom &amp; Jerry` → `Tom & Jerry`). */
export function htmlToText(value: string): string {
  // Block-level breaks would otherwise glue words together ("a<br>b" → "ab").
  const spaced = value.replace(/<(?:br|\/p|\/li|\/div|\/h[1-6])\b[^>]*>/gi, ' ');
  return collapseWhitespace(parseHtml(spaced).text);
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f]/g;

/** Runs of white space become one space; NUL and other control characters go (PostgreSQL cannot store NUL). */
export function collapseWhitespace(value: string): string {
  return value.replace(CONTROL, '').replace(/\s+/g, ' ').trim();
}

const INLINE_TAGS = ['b', 'i', 'em', 'strong', 'a', 'br'];
const INSTRUCTION_TAGS = [...INLINE_TAGS, 'p', 'ul', 'ol', 'li'];
const LINK_OPTIONS: sanitizeHtml.IOptions = {
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
};

/** The instructions allow-list of the brief: only simple formatting and http(s) links survive. */
export function sanitizeInstructions(html: string): string {
  return sanitizeHtml(html, { allowedTags: INSTRUCTION_TAGS, ...LINK_OPTIONS });
}

/**
 * One step per line. A step may hold inline HTML; block tags (`<li>`, `<p>`, `<br>`) become line
 * breaks because the stored format separates steps with "\n", not with markup.
 */
export function toInstructionLines(text: string): string[] {
  const broken = text.replace(/<(?:br|\/p|\/li|\/div|\/h[1-6]|\/ol|\/ul)\b[^>]*>/gi, '\n');
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

const MINUTES_PER_UNIT: Record<string, number> = {
  s: 1 / 60,
  sec: 1 / 60,
  secs: 1 / 60,
  second: 1 / 60,
  seconds: 1 / 60,
  m: 1,
  min: 1,
  mins: 1,
  minute: 1,
  minutes: 1,
  h: 60,
  hr: 60,
  hrs: 60,
  hour: 60,
  hours: 60,
  d: 1440,
  day: 1440,
  days: 1440,
  w: 10080,
  wk: 10080,
  week: 10080,
  weeks: 10080,
};

/**
 * Minutes from a time a person wrote: "15 min", "1 hr 20 min", "2h 30min", "~1.5 hrs", "30-45 min".
 * Ranges take the upper bound so a "ready in" time is never optimistic; a bare number means
 * minutes; "X or Y" keeps X; words in parentheses ("(plus one hour rising)") are ignored.
 * Null when no number is found ("Simmer all day").
 */
export function parseHumanMinutes(text: string): number | null {
  const firstAlternative =
    text
      .toLowerCase()
      .replace(/\([^)]*\)/g, ' ')
      .split(/\bor\b/)[0] ?? '';
  const amounts = /(\d+(?:[.,]\d+)?)(?:\s*(?:-|–|—|~|to)\s*(\d+(?:[.,]\d+)?))?\s*([a-z]+)?/g;
  let total: number | null = null;
  for (const match of firstAlternative.matchAll(amounts)) {
    const amount = Number((match[2] ?? match[1] ?? '').replace(',', '.'));
    const unit = match[3];
    const factor = unit === undefined ? 1 : MINUTES_PER_UNIT[unit];
    if (factor === undefined || !Number.isFinite(amount)) continue;
    total = (total ?? 0) + amount * factor;
  }
  return total === null ? null : Math.round(total);
}

/** Minutes from an ISO 8601 duration ("PT1H30M"), falling back to human text for sites that write "30 minutes". */
export function parseDurationMinutes(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (isoDurationPattern.test(text)) {
    return Math.round(toSeconds(parseIsoDuration(text)) / 60);
  }
  return parseHumanMinutes(text);
}

/**
 * Servings from a yield as written: 4, "4 servings", "Makes 12", "4-6" (the lower bound, so
 * portions are never overstated), "1|2|3" (Cooklang scaling: the first). Null when there is no
 * number ("Depends"); number words are not read, on purpose, to stay predictable.
 */
export function parseServings(value: unknown): number | null {
  if (Array.isArray(value)) {
    for (const entry of value) {
      const servings = parseServings(entry);
      if (servings !== null) return servings;
    }
    return null;
  }
  if (typeof value === 'number') return positiveInteger(value);
  if (typeof value !== 'string') return null;
  const match = /\d+(?:[.,]\d+)?/.exec(value);
  return match === null ? null : positiveInteger(Number(match[0].replace(',', '.')));
}

function positiveInteger(value: number): number | null {
  const rounded = Math.round(value);
  return Number.isFinite(rounded) && rounded >= 1 ? rounded : null;
}

/** A list written as an array or as "a, b; c", trimmed and without empties. */
export function splitList(value: unknown): string[] {
  const parts = Array.isArray(value) ? value : [value];
  return parts
    .flatMap((part) => (typeof part === 'string' ? part.split(/[,;]/) : typeof part === 'number' ? [String(part)] : []))
    .map((part) => collapseWhitespace(part))
    .filter((part) => part.length > 0);
}

export function isHttpUrl(value: string): boolean {
  return /^https?:\/\/\S+$/i.test(value.trim());
}
