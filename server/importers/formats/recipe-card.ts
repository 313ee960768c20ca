import { NodeType, type HTMLElement, type Node } from 'node-html-parser';
import type { DraftFields } from '../lib/draft';
import { readServings } from '../lib/readings';
import { collapseWhitespace, toInstructionLines } from '../lib/text';

/**
 * The recipe card a page shows its reader: the list of ingredients and the list of steps that
 * recipe plugins and themes write into the page itself, found by what their markup is called
 * (a class or id naming ingredients, instructions, servings), never by which site wrote it.
 *
 * Structured data is written by the same plugin from the same recipe, but sometimes cut short
 * (three ingredients where the card lists twelve) or left empty (no steps at all). What the
 * reader sees wins then: more lines or steps on the card than in the data, or servings the data
 * does not give (`applyCard`).
 */
export interface RecipeCard {
  /** The card's ingredient lines as shown, group names as "For the sauce:". */
  ingredients: string[];
  /** The card's steps as shown, group names as `<strong>Name</strong>`. */
  steps: string[];
  /** The card's yield as written ("4 servings"), when it shows one. */
  servings: string | undefined;
  /** The card's or page's heading. */
  title: string | undefined;
  /** The steps and yield of the page's text, read only when neither the data nor the card has them. */
  fromText?: () => { steps: string[]; servings: string | undefined };
}

/** Never shown as text: controls, scripts, pictures. */
const UNSHOWN_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'button',
  'input',
  'select',
  'textarea',
  'iframe',
  'head',
  'img',
]);
/** Where a card never is. */
const OUTSIDE_TAGS = new Set(['nav', 'aside', 'footer', 'head', 'script', 'template', 'noscript']);
const BLOCK_TAGS = /^(?:p|div|li|ul|ol|h[1-6]|section|article|header|footer|tr|dd|dt|dl|table|blockquote|figure)$/;
const HEADING_TAGS = /^h[1-6]$/;
/** Text for screen readers only (checkbox captions, "Print recipe"). */
const SCREEN_READER_ONLY =
  /(?:^|\s)(?:sr-only|screen-reader-text|visually-hidden|screen-reader-only|a11y-hidden)(?:\s|$)/i;
const HIDDEN_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)/i;

const INGREDIENTS_CUE = /ingredient/i;
const STEPS_CUE = /instruction|direction|method|preparation|(?:^|[\s_-])steps?(?:$|[\s_-])/i;
const SERVINGS_CUE = /serving|yield|serves|portion/i;
/** A group's name inside a list: "wprm-recipe-group-name", "ingredient-section-title", "list-heading". */
const GROUP_NAME_CUE = /group[-_]?(?:name|title|heading|header)|section[-_]?(?:name|title|heading|header)|subheading/i;

/** Deeper than any card nests (a card is a few levels deep); keeps a pathological page from exhausting the stack. */
const MAX_DEPTH = 200;
/** Elements named like a list or a yield looked at in full, at most. */
const MAX_LOOKS = 100;

const isElement = (node: Node): node is HTMLElement => node.nodeType === NodeType.ELEMENT_NODE;
const tagOf = (element: HTMLElement): string => element.tagName.toLowerCase();
const namesOf = (element: HTMLElement): string =>
  `${element.getAttribute('class') ?? ''} ${element.getAttribute('id') ?? ''} ${element.getAttribute('itemprop') ?? ''}`;

const isUnshown = (element: HTMLElement): boolean => UNSHOWN_TAGS.has(tagOf(element)) || isHidden(element);

/** Hidden from sight by its attributes: `hidden`, `aria-hidden`, a screen-reader-only class, `display: none`. */
export function isHidden(element: HTMLElement): boolean {
  return (
    element.getAttribute('hidden') !== undefined ||
    element.getAttribute('aria-hidden') === 'true' ||
    SCREEN_READER_ONLY.test(element.getAttribute('class') ?? '') ||
    HIDDEN_STYLE.test(element.getAttribute('style') ?? '')
  );
}

