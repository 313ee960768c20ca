import { finishRecipe, minutesField, servingsField, type ImportedRecipe } from '../lib/draft';
import { ImportError } from '../lib/import-error';
import { NUMBER_WORD } from '../lib/readings';
import { collapseWhitespace } from '../lib/text';
import { applyCard, type RecipeCard } from './recipe-card';

/**
 * A recipe from text typed or copied from anywhere: an e-mail, a note, a web page with no
 * structured data. It reads the shape people write in:
 *
 * - the title is the first short line (or the page's heading, when the caller knows it);
 * - ingredients are the lines under a heading like "Ingredients" / "You will need", or else the
 *   first run of lines that start with a quantity ("2 eggs", "½ cup milk", "1-2 tbsp oil");
 * - steps are the lines under "Method", "Directions", "Instructions", "Steps"..., or else the
 *   numbered lines ("1. Heat the oven", "Step 2: ...") after the ingredients;
 * - "Serves 4", "Makes 24 cookies", "Prep time: 15 min", "Cook time: 1 hour" lines give servings
 *   and times;
 * - "Notes", "Nutrition", "Tips" and similar headings end a block: their lines are not steps.
 *
 * Lines are kept as written, less list bullets and step numbers.
 */

export interface PlainTextOptions {
  sourceKey: string;
  /** A title known from elsewhere (the page's `<h1>`); the first short line otherwise. */
  title?: string;
  /** The page's address, when the text came from one. */
  sourceUrl?: string;
  image?: string;
  /** The recipe card of the page the text came from (recipe-card.ts): it wins where it shows more. */
  card?: RecipeCard;
}

type Block = 'ingredients' | 'steps' | 'other';

const HEADING_PREFIX = String.raw`^(?:#{1,6}\s*)?(?:\*\*|__)?`;
const HEADING_SUFFIX = String.raw`(?:\*\*|__)?\s*:?\s*(?:\*\*|__)?$`;
const heading = (words: string): RegExp => new RegExp(`${HEADING_PREFIX}(?:${words})${HEADING_SUFFIX}`, 'i');

const INGREDIENTS_HEADING = heading(
  String.raw`(?:the\s+)?ingredients?(?:\s+(?:list|for\b.{0,30}|\(.{0,30}\)))?|what you(?:'|’)?ll need|you(?:'|’)?ll need|you will need|what you need|shopping list`,
);
const STEPS_HEADING = heading(
  String.raw`method|directions?|instructions?|steps|preparation|procedure|how to (?:make|cook|prepare)(?: (?:it|them))?|to (?:make|prepare)`,
);
const OTHER_HEADING = heading(
  String.raw`notes?|cook(?:'|’)?s notes?|tips?|nutrition(?:\s+(?:facts|info|information))?|equipment|storage|variations?|to serve|serving suggestions?|comments?|reviews?|faqs?|related(?:\s+recipes)?|you (?:may|might) also like|share this(?: recipe)?|leave a (?:comment|reply)`,
);
const META = {
  servings: new RegExp(
    String.raw`^(?:serves|servings?|yield|yields|makes|portions?)\b\s*:?\s*(.*(?:\d|${NUMBER_WORD.source}).*)$|` +
      String.raw`^(\d{1,3}(?:\s*[-–]\s*\d{1,3})?\s+(?:servings?|portions?|people))$|^for\s+(\d{1,3}(?:\s*[-–]\s*\d{1,3})?)(?:\s+people)?$`,
    'i',
  ),
  prep: /^prep(?:aration)?(?:\s+time)?\s*:\s*(.*\d.*)$|^prep(?:aration)?\s+time\s+(.*\d.*)$/i,
  cook: /^(?:cook(?:ing)?|bake|baking)(?:\s+time)?\s*:\s*(.*\d.*)$|^(?:cook(?:ing)?|bak(?:e|ing))\s+time\s+(.*\d.*)$/i,
  total:
    /^(?:total(?:\s+time)?|ready in|time)\s*:\s*(.*\d.*)$|^(?:total\s+time|ready in)\s+(.*\d.*)$|^((?:about\s+)?\d{1,4}\s*(?:h|hrs?|hours?|m|mins?|minutes?)\b(?:\s*(?:and\s+)?\d{1,3}\s*(?:m|mins?|minutes?))?)$/i,
} as const;

/**
 * Separators between the facts of one meta line: "Serves 4 · 25 minutes", "Serves 4 | Prep: 10 min",
 * and the weaker ", " and " - " ("Serves 4, 25 minutes"), which count only when every part reads as a
 * fact ("Serves 4, with leftovers" is one fact). A time split in two ("1 hour, 10 minutes") is joined again.
 */
const META_SEPARATORS = [/\s+[|·•]\s+|\s*\|\s*|\s*,\s+|\s+[-–—]\s+/, /\s+[|·•]\s+|\s*\|\s*/] as const;

