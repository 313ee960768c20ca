import { createHash } from 'node:crypto';
import { parse } from 'node-html-parser';

/**
 * The Content-Security-Policy source (`'sha256-…'`) of each inline script of a page. The policy
 * allows scripts from this server only, and an inline script by the hash of its exact text: the
 * page's own (index.html applies the theme before the first paint), read from the built file at
 * start, so the hash always matches the page that is served.
 */
export function inlineScriptHashes(html: string): string[] {
  return parse(html)
    .querySelectorAll('script:not([src])')
    .map((script) => `'sha256-${createHash('sha256').update(script.rawText, 'utf8').digest('base64')}'`);
}
