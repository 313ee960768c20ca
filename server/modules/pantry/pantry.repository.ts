import type { Kysely, Selectable, Transaction } from 'kysely';
import type { CleanPantryItem } from '../../../shared/pantry';
import type { Database, PantryItemsTable } from '../../db/schema';
import { inScope, lockScope, ownerColumns, type Scope } from '../../db/scope';

type Executor = Kysely<Database> | Transaction<Database>;
type Row = Pick<Selectable<PantryItemsTable>, (typeof COLUMNS)[number]>;

const COLUMNS = ['id', 'name', 'amount', 'best_before', 'always_have', 'created_at'] as const;

/** An item as stored, before the service works out how near its date is. */
export interface StoredPantryItem extends CleanPantryItem {
  id: string;
  addedAt: string;
}

const toItem = (row: Row): StoredPantryItem => ({
  id: String(row.id),
  name: row.name,
  amount: row.amount,
  bestBefore: row.best_before,
  alwaysHave: row.always_have === 1,
  addedAt: row.created_at,
});

export async function listItems(db: Executor, scope: Scope): Promise<StoredPantryItem[]> {
  const rows = await db.selectFrom('pantry_items').select(COLUMNS).where(inScope(scope)).orderBy('id').execute();
  return rows.map(toItem);
}

export async function countItems(db: Executor, scope: Scope): Promise<number> {
  const row = await db
    .selectFrom('pantry_items')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where(inScope(scope))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The pantry's writers take turns (`lockScope`): a count checked before adding still holds. */
export const lockPantry = lockScope;

/** Adds items, each added `at` unless it says when it was added first (an item put back). */
export async function insertItems(
  db: Executor,
  scope: Scope,
  items: readonly (CleanPantryItem & { addedAt?: string })[],
  at: string,
): Promise<StoredPantryItem[]> {
  if (items.length === 0) return [];
  const rows = await db
    .insertInto('pantry_items')
    .values(
      items.map((item) => ({
        ...ownerColumns(scope),
        name: item.name,
        amount: item.amount,
        best_before: item.bestBefore,
        always_have: item.alwaysHave ? 1 : 0,
        created_at: item.addedAt ?? at,
      })),
    )
    .returning(COLUMNS)
    .execute();
  return rows.map(toItem).sort((a, b) => Number(a.id) - Number(b.id));
}

/** Changes one item, only when it is the scope's; undefined when it is not (or is gone). */
export async function updateItem(
  db: Executor,
  scope: Scope,
  id: number,
  change: Partial<CleanPantryItem>,
): Promise<StoredPantryItem | undefined> {
  const row = await db
    .updateTable('pantry_items')
    .set({
      ...(change.name !== undefined ? { name: change.name } : {}),
      ...(change.amount !== undefined ? { amount: change.amount } : {}),
      ...(change.bestBefore !== undefined ? { best_before: change.bestBefore } : {}),
      ...(change.alwaysHave !== undefined ? { always_have: change.alwaysHave ? 1 : 0 } : {}),
    })
    .where(inScope(scope))
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row === undefined ? undefined : toItem(row);
}

/** Deletes the scope's items among `ids`; answers how many went. */
export async function deleteItems(db: Executor, scope: Scope, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db.deleteFrom('pantry_items').where(inScope(scope)).where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}
