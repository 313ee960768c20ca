import type { Kysely, Selectable, Transaction } from 'kysely';
import type { HouseholdInvite } from '../../../shared/household';
import type { Database, HouseholdInvitesTable } from '../../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;
type Row = Selectable<HouseholdInvitesTable>;

/** An invite with what a join must check about it. */
export interface StoredInvite extends HouseholdInvite {
  householdId: number;
  revokedAt: string | null;
}

/** What members are shown of an invite (never its code's hash). */
const toShown = (row: Row): HouseholdInvite => ({
  id: row.id,
  singleUse: row.single_use === 1,
  createdBy: row.created_by,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  uses: row.uses,
});

const toInvite = (row: Row): StoredInvite => ({
  ...toShown(row),
  householdId: row.household_id,
  revokedAt: row.revoked_at,
});

export async function insertInvite(
  db: Executor,
  invite: {
    id: string;
    householdId: number;
    codeHash: string;
    createdBy: number;
    singleUse: boolean;
    at: string;
    expiresAt: string;
  },
): Promise<void> {
  await db
    .insertInto('household_invites')
    .values({
      id: invite.id,
      household_id: invite.householdId,
      code_hash: invite.codeHash,
      created_by: invite.createdBy,
      single_use: invite.singleUse ? 1 : 0,
      created_at: invite.at,
      expires_at: invite.expiresAt,
    })
    .execute();
}

export async function findByCodeHash(db: Executor, codeHash: string): Promise<StoredInvite | undefined> {
  const row = await db.selectFrom('household_invites').selectAll().where('code_hash', '=', codeHash).executeTakeFirst();
  return row && toInvite(row);
}

/** The household's invites that still let someone in at `now` (ISO 8601), oldest first. */
export async function listOpen(db: Executor, householdId: number, now: string): Promise<HouseholdInvite[]> {
  const rows = await db
    .selectFrom('household_invites')
    .selectAll()
    .where('household_id', '=', householdId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where((eb) => eb.or([eb('single_use', '=', 0), eb('uses', '=', 0)]))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toShown);
}

/** One of the household's invites not withdrawn yet, by its id or its code's hash. */
export async function findUnrevoked(
  db: Executor,
  householdId: number,
  key: { id: string } | { codeHash: string },
): Promise<StoredInvite | undefined> {
  const row = await db
    .selectFrom('household_invites')
    .selectAll()
    .where('household_id', '=', householdId)
    .where('revoked_at', 'is', null)
    .where((eb) => ('id' in key ? eb('id', '=', key.id) : eb('code_hash', '=', key.codeHash)))
    .executeTakeFirst();
  return row && toInvite(row);
}

export async function revoke(db: Executor, id: string, at: string): Promise<void> {
  await db.updateTable('household_invites').set({ revoked_at: at }).where('id', '=', id).execute();
}

/** Counts a join; false when a single-use invite was used meanwhile (the row decides, not a prior read). */
export async function countUse(db: Executor, id: string): Promise<boolean> {
  const result = await db
    .updateTable('household_invites')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('id', '=', id)
    .where((eb) => eb.or([eb('single_use', '=', 0), eb('uses', '=', 0)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A member who leaves takes the invites they made with them: their links stop letting people in. */
export async function revokeAllBy(db: Executor, householdId: number, userId: number, at: string): Promise<void> {
  await db
    .updateTable('household_invites')
    .set({ revoked_at: at })
    .where('household_id', '=', householdId)
    .where('created_by', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
