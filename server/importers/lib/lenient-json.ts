import { ImportError } from './import-error';
import { decodeEntities } from './text';

/**
 * JSON as recipe sites really write it. Strict `JSON.parse` first; when that fails, one repair
 * pass that fixes what templates and hand edits produce and nothing that needs a guess:
 *
 * - raw line breaks, tabs and other control characters inside strings (escaped, or dropped);
 * - escapes JSON does not know (`\'`, `\-`): the character is kept, the backslash goes;
 * - trailing commas before `}` or `]`;
 * - `//` and `/* *\/` comments;
 * - several values one after the other (`{...}{...}`), read as an array;
 * - a block whose quotes are HTML entities (`{&quot;@type&quot;: ...}`), decoded first.
 *
 * Missing commas, unquoted keys and single quotes are left alone: repairing them means guessing
 * where a value ends, and a wrong guess imports a wrong recipe. Such text is reported with the
 * line and column of the strict parser's complaint.
 */
export function parseLenientJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const repaired = tryParse(repairJson(text));
    if (repaired.ok) return repaired.value;
    if (/&quot;|&#34;|&#x22;/i.test(text)) {
      const decoded = tryParse(repairJson(decodeEntities(text)));
      if (decoded.ok) return decoded.value;
    }
    throw new ImportError(describeJsonError(text, error));
  }
}

function tryParse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

const TRAILING_COMMA = /^\s*(?:\/\/[^\n]*\n\s*|\/\*[\s\S]*?\*\/\s*)*[}\]]/;
const VALID_ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't', 'u']);
const CONTROL_ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** The repair pass described above, one character at a time (linear, no backtracking). */
export function repairJson(text: string): string {
  const out: string[] = [];
  let inString = false;
  let depth = 0;
  let values = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? '';
    if (inString) {
      if (char === '\\') {
        const next = text[i + 1] ?? '';
        if (next === 'u' && !/^[0-9a-f]{4}$/i.test(text.slice(i + 2, i + 6))) out.push('u');
        else if (VALID_ESCAPES.has(next)) out.push(char, next);
        else if (next in CONTROL_ESCAPES) out.push(CONTROL_ESCAPES[next] ?? '');
        else if (next.charCodeAt(0) >= 0x20) out.push(next);
        i++;
      } else if (char === '"') {
        inString = false;
        out.push(char);
      } else if (char.charCodeAt(0) < 0x20) {
        out.push(CONTROL_ESCAPES[char] ?? '');
      } else {
        out.push(char);
      }
      continue;
    }
    if (char === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      continue;
    }
    if (char === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 1;
      continue;
    }
    if (char === ',' && (depth === 0 || isTrailingComma(text, i))) continue;
    if (depth === 0 && !/\s/.test(char)) {
      // A second top-level value: separate it from the first.
      if (values > 0) out.push(',');
      values++;
    }
    out.push(char);
    if (char === '"') inString = true;
    else if (char === '{' || char === '[') depth++;
    else if (char === '}' || char === ']') depth = Math.max(0, depth - 1);
    // A bare literal at top level (a number, `true`) is one value, not one per character.
    else if (depth === 0) while (/[\w.+-]/.test(text[i + 1] ?? '')) out.push(text[++i] ?? '');
  }
  const body = out.join('');
  return values > 1 ? `[${body}]` : body;
}

/** A comma followed (past white space and comments) by `}` or `]`. */
function isTrailingComma(text: string, at: number): boolean {
  let next = at + 1;
  while (next < text.length && /\s/.test(text[next] ?? '')) next++;
  const char = text[next];
  if (char === '}' || char === ']') return true;
  return char === '/' && TRAILING_COMMA.test(text.slice(next, next + 500));
}

/** "invalid JSON at line 3, column 5" from V8's "... at position 42" (or "line 3 column 5"). */
export function describeJsonError(text: string, error: unknown): string {
  if (text.trim() === '') return 'invalid JSON: the file is empty';
  const message = error instanceof Error ? error.message : '';
  const position = /position (\d+)/.exec(message)?.[1];
  if (position === undefined) return 'invalid JSON';
  const before = text.slice(0, Number(position)).split('\n');
  const column = (before.at(-1)?.length ?? 0) + 1;
  return `invalid JSON at line ${before.length}, column ${column}`;
}
