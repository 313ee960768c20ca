import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { RateLimiterRes } from 'rate-limiter-flexible';
import {
  IMPORT_LIMITS,
  type EditableRecipe,
  type FileImportRequest,
  type FileImportResponse,
  type FileImportResult,
  type ImportPreviewRequest,
  type ImportPreviewResponse,
  type OwnRecipe,
  type OwnRecipesResponse,
  type SaveOwnRecipeRequest,
} from '../../../shared/own-recipes';
import type { RecipeDraft } from '../../../shared/recipe';
import { recipeDraftProblem } from '../../../shared/recipe-limits';
import type { Db } from '../../db/database';
import { formatOf, htmlToText, ImportError, parseRecipeText, type Format, type ImportedRecipe } from '../../importers';
import { badRequest, HttpError, notFound, tooManyRequests } from '../../lib/http-error';
import { createLimiter } from '../../lib/rate-limiter';
import { fetchImage, fetchPage, FetchRefused } from '../../lib/safe-fetch/safe-fetch';
import { pictureFetches, type FetchedPicture } from './own-picture-fetch';
import { drawPicture } from './own-pictures';
import * as own from './own-recipes.repository';
import { labelDraft } from './recipe.service';
import * as recipes from './recipe.repository';

export interface OwnRecipesOptions {
  /** Fetch links on loopback addresses too: for tests with local servers. Off by default. */
  allowLoopback?: boolean;
  /**
   * Links fetched for one user per minute: previews by link, file uploads, and every picture a
   * saved or imported recipe names. Shared by all instances on PostgreSQL. Default 20.
   */
  importsPerMinute?: number;
  /** Pictures of one request fetched at once. Default 4. */
  pictureConcurrency?: number;
  /** Time for all the pictures of one request together. Default 10 s. */
  pictureDeadlineMs?: number;
  /** Told after every write, so the search index shows the change at once (it also polls). */
  afterWrite?: () => Promise<void>;
}

/** Where a picture stored for a recipe is served; the key makes the address unguessable. */
export const OWN_PICTURE_PATH = /^\/images\/own\/(\d{1,12})-([0-9a-f]{32})\.webp$/;
const picturePath = (id: number, key: string) => `/images/own/${id}-${key}.webp`;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const noRecipe = (id: number) => notFound(`You have no recipe with id ${id}.`);

/** A stored or imported recipe as the editor shows it: steps as plain text, one each. */
function toEditable(draft: RecipeDraft): EditableRecipe {
  return {
    title: draft.title,
    summary: draft.summary,
    servings: draft.servings,
    prepMinutes: draft.prepMinutes,
    cookMinutes: draft.cookMinutes,
    readyInMinutes: draft.readyInMinutes,
    ingredientLines: [...draft.ingredientLines],
    steps: draft.instructions
      .split('\n')
      .map((step) => htmlToText(step))
      .filter((step) => step !== ''),
    image: draft.image,
    cuisines: [...draft.cuisines],
    dishTypes: [...draft.dishTypes],
    sourceUrl: draft.sourceUrl,
    sourceName: draft.sourceName,
  };
}

/** The stored form of what the editor sent. Steps are plain text: anything like a tag is kept as text. */
function toDraft(recipe: EditableRecipe, sourceKey: string, id: number | undefined, image: string): RecipeDraft {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const readyInMinutes =
    recipe.readyInMinutes > 0 ? recipe.readyInMinutes : (recipe.prepMinutes ?? 0) + (recipe.cookMinutes ?? 0);
  return {
    ...(id !== undefined ? { id } : {}),
    sourceKey,
    title: recipe.title.trim(),
    summary: recipe.summary.trim(),
    image,
    servings: recipe.servings,
    prepMinutes: recipe.prepMinutes,
    cookMinutes: recipe.cookMinutes,
    readyInMinutes,
    cuisines: recipe.cuisines,
    dishTypes: recipe.dishTypes,
    ingredientLines: recipe.ingredientLines,
    instructions: recipe.steps.map(escape).join('\n'),
    sourceName: recipe.sourceName.trim(),
    sourceUrl: /^https?:\/\//i.test(recipe.sourceUrl.trim()) ? recipe.sourceUrl.trim() : '',
    license: '',
  };
}

