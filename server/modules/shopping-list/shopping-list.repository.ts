import type { Expression, ExpressionBuilder, Kysely, Selectable, SqlBool, Transaction } from 'kysely';
import type { LineSource, StoredLine } from '../../../shared/shopping-list/types';
import type { Database, ShoppingListLinesTable } from '../../db/schema';
import { countUserRows, deleteUserRow, lockUserRows } from '../../db/user-rows';

type Executor = Kysely<Database> | Transaction<Database>;
type Row = Pick<Selectable<ShoppingListLinesTable>, 'id' | 'text' | 'checked' | 'sources'>;

const COLUMNS = ['id', 'text', 'checked', 'sources'] as const;

function parseSources(json: string): LineSource[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value)
      ? value.filter(
          (item): item is LineSource =>
            typeof item === 'object' &&
            item !== null &&
            typeof (item as LineSource).recipeId === 'number' &&
            typeof (item as LineSource).title === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

const toLine = (row: Row): StoredLine => ({
  id: String(row.id),
  text: row.text,
  checked: row.checked === 1,
  sources: parseSources(row.sources),
});

const sourcesJson = (sources: readonly LineSource[]) =>
  JSON.stringify(sources.map(({ recipeId, title }) => ({ recipeId, title })));

export async function listLines(db: Executor, userId: number): Promise<StoredLine[]> {
  const rows = await db
    .selectFrom('shopping_list_lines')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map(toLine);
}

export const countLines = (db: Executor, userId: number): Promise<number> =>
  countUserRows(db, userId, 'shopping_list_lines');

/** The list's writers take turns (`lockUserRows`): a count checked before adding still holds. */
export const lockList = lockUserRows;

/** A line to store; `planEntryId` when the meal plan adds it for one entry. */
export type NewLineRow = Omit<StoredLine, 'id'> & { planEntryId?: number };

export async function insertLines(db: Executor, userId: number, lines: readonly NewLineRow[]): Promise<StoredLine[]> {
  if (lines.length === 0) return [];
  const createdAt = new Date().toISOString();
  const rows = await db
    .insertInto('shopping_list_lines')
    .values(
      lines.map((line) => ({
        user_id: userId,
        text: line.text,
        checked: line.checked ? 1 : 0,
        sources: sourcesJson(line.sources),
        plan_entry_id: line.planEntryId ?? null,
        created_at: createdAt,
      })),
    )
    .returning(COLUMNS)
    .execute();
  return rows.map(toLine).sort((a, b) => Number(a.id) - Number(b.id));
}

/**
 * Changes one line, only when it belongs to the user; undefined when it does not (or is gone). A
 * line whose text or sources change is the user's own from then on: no plan entry takes it away.
 */
export async function updateLine(
  db: Executor,
  userId: number,
  id: number,
  change: Partial<Omit<StoredLine, 'id'>>,
): Promise<StoredLine | undefined> {
  const row = await db
    .updateTable('shopping_list_lines')
    .set({
      ...(change.text !== undefined ? { text: change.text } : {}),
      ...(change.checked !== undefined ? { checked: change.checked ? 1 : 0 } : {}),
      ...(change.sources !== undefined ? { sources: sourcesJson(change.sources) } : {}),
      ...(change.text !== undefined || change.sources !== undefined ? { plan_entry_id: null } : {}),
    })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row === undefined ? undefined : toLine(row);
}

export const deleteLine = (db: Executor, userId: number, id: number): Promise<boolean> =>
  deleteUserRow(db, userId, { table: 'shopping_list_lines', column: 'id', value: id });

type LineFilter = (eb: ExpressionBuilder<Database, 'shopping_list_lines'>) => Expression<SqlBool>;

/** Deletes the user's lines that `which` picks; answers how many went. */
async function deleteLinesWhere(db: Executor, userId: number, which: LineFilter): Promise<number> {
  const result = await db
    .deleteFrom('shopping_list_lines')
    .where('user_id', '=', userId)
    .where(which)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export const deleteLines = async (db: Executor, userId: number, ids: readonly number[]): Promise<number> =>
  ids.length === 0 ? 0 : deleteLinesWhere(db, userId, (eb) => eb('id', 'in', ids));

export const deleteChecked = (db: Executor, userId: number): Promise<number> =>
  deleteLinesWhere(db, userId, (eb) => eb('checked', '=', 1));

/** How many lines the plan added for one entry are still on the list. */
export async function countEntryLines(db: Executor, userId: number, entryId: number): Promise<number> {
  const row = await db
    .selectFrom('shopping_list_lines')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('plan_entry_id', '=', entryId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export const deleteEntryLines = (db: Executor, userId: number, entryId: number): Promise<number> =>
  deleteLinesWhere(db, userId, (eb) => eb('plan_entry_id', '=', entryId));
