import { z } from 'zod';
import { TO_PANTRY_MAX_IDS, type ToPantryResponse } from '../../../shared/pantry';
import { pantryItemSchema } from '../../../shared/pantry-schema';
import { composeLine } from '../../../shared/shopping-list/read-line';
import {
  AISLES,
  SHOPPING_LIMITS,
  type ShoppingLine,
  type ShoppingListResponse,
} from '../../../shared/shopping-list/types';
import { isUnitId, UNIT_IDS, type UnitId } from '../../../shared/shopping-list/units';
import { lengthProblem, lineText, writtenPart } from '../../../shared/shopping-list/line-text';
import { shown } from '../../../shared/user-text';
import { userText } from '../../../shared/user-text-schema';
import { idValue } from '../../lib/schemas';

const { linesPerRequest, sources: maxSources, titleLength } = SHOPPING_LIMITS;
const lineSource = z.object({
  recipeId: idValue('recipeId'),
  title: userText(
    { what: 'A recipe title', max: titleLength },
    { required: 'title must not be empty.', notText: 'title must be text.' },
  ),
});
const sources = z
  .array(lineSource, { error: 'sources must be a list of recipes.' })
  .max(maxSources, { error: `A line can name at most ${maxSources} recipes.` });

const unit = z.string({ error: 'unit must be text or null.' }).refine((value): value is UnitId => isUnitId(value), {
  error: (issue) => `Unknown unit "${shown(String(issue.input))}". Use one of: ${UNIT_IDS.join(', ')}; or none.`,
});

/** A line's content: `text` as written, or its parts (name, quantity, unit) from which the text is written. */
const contentFields = {
  text: z.string({ error: 'text must be text.' }).optional(),
  name: z.string({ error: 'name must be text.' }).optional(),
  quantity: z
    .number({ error: 'quantity must be a number or null.' })
    .positive({ error: 'quantity must be more than 0.' })
    .max(100_000, { error: 'quantity is too large.' })
    .nullable()
    .optional(),
  unit: unit.nullable().optional(),
};

type ContentInput = { text?: string; name?: string; quantity?: number | null; unit?: UnitId | null };

/** The text a line's content comes to, or an error message. */
function textOf(content: ContentInput): { text: string } | { error: string } | null {
  if (content.text !== undefined && content.name !== undefined) return { error: 'Send either text or name, not both.' };
  if (content.text === undefined && content.name === undefined) {
    return content.quantity !== undefined || content.unit !== undefined
      ? { error: 'A quantity or unit needs a name.' }
      : null;
  }
  if (content.text !== undefined) return lineText(content.text);
  const name = writtenPart(content.name ?? '');
  if ('error' in name) return name;
  const text = composeLine({ name: name.text, quantity: content.quantity ?? null, unit: content.unit ?? null });
  const tooLong = lengthProblem(text);
  return tooLong === null ? { text } : { error: tooLong };
}

export const newLine = z
  .object({ ...contentFields, sources: sources.optional(), checked: z.boolean().optional() })
  .transform((line, ctx) => {
    const content = textOf(line);
    if (content === null || 'error' in content) {
      ctx.addIssue({ code: 'custom', message: content?.error ?? 'A line needs text or a name.' });
      return z.NEVER;
    }
    return { text: content.text, checked: line.checked ?? false, sources: line.sources ?? [] };
  });

export const addLinesBody = z.object({
  lines: z
    .array(newLine, { error: 'lines must be a list.' })
    .min(1, { error: 'lines must hold at least one line.' })
    .max(linesPerRequest, { error: `Add at most ${linesPerRequest} lines at a time.` }),
});

export const linePatchBody = z
  .object({
    ...contentFields,
    checked: z.boolean({ error: 'checked must be true or false.' }).optional(),
    sources: sources.optional(),
    was: z
      .string({ error: 'was must be text.' })
      .max(SHOPPING_LIMITS.lineLength * 2, { error: 'was is too long.' })
      .optional(),
  })
  .transform((patch, ctx) => {
    const content = textOf(patch);
    if (content !== null && 'error' in content) {
      ctx.addIssue({ code: 'custom', message: content.error });
      return z.NEVER;
    }
    if (content === null && patch.checked === undefined && patch.sources === undefined) {
      ctx.addIssue({ code: 'custom', message: 'Nothing to change: send text, name, checked or sources.' });
      return z.NEVER;
    }
    return {
      ...(content !== null ? { text: content.text } : {}),
      ...(patch.checked !== undefined ? { checked: patch.checked } : {}),
      ...(patch.sources !== undefined ? { sources: patch.sources } : {}),
      ...(patch.was !== undefined && content !== null ? { was: patch.was } : {}),
    };
  });

/** "Bought: put in the pantry": the checked lines to move, or none for every checked line. */
export const toPantryBody = z
  .object({
    ids: z
      .array(idValue('Each id'), { error: 'ids must be a list of line ids.' })
      .min(1, { error: 'ids must hold at least one id, or be left out for every checked line.' })
      .max(TO_PANTRY_MAX_IDS, { error: `Name at most ${TO_PANTRY_MAX_IDS} lines at a time.` })
      .optional(),
  })
  .optional();

export const readLinesBody = z.object({
  lines: z
    .array(
      z.object(contentFields).transform((line, ctx) => {
        const content = textOf(line);
        if (content === null || 'error' in content) {
          ctx.addIssue({ code: 'custom', message: content?.error ?? 'A line needs text or a name.' });
          return z.NEVER;
        }
        return content.text;
      }),
      { error: 'lines must be a list.' },
    )
    .min(1, { error: 'lines must hold at least one line.' })
    .max(linesPerRequest, { error: `Read at most ${linesPerRequest} lines at a time.` }),
});

// Responses.
const foodFacts = z.object({ key: z.string(), aisle: z.enum(AISLES), density: z.number().nullable() });
export const shoppingLine = z.object({
  id: z.string(),
  text: z.string(),
  checked: z.boolean(),
  sources: z.array(z.object({ recipeId: z.number().int(), title: z.string() })),
  food: foodFacts,
  inPantry: z.string().optional(),
});
export const shoppingListResponse = z.object({ lines: z.array(shoppingLine) });
export const lineResponse = z.object({
  line: shoppingLine,
  /** The line had changed since the edit began (or was removed): the edit was kept as this new line. */
  asNewLine: z.literal(true).optional(),
});
export const removedResponse = z.object({ removed: z.number().int(), changed: z.number().int() });
export const toPantryResponse = z.object({
  added: z.array(z.object({ lineId: z.string(), item: pantryItemSchema })),
  refused: z.array(z.object({ lineId: z.string(), text: z.string(), reason: z.string() })),
});
export const readResponse = z.object({ lines: z.array(z.object({ text: z.string(), food: foodFacts })) });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <A, B>(proof: Same<A, B>) => proof;
same<z.infer<typeof shoppingLine>, ShoppingLine>(true);
same<z.infer<typeof shoppingListResponse>, ShoppingListResponse>(true);
same<z.infer<typeof toPantryResponse>, ToPantryResponse>(true);
