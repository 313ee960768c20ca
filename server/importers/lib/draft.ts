import type { RecipeDraft } from '../../../shared/recipe';
import { recipeDraftProblem } from '../../../shared/recipe-limits';
import { ImportError } from './import-error';
import { formatCount, IMPORT_FILE_LIMITS } from './limits';
import { readDuration, readServings } from './readings';
import { absoluteHttpUrl, htmlToText, sanitizeInstructions, stripControls, toInstructionLines } from './text';
import { unique } from './vocabulary';

/** What a parser read from its source, before the checks every draft must pass. */
export interface DraftFields {
  sourceKey: string;
  id?: number | undefined;
  title: string;
  summary?: string;
  image?: string;
  servings?: number | null;
  prepMinutes?: number | null;
  cookMinutes?: number | null;
  totalMinutes?: number | null;
  cuisines?: string[];
  dishTypes?: string[];
  ingredientLines: string[];
  /** One entry per step or section name; an entry may hold simple HTML and is split on line breaks. */
  instructionLines: string[];
  sourceName?: string;
  sourceUrl?: string;
  license?: string;
  /** Fields the parser already left out, and why ("the cooking time "PT" was not understood"). */
  warnings?: string[];
}

/** A recipe ready to save, and what was left out of it on the way. */
export interface ImportedRecipe {
  draft: RecipeDraft;
  /** One sentence per field dropped or replaced by a default; empty when everything was read. */
  warnings: string[];
}

/**
 * When a source gives no servings we say 1: the whole recipe is one portion. Any per-serving
 * figure derived from it (nutrition, scaling) then describes the whole batch, which overstates
 * rather than understates, and the cook sees "serves 1" rather than an invented crowd.
 */
export const DEFAULT_SERVINGS = 1;

/**
 * Checks and normalises a parsed recipe. A field that cannot be used (a negative time, a picture
 * that is not a web address, servings out of range) is dropped with a warning; the recipe is
 * refused, with an ImportError naming the first problem, only when it has no title, no
 * ingredients, or breaks a size limit.
 */
export function finishRecipe(fields: DraftFields): ImportedRecipe {
  const warnings = [...(fields.warnings ?? [])];
  const title = htmlToText(fields.title);
  if (title === '') throw new ImportError('missing title');
  const ingredientLines = fields.ingredientLines.map(htmlToText).filter((line) => line !== '');
  if (ingredientLines.length === 0) throw new ImportError('no ingredients');

  const steps = fields.instructionLines.flatMap(toInstructionLines).map(sanitizeInstructions);
  if (steps.length > IMPORT_FILE_LIMITS.steps) {
    throw new ImportError(
      `the method has ${formatCount(steps.length)} steps (at most ${formatCount(IMPORT_FILE_LIMITS.steps)}).`,
    );
  }
  const longStep = steps.find((step) => step.length > IMPORT_FILE_LIMITS.stepLength);
  if (longStep !== undefined) {
    throw new ImportError(
      `a step is too long: ${formatCount(longStep.length)} characters (at most ${formatCount(IMPORT_FILE_LIMITS.stepLength)}).`,
    );
  }

  const prepMinutes = toMinutes('preparation time', fields.prepMinutes, warnings);
  const cookMinutes = toMinutes('cooking time', fields.cookMinutes, warnings);
  const draft: RecipeDraft = {
    sourceKey: stripControls(fields.sourceKey).trim(),
    title,
    summary: htmlToText(fields.summary ?? ''),
    image: webAddress('picture', fields.image, warnings),
    servings: toServings(fields.servings, warnings),
    prepMinutes,
    cookMinutes,
    readyInMinutes: readyIn(toMinutes('total time', fields.totalMinutes, warnings), prepMinutes, cookMinutes),
    cuisines: unique((fields.cuisines ?? []).map(htmlToText)),
    dishTypes: unique((fields.dishTypes ?? []).map(htmlToText)),
    ingredientLines,
    instructions: steps.join('\n'),
    sourceName: attribution('source name', fields.sourceName, warnings),
    sourceUrl: webAddress('source address', fields.sourceUrl, warnings),
    license: attribution('licence', fields.license, warnings),
  };
  if (fields.id !== undefined) draft.id = toId(fields.id);
  const problem = recipeDraftProblem(draft);
  if (problem !== null) throw new ImportError(problem);
  return { draft, warnings };
}

