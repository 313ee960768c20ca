import {
  checkPantryItem,
  comparePantryItems,
  daysUntil,
  PANTRY_LIMITS,
  PANTRY_MESSAGES,
  pantryCovers,
  refusedName,
  type CleanPantryItem,
  type CookedTakenItem,
  type PantryAddResponse,
  type PantryItem,
  type PantryRefusal,
  type PantryResponse,
  type PantryUseResponse,
} from '../../../shared/pantry';
import { dateOfDay } from '../../../shared/plan-dates';
import { isForeignKeyViolation, type Db } from '../../db/database';
import type { Scope, ScopeOf } from '../../db/scope';
import type { Announce } from '../../lib/live/live-bus';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/http-error';
import * as pantry from './pantry.repository';

const DAY_MS = 86_400_000;

export interface PantryDeps {
  scopeOf: ScopeOf;
  announce?: Announce;
  /** The clock "use soon" is measured by (tests move it). */
  now?: () => number;
}

/**
 * A kitchen's pantry (the household's, for a member): adding items (a batch refuses only its bad
 * items), changing or removing one, and taking out what a cooked recipe used. The shopping list
 * and the plan reach it through `list`, `addMany` and `use`.
 */
export function createPantryService(db: Db, deps: PantryDeps) {
  const announce = deps.announce ?? (() => undefined);
  const today = () => dateOfDay(Math.floor((deps.now ?? Date.now)() / DAY_MS));
  const answer = (items: pantry.StoredPantryItem[]): PantryItem[] => {
    const day = today();
    return items.map((item) => ({ ...item, expiresInDays: daysUntil(item.bestBefore, day) }));
  };

  /** Runs a change of the caller's pantry and tells its open pages once it is made. */
  async function changing<T>(userId: number, work: (scope: Scope) => Promise<T>): Promise<T> {
    const scope = await deps.scopeOf(userId);
    try {
      const result = await work(scope);
      announce(scope, 'pantry');
      return result;
    } catch (error) {
      // The account was deleted after its token was checked.
      if (isForeignKeyViolation(error)) throw unauthorized('Your session has expired. Please log in again.');
      throw error;
    }
  }

  /**
   * Adds what it can of `inputs`, checked one by one: a bad item, or one past the pantry's limit,
   * is refused with its reason and the others are added.
   */
  async function addMany(userId: number, inputs: readonly unknown[]): Promise<PantryAddResponse> {
    return addKept(userId, inputs, () => undefined);
  }

  /** As `addMany`; `addedAt` says when an item was first added, for one put back as it was. */
  async function addKept(
    userId: number,
    inputs: readonly unknown[],
    addedAt: (index: number) => string | undefined,
  ): Promise<PantryAddResponse> {
    const refused: PantryRefusal[] = [];
    const good: { index: number; item: CleanPantryItem & { addedAt?: string } }[] = [];
    inputs.forEach((input, index) => {
      const checked = checkPantryItem(input);
      const at = addedAt(index);
      if ('reason' in checked) refused.push({ index, name: refusedName(input), reason: checked.reason });
      else good.push({ index, item: at === undefined ? checked.item : { ...checked.item, addedAt: at } });
    });
    if (good.length === 0) return { items: [], refused };
    const added = await changing(userId, (scope) =>
      db.kysely.transaction().execute(async (trx) => {
        await pantry.lockPantry(trx, db.dialect, scope);
        const count = await pantry.countItems(trx, scope);
        const room = Math.max(0, PANTRY_LIMITS.items - count);
        for (const { index, item } of good.slice(room)) {
          refused.push({ index, name: refusedName(item), reason: PANTRY_MESSAGES.full(count) });
        }
        return pantry.insertItems(
          trx,
          scope,
          good.slice(0, room).map((g) => g.item),
          new Date((deps.now ?? Date.now)()).toISOString(),
        );
      }),
    );
    refused.sort((a, b) => a.index - b.index);
    return { items: answer(added), refused };
  }

  return {
    /** The pantry in its order: nearest best-before first, then undated items, then the staples. */
    async list(userId: number): Promise<PantryResponse> {
      const items = await pantry.listItems(db.kysely, await deps.scopeOf(userId));
      return { items: answer(items).sort(comparePantryItems) };
    },

    addMany,

    /**
     * Puts back items cooking took out, as they were (name, amount, best-before date, when added):
     * an undo. A pantry filled up since refuses what no longer fits, like any add.
     */
    async putBack(userId: number, items: readonly CookedTakenItem[]): Promise<PantryAddResponse> {
      if (items.length === 0) return { items: [], refused: [] };
      return addKept(
        userId,
        items.map(({ name, amount, bestBefore }) => ({ name, amount, bestBefore })),
        (index) => items[index]?.addedAt,
      );
    },

    /**
     * The route's add: as `addMany`, but when nothing at all was added the answer is an error
     * naming the first refused item: 409 when the pantry is full, 400 for a bad item.
     */
    async add(userId: number, inputs: readonly unknown[]): Promise<PantryAddResponse> {
      const result = await addMany(userId, inputs);
      const first = result.refused[0];
      if (result.items.length > 0 || first === undefined) return result;
      const reason = PANTRY_MESSAGES.refused(first.index, first.name, first.reason);
      const more = result.refused.length > 1 ? ` (and ${result.refused.length - 1} more refused)` : '';
      const full = result.refused.every((r) => r.reason.startsWith('A pantry holds at most'));
      throw (full ? conflict : badRequest)(`${reason}${more}`);
    },

    async change(userId: number, id: number, patch: Partial<CleanPantryItem>): Promise<PantryItem> {
      const item = await changing(userId, (scope) => pantry.updateItem(db.kysely, scope, id, patch));
      if (item === undefined) throw notFound(PANTRY_MESSAGES.notFound);
      return answer([item])[0]!;
    },

    async remove(userId: number, id: number): Promise<void> {
      if ((await changing(userId, (scope) => pantry.deleteItems(db.kysely, scope, [id]))) === 0) {
        throw notFound(PANTRY_MESSAGES.notFound);
      }
    },

    /**
     * Takes out what a cooked recipe used: for each name, the one item it covers
     * (`pantryCovers`) that is nearest its date; an always-have staple is never taken. The whole
     * item goes, whatever its amount says (amounts are free text). Names no item was taken for
     * are answered in `notTaken`.
     */
    async use(userId: number, names: readonly string[]): Promise<PantryUseResponse> {
      return changing(userId, (scope) =>
        db.kysely.transaction().execute(async (trx) => {
          await pantry.lockPantry(trx, db.dialect, scope);
          const left = answer(await pantry.listItems(trx, scope)).sort(comparePantryItems);
          const taken: PantryItem[] = [];
          const notTaken: string[] = [];
          for (const name of names) {
            const at = left.findIndex((item) => !item.alwaysHave && pantryCovers(item.name, name));
            if (at === -1) notTaken.push(name);
            else taken.push(...left.splice(at, 1));
          }
          await pantry.deleteItems(
            trx,
            scope,
            taken.map((item) => Number(item.id)),
          );
          return { taken, notTaken };
        }),
      );
    },
  };
}

export type PantryService = ReturnType<typeof createPantryService>;
