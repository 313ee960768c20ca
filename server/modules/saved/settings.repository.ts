import type { Kysely } from 'kysely';
import { DEFAULT_SETTINGS, isUnitPreference, type SavedSettings } from '../../../shared/settings';
import type { Database } from '../../db/schema';

/** The user's settings; the defaults stand in for a setting never chosen or no longer known. */
export async function findSettings(db: Kysely<Database>, userId: number): Promise<SavedSettings> {
  const row = await db.selectFrom('saved_settings').select('units').where('user_id', '=', userId).executeTakeFirst();
  return { units: row && isUnitPreference(row.units) ? row.units : DEFAULT_SETTINGS.units };
}

export async function saveSettings(db: Kysely<Database>, userId: number, settings: SavedSettings): Promise<void> {
  const updated_at = new Date().toISOString();
  await db
    .insertInto('saved_settings')
    .values({ user_id: userId, units: settings.units, updated_at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ units: settings.units, updated_at }))
    .execute();
}
