/**
 * A user's kitchen settings, kept with the account so every device shows recipes the same way.
 * `units`: amounts and temperatures as the recipe writes them, or converted to metric or US.
 */
export const UNIT_PREFERENCES = ['as-written', 'metric', 'us'] as const;
export type UnitPreference = (typeof UNIT_PREFERENCES)[number];

export interface SavedSettings {
  units: UnitPreference;
}

/** What an account that never chose anything gets. */
export const DEFAULT_SETTINGS: SavedSettings = { units: 'as-written' };

export const isUnitPreference = (value: unknown): value is UnitPreference =>
  typeof value === 'string' && (UNIT_PREFERENCES as readonly string[]).includes(value);
