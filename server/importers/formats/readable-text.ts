import { NodeType, type HTMLElement, type Node } from 'node-html-parser';
import { collapseWhitespace } from '../lib/text';
import { isHidden } from './recipe-card';

/**
 * The readable text of an HTML page with no structured data, and its heading: what html.ts hands
 * to the plain-text reader (plain-text.ts).
 */

/** Never part of the recipe text. */
const SKIPPED_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'nav',
  'aside',
  'form',
  'button',
  'select',
  'iframe',
  'head',
  'footer',
  'figcaption',
  'dialog',
]);
const BLOCK_TAGS = new Set([
  'address',
  'article',
  'blockquote',
  'dd',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tr',
  'ul',
  'summary',
  'details',
]);

/**
 * The page's readable text, one line per block (a paragraph, a list item, a heading), from its
 * `<main>` or `<article>` (the one that mentions ingredients, else the first), else its body.
 * Menus, forms, scripts, footers and what is hidden from sight (recipe-card.ts) are left out. A `<br>` inside a list item is a space: the
 * item is one ingredient or one step.
 */
export function readableText(root: HTMLElement): string {
  const candidates = [...root.querySelectorAll('main'), ...root.querySelectorAll('article')];
  const container =
    candidates.find((element) => /ingredient/i.test(element.text)) ??
    candidates[0] ??
    root.querySelector('body') ??
    root;
  const lines: string[] = [];
  let current = '';
  const breakLine = (): void => {
    const line = collapseWhitespace(current);
    if (line !== '') lines.push(line);
    current = '';
  };
  const walk = (node: Node, inItem: boolean): void => {
    if (node.nodeType === NodeType.TEXT_NODE) {
      current += node.text;
      return;
    }
    if (node.nodeType !== NodeType.ELEMENT_NODE) return;
    const element = node as HTMLElement;
    const tag = element.tagName.toLowerCase();
    if (SKIPPED_TAGS.has(tag) || isHidden(element)) return;
    if (tag === 'br') {
      if (inItem) current += ' ';
      else breakLine();
      return;
    }
    const block = BLOCK_TAGS.has(tag);
    if (block) breakLine();
    for (const child of element.childNodes) walk(child, inItem || tag === 'li');
    if (block) breakLine();
    else if (tag === 'td' || tag === 'th') current += ' ';
  };
  walk(container, false);
  breakLine();
  return lines.join('\n');
}

/** The page's own heading for its recipe: the `<h1>` of its main text, else its og:title or `<title>`. */
export function pageTitle(root: HTMLElement): string | undefined {
  const candidates = [
    root.querySelector('main h1') ?? root.querySelector('article h1') ?? root.querySelector('h1'),
  ].map((element) => collapseWhitespace(element?.text ?? ''));
  const og = root.querySelector('meta[property="og:title"]')?.getAttribute('content');
  const title = root.querySelector('title')?.text;
  return [...candidates, og, title?.replace(/\s+[|–—-]\s+[^|–—-]+$/, '')]
    .map((text) => collapseWhitespace(text ?? ''))
    .find((text) => text !== '');
}
