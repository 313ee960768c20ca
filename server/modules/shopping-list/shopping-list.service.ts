import { TO_PANTRY_MESSAGES, type ToPantryResponse } from '../../../shared/pantry';
import { coveringItem, pantryItemOfLine } from '../../../shared/pantry-lines';
import { SHOPPING_LIMITS, type ShoppingLine, type StoredLine } from '../../../shared/shopping-list/types';
import { isForeignKeyViolation, type Db } from '../../db/database';
import type { Transaction } from 'kysely';
import type { Scope, ScopeOf } from '../../db/scope';
import type { Database } from '../../db/schema';
import type { Announce } from '../../lib/live/live-bus';
import { badRequest, notFound, unauthorized } from '../../lib/http-error';
import type { PantryService } from '../pantry/pantry.service';
import { foodFactsOf } from './food-facts';
import * as list from './shopping-list.repository';

type NewStoredLine = list.NewLineRow;
type LineChange = Partial<Omit<StoredLine, 'id'>> & {
  /** The text the edit began from: when the line says something else now, the edit becomes a line of its own. */
  was?: string;
};

const withFacts = (lines: StoredLine[]): ShoppingLine[] => {
  const facts = foodFactsOf(lines.map((line) => line.text));
  return lines.map((line, index) => ({ ...line, food: facts[index]! }));
};

const gone = () => notFound('That line is not on your shopping list.');

/**
 * A user's shopping list (their household's, for a member), one line at a time: adding lines, changing or removing one, removing the
 * ticked ones or one recipe's. No call replaces the whole list, so two tabs editing it at once
 * never lose each other's lines.
 */
