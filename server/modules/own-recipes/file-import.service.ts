import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  IMPORT_LIMITS,
  type FileImportRequest,
  type FileImportResponse,
  type FileImportResult,
} from '../../../shared/own-recipes';
import { formatOf, ImportError, type Format } from '../../importers';
import { badRequest, HttpError } from '../../lib/http-error';
import type { FetchAllowance } from './own-fetch-allowance';
import type { FetchedPicture } from './own-picture-fetch';
import { pictureFor } from './own-picture-store.service';
import { parseOwn, refusal } from './own-recipe-forms';
import type { OwnRecipesWriter } from './own-recipes-write.service';

type ImportFile = FileImportRequest['files'][number];

/** The format a file is read in, or why it is refused before it is read. */
function readableAs(file: ImportFile): { format: Format } | { reason: string } {
  const format = formatOf(file.name);
  if (format === undefined) return { reason: 'Only .json, .html, .htm, .md, .cook and .txt files can be imported.' };
  if (file.content.length > IMPORT_LIMITS.fileCharacters) {
    return { reason: `The file is larger than ${IMPORT_LIMITS.fileCharacters.toLocaleString('en')} characters.` };
  }
  return { format };
}

/** Recipes users upload as files: each file on its own, saved as the user's own. */
export function createFileImportService(deps: { allowance: FetchAllowance; writer: OwnRecipesWriter }) {
  const { allowance, writer } = deps;

  /** One file's recipes, saved; throws with the reason the whole file is refused. */
  async function importFile(
    userId: number,
    file: ImportFile,
    format: Format,
    shared: boolean,
    fetches: (url: string) => Promise<FetchedPicture>,
  ): Promise<FileImportResult> {
    await nextTurn();
    const name = file.name;
    const found = parseOwn(file.content, userId, format, path.basename(name, path.extname(name)));
    if (found.length === 0) throw new ImportError('no recipe was found in it');
    await writer.roomFor(userId, found.length);
    const saved: { id: number; title: string }[] = [];
    const warnings: string[] = [];
    // The pictures are fetched a few at a time while the recipes before them are written.
    const pictures = found.map(({ draft }) => pictureFor(draft.image, '', fetches));
    // Each is awaited below, unless a recipe before it is refused: then the file is, with that reason.
    for (const picture of pictures) picture.catch(() => undefined);
    for (const [index, { draft, warnings: read }] of found.entries()) {
      // Labelling and SQLite writes run on the event loop: let other requests in between recipes.
      await nextTurn();
      const picture = await pictures[index]!;
      const id = await writer.write(userId, { ...draft, image: picture.image }, shared, picture);
      saved.push({ id, title: draft.title });
      warnings.push(...read, ...(picture.warning ? [picture.warning] : []));
    }
    return { name, status: 'imported', recipes: saved, warnings };
  }

  return {
    /** Each file on its own: one that cannot be read is refused with its reason, the others are saved. */
    importFiles: async (userId: number, request: FileImportRequest): Promise<FileImportResponse> => {
      await allowance.limit(userId);
      const total = request.files.reduce((sum, file) => sum + file.content.length, 0);
      if (total > IMPORT_LIMITS.requestCharacters) {
        throw badRequest(
          `Send at most ${IMPORT_LIMITS.requestCharacters.toLocaleString('en')} characters of files at once; send the rest in another upload.`,
        );
      }
      const results: FileImportResult[] = [];
      const fetches = allowance.fetchesFor(userId);
      for (const file of request.files) {
        const readable = readableAs(file);
        if ('reason' in readable) {
          results.push({ name: file.name, status: 'refused', reason: readable.reason });
          continue;
        }
        try {
          results.push(await importFile(userId, file, readable.format, request.shared ?? false, fetches));
        } catch (error) {
          const reason = error instanceof HttpError ? error.message : refusal(error);
          results.push({ name: file.name, status: 'refused', reason });
        }
      }
      await writer.written();
      return { results };
    },
  };
}