const refusal = (error: unknown): string =>
  error instanceof FetchRefused || error instanceof ImportError ? error.message : 'The recipe could not be read.';

/**
 * Recipes users add in the app: read from a link (fetched through the guard of
 * server/lib/safe-fetch), a paste or files, corrected in the editor, and saved as the user's own,
 * private unless shared. Labels are computed on every write, as for every recipe.
 */
export function createOwnRecipesService(db: Db, options: OwnRecipesOptions = {}) {
  const fetchOptions = { allowLoopback: options.allowLoopback ?? false };
  const imports = createLimiter(db.pool, 'own-imports', options.importsPerMinute ?? 20, 60);

  /** Counts one fetch for the user: null when it may go, or the seconds until one more may. */
  async function countFetch(userId: number): Promise<number | null> {
    try {
      await imports.consume(String(userId));
      return null;
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    }
  }

  async function limit(userId: number): Promise<void> {
    const seconds = await countFetch(userId);
    if (seconds !== null) {
      throw tooManyRequests(`Too many imports in a minute. Try again in ${seconds} seconds.`, seconds);
    }
  }

  /** The picture fetches of one request of this user (./own-picture-fetch.ts). */
  const fetchesFor = (userId: number) =>
    pictureFetches({
      allowLoopback: fetchOptions.allowLoopback,
      concurrency: options.pictureConcurrency ?? 4,
      deadlineMs: options.pictureDeadlineMs ?? 10_000,
      count: () => countFetch(userId),
    });

  async function roomFor(userId: number, adding: number): Promise<void> {
    const have = (await own.ownIds(db.kysely, userId)).length;
    if (have + adding > IMPORT_LIMITS.recipesPerUser) {
      throw badRequest(
        `An account can hold at most ${IMPORT_LIMITS.recipesPerUser.toLocaleString('en')} recipes; you have ${have.toLocaleString('en')}.`,
      );
    }
  }

  /** The picture the editor names: fetched once, re-encoded, kept by us; or kept, or none. */
  async function pictureFor(
    image: string,
    current: string,
    fetch: (url: string) => Promise<FetchedPicture>,
  ): Promise<FetchedPicture & { image: string }> {
    const wanted = image.trim();
    if (wanted === '') return { image: '' };
    if (wanted === current) return { image: current };
    if (!/^https?:\/\//i.test(wanted)) {
      throw badRequest('The picture must be a web address starting with http:// or https://.');
    }
    return { ...(await fetch(wanted)), image: '' };
  }

  /** Writes one recipe as the user's, in one transaction: the recipe, its owner, its picture. */
  async function write(
    userId: number,
    draft: RecipeDraft,
    shared: boolean,
    picture: { fetched?: { key: string; data: Buffer }; image: string },
  ): Promise<number> {
    const problem = recipeDraftProblem(draft);
    if (problem !== null) throw badRequest(`The recipe cannot be saved: ${problem}`);
    // A recipe without a picture gets one drawn (on its first request): tiles show only recipes with one.
    const drawn = !picture.fetched && picture.image === '';
    const labelled = labelDraft(picture.fetched || drawn ? { ...draft, imageAlt: `Picture of ${draft.title}` } : draft);
    return db.kysely.transaction().execute(async (trx) => {
      await recipes.lockRecipeWrites(trx, db.dialect);
      const [id] = await recipes.upsertRecipes(trx, db.dialect, [labelled]);
      if (id === undefined) throw new Error('the recipe was not written');
      await own.setOwnership(trx, [id], userId, shared ? 'public' : 'private');
      if (picture.fetched) {
        await own.savePicture(trx, id, picture.fetched.key, picture.fetched.data);
        await recipes.setImage(trx, id, picturePath(id, picture.fetched.key));
      } else if (drawn) {
        const key = randomBytes(16).toString('hex');
        await own.savePicture(trx, id, key, Buffer.alloc(0));
        await recipes.setImage(trx, id, picturePath(id, key));
      }
      return id;
    });
  }

  /** The search index catches up now; a failure there is no failure of the write (it polls too). */
  async function written(): Promise<void> {
    await options.afterWrite?.().catch(() => undefined);
  }

  async function read(userId: number, id: number, warnings: string[] = []): Promise<OwnRecipe> {
    const row = await own.findOwn(db.kysely, userId, id);
    if (!row) throw noRecipe(id);
    return {
      id,
      recipe: toEditable(row.draft),
      shared: row.shared,
      createdAt: row.createdAt,
      ...(warnings.length > 0 ? { warnings } : {}),
    };
  }

  /** Parsed recipes with a fresh key each; ids written in files are never used. */
  function parse(text: string, userId: number, format?: Format, fileName?: string): ImportedRecipe[] {
    return parseRecipeText(text, {
      sourceKey: `own:${userId}:${randomUUID()}`,
      ...(format ? { format } : {}),
      ...(fileName ? { fileName } : {}),
    });
  }

  return {
    async list(userId: number): Promise<OwnRecipesResponse> {
      return { results: await own.listOwn(db.kysely, userId) };
    },

    get: (userId: number, id: number): Promise<OwnRecipe> => read(userId, id),

    /** Reads a link or a paste into recipes for the editor; nothing is saved. */
    async preview(userId: number, request: ImportPreviewRequest): Promise<ImportPreviewResponse> {
      let text = request.text ?? '';
      let pageUrl: string | undefined;
      let format: Format | undefined;
      if (request.url !== undefined) {
        await limit(userId);
        let page;
        try {
          page = await fetchPage(request.url, fetchOptions);
        } catch (error) {
          throw badRequest(refusal(error));
        }
        text = page.body;
        pageUrl = page.url;
        format = /json/i.test(page.contentType) ? 'json-ld' : 'html';
      }
      if (text.trim() === '') throw badRequest('There is nothing to read: paste a recipe or give a link.');
      let found: ImportedRecipe[];
      try {
        found = parse(text, userId, format);
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

    async create(userId: number, request: SaveOwnRecipeRequest): Promise<OwnRecipe> {
      await roomFor(userId, 1);
      const picture = await pictureFor(request.recipe.image, '', fetchesFor(userId));
      const draft = toDraft(request.recipe, `own:${userId}:${randomUUID()}`, undefined, picture.image);
      const id = await write(userId, draft, request.shared, picture);
      await written();
      return read(userId, id, picture.warning ? [picture.warning] : []);
    },

    async update(userId: number, id: number, request: SaveOwnRecipeRequest): Promise<OwnRecipe> {
      const row = await own.findOwn(db.kysely, userId, id);
      if (!row) throw noRecipe(id);
      const picture = await pictureFor(request.recipe.image, row.draft.image, fetchesFor(userId));
      const draft = toDraft(request.recipe, row.draft.sourceKey, id, picture.image);
      await write(userId, draft, request.shared, picture);
      await written();
      return read(userId, id, picture.warning ? [picture.warning] : []);
    },

    async remove(userId: number, id: number): Promise<void> {
      const row = await own.findOwn(db.kysely, userId, id);
      if (!row) throw noRecipe(id);
      await db.kysely.transaction().execute(async (trx) => {
        await recipes.lockRecipeWrites(trx, db.dialect);
        await own.markDeleted(trx, [id]);
      });
      await written();
    },

    /** Every recipe of the user goes, before the account itself. */
    async removeAllOf(userId: number): Promise<void> {
      const ids = await own.ownIds(db.kysely, userId);
      if (ids.length === 0) return;
      await db.kysely.transaction().execute(async (trx) => {
        await recipes.lockRecipeWrites(trx, db.dialect);
        await own.markDeleted(trx, ids);
      });
      await written();
    },

    /** Each file on its own: one that cannot be read is refused with its reason, the others are saved. */
    async importFiles(userId: number, request: FileImportRequest): Promise<FileImportResponse> {
      await limit(userId);
      const total = request.files.reduce((sum, file) => sum + file.content.length, 0);
      if (total > IMPORT_LIMITS.requestCharacters) {
        throw badRequest(
          `Send at most ${IMPORT_LIMITS.requestCharacters.toLocaleString('en')} characters of files at once; send the rest in another upload.`,
        );
      }
      const results: FileImportResult[] = [];
      const fetches = fetchesFor(userId);
      for (const file of request.files) {
        const name = file.name;
        const format = formatOf(name);
        if (format === undefined) {
          results.push({
            name,
            status: 'refused',
            reason: 'Only .json, .html, .htm, .md, .cook and .txt files can be imported.',
          });
          continue;
        }
        if (file.content.length > IMPORT_LIMITS.fileCharacters) {
          results.push({
            name,
            status: 'refused',
            reason: `The file is larger than ${IMPORT_LIMITS.fileCharacters.toLocaleString('en')} characters.`,
          });
          continue;
        }
        try {
          await nextTurn();
          const found = parse(file.content, userId, format, path.basename(name, path.extname(name)));
          if (found.length === 0) throw new ImportError('no recipe was found in it');
          await roomFor(userId, found.length);
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
            const id = await write(userId, { ...draft, image: picture.image }, request.shared ?? false, picture);
            saved.push({ id, title: draft.title });
            warnings.push(...read, ...(picture.warning ? [picture.warning] : []));
          }
          results.push({ name, status: 'imported', recipes: saved, warnings });
        } catch (error) {
          const reason = error instanceof HttpError ? error.message : refusal(error);
          results.push({ name, status: 'refused', reason });
        }
      }
      await written();
      return { results };
    },

    /** A stored picture, by the address the recipe gives it; one still to be drawn is drawn now. */
    picture: (id: number, key: string): Promise<Buffer | undefined> => pictureAt(db, id, key),

    privateCount: (userId: number): Promise<number> => own.privateCount(db.kysely, userId),
  };
}

export type OwnRecipesService = ReturnType<typeof createOwnRecipesService>;

/**
 * Recipes stored with a picture on another site (imported before pictures were kept here) get a
 * picture drawn here instead, so no page asks a third party for one. Returns how many changed.
 */
export async function replaceRemotePictures(db: Db): Promise<number> {
  const ids = await own.remotePictureIds(db.kysely);
  for (let i = 0; i < ids.length; i += 500) {
    await db.kysely.transaction().execute(async (trx) => {
      await recipes.lockRecipeWrites(trx, db.dialect);
      for (const id of ids.slice(i, i + 500)) {
        const key = randomBytes(16).toString('hex');
        await own.savePicture(trx, id, key, Buffer.alloc(0));
        await recipes.replaceImage(trx, id, picturePath(id, key));
      }
    });
  }
  return ids.length;
}

/** The picture at `/images/own/<id>-<key>.webp`: stored, or drawn now and kept when it is still to be drawn. */
async function pictureAt(db: Db, id: number, key: string): Promise<Buffer | undefined> {
  const stored = await own.findPicture(db.kysely, id, key);
  if (stored === undefined || stored.length > 0) return stored;
  const recipe = await own.findDraft(db.kysely, id);
  if (!recipe) return undefined;
  const data = await drawPicture({ ...recipe, id });
  await own.fillPicture(db.kysely, id, key, data);
  return data;
}

/**
 * Pictures that imported recipes name on other sites, fetched once through the guard, re-encoded
 * and stored as ours, so no page ever asks a third party for them. A picture that cannot be
 * fetched is left out (the recipe keeps no address elsewhere). For the command-line import.
 */
export async function storeRemotePictures(
  db: Db,
  items: readonly { id: number; image: string }[],
  options: { allowLoopback?: boolean; concurrency?: number; onPicture?: () => void } = {},
): Promise<{ stored: number; leftOut: { id: number; reason: string }[] }> {
  const leftOut: { id: number; reason: string }[] = [];
  let stored = 0;
  const queue = items.filter((item) => /^https?:\/\//i.test(item.image));
  const worker = async () => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      // A picture that cannot be fetched is drawn instead, on its first request.
      const data: { key: string; body: Buffer } = { key: randomBytes(16).toString('hex'), body: Buffer.alloc(0) };
      try {
        data.body = (await fetchImage(item.image, { allowLoopback: options.allowLoopback ?? false })).body;
        stored++;
      } catch (error) {
        leftOut.push({
          id: item.id,
          reason: error instanceof FetchRefused ? error.message : 'The picture could not be read.',
        });
      }
      const id = item.id;
      await db.kysely.transaction().execute(async (trx) => {
        await recipes.lockRecipeWrites(trx, db.dialect);
        await own.savePicture(trx, id, data.key, data.body);
        await recipes.replaceImage(trx, id, picturePath(id, data.key));
      });
      options.onPicture?.();
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  return { stored, leftOut };
}
