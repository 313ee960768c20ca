import type { Expression, ExpressionBuilder, Kysely, Selectable, SqlBool, Transaction } from 'kysely';
import type { LineSource, StoredLine } from '../../../shared/shopping-list/types';
import type { Database, ShoppingListLinesTable } from '../../db/schema';
import { inScope, lockScope, ownerColumns, type Scope } from '../../db/scope';

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

export async function listLines(db: Executor, scope: Scope): Promise<StoredLine[]> {
  const rows = await db.selectFrom('shopping_list_lines').select(COLUMNS).where(inScope(scope)).orderBy('id').execute();
  return rows.map(toLine);
}

export async function countLines(db: Executor, scope: Scope): Promise<number> {
  const row = await db
    .selectFrom('shopping_list_lines')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where(inScope(scope))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The list's writers take turns (`lockScope`): a count checked before adding still holds. */
export const lockList = lockScope;

export async function findLine(db: Executor, scope: Scope, id: number): Promise<StoredLine | undefined> {
  const row = await db
    .selectFrom('shopping_list_lines')
    .select(COLUMNS)
    .where(inScope(scope))
    .where('id', '=', id)
    .executeTakeFirst();
  return row === undefined ? undefined : toLine(row);
}

/** A line to store; `planEntryId` when the meal plan adds it for one entry. */
export type NewLineRow = Omit<StoredLine, 'id'> & { planEntryId?: number };

export async function insertLines(db: Executor, scope: Scope, lines: readonly NewLineRow[]): Promise<StoredLine[]> {
  if (lines.length === 0) return [];
  const createdAt = new Date().toISOString();
  const rows = await db
    .insertInto('shopping_list_lines')
    .values(
      lines.map((line) => ({
        ...ownerColumns(scope),
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
 * Changes one line, only when it is the scope's; undefined when it is not (or is gone). A
 * line whose text or sources change is the user's own from then on: no plan entry takes it away.
 */
export async function updateLine(
  db: Executor,
  scope: Scope,
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
    .where(inScope(scope))
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row === undefined ? undefined : toLine(row);
}

export const deleteLine = async (db: Executor, scope: Scope, id: number): Promise<boolean> =>
  (await deleteLinesWhere(db, scope, (eb) => eb('id', '=', id))) > 0;

type LineFilter = (eb: ExpressionBuilder<Database, 'shopping_list_lines'>) => Expression<SqlBool>;

/** Deletes the scope's lines that `which` picks; answers how many went. */
async function deleteLinesWhere(db: Executor, scope: Scope, which: LineFilter): Promise<number> {
  const result = await db.deleteFrom('shopping_list_lines').where(inScope(scope)).where(which).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export const deleteLines = async (db: Executor, scope: Scope, ids: readonly number[]): Promise<number> =>
  ids.length === 0 ? 0 : deleteLinesWhere(db, scope, (eb) => eb('id', 'in', ids));

export const deleteChecked = (db: Executor, scope: Scope): Promise<number> =>
  deleteLinesWhere(db, scope, (eb) => eb('checked', '=', 1));

/** How many lines the plan added for one entry are still on the list. */
export async function countEntryLines(db: Executor, scope: Scope, entryId: number): Promise<number> {
  const row = await db
    .selectFrom('shopping_list_lines')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where(inScope(scope))
    .where('plan_entry_id', '=', entryId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export const deleteEntryLines = (db: Executor, scope: Scope, entryId: number): Promise<number> =>
  deleteLinesWhere(db, scope, (eb) => eb('plan_entry_id', '=', entryId));
