import type { RecipeDraft } from '../../../shared/recipe';
import { finishRecipe, minutesField, servingsField } from '../lib/draft';
import { pick, readFrontMatter, textOf } from '../lib/front-matter';
import { isHttpUrl, markdownInlineToText, splitList } from '../lib/text';
import { classifyTags, toCuisines, toDishTypes } from '../lib/vocabulary';

/**
 * Reads our catalog format (catalog/FORMAT.md) and the Hugo recipe pages of public-domain recipe
 * sites: YAML front matter, an intro paragraph, "- 🍳 Cook time: 15 min" style lines,
 * `## Ingredients` bullets and `## Directions` steps. It is a line scanner over that shape, not a
 * general Markdown parser: recipes only use headings, lists and paragraphs.
 */

export interface MarkdownOptions {
  sourceKey: string;
  /**
   * Leave the front matter's `id` out (with a warning when there is one). Imported files never
   * choose their id: an `id: 1001` would replace the built-in recipe 1001. Only the catalog keeps it.
   */
  ignoreId?: boolean;
}

export interface MarkdownRecipe {
  draft: RecipeDraft;
  /** The front matter as written, for callers that read their own fields (the catalog's `picture`). */
  frontMatter: Record<string, unknown>;
  /** Fields left out, and why. */
  warnings: string[];
}

type BlockKind = 'item' | 'heading' | 'paragraph';
interface Block {
  kind: BlockKind;
  text: string;
}
interface Section {
  /** Empty for the text before the first heading. */
  heading: string;
  level: number;
  blocks: Block[];
}
type MetaKey = 'prep' | 'cook' | 'total' | 'servings';

const INGREDIENTS_HEADING = /ingredient/i;
const DIRECTIONS_HEADING = /direction|instruction|method|steps|preparation|procedure/i;
const SUMMARY_HEADING = /description|intro|about|overview|story/i;

export function parseMarkdownRecipe(text: string, options: MarkdownOptions): MarkdownRecipe {
  const { data, fields: front, content } = readFrontMatter(text);
  const sections = readSections(content);
  const ingredientSections = sections.filter((section) => INGREDIENTS_HEADING.test(section.heading));
  const directionSections = sections.filter(
    (section) => !INGREDIENTS_HEADING.test(section.heading) && DIRECTIONS_HEADING.test(section.heading),
  );
  const meta = readMetaLines(sections.filter((section) => !directionSections.includes(section)));
  const tags = classifyTags(splitList(front.get('tags') ?? front.get('keywords')));

  const warnings: string[] = [];
  const id = front.get('id');
  if (options.ignoreId === true && id !== undefined && id !== null) {
    warnings.push(`the id ${JSON.stringify(id)} in the file is ignored: imported recipes get an id of their own`);
  }
  const finished = finishRecipe({
    sourceKey: options.sourceKey,
    id: options.ignoreId === true ? undefined : readId(id),
    title: textOf(front.get('title')) || firstLevelOneHeading(sections),
    summary: textOf(pick(front, 'summary', 'description')) || introParagraph(sections),
    image: urlOf(front.get('image')),
    servings: servingsField(
      pick(front, 'servings', 'serves', 'yield', 'recipeyield') ?? meta.get('servings'),
      warnings,
    ),
    prepMinutes: minutesField('preparation time', pick(front, 'prepminutes', 'preptime') ?? meta.get('prep'), warnings),
    cookMinutes: minutesField('cooking time', pick(front, 'cookminutes', 'cooktime') ?? meta.get('cook'), warnings),
    totalMinutes: minutesField(
      'total time',
      pick(front, 'totalminutes', 'totaltime', 'readyinminutes') ?? meta.get('total'),
      warnings,
    ),
    cuisines: [...toCuisines(splitList(pick(front, 'cuisine', 'cuisines'))), ...tags.cuisines],
    dishTypes: [...toDishTypes(splitList(pick(front, 'dishtypes', 'dishtype', 'course'))), ...tags.dishTypes],
    ingredientLines: ingredientSections.flatMap(ingredientLines),
    instructionLines: directionSections.flatMap(directionLines),
    sourceName: textOf(pick(front, 'sourcename', 'author')) || nonUrl(front.get('source')),
    sourceUrl: urlOf(pick(front, 'sourceurl', 'source', 'url')),
    license: textOf(front.get('license')),
    warnings,
  });
  return { draft: finished.draft, frontMatter: data, warnings: finished.warnings };
}

function urlOf(value: unknown): string {
  const text = textOf(value);
  return isHttpUrl(text) ? text : '';
}

function nonUrl(value: unknown): string {
  const text = textOf(value);
  return isHttpUrl(text) ? '' : text;
}

