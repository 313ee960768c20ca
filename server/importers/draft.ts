import type { RecipeDraft } from '../../shared/recipe';
import { recipeDraftProblem } from '../../shared/recipe-limits';
import { ImportError } from './import-error';
import { htmlToText, isHttpUrl, sanitizeInstructions, toInstructionLines } from './text';
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
}

/**
 * When a source gives no servings we say 1: the whole recipe is one portion. Any per-serving
 * figure derived from it (nutrition, scaling) then describes the whole batch, which overstates
 * rather than understates, and the cook sees "serves 1" rather than an invented crowd.
 */
export const DEFAULT_SERVINGS = 1;

/** Checks and normalises a parsed recipe; throws an ImportError naming the first problem. */
export function finishDraft(fields: DraftFields): RecipeDraft {
  const title = htmlToText(fields.title);
  if (title === '') throw new ImportError('missing title');
  const ingredientLines = fields.ingredientLines.map(htmlToText).filter((line) => line !== '');
  if (ingredientLines.length === 0) throw new ImportError('no ingredients');

  const prepMinutes = toMinutes(fields.prepMinutes);
  const cookMinutes = toMinutes(fields.cookMinutes);
  const draft: RecipeDraft = {
    sourceKey: fields.sourceKey,
    title,
    summary: htmlToText(fields.summary ?? ''),
    image: (fields.image ?? '').trim(),
    servings: toServings(fields.servings),
    prepMinutes,
    cookMinutes,
    readyInMinutes: readyIn(toMinutes(fields.totalMinutes), prepMinutes, cookMinutes),
    cuisines: unique((fields.cuisines ?? []).map(htmlToText)),
    dishTypes: unique((fields.dishTypes ?? []).map(htmlToText)),
    ingredientLines,
    instructions: fields.instructionLines
      .flatMap(toInstructionLines)
      .map(sanitizeInstructions)
      .join('\n')
      .replaceAll('\u0000', ''),
    sourceName: htmlToText(fields.sourceName ?? ''),
    sourceUrl: isHttpUrl(fields.sourceUrl ?? '') ? (fields.sourceUrl ?? '').trim() : '',
    license: htmlToText(fields.license ?? ''),
  };
  if (fields.id !== undefined) draft.id = toId(fields.id);
  const problem = recipeDraftProblem(draft);
  if (problem !== null) throw new ImportError(problem);
  return draft;
}

function toServings(value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return DEFAULT_SERVINGS;
  const rounded = Math.round(value);
  return rounded >= 1 ? rounded : DEFAULT_SERVINGS;
}

/** A time we cannot trust (negative, not a number) is treated as unknown rather than rejected. */
function toMinutes(value: number | null | undefined): number | null {
  if (value === null || value === undefined || !Number.isFinite(value) || value < 0) return null;
  return Math.round(value);
}

function readyIn(total: number | null, prep: number | null, cook: number | null): number {
  if (total !== null) return total;
  if (prep === null && cook === null) return 0;
  return (prep ?? 0) + (cook ?? 0);
}

/** A fixed id is the recipe's public identity: a bad one is an error, never silently replaced. */
function toId(value: number): number {
  if (!Number.isInteger(value) || value < 1) throw new ImportError('id must be a positive whole number');
  return value;
}