const BULLET = /^(?:[-*+•·▪◦●○–—]|\[\s?[x ]?\]|[☐☑✓✔▢□◻◽])\s*/iu;
/** A step number: "1.", "2)", "Step 3:", "Step 4 -". Not "1/2" nor "1.5". */
const STEP_NUMBER = /^(?:step\s*)?\d{1,3}\s*(?:[.):]|-\s|–\s)\s*(?=\S)|^step\s*\d{1,3}\s*$/i;
/** A line that starts like an ingredient: a number, a fraction, or a few words cooks count with. */
const QUANTITY = new RegExp(
  String.raw`^(?:about\s+|approx(?:\.|imately)?\s+|~\s*)?(?:\d|[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]|(?:a|an|one|two|three|four|five|six|half an?|a few|a couple of|several)\s+(?:pinch|dash|handful|bunch|clove|cup|can|tin|knob|sprig|splash|drizzle|large|medium|small|whole|tbsp|tsp|tablespoon|teaspoon|glass|slice|stick|head|piece)|(?:pinch|dash|handful)\b|salt\b|pepper\b)`,
  'i',
);

const looksLikeIngredient = (line: string): boolean => QUANTITY.test(line) && line.length <= 200;
const isSubHeading = (line: string): boolean => line.length <= 60 && /:$/.test(line) && !/\d\s*:$/.test(line);

interface Meta {
  servings?: string;
  prep?: string;
  cook?: string;
  total?: string;
}

/**
 * Reads "Serves 4", "Prep time: 15 min", also several on one line ("Serves 4 · Prep time: 20
 * minutes"); a bare time among them ("Serves 4 · 25 minutes") is the time the dish is ready in.
 * A bare time or "4 servings" counts only beside another fact on the line: alone, "25 minutes"
 * may be part of a step or a note.
 */
function readMeta(line: string, meta: Meta): boolean {
  for (const separator of META_SEPARATORS) {
    const found = metaFacts(joinTimes(line.split(separator).filter((segment) => segment !== '')));
    if (found === undefined) continue;
    for (const key of META_KEYS) meta[key] ??= found[key];
    return true;
  }
  return false;
}

const META_KEYS = ['servings', 'prep', 'cook', 'total'] as const;
/** The labelled forms alone ("Serves 4", "Total time: 1 hour"): the first alternative of each pattern. */
const LABELLED =
  /^(?:serves|servings?|yield|yields|makes|portions?|prep|preparation|cook|cooking|bake|baking|total|ready in|time)\b/i;

const ENDS_WITH_TIME = /\d\s*(?:h|hrs?|hours?|m|mins?|minutes?)$/i;
const BARE_TIME = /^\d{1,3}\s*(?:m|mins?|minutes?)$/i;

/** "1 hour", "10 minutes" after a split: one time again. */
function joinTimes(segments: readonly string[]): string[] {
  const joined: string[] = [];
  for (const segment of segments) {
    const previous = joined.at(-1);
    if (previous !== undefined && ENDS_WITH_TIME.test(previous) && BARE_TIME.test(segment))
      joined[joined.length - 1] = `${previous} ${segment}`;
    else joined.push(segment);
  }
  return joined;
}

function metaFacts(segments: readonly string[]): Meta | undefined {
  if (segments.length === 0) return undefined;
  const found: Meta = {};
  for (const segment of segments) {
    const key = META_KEYS.find((name) => META[name].test(segment));
    if (key === undefined) return undefined;
    const match = META[key].exec(segment);
    found[key] ??= match?.slice(1).find((group) => group !== undefined) ?? '';
  }
  if (segments.length === 1 && !LABELLED.test(segments[0] ?? '')) return undefined;
  return found;
}

/** The lines of a text, white space collapsed, blank lines kept as ''. */
const toLines = (text: string): string[] => text.split(/\r?\n|\r/).map(collapseWhitespace);

