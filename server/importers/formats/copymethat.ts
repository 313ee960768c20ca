import path from 'node:path/posix';
import { parse as parseHtml, type HTMLElement } from 'node-html-parser';
import type { ArchiveEntry } from '../archive/zip';
import { finishRecipe, servingsField } from '../lib/draft';
import { ImportError } from '../lib/import-error';
import { absoluteHttpUrl, htmlToText } from '../lib/text';
import { classifyTags } from '../lib/vocabulary';
import { baseName, exported, folderOf, readEach, withoutClutter, type ExportReading } from './export-parts';

/** The one page of a Copy Me That export that holds every recipe. */
const RECIPES_PAGE = 'recipes.html';

export const isCopyMeThatExport = (entries: readonly ArchiveEntry[]): boolean =>
  withoutClutter(entries).some((entry) => baseName(entry.path) === RECIPES_PAGE);

/** The text of the first element a selector finds in the recipe, '' when there is none. */
const textIn = (recipe: HTMLElement, selector: string): string => {
  const element = recipe.querySelector(selector);
  return element === null ? '' : htmlToText(element.innerHTML);
};

const hasClass = (element: HTMLElement, name: string): boolean => element.classList.contains(name);

/**
 * The lines of a list whose children are items of one class and sub-headings of another (the
 * spacers between them are passed over); a sub-heading becomes a heading line.
 */
function listLines(
  recipe: HTMLElement,
  selector: string,
  item: string,
  heading: { className: string; line: (text: string) => string },
): string[] {
  const list = recipe.querySelector(selector);
  if (list === null) return [];
  return list
    .querySelectorAll(`.${item}, .${heading.className}`)
    .map((element) =>
      hasClass(element, heading.className) ? heading.line(htmlToText(element.innerHTML)) : element.innerHTML,
    );
}

/** A local picture's path inside the archive, from where the page sits; undefined for one that climbs out. */
function localPath(page: string, src: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURI(src);
  } catch {
    return undefined;
  }
  const joined = path.normalize(path.join(folderOf(page), decoded));
  return joined.startsWith('..') || path.isAbsolute(joined) ? undefined : joined;
}

/**
 * A Copy Me That export: `recipes.html`, one `div.recipe` per recipe, its parts marked by ids
 * and classes (`#name`, `#description`, `#recipeYield`, `.recipeCategory` tags, `#original_link`,
 * `#recipeIngredients` items and sub-headings, `#recipeInstructions` steps and sub-headings,
 * `#recipeNotes` notes), and its photo under `images/`, named by the recipe's `img.recipeImage`.
 * Each recipe is read on its own and named by its place on the page when it is refused. The
 * page it came from (else its name) is its identity.
 */
export function readCopyMeThatEntries(entries: readonly ArchiveEntry[]): Promise<ExportReading> {
  const files = withoutClutter(entries);
  const page = files.find((entry) => baseName(entry.path) === RECIPES_PAGE);
  if (page === undefined) throw new ImportError(`it is not a Copy Me That export (no ${RECIPES_PAGE} inside)`);
  const root = parseHtml(page.data.toString('utf8'), { comment: false });
  return readEach(
    root.querySelectorAll('div.recipe').map((recipe, index) => {
      const entry = `${page.path}, recipe ${index + 1}`;
      return {
        entry,
        read: () => {
          const warnings: string[] = [];
          const title = textIn(recipe, '#name');
          const link = absoluteHttpUrl(recipe.querySelector('#original_link')?.getAttribute('href')) ?? '';
          const src = recipe.querySelector('img.recipeImage')?.getAttribute('src')?.trim() ?? '';
          const remote = absoluteHttpUrl(src);
          const local = src === '' || remote !== undefined ? undefined : localPath(page.path, src);
          const photo = local === undefined ? undefined : files.find((file) => file.path === local)?.data;
          if (src !== '' && remote === undefined && photo === undefined) {
            warnings.push(`the photo "${src}" is not in the export; left out`);
          }
          const finished = finishRecipe({
            sourceKey: `copymethat:${link || title.trim()}`,
            title,
            summary: textIn(recipe, '#description'),
            image: remote ?? '',
            servings: servingsField(textIn(recipe, '#recipeYield') || undefined, warnings),
            ...classifyTags(recipe.querySelectorAll('.recipeCategory').map((tag) => htmlToText(tag.innerHTML))),
            ingredientLines: listLines(recipe, '#recipeIngredients', 'recipeIngredient', {
              className: 'recipeIngredient_subheader',
              line: (text) => (text.endsWith(':') ? text : `${text}:`),
            }),
            instructionLines: listLines(recipe, '#recipeInstructions', 'instruction', {
              className: 'instruction_subheader',
              line: (text) => `<strong>${text}</strong>`,
            }),
            sourceUrl: link,
            warnings,
          });
          const notes = recipe
            .querySelectorAll('#recipeNotes .recipeNote')
            .map((note) => htmlToText(note.innerHTML))
            .filter((note) => note !== '')
            .join('\n\n');
          return exported(finished, entry, { photo, notes });
        },
      };
    }),
  );
}