export function createShoppingListService(
  db: Db,
  scopeOf: ScopeOf,
  announce: Announce = () => undefined,
  /** The kitchen's pantry: marks the lines it covers and takes in what was bought. */
  pantry?: Pick<PantryService, 'list' | 'addMany'>,
) {
  /** Refuses lines that would take the list past its limit (called with the list locked). */
  async function roomFor(trx: Transaction<Database>, scope: Scope, more: number): Promise<void> {
    const count = await list.countLines(trx, scope);
    if (count + more > SHOPPING_LIMITS.lines) {
      throw badRequest(
        `A shopping list holds at most ${SHOPPING_LIMITS.lines} lines: yours has ${count}, so ${more} more would not fit. Remove some lines first.`,
      );
    }
  }

  /** Runs a change of the caller's list and tells its open pages once it is made. */
  async function changing<T>(userId: number, work: (scope: Scope) => Promise<T>): Promise<T> {
    const scope = await scopeOf(userId);
    const result = await work(scope);
    announce(scope, 'list');
    return result;
  }

  return {
    /** The list, each line the pantry covers (`coveringItem`) marked with the item's name. */
    async list(userId: number): Promise<{ lines: ShoppingLine[] }> {
      const lines = withFacts(await list.listLines(db.kysely, await scopeOf(userId)));
      const items = pantry ? (await pantry.list(userId)).items : [];
      if (items.length === 0) return { lines };
      return {
        lines: lines.map((line) => {
          const inPantry = coveringItem(items, line.text);
          return inPantry === null ? line : { ...line, inPantry };
        }),
      };
    },

    /**
     * "Bought: put in the pantry": the checked lines named by `ids` (every checked line when
     * none are named) become pantry items through the pantry service, and those it took leave
     * the list. A line not on the list, not checked, or refused by the pantry (a bad name, a
     * full pantry) stays with its reason; the others go. Nothing named is on the list: 404.
     */
    async toPantry(userId: number, ids?: readonly number[]): Promise<ToPantryResponse> {
      if (!pantry) throw badRequest('There is no pantry here.');
      const scope = await scopeOf(userId);
      const lines = await list.listLines(db.kysely, scope);
      const refused: ToPantryResponse['refused'] = [];
      let chosen: StoredLine[];
      if (ids === undefined) {
        chosen = lines.filter((line) => line.checked);
        if (chosen.length === 0) throw badRequest(TO_PANTRY_MESSAGES.noneChecked);
      } else {
        const byId = new Map(lines.map((line) => [Number(line.id), line]));
        chosen = [];
        for (const id of new Set(ids)) {
          const line = byId.get(id);
          if (!line) refused.push({ lineId: String(id), text: '', reason: TO_PANTRY_MESSAGES.notOnList });
          else if (!line.checked)
            refused.push({ lineId: line.id, text: line.text, reason: TO_PANTRY_MESSAGES.notChecked });
          else chosen.push(line);
        }
        if (refused.length === ids.length && refused.every((r) => r.reason === TO_PANTRY_MESSAGES.notOnList)) {
          throw notFound(ids.length === 1 ? TO_PANTRY_MESSAGES.notOnList : TO_PANTRY_MESSAGES.noneOnList);
        }
      }
      const result = await pantry.addMany(
        userId,
        chosen.map((line) => pantryItemOfLine(line.text)),
      );
      // addMany answers the added items in the order asked, and each refusal with its place.
      const refusedAt = new Map(result.refused.map((r) => [r.index, r.reason]));
      const added: ToPantryResponse['added'] = [];
      let next = 0;
      chosen.forEach((line, index) => {
        const reason = refusedAt.get(index);
        if (reason !== undefined) refused.push({ lineId: line.id, text: line.text, reason });
        else added.push({ lineId: line.id, item: result.items[next++]! });
      });
      if (added.length > 0) {
        await changing(userId, (scope) =>
          list.deleteLines(
            db.kysely,
            scope,
            added.map((a) => Number(a.lineId)),
          ),
        );
      }
      return { added, refused };
    },

    /** Adds lines, all or none: a list never holds more than its limit. */
    async add(userId: number, lines: NewStoredLine[]): Promise<{ lines: ShoppingLine[] }> {
      try {
        const added = await changing(userId, (scope) =>
          db.kysely.transaction().execute(async (trx) => {
            await list.lockList(trx, db.dialect, scope);
            const count = await list.countLines(trx, scope);
            if (count + lines.length > SHOPPING_LIMITS.lines) {
              throw badRequest(
                `A shopping list holds at most ${SHOPPING_LIMITS.lines} lines: yours has ${count}, so ${lines.length} more would not fit. Remove some lines first.`,
              );
            }
            return list.insertLines(trx, scope, lines);
          }),
        );
        return { lines: withFacts(added) };
      } catch (error) {
        // The account was deleted after its token was checked.
        if (isForeignKeyViolation(error)) throw unauthorized('Your session has expired. Please log in again.');
        throw error;
      }
    },

    /**
     * Changes what the patch names and nothing else, so a tick on one phone and an edit on another
     * both hold. Two edits of the same line's words: an edit that says what it began from (`was`)
     * and finds the line changed since, or removed, is added as a line of its own, so both
     * people's words stay on the list.
     */
    async change(userId: number, id: number, change: LineChange): Promise<{ line: ShoppingLine; asNewLine?: true }> {
      const { was, ...fields } = change;
      const result = await changing(userId, (scope) =>
        was === undefined
          ? list.updateLine(db.kysely, scope, id, fields).then((line) => line && { line })
          : db.kysely.transaction().execute(async (trx) => {
              await list.lockList(trx, db.dialect, scope);
              const current = await list.findLine(trx, scope, id);
              if (current?.text === was) {
                const line = await list.updateLine(trx, scope, id, fields);
                return line && { line };
              }
              await roomFor(trx, scope, 1);
              const [line] = await list.insertLines(trx, scope, [
                {
                  text: fields.text ?? was,
                  checked: fields.checked ?? false,
                  sources: fields.sources ?? current?.sources ?? [],
                },
              ]);
              return { line: line!, asNewLine: true as const };
            }),
      );
      if (result === undefined) throw gone();
      return { ...result, line: withFacts([result.line])[0]! };
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await changing(userId, (scope) => list.deleteLine(db.kysely, scope, id)))) throw gone();
    },

    async clearChecked(userId: number): Promise<{ removed: number; changed: number }> {
      return { removed: await changing(userId, (scope) => list.deleteChecked(db.kysely, scope)), changed: 0 };
    },

    /**
     * Takes one recipe's lines off the list: a line from that recipe alone goes; a line that also
     * names other recipes (merged and edited by hand) stays, naming only those.
     */
    async removeRecipe(userId: number, recipeId: number): Promise<{ removed: number; changed: number }> {
      return changing(userId, (scope) =>
        db.kysely.transaction().execute(async (trx) => {
          await list.lockList(trx, db.dialect, scope);
          const lines = (await list.listLines(trx, scope)).filter((line) =>
            line.sources.some((source) => source.recipeId === recipeId),
          );
          const only = lines.filter((line) => line.sources.length === 1).map((line) => Number(line.id));
          const shared = lines.filter((line) => line.sources.length > 1);
          const removed = await list.deleteLines(trx, scope, only);
          for (const line of shared) {
            await list.updateLine(trx, scope, Number(line.id), {
              sources: line.sources.filter((source) => source.recipeId !== recipeId),
            });
          }
          return { removed, changed: shared.length };
        }),
      );
    },

    /** How many of the lines added for one plan entry are still on the list, untouched. */
    entryLines: async (userId: number, entryId: number): Promise<number> =>
      list.countEntryLines(db.kysely, await scopeOf(userId), entryId),

    /** Takes off the lines added for one plan entry; a line written or edited by hand stays. */
    async removeEntryLines(userId: number, entryId: number): Promise<{ removed: number }> {
      return { removed: await changing(userId, (scope) => list.deleteEntryLines(db.kysely, scope, entryId)) };
    },

    /** What the food knowledge says about lines nobody stores yet (a visitor's list lives in the browser). */
    read(texts: string[]) {
      const facts = foodFactsOf(texts);
      return { lines: texts.map((text, index) => ({ text, food: facts[index]! })) };
    },
  };
}

export type ShoppingListService = ReturnType<typeof createShoppingListService>;