/** The words a reader sees in an element, on one line. */
export function shownText(node: Node): string {
  const parts: string[] = [];
  const walk = (current: Node, depth = 0): void => {
    if (depth > MAX_DEPTH) return;
    if (current.nodeType === NodeType.TEXT_NODE) {
      parts.push(current.text);
      return;
    }
    if (!isElement(current) || isUnshown(current)) return;
    const tag = tagOf(current);
    if (tag === 'br' || BLOCK_TAGS.test(tag)) parts.push(' ');
    for (const child of current.childNodes) walk(child, depth + 1);
    if (BLOCK_TAGS.test(tag) || tag === 'td' || tag === 'th') parts.push(' ');
  };
  walk(node);
  return collapseWhitespace(parts.join(''));
}

/**
 * Elements whose names carry the cue, outermost only, outside menus, sidebars, footers and hidden
 * parts. A wrapper that also holds the other list (a whole card named "recipe-preparation") is
 * looked into rather than taken.
 */
function cued(root: HTMLElement, cue: RegExp, other: RegExp): HTMLElement[] {
  const found: HTMLElement[] = [];
  let looks = 0;
  const visit = (element: HTMLElement, depth: number): void => {
    if (depth > MAX_DEPTH) return;
    for (const child of element.childNodes) {
      if (!isElement(child) || OUTSIDE_TAGS.has(tagOf(child)) || isUnshown(child)) continue;
      // Each look searches the element's whole subtree: a page nesting hundreds of them is no card.
      if (cue.test(namesOf(child)) && (looks++ > MAX_LOOKS || !holdsList(child, other))) found.push(child);
      else visit(child, depth + 1);
    }
  };
  visit(root, 0);
  return found;
}

const holdsList = (element: HTMLElement, cue: RegExp): boolean =>
  [...descendants(element)].some((inner) => cue.test(namesOf(inner)) && holdsItem(inner));

/** An element's descendant elements in document order, without recursion, not entering the tags given. */
function* descendants(element: HTMLElement, skipped: ReadonlySet<string> = new Set()): Generator<HTMLElement> {
  const stack = [...element.childNodes].reverse();
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (!isElement(node) || skipped.has(tagOf(node))) continue;
    yield node;
    for (let index = node.childNodes.length - 1; index >= 0; index--) {
      const child = node.childNodes[index];
      if (child !== undefined) stack.push(child);
    }
  }
}

/** Whether a list item lies inside. */
const holdsItem = (element: HTMLElement): boolean => {
  for (const inner of descendants(element)) if (tagOf(inner) === 'li') return true;
  return false;
};

const isGroupName = (element: HTMLElement): boolean =>
  HEADING_TAGS.test(tagOf(element)) || GROUP_NAME_CUE.test(element.getAttribute('class') ?? '');

interface Entry {
  text: string;
  group: boolean;
}

/**
 * A list's entries in order: each list item (one without a list inside) is one entry, a heading
 * or group name between them names a group. A list written as paragraphs counts only when it
 * holds no list items at all.
 */
function entries(container: HTMLElement): Entry[] {
  const items: Entry[] = [];
  const hasItems = holdsItem(container);
  const visit = (element: HTMLElement, depth: number): void => {
    if (depth > MAX_DEPTH) return;
    for (const child of element.childNodes) {
      if (!isElement(child) || isUnshown(child)) continue;
      const tag = tagOf(child);
      const isItem = hasItems ? tag === 'li' && !holdsItem(child) : tag === 'p';
      if (isItem) {
        const text = shownText(child);
        if (text !== '') items.push({ text, group: false });
      } else if (isGroupName(child) && !holdsItem(child)) {
        const text = shownText(child);
        if (text !== '') items.push({ text, group: true });
      } else visit(child, depth + 1);
    }
  };
  visit(container, 0);
  return items;
}

/** The title a list gives itself ("Ingredients", "Instructions"), no group of it. */
const LIST_TITLE = /^(?:the\s+)?(?:ingredients?|instructions?|directions?|method|steps|preparation)\b/i;

