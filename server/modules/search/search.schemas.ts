import { z } from 'zod';
import { ALLERGY_IDS, DIET_IDS } from '../../../shared/ids';
import { searchInputSchema } from '../../../shared/validation';
import { idString, idValue } from '../../lib/schemas';

export const DEFAULT_PAGE = 20;
export const MAX_PAGE = 100;
export const MAX_BULK = 100;

/**
 * A diet or allergy filter: one id or a comma-joined list ("vegan,paleo"); blanks between commas
 * are ignored, an unknown id is refused with the list of known ones.
 */
const idList = <T extends string>(field: string, known: readonly T[]) =>
  z
    .string({ error: `${field} must be text: one id or a comma-joined list.` })
    .max(200, { error: `${field} is too long.` })
    .transform((value, ctx): T[] => {
      const ids: T[] = [];
      for (const raw of value.split(',')) {
        const id = raw.trim();
        if (id === '') continue;
        if (!(known as readonly string[]).includes(id)) {
          ctx.addIssue({
            code: 'custom',
            message: `Unknown ${field} "${id.slice(0, 40)}". Use one of: ${known.join(', ')}.`,
          });
          return z.NEVER;
        }
        if (!ids.includes(id as T)) ids.push(id as T);
      }
      return ids;
    });

const page = {
  searchInput: searchInputSchema.default(''),
  offset: z.number().int({ error: 'offset must be a whole number.' }).min(0).max(100_000).optional(),
  number: z
    .number()
    .int({ error: 'number must be a whole number.' })
    .min(1, { error: `number must be 1 to ${MAX_PAGE}.` })
    .max(MAX_PAGE, { error: `number must be 1 to ${MAX_PAGE}.` })
    .optional(),
};
const diet = idList('diet', DIET_IDS);
const allergy = idList('allergy', ALLERGY_IDS);

/** The bodies of the four searches: each takes the filters its path names. */
export const searchBodies = {
  general: z.object(page),
  diet: z.object({ ...page, diet }),
  allergens: z.object({ ...page, allergy }),
  both: z.object({ ...page, diet, allergy }),
};

/** A search as the service takes it: filters already checked and split into ids. */
export type SearchRequest = z.output<typeof searchBodies.general> & {
  diet?: z.output<typeof diet>;
  allergy?: z.output<typeof allergy>;
};

/** Checks a search the way the routes do (tests and the benchmark call the service with it). */
export const parseSearchRequest = (body: unknown): SearchRequest =>
  searchBodies.both.partial({ diet: true, allergy: true }).parse(body);

/** Random recipes take no body; a client may send the allergens to leave out (the saved ones). */
export const randomBody = z.object({ allergy: allergy.optional() }).nullish();

export const infoBody = z.object({ id: idValue('id') });

/** Bulk ids: a comma-joined string or an array, at most MAX_BULK, each a canonical recipe id. */
export const bulkBody = z
  .object({
    ids: z.union([
      z
        .string({ error: 'ids must be a comma-joined list of recipe ids.' })
        .max(1200, { error: `ids: at most ${MAX_BULK} ids.` }),
      z.array(idValue('ids')).max(MAX_BULK, { error: `ids: at most ${MAX_BULK} ids.` }),
    ]),
  })
  .transform(({ ids }, ctx): { ids: number[] } => {
    if (Array.isArray(ids)) return { ids };
    const parts = ids
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
    if (parts.length > MAX_BULK) {
      ctx.addIssue({ code: 'custom', message: `ids: at most ${MAX_BULK} ids.` });
      return z.NEVER;
    }
    const parser = idString('ids');
    const parsed: number[] = [];
    for (const part of parts) {
      const result = parser.safeParse(part);
      if (!result.success) {
        ctx.addIssue({ code: 'custom', message: `ids: "${part.slice(0, 20)}" is not a recipe id.` });
        return z.NEVER;
      }
      parsed.push(result.data);
    }
    return { ids: parsed };
  });
