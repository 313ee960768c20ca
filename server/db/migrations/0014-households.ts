import type { Migration } from 'kysely';
import type { Dialect } from '../dialect';
import { serialPk, type AnyDb } from './columns';

/**
 * Households: people who cook together. Other tables key shared things on `households.id`.
 * `household_members.user_id` is unique: one household a user at a time, decided by the key even
 * when two joins race. A member's `id` grows with each join, so the lowest id is the longest-standing
 * member. `owner_id` has no cascade: an owner's account is deleted only after ownership moved on
 * (or with the household, when they were its last member). `household_invites` keeps only the
 * SHA-256 of each code; a withdrawn invite keeps its row (`revoked_at`) so a late join can say so.
 */
export default function migration(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await serialPk(db, dialect, 'households')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await serialPk(db, dialect, 'household_members')
        .addColumn('household_id', 'integer', (c) => c.notNull().references('households.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
        .addColumn('display_name', 'text', (c) => c.notNull())
        .addColumn('joined_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('household_members_household')
        .on('household_members')
        .column('household_id')
        .execute();
      await db.schema
        .createTable('household_invites')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('household_id', 'integer', (c) => c.notNull().references('households.id').onDelete('cascade'))
        .addColumn('code_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('single_use', 'integer', (c) => c.notNull())
        .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema
        .createIndex('household_invites_household')
        .on('household_invites')
        .column('household_id')
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('household_invites').ifExists().execute();
      await db.schema.dropTable('household_members').ifExists().execute();
      await db.schema.dropTable('households').ifExists().execute();
    },
  };
}
