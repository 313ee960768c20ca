import { SHOPPING_LIMITS, type ShoppingLine, type StoredLine } from '../../../shared/shopping-list/types';
import { isForeignKeyViolation, type Db } from '../../db/database';
import { badRequest, notFound, unauthorized } from '../../lib/http-error';
import { foodFactsOf } from './food-facts';
import * as list from './shopping-list.repository';

type NewStoredLine = list.NewLineRow;
type LineChange = Partial<Omit<StoredLine, 'id'>>;

const withFacts = (lines: StoredLine[]): ShoppingLine[] => {
  const facts = foodFactsOf(lines.map((line) => line.text));
  return lines.map((line, index) => ({ ...line, food: facts[index]! }));
};

const gone = () => notFound('That line is not on your shopping list.');

/**
 * A user's shopping list, one line at a time: adding lines, changing or removing one, removing the
 * ticked ones or one recipe's. No call replaces the whole list, so two tabs editing it at once
 * never lose each other's lines.
 */
export function createShoppingListService(db: Db) {
  return {
    async list(userId: number): Promise<{ lines: ShoppingLine[] }> {
      return { lines: withFacts(await list.listLines(db.kysely, userId)) };
    },

    /** Adds lines, all or none: a list never holds more than its limit. */
    async add(userId: number, lines: NewStoredLine[]): Promise<{ lines: ShoppingLine[] }> {
      try {
        const added = await db.kysely.transaction().execute(async (trx) => {
          await list.lockList(trx, db.dialect, userId);
          const count = await list.countLines(trx, userId);
          if (count + lines.length > SHOPPING_LIMITS.lines) {
            throw badRequest(
              `A shopping list holds at most ${SHOPPING_LIMITS.lines} lines: yours has ${count}, so ${lines.length} more would not fit. Remove some lines first.`,
            );
          }
          return list.insertLines(trx, userId, lines);
        });
        return { lines: withFacts(added) };
      } catch (error) {
        // The account was deleted after its token was checked.
        if (isForeignKeyViolation(error)) throw unauthorized('Your session has expired. Please log in again.');
        throw error;
      }
    },

    async change(userId: number, id: number, change: LineChange): Promise<{ line: ShoppingLine }> {
      const line = await list.updateLine(db.kysely, userId, id, change);
      if (line === undefined) throw gone();
      return { line: withFacts([line])[0]! };
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await list.deleteLine(db.kysely, userId, id))) throw gone();
    },

    async clearChecked(userId: number): Promise<{ removed: number; changed: number }> {
      return { removed: await list.deleteChecked(db.kysely, userId), changed: 0 };
    },

    /**
     * Takes one recipe's lines off the list: a line from that recipe alone goes; a line that also
     * names other recipes (merged and edited by hand) stays, naming only those.
     */
    async removeRecipe(userId: number, recipeId: number): Promise<{ removed: number; changed: number }> {
      return db.kysely.transaction().execute(async (trx) => {
        await list.lockList(trx, db.dialect, userId);
        const lines = (await list.listLines(trx, userId)).filter((line) =>
          line.sources.some((source) => source.recipeId === recipeId),
        );
        const only = lines.filter((line) => line.sources.length === 1).map((line) => Number(line.id));
        const shared = lines.filter((line) => line.sources.length > 1);
        const removed = await list.deleteLines(trx, userId, only);
        for (const line of shared) {
          await list.updateLine(trx, userId, Number(line.id), {
            sources: line.sources.filter((source) => source.recipeId !== recipeId),
          });
        }
        return { removed, changed: shared.length };
      });
    },

    /** How many of the lines added for one plan entry are still on the list, untouched. */
    entryLines: (userId: number, entryId: number): Promise<number> => list.countEntryLines(db.kysely, userId, entryId),

    /** Takes off the lines added for one plan entry; a line written or edited by hand stays. */
    async removeEntryLines(userId: number, entryId: number): Promise<{ removed: number }> {
      return { removed: await list.deleteEntryLines(db.kysely, userId, entryId) };
    },

    /** What the food knowledge says about lines nobody stores yet (a visitor's list lives in the browser). */
    read(texts: string[]) {
      const facts = foodFactsOf(texts);
      return { lines: texts.map((text, index) => ({ text, food: facts[index]! })) };
    },
  };
}

export type ShoppingListService = ReturnType<typeof createShoppingListService>;
