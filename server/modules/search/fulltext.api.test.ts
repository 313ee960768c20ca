import { Migrator, sql } from 'kysely';
import { migrateToLatest, type Db } from '../../db/database';
import { migrationProvider } from '../../db/migrations';
import { afterEach, describe, expect, it } from 'vitest';
import { getMeta, setMeta } from '../recipes/recipe.repository';
import { openTestDatabase } from '../../test/harness';
import { seedRecipes, testRecipe } from '../../test/recipes';
import { FULLTEXT_VERSION } from '../recipes/fulltext.repository';
import { toRecipeRow } from '../recipes/recipe-rows';
import { createRecipeService } from '../recipes/recipe.service';
import { parseSearchRequest } from './search.schemas';
import { createSearchService as createSearch, type SearchServiceOptions } from './search.service';

const RECIPES = [
  { id: 1, title: 'Chicken Curry', ingredients: ['chicken thighs', 'garlic'] },
  { id: 2, title: 'Garlic Prawns', ingredients: ['prawns', 'garlic'] },
  { id: 3, title: 'Lemon Tart', ingredients: ['lemons', 'flour'], image: '' },
];

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

const createSearchService = (db: Db, options?: SearchServiceOptions) => createSearch(createRecipeService(db), options);

const ids = (page: { results: { id: number }[] }) => page.results.map((r) => r.id);

describe('the database engine', () => {
  it('answers before the index is built, then the index takes over with the same answers', async () => {
    const opened = await openTestDatabase();
    cleanup = opened.cleanup;
    await seedRecipes(opened.db, RECIPES);
    const search = createSearchService(opened.db, { pollMs: 0 });
    expect(search.indexed).toBe(false);
    const before = await search.search({ searchInput: 'garlic' });
    expect(ids(before)).toEqual([2, 1]);
    expect((await search.random()).recipes.map((r) => r.id).sort()).toEqual([1, 2]);
    await search.start();
    await search.whenIndexed();
    expect(search.indexed).toBe(true);
    expect(await search.search({ searchInput: 'garlic' })).toEqual(before);
    search.stop();
  });

  it('computes the terms of recipes written before the full-text tables existed, once', async () => {
    const opened = await openTestDatabase();
    cleanup = opened.cleanup;
    const { db } = opened;
    await seedRecipes(db, RECIPES);
    // As a database migrated from before the full-text tables: rows without terms, no version.
    if (db.dialect === 'sqlite')
      await sql`insert into recipe_fts (recipe_fts) values ('delete-all')`.execute(db.kysely);
    else await sql`update recipes set search_doc = null`.execute(db.kysely);
    await db.kysely.deleteFrom('app_meta').where('key', '=', 'fulltext_version').execute();
    const search = createSearchService(db, { engine: 'database' });
    expect(ids(await search.search({ searchInput: 'garlic' }))).toEqual([]);

    await search.start();
    expect(await getMeta(db.kysely, 'fulltext_version')).toBe(FULLTEXT_VERSION);
    expect(ids(await search.search({ searchInput: 'garlic' }))).toEqual([2, 1]);
    expect(ids(await search.search({ searchInput: 'lemo' }))).toEqual([3]);

    // An older version of the text rules is recomputed too; the current one is left alone.
    await setMeta(db.kysely, 'fulltext_version', '0');
    await search.start();
    expect(await getMeta(db.kysely, 'fulltext_version')).toBe(FULLTEXT_VERSION);
    expect(ids(await search.search({ searchInput: 'prawn' }))).toEqual([2]);
  });

  it('upgrades a database written before the full-text migration', async () => {
    const opened = await openTestDatabase({ migrate: false });
    cleanup = opened.cleanup;
    const { db } = opened;
    const migrator = new Migrator({
      db: db.kysely,
      provider: migrationProvider(db.dialect),
      ...(db.schema ? { migrationTableSchema: db.schema } : {}),
    });
    expect((await migrator.migrateTo('0001-accounts-and-recipes')).error).toBeUndefined();
    const updatedAt = new Date().toISOString();
    await db.kysely
      .insertInto('recipes')
      .values(
        RECIPES.map((recipe) => {
          // The columns of that time: later migrations add the others.
          const { label_reasons: _later, contains_mask: _laterStill, ...row } = toRecipeRow(testRecipe(recipe));
          return { ...row, id: recipe.id, revision: 1, updated_at: updatedAt };
        }),
      )
      .execute();

    await migrateToLatest(db);
    expect(await getMeta(db.kysely, 'fulltext_version')).toBeUndefined();
    const search = createSearchService(db, { engine: 'database' });
    await search.start();
    expect(ids(await search.search({ searchInput: 'garlic' }))).toEqual([2, 1]);
    expect(await getMeta(db.kysely, 'fulltext_version')).toBe(FULLTEXT_VERSION);
    // Rows from before the free-from groups were kept pass no exclusion until labelled again.
    expect(ids(await search.search(parseSearchRequest({ searchInput: 'garlic', excludeIngredients: 'egg' })))).toEqual(
      [],
    );
  });

  it('keeps one set of terms per recipe when a recipe is written again', async () => {
    const opened = await openTestDatabase();
    cleanup = opened.cleanup;
    await seedRecipes(opened.db, RECIPES);
    await seedRecipes(opened.db, [{ id: 2, title: 'Garlic Mushrooms', ingredients: ['mushrooms', 'garlic'] }]);
    const search = createSearchService(opened.db, { engine: 'database' });
    expect(ids(await search.search({ searchInput: 'prawns' }))).toEqual([]);
    expect(ids(await search.search({ searchInput: 'mushroom' }))).toEqual([2]);
    const garlic = await search.search({ searchInput: 'garlic' });
    expect(ids(garlic)).toEqual([2, 1]);
    expect(garlic.totalResults).toBe(2);
  });
});
