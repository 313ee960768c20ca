import { Parser, type Step } from '@cooklang/cooklang-ts';
import { finishRecipe, minutesField, servingsField, type ImportedRecipe } from '../lib/draft';
import { normaliseKey, pick, readFrontMatter, textOf } from '../lib/front-matter';
import { collapseWhitespace, isHttpUrl, splitList } from '../lib/text';
import { classifyTags, toCuisines, toDishTypes } from '../lib/vocabulary';

/**
 * Cooklang (`.cook`) recipes. @cooklang/cooklang-ts reads the step markup (`@name{qty%unit}`,
 * `#cookware{}`, `~{time}`), but it predates Cooklang's YAML front matter, `= sections =`,
 * `> notes` and multi-line steps, and it treats every line as a step. So this module handles
 * those first and hands the library one step at a time.
 */

export interface CooklangOptions {
  sourceKey: string;
  /** The file name without extension: the title when the recipe names none. */
  fileName: string;
}

interface IngredientLine {
  name: string;
  quantity: string | number;
  units: string;
  note: string;
}

type Paragraph = { kind: 'section'; text: string } | { kind: 'step'; text: string };

export function parseCooklangRecipe(text: string, options: CooklangOptions): ImportedRecipe {
  const { fields: metadata, content } = readFrontMatter(text);
  const { paragraphs, inlineMetadata } = readParagraphs(stripComments(content));
  for (const [key, value] of inlineMetadata) if (!metadata.has(key)) metadata.set(key, value);

  const parser = new Parser();
  const ingredients: IngredientLine[] = [];
  const instructionLines = paragraphs.map((paragraph) => {
    if (paragraph.kind === 'section') return paragraph.text;
    const [step = []] = parser.parse(paragraph.text).steps;
    ingredients.push(...stepIngredients(step));
    return stepText(step);
  });

  const tags = classifyTags(splitList(pick(metadata, 'tags', 'tag')));
  const source = pick(metadata, 'source', 'sourceurl', 'url');
  const warnings: string[] = [];
  return finishRecipe({
    sourceKey: options.sourceKey,
    title: textOf(pick(metadata, 'title')) || options.fileName,
    summary: textOf(pick(metadata, 'description', 'introduction', 'summary')),
    image: urlOf(pick(metadata, 'image', 'picture')),
    servings: servingsField(textOf(pick(metadata, 'servings', 'serves')), warnings),
    prepMinutes: minutesField('preparation time', timeText(pick(metadata, 'preptime', 'prep')), warnings),
    cookMinutes: minutesField('cooking time', timeText(pick(metadata, 'cooktime', 'cook')), warnings),
    totalMinutes: minutesField('total time', timeText(pick(metadata, 'totaltime', 'time', 'duration')), warnings),
    cuisines: [...toCuisines(splitList(pick(metadata, 'cuisine'))), ...tags.cuisines],
    dishTypes: [...toDishTypes(splitList(pick(metadata, 'course', 'category'))), ...tags.dishTypes],
    ingredientLines: mergeIngredients(ingredients).map(formatIngredient),
    instructionLines,
    sourceName: textOf(pick(metadata, 'author')) || nameOf(source),
    sourceUrl: urlOf(source),
    license: textOf(pick(metadata, 'license')),
    warnings,
  });
}

/** `-- line comments` and `[- block comments -]`, removed before lines are joined into steps. */
function stripComments(content: string): string {
  return content.replace(/\[-[\s\S]*?-\]/g, ' ').replace(/--.*$/gm, '');
}

/**
 * Steps are paragraphs (lines up to a blank line). `>> key: value` lines are metadata,
 * `= Name =` lines name a section, `> text` lines are notes for the reader and are left out.
 */
function readParagraphs(content: string): { paragraphs: Paragraph[]; inlineMetadata: Map<string, string> } {
  const paragraphs: Paragraph[] = [];
  const inlineMetadata = new Map<string, string>();
  let stepLines: string[] = [];
  const flush = (): void => {
    if (stepLines.length > 0) paragraphs.push({ kind: 'step', text: stepLines.join(' ') });
    stepLines = [];
  };
  for (const rawLine of content.split(/\r?\n/)) {
    const line = rawLine.trim();
    const metadataLine = /^>>\s*(.+?)\s*:\s*(.+)$/.exec(line);
    const section = /^=+\s*(.*?)\s*=*$/.exec(line);
    if (line === '') {
      flush();
    } else if (metadataLine !== null) {
      flush();
      inlineMetadata.set(normaliseKey(metadataLine[1] ?? ''), (metadataLine[2] ?? '').trim());
    } else if (section !== null) {
      flush();
      if ((section[1] ?? '') !== '') paragraphs.push({ kind: 'section', text: section[1] ?? '' });
    } else if (!line.startsWith('>')) {
      stepLines.push(line);
    }
  }
  flush();
  return { paragraphs, inlineMetadata };
}

/** `@./Shared/Pizza Dough` (a recipe reference) reads as "Pizza Dough"; `@?`, `@&`, `@-`, `@+` modifiers are dropped. */
function cleanName(name: string): string {
  const withoutModifiers = name.trim().replace(/^[?&+-]+/, '');
  return (withoutModifiers.split('/').at(-1) ?? withoutModifiers).trim();
}

