import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Table shapes as Kysely sees them; rows never leave the repositories. */
export interface UsersTable {
  id: Generated<number>;
  /** As the user typed it (trimmed). */
  email: string;
  /** Lower-cased email, unique: emails compare case-insensitively. */
  email_key: string;
  password_hash: string;
  created_at: string;
}

export interface SessionsTable {
  /** SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  /** Random, unique: names the session in the list of a user's devices. */
  id: string;
  user_id: number;
  /** When the session began (the login): it ends a fixed time after. */
  created_at: string;
  /** When its token was last used, written at most once a minute: it ends a time after. */
  last_used_at: string;
  /** A short label read from the User-Agent at login ("Firefox on Windows"), '' when unknown. */
  device: string;
}

/** A personal API token: only its SHA-256 is kept, and the row goes when the token is revoked. */
export interface ApiTokensTable {
  id: Generated<number>;
  user_id: number;
  /** As the user named it, 1 to 60 characters. */
  name: string;
  scope: 'read' | 'read-write';
  token_hash: string;
  created_at: string;
  /** When the token was last used, written at most once a minute; '' until its first use. */
  last_used_at: ColumnType<string, string | undefined, string>;
}

export type RecipeVisibility = 'public' | 'private' | 'deleted';

export interface RecipesTable {
  id: number;
  source_key: string;
  title: string;
  summary: string;
  image: string;
  image_alt: string;
  servings: number;
  ready_in_minutes: number;
  prep_minutes: number | null;
  cook_minutes: number | null;
  /** JSON arrays as text, the same on both databases. */
  cuisines: string;
  dish_types: string;
  ingredients: string;
  instructions: string;
  calories: number;
  fat: number;
  protein: number;
  carbohydrates: number;
  /** Bit i set: the recipe satisfies DIET_IDS[i]. */
  diets_mask: number;
  /** Bit i set: the recipe contains or may contain ALLERGY_IDS[i]. */
  allergens_mask: number;
  /** Bit i set: the recipe holds or may hold FREE_FROM_IDS[i]; UNCHECKED_BIT when a line was not understood. */
  contains_mask: ColumnType<number, number | undefined, number>;
  /** JSON LabelReasons: what decided each label (empty for rows written before reasons were kept). */
  label_reasons: ColumnType<string, string | undefined, string>;
  source_name: string;
  source_url: string;
  license: string;
  /** Global change counter: the in-memory search index catches up from the highest revision it has seen. */
  revision: number;
  updated_at: string;
  /** The user who added it in the app; null for the catalog and command-line imports. */
  owner_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** 'public', 'private' (its owner alone) or 'deleted' (gone; kept so every index sees it go). */
  visibility: ColumnType<RecipeVisibility, RecipeVisibility | undefined, RecipeVisibility>;
  created_at: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * PostgreSQL only: the full-text terms as a tsvector (GIN index), weight A for title terms.
   * SQLite keeps the same terms in the FTS5 table `recipe_fts` (rowid = recipe id).
   */
  search_doc: ColumnType<string | null, string | undefined, string | undefined>;
}

export interface SavedRecipesTable {
  id: Generated<number>;
  user_id: number;
  recipe_id: number;
  created_at: string;
  /** The user's private note on the recipe, '' for none. */
  note: ColumnType<string, string | undefined, string>;
}

export interface SavedCollectionsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** The name lower-cased: unique per user. */
  name_key: string;
  created_at: string;
}

/** Which saved recipes a collection holds: unsaving a recipe removes its memberships (cascade). */
export interface SavedCollectionRecipesTable {
  collection_id: number;
  /** saved_recipes.id, so a membership is always of a recipe its owner saved. */
  saved_recipe_id: number;
  created_at: string;
}

export interface SavedDietsTable {
  id: Generated<number>;
  user_id: number;
  diet_id: string;
  created_at: string;
}

export interface SavedAllergiesTable {
  id: Generated<number>;
  user_id: number;
  allergy_id: string;
  created_at: string;
}