/** `finishRecipe` for callers that have no use for the warnings (the built-in catalog). */
export function finishDraft(fields: DraftFields): RecipeDraft {
  return finishRecipe(fields).draft;
}

/** Minutes from a raw field (ISO 8601, a number or words); a problem becomes a warning naming the field. */
export function minutesField(what: string, value: unknown, warnings: string[]): number | null {
  const reading = readDuration(value);
  if (reading.problem !== undefined) warnings.push(`the ${what} ${reading.problem}; left out`);
  return reading.value;
}

/** Servings from a raw yield; a problem becomes a warning, and the recipe serves the default. */
export function servingsField(value: unknown, warnings: string[]): number | null {
  const reading = readServings(value);
  if (reading.problem !== undefined) warnings.push(`the yield ${reading.problem}; servings set to ${DEFAULT_SERVINGS}`);
  return reading.value;
}

function toServings(value: number | null | undefined, warnings: string[]): number {
  if (value === null || value === undefined) return DEFAULT_SERVINGS;
  const rounded = Math.round(value);
  if (!Number.isFinite(rounded) || rounded < 1 || rounded > IMPORT_FILE_LIMITS.servings) {
    warnings.push(
      `servings ${String(value)} out of range (1 to ${formatCount(IMPORT_FILE_LIMITS.servings)}); set to ${DEFAULT_SERVINGS}`,
    );
    return DEFAULT_SERVINGS;
  }
  return rounded;
}

/** A time we cannot trust (negative, not a number, beyond the limit) is left out rather than rejected. */
function toMinutes(what: string, value: number | null | undefined, warnings: string[]): number | null {
  if (value === null || value === undefined) return null;
  const rounded = Math.round(value);
  if (!Number.isFinite(rounded) || rounded < 0 || rounded > IMPORT_FILE_LIMITS.minutes) {
    warnings.push(
      `the ${what} ${String(value)} is out of range (0 to ${formatCount(IMPORT_FILE_LIMITS.minutes)} minutes); left out`,
    );
    return null;
  }
  return rounded;
}

function readyIn(total: number | null, prep: number | null, cook: number | null): number {
  if (total !== null) return total;
  if (prep === null && cook === null) return 0;
  return Math.min((prep ?? 0) + (cook ?? 0), IMPORT_FILE_LIMITS.minutes);
}

/** An absolute http(s) address, or '' with a warning when something else was given. */
function webAddress(what: string, value: string | undefined, warnings: string[]): string {
  const text = stripControls(value ?? '').trim();
  if (text === '') return '';
  const url = absoluteHttpUrl(text);
  if (url === undefined) {
    const shown = text.length > 60 ? `${text.slice(0, 60)}…` : text;
    warnings.push(
      `the ${what} "${shown}" is not a web address of at most ${formatCount(IMPORT_FILE_LIMITS.url)} characters; left out`,
    );
    return '';
  }
  return url;
}

/** A source name or licence: plain text, dropped with a warning when longer than a name can be. */
function attribution(what: string, value: string | undefined, warnings: string[]): string {
  const text = htmlToText(value ?? '');
  if (text.length <= IMPORT_FILE_LIMITS.attribution) return text;
  warnings.push(
    `the ${what} is ${formatCount(text.length)} characters (at most ${IMPORT_FILE_LIMITS.attribution}); left out`,
  );
  return '';
}

/** A fixed id is the recipe's public identity: a bad one is an error, never silently replaced. */
function toId(value: number): number {
  if (!Number.isInteger(value) || value < 1 || value > IMPORT_FILE_LIMITS.integer) {
    throw new ImportError('id must be a positive whole number');
  }
  return value;
}