const stripBullet = (line: string): string => line.replace(BULLET, '').trim();
const stripStepNumber = (line: string): string => line.replace(STEP_NUMBER, '').trim();
const stripHeadingMarks = (line: string): string =>
  line
    .replace(/^#{1,6}\s*/, '')
    .replace(/^(\*\*|__)(.*)\1$/, '$2')
    .trim();

interface TextBlocks {
  meta: Meta;
  ingredients: string[];
  steps: string[];
  /** Lines outside any block, with their index among the text's lines. */
  prose: { index: number; line: string }[];
  /** The index of the first line of a block, -1 when there is none. */
  firstBlockLine: number;
}

/** The blocks of a text: its ingredient lines, steps, meta lines and the prose around them. */
function readBlocks(text: string): TextBlocks {
  const lines = toLines(text);
  const meta: Meta = {};
  const ingredients: string[] = [];
  const steps: string[] = [];
  const prose: { index: number; line: string }[] = [];
  let block: Block | undefined;
  let firstBlockLine = -1;

  lines.forEach((raw, index) => {
    if (raw === '') return;
    const line = stripBullet(raw);
    if (INGREDIENTS_HEADING.test(raw)) {
      block = 'ingredients';
    } else if (STEPS_HEADING.test(raw)) {
      block = 'steps';
    } else if (OTHER_HEADING.test(raw)) {
      block = 'other';
    } else if (readMeta(line, meta)) {
      return;
    } else if (block === 'ingredients') {
      // A numbered line under the ingredients starts the steps when no heading does.
      const paragraph = line.length >= 80 && /[.!]$/.test(line);
      if ((STEP_NUMBER.test(raw) || paragraph) && !looksLikeIngredient(line) && ingredients.length > 0) {
        block = 'steps';
        steps.push(stripStepNumber(raw));
      } else {
        ingredients.push(isSubHeading(line) ? stripHeadingMarks(line) : line);
      }
    } else if (block === 'steps') {
      const step = stripStepNumber(stripBullet(raw));
      if (step !== '' && !/^step\s*\d{1,3}$/i.test(raw))
        steps.push(isSubHeading(step) ? `<strong>${step}</strong>` : step);
    } else if (block === undefined) {
      prose.push({ index, line: raw });
      return;
    }
    if (firstBlockLine === -1 && block !== undefined) firstBlockLine = index;
  });

  // No heading: the first run of quantity lines are the ingredients, the numbered lines the steps.
  if (ingredients.length === 0) {
    const run = quantityRun(prose.map((entry) => entry.line));
    if (run !== undefined) {
      ingredients.push(...run.lines.map(stripBullet));
      firstBlockLine = prose[run.start]?.index ?? firstBlockLine;
      const after = prose.slice(run.start + run.lines.length).map((entry) => entry.line);
      if (steps.length === 0) steps.push(...unheadedSteps(after));
    }
  }

  return { meta, ingredients, steps, prose, firstBlockLine };
}

/**
 * The steps and the yield of a page's text, for a recipe whose structured data leaves them out
 * (html.ts): the lines under a steps heading or the numbered lines, and a "Serves 4" line.
 */
export function textStepsAndYield(text: string): { steps: string[]; servings: string | undefined } {
  const { steps, meta } = readBlocks(text);
  return { steps, servings: meta.servings };
}

export function parsePlainTextRecipe(text: string, options: PlainTextOptions): ImportedRecipe {
  const { meta, ingredients, steps, prose, firstBlockLine } = readBlocks(text);
  const before = prose
    .filter((entry) => firstBlockLine === -1 || entry.index < firstBlockLine)
    .map((entry) => entry.line);
  const titleLine = before.find(isTitleLike);
  const title = options.title ?? (titleLine === undefined ? '' : stripHeadingMarks(titleLine));
  const summary = before.find((line) => line !== titleLine && line.length >= 40 && !STEP_NUMBER.test(line)) ?? '';
  const warnings: string[] = [];
  const fields = applyCard(
    {
      sourceKey: options.sourceKey,
      title,
      summary,
      image: options.image ?? '',
      servings: servingsField(meta.servings, warnings),
      prepMinutes: minutesField('preparation time', meta.prep, warnings),
      cookMinutes: minutesField('cooking time', meta.cook, warnings),
      totalMinutes: minutesField('total time', meta.total, warnings),
      ingredientLines: ingredients.filter((line) => line !== ''),
      instructionLines: steps,
      sourceUrl: options.sourceUrl ?? '',
      warnings,
    },
    options.card,
    'text',
  );
  if (fields.ingredientLines.length === 0)
    throw new ImportError('no ingredients (no "Ingredients" heading or quantity lines found)');
  return finishRecipe(fields);
}

const isTitleLike = (line: string): boolean =>
  line.length <= 100 && !STEP_NUMBER.test(line) && !looksLikeIngredient(line) && !/[.!?]$/.test(line.trim());

/**
 * The first run of at least two lines that start with a quantity; a short line without one
 * ("Salt and pepper") may sit inside the run.
 */
function quantityRun(lines: string[]): { start: number; lines: string[] } | undefined {
  for (let start = 0; start < lines.length; start++) {
    if (!looksLikeIngredient(stripBullet(lines[start] ?? '')) || STEP_NUMBER.test(lines[start] ?? '')) continue;
    let end = start + 1;
    let counted = 1;
    while (end < lines.length) {
      const line = stripBullet(lines[end] ?? '');
      if (STEP_NUMBER.test(lines[end] ?? '')) break;
      if (looksLikeIngredient(line)) counted++;
      else if (!(line.length <= 40 && !/[.!?]$/.test(line))) break;
      end++;
    }
    if (counted >= 2) return { start, lines: lines.slice(start, end) };
  }
  return undefined;
}

/** Numbered lines, each with the unnumbered lines that follow it; else every remaining line. */
function unheadedSteps(lines: string[]): string[] {
  const numbered = lines.filter((line) => STEP_NUMBER.test(line));
  if (numbered.length === 0) return lines.filter((line) => line.length >= 20);
  const steps: string[] = [];
  let started = false;
  for (const line of lines) {
    if (STEP_NUMBER.test(line)) {
      started = true;
      const step = stripStepNumber(line);
      if (step !== '') steps.push(step);
    } else if (started && steps.length > 0) {
      steps[steps.length - 1] = `${steps.at(-1) ?? ''} ${line}`;
    }
  }
  return steps;
}
