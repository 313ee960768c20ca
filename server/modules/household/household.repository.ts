import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { HouseholdMember } from '../../../shared/household';
import type { Dialect } from '../../db/dialect';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** Picks the row of one member of one household. */
const theMember = (householdId: number, userId: number) => (eb: ExpressionBuilder<Database, 'household_members'>) =>
  eb.and([eb('household_id', '=', householdId), eb('user_id', '=', userId)]);

/** The household a user is in, as the rules need it. */
export interface Membership {
  householdId: number;
  name: string;
  ownerId: number;
  createdAt: string;
}

export function membershipOf(db: Executor, userId: number): Promise<Membership | undefined> {
  return db
    .selectFrom('household_members as m')
    .innerJoin('households as h', 'h.id', 'm.household_id')
    .select(['h.id as householdId', 'h.name', 'h.owner_id as ownerId', 'h.created_at as createdAt'])
    .where('m.user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * Makes the caller's transaction the only writer of this household's members until it ends, so a
 * count checked before a join still holds when the member is written (PostgreSQL locks the
 * household's row; SQLite runs one write transaction at a time anyway). False when it is gone.
 */
export async function lockHousehold(db: Executor, dialect: Dialect, householdId: number): Promise<boolean> {
  let query = db.selectFrom('households').select('id').where('id', '=', householdId);
  if (dialect === 'postgres') query = query.forUpdate();
  return (await query.executeTakeFirst()) !== undefined;
}

/** The owner first, then the others in the order they joined. */
export async function listMembers(db: Executor, householdId: number, ownerId: number): Promise<HouseholdMember[]> {
  const rows = await db
    .selectFrom('household_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.user_id', 'u.email', 'm.display_name', 'm.joined_at', 'm.allergens_visible'])
    .where('m.household_id', '=', householdId)
    .orderBy('m.id')
    .execute();
  const members = rows.map((row): HouseholdMember => ({
    userId: row.user_id,
    email: row.email,
    role: row.user_id === ownerId ? 'owner' : 'member',
    displayName: row.display_name,
    joinedAt: row.joined_at,
    allergensVisible: row.allergens_visible === 1,
  }));
  return [...members.filter((m) => m.role === 'owner'), ...members.filter((m) => m.role !== 'owner')];
}

export async function householdName(db: Executor, householdId: number): Promise<string> {
  const row = await db.selectFrom('households').select('name').where('id', '=', householdId).executeTakeFirst();
  return row?.name ?? '';
}

export async function countMembers(db: Executor, householdId: number): Promise<number> {
  const row = await db
    .selectFrom('household_members')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('household_id', '=', householdId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function insertHousehold(db: Executor, name: string, ownerId: number, at: string): Promise<number> {
  const row = await db
    .insertInto('households')
    .values({ name, owner_id: ownerId, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Throws on the unique key of `user_id` when the user is in a household already. */
export async function insertMember(
  db: Executor,
  member: { householdId: number; userId: number; displayName: string; at: string },
): Promise<void> {
  await db
    .insertInto('household_members')
    .values({
      household_id: member.householdId,
      user_id: member.userId,
      display_name: member.displayName,
      joined_at: member.at,
    })
    .execute();
}

export async function deleteMember(db: Executor, householdId: number, userId: number): Promise<boolean> {
  const result = await db.deleteFrom('household_members').where(theMember(householdId, userId)).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function isMember(db: Executor, householdId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('household_members')
    .select('id')
    .where(theMember(householdId, userId))
    .executeTakeFirst();
  return row !== undefined;
}

/** The member who joined first, leaving `exceptUserId` out; undefined when nobody else is left. */
export async function longestStanding(
  db: Executor,
  householdId: number,
  exceptUserId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('household_members')
    .select('user_id')
    .where('household_id', '=', householdId)
    .where('user_id', '!=', exceptUserId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.user_id;
}

export async function setOwner(db: Executor, householdId: number, userId: number): Promise<void> {
  await db.updateTable('households').set({ owner_id: userId }).where('id', '=', householdId).execute();
}

export async function renameHousehold(db: Executor, householdId: number, name: string): Promise<void> {
  await db.updateTable('households').set({ name }).where('id', '=', householdId).execute();
}

export async function deleteHousehold(db: Executor, householdId: number): Promise<void> {
  await db.deleteFrom('households').where('id', '=', householdId).execute();
}

export async function setAllergensVisible(
  db: Executor,
  householdId: number,
  userId: number,
  visible: boolean,
): Promise<void> {
  await db
    .updateTable('household_members')
    .set({ allergens_visible: visible ? 1 : 0 })
    .where(theMember(householdId, userId))
    .execute();
}

export async function setDisplayName(db: Executor, householdId: number, userId: number, name: string): Promise<void> {
  await db.updateTable('household_members').set({ display_name: name }).where(theMember(householdId, userId)).execute();
}