export interface ShoppingListLinesTable {
  id: Generated<number>;
  user_id: number;
  /** The line as written; what it is and how it merges is read from it. */
  text: string;
  /** 0 or 1, the same on both databases. */
  checked: ColumnType<number, number | undefined, number>;
  /** JSON array of `{ recipeId, title }`: the recipes the line came from. */
  sources: ColumnType<string, string | undefined, string>;
  /** The meal-plan entry the line was added for; null for any other line and once it is edited. */
  plan_entry_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The household the line belongs to; null for the account's own list. */
  household_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: string;
}

/** The picture of a recipe added in the app, as WebP. */
export interface RecipePicturesTable {
  recipe_id: number;
  /** Random, part of the picture's address. */
  key: string;
  data: Buffer;
  updated_at: string;
}

/** A user's settings (shared/settings.ts); no row means the defaults. */
export interface SavedSettingsTable {
  user_id: number;
  /** One of UNIT_PREFERENCES. */
  units: string;
  updated_at: string;
}

/** One entry of a user's meal plan: a recipe with its servings, or a note. */
export interface PlanEntriesTable {
  id: Generated<number>;
  user_id: number;
  /** `YYYY-MM-DD`. */
  date: string;
  /** One of PLAN_SLOTS. */
  slot: string;
  /** Null for a free-text entry; no foreign key, so a deleted recipe leaves its title. */
  recipe_id: number | null;
  title: string;
  servings: number;
  note: string | null;
  position: ColumnType<number, number | undefined, number>;
  /** The household the entry belongs to; null for the account's own plan. */
  household_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: string;
  /** When the entry was marked cooked; null until then. */
  cooked_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON of the pantry items cooking took out (CookedTakenItem[]), for an undo to put back. */
  cooked_taken: ColumnType<string | null, string | null | undefined, string | null>;
}

/** An account's private calendar address: only the key's SHA-256 is kept. */
export interface PlanCalendarsTable {
  user_id: number;
  key_hash: string;
  created_at: string;
}

/** A household; `owner_id` is one of its members. */
export interface HouseholdsTable {
  id: Generated<number>;
  name: string;
  owner_id: number;
  created_at: string;
}

/** One row a member; `user_id` is unique (one household a user), and the lowest `id` joined first. */
export interface HouseholdMembersTable {
  id: Generated<number>;
  household_id: number;
  user_id: number;
  display_name: string;
  joined_at: string;
  /** 0/1: whether the other members see which allergens this member saved. */
  allergens_visible: ColumnType<number, number | undefined, number>;
}

/** An invite: only the SHA-256 of its code is kept; `single_use` is 0/1; a withdrawn one keeps its row. */
export interface HouseholdInvitesTable {
  id: string;
  household_id: number;
  code_hash: string;
  created_by: number;
  single_use: number;
  uses: ColumnType<number, number | undefined, number>;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** One item of a pantry (the household's when `household_id` is set). */
export interface PantryItemsTable {
  id: Generated<number>;
  /** Who added it (the next member once they leave the household). */
  user_id: number;
  /** The household the item belongs to; null for the account's own pantry. */
  household_id: ColumnType<number | null, number | null | undefined, number | null>;
  name: string;
  /** Free text ("500 g"), null when not said. */
  amount: string | null;
  /** `YYYY-MM-DD`, null when it has none. */
  best_before: string | null;
  /** 0 or 1: a staple the kitchen always has. */
  always_have: ColumnType<number, number | undefined, number>;
  created_at: string;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  api_tokens: ApiTokensTable;
  recipes: RecipesTable;
  saved_recipes: SavedRecipesTable;
  saved_diets: SavedDietsTable;
  saved_allergies: SavedAllergiesTable;
  saved_collections: SavedCollectionsTable;
  saved_collection_recipes: SavedCollectionRecipesTable;
  shopping_list_lines: ShoppingListLinesTable;
  saved_settings: SavedSettingsTable;
  recipe_pictures: RecipePicturesTable;
  plan_entries: PlanEntriesTable;
  plan_calendars: PlanCalendarsTable;
  households: HouseholdsTable;
  household_members: HouseholdMembersTable;
  household_invites: HouseholdInvitesTable;
  pantry_items: PantryItemsTable;
  app_meta: AppMetaTable;
}

export type RecipeRow = Selectable<RecipesTable>;
export type NewRecipeRow = Insertable<RecipesTable>;
