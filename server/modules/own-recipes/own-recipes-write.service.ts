import { IMPORT_LIMITS, type OwnRecipe, type SaveOwnRecipeRequest } from '../../../shared/own-recipes';
import type { RecipeDraft } from '../../../shared/recipe';
import { recipeDraftProblem } from '../../../shared/recipe-limits';
import type { Db } from '../../db/database';
import { badRequest } from '../../lib/http-error';
import { labelDraft } from '../recipes/recipe.service';
import type { FetchAllowance } from './own-fetch-allowance';
import { newSourceKey, toDraft } from './own-recipe-forms';
import { newPictureKey, pictureFor, picturePath } from './own-picture-store.service';
import * as own from './own-recipes.repository';
import { noRecipe, type OwnRecipesReader } from './own-recipes-read.service';

/** The picture a write stores: fetched, or none (`image` empty: one is drawn), or the address kept. */
export interface WrittenPicture {
  fetched?: { key: string; data: Buffer };
  image: string;
}

/**
 * Writing the user's own recipes: saved from the editor, changed, deleted. Labels are computed on
 * every write, as for every recipe; `afterWrite` is told after each, so the search index shows the
 * change at once (it also polls).
 */
export function createOwnRecipesWriter(
  db: Db,
  deps: { reader: OwnRecipesReader; allowance: FetchAllowance; afterWrite?: () => Promise<void> },
) {
  const { reader, allowance } = deps;

  /** How many recipes the user holds now. */
  const ownCount = async (userId: number): Promise<number> => (await own.ownIds(db.kysely, userId)).length;

  /** Refuses adding recipes to the `have` an account holds when it would pass the number an account may hold. */
  function checkRoom(have: number, adding: number): void {
    if (have + adding > IMPORT_LIMITS.recipesPerUser) {
      throw badRequest(
        `An account can hold at most ${IMPORT_LIMITS.recipesPerUser.toLocaleString('en')} recipes; you have ${have.toLocaleString('en')}.`,
      );
    }
  }

  /** Refuses a write that would take the user over the number of recipes an account may hold. */
  async function roomFor(userId: number, adding: number): Promise<void> {
    checkRoom(await ownCount(userId), adding);
  }

  /** Writes one recipe as the user's, in one transaction: the recipe, its owner, its picture. */
  async function write(userId: number, draft: RecipeDraft, shared: boolean, picture: WrittenPicture): Promise<number> {
    const problem = recipeDraftProblem(draft);
    if (problem !== null) throw badRequest(`The recipe cannot be saved: ${problem}`);
    // A recipe without a picture gets one drawn (on its first request): tiles show only recipes with one.
    const drawn = !picture.fetched && picture.image === '';
    const labelled = labelDraft(picture.fetched || drawn ? { ...draft, imageAlt: `Picture of ${draft.title}` } : draft);
    return own.inRecipeWrite(db, async (trx) => {
      const id = await own.writeOwn(trx, db.dialect, labelled, userId, shared ? 'public' : 'private');
      const stored = picture.fetched ?? (drawn ? { key: newPictureKey(), data: Buffer.alloc(0) } : undefined);
      if (stored) await own.attachPicture(trx, { id, ...stored, address: picturePath(id, stored.key) }, false);
      return id;
    });
  }

  /** The search index catches up now; a failure there is no failure of the write (it polls too). */
  async function written(): Promise<void> {
    await deps.afterWrite?.().catch(() => undefined);
  }

  /** Marks these recipes deleted, in one transaction. */
  async function removeIds(ids: readonly number[]): Promise<void> {
    await own.inRecipeWrite(db, async (trx) => {
      await own.markDeleted(trx, ids);
    });
    await written();
  }

  return {
    ownCount,
    checkRoom,
    roomFor,
    write,
    written,

    create: async (userId: number, request: SaveOwnRecipeRequest): Promise<OwnRecipe> => {
      await roomFor(userId, 1);
      const picture = await pictureFor(request.recipe.image, '', allowance.fetchesFor(userId));
      const draft = toDraft(request.recipe, newSourceKey(userId), undefined, picture.image);
      const id = await write(userId, draft, request.shared, picture);
      await written();
      return reader.read(userId, id, picture.warning ? [picture.warning] : []);
    },

    update: async (userId: number, id: number, request: SaveOwnRecipeRequest): Promise<OwnRecipe> => {
      const row = await own.findOwn(db.kysely, userId, id);
      if (!row) throw noRecipe(id);
      const picture = await pictureFor(request.recipe.image, row.draft.image, allowance.fetchesFor(userId));
      const draft = toDraft(request.recipe, row.draft.sourceKey, id, picture.image);
      await write(userId, draft, request.shared, picture);
      await written();
      return reader.read(userId, id, picture.warning ? [picture.warning] : []);
    },

    remove: async (userId: number, id: number): Promise<void> => {
      const row = await own.findOwn(db.kysely, userId, id);
      if (!row) throw noRecipe(id);
      await removeIds([id]);
    },

    /** Every recipe of the user goes, before the account itself. */
    removeAllOf: async (userId: number): Promise<void> => {
      const ids = await own.ownIds(db.kysely, userId);
      if (ids.length === 0) return;
      await removeIds(ids);
    },
  };
}

export type OwnRecipesWriter = ReturnType<typeof createOwnRecipesWriter>;