/** The container whose list holds most entries, less its own title and names with nothing after them. */
function fullestList(containers: HTMLElement[]): Entry[] {
  let best: Entry[] = [];
  for (const container of containers) {
    const list = entries(container).filter(
      (entry, index, all) =>
        !entry.group || (all[index + 1]?.group === false && !(index === 0 && LIST_TITLE.test(entry.text))),
    );
    if (count(list) > count(best)) best = list;
  }
  return best;
}

const count = (list: Entry[]): number => list.filter((entry) => !entry.group).length;

/** The recipe card of a page (empty lists when it shows none), titled by the page's heading. */
export function recipeCard(root: HTMLElement, title: string | undefined): RecipeCard {
  const ingredients = fullestList(cued(root, INGREDIENTS_CUE, STEPS_CUE)).map((entry) =>
    entry.group ? (/:$/.test(entry.text) ? entry.text : `${entry.text}:`) : entry.text,
  );
  const steps = fullestList(cued(root, STEPS_CUE, INGREDIENTS_CUE)).map((entry) =>
    entry.group ? `<strong>${entry.text}</strong>` : entry.text,
  );
  return { ingredients, steps, servings: cardServings(root), title };
}

/** Named for servings but about a portion's size or food values. */
const NOT_SERVINGS = /serving[-_]?size|per[-_]?serving|nutrition|calorie/i;

/** The first short element named for servings or yield whose words hold a number. */
function cardServings(root: HTMLElement): string | undefined {
  let looks = 0;
  for (const element of descendants(root, OUTSIDE_TAGS)) {
    const names = namesOf(element);
    if (!SERVINGS_CUE.test(names) || NOT_SERVINGS.test(names)) continue;
    if (looks++ > MAX_LOOKS) return undefined;
    if (holdsItem(element)) continue;
    const text = shownText(element);
    if (text.length > 0 && text.length <= 60 && readServings(text).value !== null) return text;
  }
  return undefined;
}

const ingredientCount = (lines: readonly string[]): number =>
  lines.filter((line) => collapseWhitespace(line) !== '' && !/:$/.test(line.trim())).length;
const stepCount = (lines: readonly string[]): number =>
  lines.flatMap(toInstructionLines).filter((line) => !/^<strong>[^<]*<\/strong>$/.test(line)).length;

/**
 * What the card adds to a recipe read from structured data: its ingredient lines when it shows
 * more of them, its steps when it shows more, its servings and title when none were read. Over a
 * recipe guessed from the page's text (`over: 'text'`) a card list of two entries or more wins:
 * its lines are marked as what they are, the text's are read from their look.
 */
export function applyCard(
  fields: DraftFields,
  card: RecipeCard | undefined,
  over: 'data' | 'text' = 'data',
): DraftFields {
  if (card === undefined) return fields;
  const merged = { ...fields };
  const wins = (cardCount: number, ownCount: number): boolean =>
    cardCount > ownCount || (over === 'text' && cardCount >= 2);
  if (wins(ingredientCount(card.ingredients), ingredientCount(fields.ingredientLines))) {
    merged.ingredientLines = card.ingredients;
  }
  if (wins(stepCount(card.steps), stepCount(fields.instructionLines))) merged.instructionLines = card.steps;
  const text = over === 'data' ? once(card.fromText) : () => undefined;
  if (stepCount(merged.instructionLines) === 0) merged.instructionLines = text()?.steps ?? merged.instructionLines;
  const written =
    card.servings ?? (fields.servings === null || fields.servings === undefined ? text()?.servings : undefined);
  const servings = written === undefined ? null : readServings(written).value;
  if ((fields.servings === null || fields.servings === undefined) && servings !== null) {
    merged.servings = servings;
    merged.warnings = (fields.warnings ?? []).filter((warning) => !warning.startsWith('the yield '));
  }
  if (collapseWhitespace(fields.title) === '' && card.title !== undefined) merged.title = card.title;
  return merged;
}

function once<T>(read: (() => T) | undefined): () => T | undefined {
  let done = false;
  let value: T | undefined;
  return () => {
    if (!done) [done, value] = [true, read?.()];
    return value;
  };
}