/** An ingredient note is Cooklang's `@tofu{200%g}(cubed)`: parentheses right after the ingredient. */
function stepIngredients(step: Step): IngredientLine[] {
  const lines: IngredientLine[] = [];
  step.forEach((item, index) => {
    if (item.type !== 'ingredient') return;
    // `@&name` refers back to an ingredient already listed, `@-name` is hidden from the list.
    if (/^[&-]/.test(item.name.trim())) return;
    const next = step[index + 1];
    const note = next?.type === 'text' ? leadingNote(next.value) : '';
    const optional = item.name.trim().startsWith('?') ? 'optional' : '';
    lines.push({
      name: cleanName(item.name),
      quantity: item.quantity,
      units: item.units,
      note: [note.trim(), optional].filter((part) => part !== '').join(', '),
    });
  });
  return lines;
}

/**
 * The note in parentheses at the start of a text, parentheses inside it kept and balanced:
 * "((about 240 ml)) and stir" → "(about 240 ml)". Empty when the text starts otherwise.
 */
export function leadingNote(text: string): string {
  if (!text.startsWith('(')) return '';
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return text.slice(1, i);
  }
  return '';
}

/** "(about 1 cup)": a note that brings its own parentheses. */
const wrapped = (note: string): boolean => note.startsWith('(') && leadingNote(note).length === note.length - 2;

function stepText(step: Step): string {
  const words = step.map((item, index) => {
    switch (item.type) {
      case 'text':
        // Keep a note readable: "tofu (cubed)" rather than "tofu(cubed)", and a note written in its
        // own parentheses once: `@milk{}((about 1 cup))` reads "milk (about 1 cup)".
        if (step[index - 1]?.type !== 'ingredient' || !item.value.startsWith('(')) return item.value;
        return wrapped(leadingNote(item.value))
          ? ` ${leadingNote(item.value)}${item.value.slice(leadingNote(item.value).length + 2)}`
          : ` ${item.value}`;
      case 'ingredient':
      case 'cookware':
        return cleanName(item.name);
      case 'timer':
        return [formatQuantity(item.quantity), item.units].filter((part) => part !== '').join(' ');
    }
  });
  return collapseWhitespace(words.join(''));
}

/** "2 tbsp olive oil" used twice is listed once as "4 tbsp olive oil"; anything not numeric stays apart. */
function mergeIngredients(lines: IngredientLine[]): IngredientLine[] {
  const merged: IngredientLine[] = [];
  for (const line of lines) {
    const same = merged.find(
      (other) =>
        other.name.toLowerCase() === line.name.toLowerCase() &&
        other.units.toLowerCase() === line.units.toLowerCase() &&
        other.note === line.note,
    );
    if (same === undefined) merged.push({ ...line });
    else if (typeof same.quantity === 'number' && typeof line.quantity === 'number') same.quantity += line.quantity;
    else if (!isUnstated(line.quantity) || !isUnstated(same.quantity)) merged.push({ ...line });
  }
  return merged;
}

/** The library fills a missing amount with "some"; the line then reads as just the name. */
const isUnstated = (quantity: string | number): boolean => quantity === 'some' || quantity === '';

/** Cooklang writes counted things as `{3%items}`; a cook writes "3 carrots". */
const COUNT_UNITS = new Set(['item', 'items', 'piece', 'pieces', 'pcs']);

function formatIngredient(line: IngredientLine): string {
  const amount = isUnstated(line.quantity) ? '' : formatQuantity(line.quantity);
  const unit = amount === '' || COUNT_UNITS.has(line.units.toLowerCase()) ? '' : line.units;
  const text = [amount, unit, line.name].filter((part) => part !== '').join(' ');
  if (line.note === '') return text;
  // A note already in its own parentheses reads as written: "1 cup milk (about 240 ml)".
  return wrapped(line.note) ? `${text} ${line.note}` : `${text}, ${line.note}`;
}

const FRACTIONS: ReadonlyArray<[number, string]> = [
  [1 / 8, '1/8'],
  [1 / 4, '1/4'],
  [1 / 3, '1/3'],
  [3 / 8, '3/8'],
  [1 / 2, '1/2'],
  [5 / 8, '5/8'],
  [2 / 3, '2/3'],
  [3 / 4, '3/4'],
  [7 / 8, '7/8'],
];

/** 0.5 → "1/2", 1.5 → "1 1/2", "=1" (Cooklang's fixed amount) → "1", text kept as written. */
export function formatQuantity(quantity: string | number): string {
  if (typeof quantity === 'string') return quantity.trim().replace(/^=\s*/, '');
  if (Number.isInteger(quantity)) return String(quantity);
  const whole = Math.floor(quantity);
  const fraction = FRACTIONS.find(([value]) => Math.abs(quantity - whole - value) < 0.01)?.[1];
  if (fraction === undefined) return String(Math.round(quantity * 100) / 100);
  return whole === 0 ? fraction : `${whole} ${fraction}`;
}

/** Cooklang writes amounts as `20%min` in metadata too. */
function timeText(value: unknown): string | number {
  return typeof value === 'number' ? value : textOf(value).replace(/%/g, ' ');
}

/** `source` is a URL, a name, or (in Cooklang's canonical metadata) `{ name, url }`. */
function urlOf(value: unknown): string {
  const text = isRecord(value) ? textOf(value['url']) : textOf(value);
  return isHttpUrl(text) ? text : '';
}

function nameOf(value: unknown): string {
  const text = isRecord(value) ? textOf(value['name']) : textOf(value);
  return isHttpUrl(text) ? '' : text;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
