import DOMPurify from 'dompurify';

/**
 * Instructions are HTML from recipe sources. Each line becomes one paragraph, so only inline
 * markup survives; scripts, event handlers and `javascript:` URLs never do (DOMPurify's defaults
 * plus a short allow-list).
 */
const INLINE_TAGS = [
  'a',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'br',
  'span',
  'abbr',
  'code',
  'mark',
];
const ALLOWED_ATTR = ['href', 'title'];

let hooked = false;
function ensureHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
}

export function sanitizeInline(html: string): string {
  ensureHooks();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: INLINE_TAGS,
    ALLOWED_ATTR,
    ADD_ATTR: ['target', 'rel'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/|#)/i,
  });
}

/** Instructions split on line breaks into sanitised paragraphs; empty lines dropped. */
export function instructionParagraphs(instructions: string | null | undefined): string[] {
  if (!instructions) return [];
  return instructions
    .split(/\r?\n|<br\s*\/?>/i)
    .map((line) => sanitizeInline(line.trim()).trim())
    .filter((line) => line.replace(/<[^>]*>/g, '').trim().length > 0);
}

/** Only http(s) links leave the app. */
export function safeExternalUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
