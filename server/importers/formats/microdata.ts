import { NodeType, type HTMLElement } from 'node-html-parser';
import { htmlToText } from '../lib/text';
import { isRecipeType, type JsonObject } from './json-ld';

/**
 * schema.org items written in the page's own markup rather than in a JSON-LD block: Microdata
 * (`itemscope itemtype=".../Recipe"`, `itemprop`) and RDFa (`typeof="Recipe"`, `property`).
 * Each Recipe item becomes the object its JSON-LD twin would be (`{ "@type": "Recipe",
 * "recipeIngredient": [...] }`), so one reader (json-ld.ts) handles all three.
 */

interface Syntax {
  /** Whether an element starts an item of its own. */
  isItem(element: HTMLElement): boolean;
  /** The item's types, as written. */
  types(element: HTMLElement): string[];
  /** The property names an element gives its item, bare ("recipeIngredient", not "schema:recipeIngredient"). */
  properties(element: HTMLElement): string[];
  /** The value of a property element that is not an item itself. */
  value(element: HTMLElement, name: string): string;
}

const words = (value: string | undefined): string[] => (value ?? '').split(/\s+/).filter((word) => word !== '');

/** "schema:name", "http://schema.org/name" and "name" all name `name`. */
const bareName = (name: string): string => name.replace(/^.*[/#:]/, '');

const MICRODATA: Syntax = {
  isItem: (element) => element.hasAttribute('itemscope'),
  types: (element) => words(element.getAttribute('itemtype')),
  properties: (element) => words(element.getAttribute('itemprop')).map(bareName),
  value: (element, name) => elementValue(element, name, ['content']),
};

const RDFA: Syntax = {
  isItem: (element) => element.hasAttribute('typeof'),
  types: (element) => words(element.getAttribute('typeof')),
  properties: (element) => words(element.getAttribute('property')).map(bareName),
  value: (element, name) => elementValue(element, name, ['content', 'resource']),
};

/** Where HTML keeps an element's value: a `<meta content>`, a link's `href`, a `<time datetime>`... */
function elementValue(element: HTMLElement, name: string, attributes: string[]): string {
  for (const attribute of attributes) {
    const value = element.getAttribute(attribute);
    if (value !== undefined) return value;
  }
  switch (element.tagName.toLowerCase()) {
    case 'a':
    case 'link':
    case 'area':
      return element.getAttribute('href') ?? '';
    case 'img':
    case 'audio':
    case 'video':
    case 'source':
    case 'embed':
    case 'iframe':
      return element.getAttribute('src') ?? '';
    case 'object':
      return element.getAttribute('data') ?? '';
    case 'time':
      return element.getAttribute('datetime') ?? htmlToText(element.innerHTML);
    case 'data':
    case 'meter':
      return element.getAttribute('value') ?? htmlToText(element.innerHTML);
  }
  // Steps keep their markup so list items and paragraphs stay separate steps; other texts are one line.
  return name === 'recipeInstructions' || name === 'instructions' ? element.innerHTML : htmlToText(element.innerHTML);
}

/** The Recipe items of a page, in document order: Microdata first, else RDFa. */
export function markupRecipes(root: HTMLElement): JsonObject[] {
  for (const syntax of [MICRODATA, RDFA]) {
    const selector = syntax === MICRODATA ? '[itemscope]' : '[typeof]';
    const items = root
      .querySelectorAll(selector)
      .filter((element) => isRecipeType(syntax.types(element)))
      .map((element) => readItem(element, syntax, 0));
    if (items.length > 0) return items;
  }
  return [];
}

function readItem(element: HTMLElement, syntax: Syntax, depth: number): JsonObject {
  const item: JsonObject = { '@type': syntax.types(element), '@text': htmlToText(element.innerHTML) };
  const add = (name: string, value: unknown): void => {
    const existing = item[name];
    item[name] = Array.isArray(existing) ? [...(existing as unknown[]), value] : [value];
  };
  const visit = (parent: HTMLElement): void => {
    for (const child of parent.childNodes) {
      if (!isElement(child)) continue;
      const names = syntax.properties(child);
      const nested = syntax.isItem(child);
      if (names.length > 0) {
        const value = nested && depth < 8 ? readItem(child, syntax, depth + 1) : syntax.value(child, names[0] ?? '');
        for (const name of names) add(name, value);
      }
      // A nested item's properties are its own, not this item's.
      if (!nested) visit(child);
    }
  };
  visit(element);
  return item;
}

const isElement = (node: { nodeType: NodeType }): node is HTMLElement => node.nodeType === NodeType.ELEMENT_NODE;
