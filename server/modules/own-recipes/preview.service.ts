import type { ImportPreviewRequest, ImportPreviewResponse } from '../../../shared/own-recipes';
import type { Format, ImportedRecipe } from '../../importers';
import { badRequest } from '../../lib/http-error';
import { fetchPage } from '../../lib/safe-fetch/safe-fetch';
import type { FetchAllowance } from './own-fetch-allowance';
import { parseOwn, refusal, toEditable } from './own-recipe-forms';

/** The text to read: the paste, or the page at the link (fetched through server/lib/safe-fetch). */
async function textOf(
  userId: number,
  request: ImportPreviewRequest,
  allowance: FetchAllowance,
): Promise<{ text: string; pageUrl?: string; format?: Format }> {
  if (request.url === undefined) return { text: request.text ?? '' };
  await allowance.limit(userId);
  try {
    const page = await fetchPage(request.url, allowance.fetchOptions);
    return { text: page.body, pageUrl: page.url, format: /json/i.test(page.contentType) ? 'json-ld' : 'html' };
  } catch (error) {
    throw badRequest(refusal(error));
  }
}

/** Reads a link or a paste into recipes for the editor; nothing is saved. */
export function createPreviewService(allowance: FetchAllowance) {
  return {
    preview: async (userId: number, request: ImportPreviewRequest): Promise<ImportPreviewResponse> => {
      const { text, pageUrl, format } = await textOf(userId, request, allowance);
      if (text.trim() === '') throw badRequest('There is nothing to read: paste a recipe or give a link.');
      let found: ImportedRecipe[];
      try {
        found = parseOwn(text, userId, format);
      } catch (error) {
        throw badRequest(refusal(error));
      }
      if (found.length === 0) throw badRequest('No recipe was found there.');
      const host = pageUrl ? new URL(pageUrl).hostname.replace(/^www\./, '') : '';
      return {
        recipes: found.map(({ draft }) => {
          const recipe = toEditable(draft);
          // A page's recipe came from that page, whatever it names itself.
          if (pageUrl && !recipe.sourceUrl) recipe.sourceUrl = pageUrl;
          if (host && !recipe.sourceName) recipe.sourceName = host;
          return recipe;
        }),
        warnings: found.flatMap(({ warnings }) => warnings),
      };
    },
  };
}