function readId(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  // A non-numeric id becomes NaN, which finishDraft rejects with a clear reason.
  return typeof value === 'number' ? value : Number(textOf(value) || Number.NaN);
}

function readSections(content: string): Section[] {
  const sections: Section[] = [];
  let heading = '';
  let level = 0;
  let lines: string[] = [];
  const flush = (): void => {
    sections.push({ heading, level, blocks: readBlocks(lines) });
  };
  for (const line of content.replace(/<!--[\s\S]*?-->/g, '').split(/\r?\n/)) {
    const match = /^(#{1,2})\s+(.*?)\s*#*\s*$/.exec(line);
    if (match === null) {
      lines.push(line);
      continue;
    }
    flush();
    heading = markdownInlineToText(match[2] ?? '');
    level = match[1]?.length ?? 0;
    lines = [];
  }
  flush();
  return sections;
}

const LIST_ITEM = /^\s*(?:[-*+•]|\d+[.)])\s+(.*)$/;
const SUB_HEADING = /^\s*#{3,6}\s+(.*?)\s*#*\s*$/;

/**
 * Items, sub-headings and paragraphs. A line right under an item continues it (Markdown's lazy
 * continuation), and so does an indented line after a blank one; anything else is a paragraph.
 */
function readBlocks(lines: string[]): Block[] {
  const blocks: Block[] = [];
  let current: Block | undefined;
  let afterBlank = false;
  for (const line of lines) {
    const item = LIST_ITEM.exec(line);
    const subHeading = SUB_HEADING.exec(line);
    if (line.trim() === '') {
      afterBlank = true;
      if (current?.kind === 'paragraph') current = undefined;
      continue;
    }
    if (subHeading !== null) {
      current = undefined;
      blocks.push({ kind: 'heading', text: subHeading[1] ?? '' });
    } else if (item !== null) {
      current = { kind: 'item', text: item[1] ?? '' };
      blocks.push(current);
    } else if (current !== undefined && (!afterBlank || /^\s/.test(line))) {
      current.text += ` ${line.trim()}`;
    } else {
      current = { kind: 'paragraph', text: line.trim() };
      blocks.push(current);
    }
    afterBlank = false;
  }
  return blocks;
}

/** "- ⏲️ Prep time: 10 min", "- 🍽️ Servings: 4", "* Cook Time 1 hr" and the like. */
function readMetaLine(text: string): { key: MetaKey; value: string } | null {
  const plain = text.replace(/^[^\p{L}\p{N}]+/u, '');
  const time = /^(prep|cook|total)\w*\s+time\s*:?\s*(.*)$/i.exec(plain);
  if (time !== null) {
    const word = (time[1] ?? '').toLowerCase();
    return { key: word === 'prep' ? 'prep' : word === 'cook' ? 'cook' : 'total', value: time[2] ?? '' };
  }
  const servings = /^(?:servings?|serves|yield|makes)\b\s*:?\s*(.*)$/i.exec(plain);
  return servings === null ? null : { key: 'servings', value: servings[1] ?? '' };
}

function readMetaLines(sections: Section[]): Map<MetaKey, string> {
  const meta = new Map<MetaKey, string>();
  for (const block of sections.flatMap((section) => section.blocks)) {
    const line = block.kind === 'item' ? readMetaLine(block.text) : null;
    if (line !== null && !meta.has(line.key)) meta.set(line.key, line.value);
  }
  return meta;
}

/** Bullets only: notes between them ("For the sauce:") and sub-headings are not ingredients. */
function ingredientLines(section: Section): string[] {
  return section.blocks
    .filter((block) => block.kind === 'item' && readMetaLine(block.text) === null)
    .map((block) => markdownInlineToText(block.text))
    .filter((line) => line !== '' && !line.endsWith(':'));
}

/** Steps, and the sub-headings and tips between them, one per line. */
function directionLines(section: Section): string[] {
  return section.blocks.map((block) => markdownInlineToText(block.text)).filter((line) => line !== '');
}

function firstLevelOneHeading(sections: Section[]): string {
  return sections.find((section) => section.level === 1)?.heading ?? '';
}

/** The first prose paragraph before the first heading, else under a "Description"-like heading. */
function introParagraph(sections: Section[]): string {
  const candidates = sections.filter(
    (section) => section.heading === '' || section.level === 1 || SUMMARY_HEADING.test(section.heading),
  );
  for (const block of candidates.flatMap((section) => section.blocks)) {
    if (block.kind !== 'paragraph' || /^\s*(?:<|\{\{|[-*_]{3,}\s*$)/.test(block.text)) continue;
    const text = markdownInlineToText(block.text);
    if (text !== '') return text;
  }
  return '';
}
