import { execFile, execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_CORPUS } from '../../../scripts/import-eval/web-corpus';
import { migrateToLatest, openDatabase, type Db } from '../../db/database';
import { saveRecipes } from '../../modules/recipes/recipe.service';
import { openTestDatabase, testDbKind } from '../../test/harness';
import { gz, paprikaRecipe } from '../../test/paprika';
import { zipOf } from '../../test/zip';
import { parseMarkdownRecipe } from '../formats/markdown';

/**
 * `npm run import` end to end: the real script on the test database (SQLite, or PostgreSQL with
 * TEST_DB=postgres), over ONE folder that holds every failure class at once: our fixtures, the
 * web corpus, a FIFO, a link leading out of the folder, a file over the size limit, a file with
 * the id of a built-in recipe, NUL characters, a 3,000,000,000 id, two files with one URL, and
 * pages whose `mainEntityOfPage` is `true`.
 */
const FIXTURES = resolve(import.meta.dirname, '../fixtures');
const CATALOG_1001 = resolve(import.meta.dirname, '../../../catalog/recipes/1001-shakshuka.md');

let work: string;
/** PostgreSQL: the test schema, kept open to read what the CLI wrote. SQLite: the CLI's own file. */
let db: Db | undefined;
let cleanup = async (): Promise<void> => undefined;
let databaseUrl: string;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'dishcovery-import-'));
  let seeded: Db;
  if (testDbKind === 'postgres') {
    ({ db, cleanup } = await openTestDatabase());
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.searchParams.set('options', `-c search_path=${db.schema ?? 'public'}`);
    databaseUrl = url.href;
    seeded = db;
  } else {
    databaseUrl = `sqlite:${join(work, 'app.db')}`;
    seeded = await openDatabase(databaseUrl);
    await migrateToLatest(seeded);
  }
  // The built-in recipe an `id: 1001` file once replaced.
  const { draft } = parseMarkdownRecipe(readFileSync(CATALOG_1001, 'utf8'), { sourceKey: 'catalog:1001' });
  await saveRecipes(seeded, [{ ...draft, sourceKey: 'catalog:1001' }]);
  if (seeded !== db) await seeded.close();

  cpSync(FIXTURES, join(work, 'in'), { recursive: true });
  mkdirSync(join(work, 'outside'));
  writeFileSync(
    join(work, 'outside', 'secret.json'),
    JSON.stringify({ '@type': 'Recipe', name: 'Secret', recipeIngredient: ['1 egg'] }),
  );
  execFileSync('mkfifo', [join(work, 'in', 'web', 'blocked.json')]);
  symlinkSync(join(work, 'outside', 'secret.json'), join(work, 'in', 'web', 'escape.json'));
  writeFileSync(join(work, 'in', 'web', 'huge.html'), '');
  truncateSync(join(work, 'in', 'web', 'huge.html'), 6 * 1024 * 1024);
}, 60_000);

afterAll(async () => {
  await cleanup();
  rmSync(work, { recursive: true, force: true });
});

const runImport = (...targets: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/import.ts', ...targets], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
    timeout: 120_000,
  });

type Row = { id: number; source_key: string; title: string; servings: number; ingredients: string };

async function imagesOf(ids: number[]): Promise<Map<number, string>> {
  const rows = await reading((from) =>
    from.kysely.selectFrom('recipes').select(['id', 'image']).where('id', 'in', ids).execute(),
  );
  return new Map(rows.map((row) => [row.id, row.image]));
}

/** Reads what the CLI wrote: through the open test schema (PostgreSQL) or the CLI's own file (SQLite). */
async function reading<T>(read: (from: Db) => Promise<T>): Promise<T> {
  if (db !== undefined) return read(db);
  const file = await openDatabase(databaseUrl);
  try {
    return await read(file);
  } finally {
    await file.close();
  }
}

function recipes(): Promise<Row[]> {
  return reading((from) =>
    from.kysely
      .selectFrom('recipes')
      .select(['id', 'source_key', 'title', 'servings', 'ingredients'])
      .orderBy('id')
      .execute(),
  );
}

describe(`npm run import (${testDbKind})`, () => {
  it(
    'imports one folder holding every failure class in one run and names each refusal',
    { timeout: 120_000 },
    async () => {
      const before = (await recipes()).find((row) => row.id === 1001);
      const run = runImport(join(work, 'in'));
      expect(run.error).toBeUndefined();
      expect(run.stderr).not.toMatch(/Import stopped/);
      expect(run.status).toBe(1);
      const out = run.stdout;
      expect(out).toMatch(
        /^Imported \d+ recipes \(\d+ new, 0 updated\) from \d+ files in [\d.]+ s; \d+ refused or skipped:$/m,
      );

      // Each refusal, one line with its file and reason.
      for (const line of [
        'web/blocked.json: skipped: a named pipe (FIFO)',
        'web/escape.json: skipped: symbolic link leading outside the import folder',
        'web/huge.html: the file is too large: 6 MB (at most 5 MB)',
        'web/yaml-aliases.md: the front matter uses too many YAML aliases (at most 50)',
        'web/huge-title.html: the title is too long',
        'web/huge-description.json: the summary is too long',
        'web/line-too-long.json: an ingredient line',
        'web/too-many-ingredients.json: the recipe has 301 ingredient lines',
        'web/no-recipe-article.html: no recipe found',
        'json-ld/invalid.json: invalid JSON at line 3, column 20',
      ]) {
        expect(out).toContain(`  ${line}`);
      }
      expect(out).toMatch(/^ {2}\S*no-ingredients\.(json|md): .*ingredient/m);
      // Counted by reason.
      expect(out).toMatch(/^ {2}skipped: a named pipe +1$/m);
      expect(out).toMatch(/^ {2}refused: the file is too large +1$/m);
      expect(out).toMatch(/^ {2}duplicate in batch \(last one kept\) +1$/m);
      expect(out).toMatch(/web\/same-url-second\.html replaced web\/same-url-first\.html/);
      expect(out).toMatch(/web\/id-1001\.md \(My Shakshuka\): the id 1001 in the file is ignored/);

      const rows = await recipes();
      // The built-in recipe is untouched; the file that claimed its id got an id of its own.
      expect(rows.find((row) => row.id === 1001)).toEqual(before);
      expect(rows.find((row) => row.title === 'My Shakshuka')?.id).toBeGreaterThanOrEqual(1_000_000);
      expect(rows.find((row) => row.title === 'Big Batch Granola')).toMatchObject({ servings: 1 });
      // Every recipe of the web corpus is stored once, the later of two files with one URL winning.
      const titles = rows.map((row) => row.title);
      for (const [page, expected] of Object.entries(WEB_CORPUS)) {
        for (const recipe of expected.recipes ?? []) {
          if (page === 'same-url-first.html') expect(titles).not.toContain(recipe.title);
          else expect(titles, page).toContain(recipe.title);
        }
      }
      expect(titles).not.toContain('Secret');
      expect(new Set(rows.map((row) => row.source_key)).size).toBe(rows.length);
      expect(rows.filter((row) => row.source_key === 'import:true')).toEqual([]);
      expect(rows.filter((row) => row.source_key.startsWith('import:web/main-entity-true-'))).toHaveLength(2);
      expect(rows.some((row) => row.title.includes('\u0000') || row.ingredients.includes('\\u0000'))).toBe(false);
    },
  );

  it('updates instead of duplicating when the same source is imported again', { timeout: 120_000 }, async () => {
    const before = await recipes();
    const file = join(work, 'in', 'markdown', 'hugo-style.md');
    const text = readFileSync(file, 'utf8');
    const oldTitle = /title:\s*"?([^"\n]+)"?/.exec(text)?.[1]?.trim();
    expect(oldTitle).toBeTruthy();
    writeFileSync(file, text.replace(oldTitle!, 'Renamed For The Test'));
    const run = runImport(join(work, 'in'));
    expect(run.stdout).toMatch(/^Imported (\d+) recipes \(0 new, \1 updated\)/m);
    const after = await recipes();
    expect(after.length).toBe(before.length);
    expect(after.map((row) => row.id)).toEqual(before.map((row) => row.id));
    expect(after.some((row) => row.title === 'Renamed For The Test')).toBe(true);
  });

  it(
    'keeps the pictures of imported pages as ours, and leaves out one it may not fetch',
    { timeout: 120_000 },
    async () => {
      const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a3' } })
        .png()
        .toBuffer();
      const site = createServer((_, response) => response.writeHead(200, { 'content-type': 'image/png' }).end(png));
      await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
      const port = (site.address() as AddressInfo).port;
      try {
        const folder = join(work, 'pictures');
        mkdirSync(folder);
        const page = (name: string, image: string) =>
          JSON.stringify({ '@type': 'Recipe', name, image, recipeIngredient: ['2 eggs', '1 tbsp butter'] });
        writeFileSync(
          join(folder, 'ours.json'),
          page('Picture Kept Omelette', `http://127.0.0.1:${port}/omelette.png`),
        );
        writeFileSync(join(folder, 'private.json'), page('Picture Refused Omelette', 'http://10.0.0.1/omelette.png'));
        // Run without blocking this process: it serves the picture.
        const run = await new Promise<{ stdout: string }>((done) => {
          execFile(
            process.execPath,
            ['--import', 'tsx', 'scripts/import.ts', folder],
            {
              env: { ...process.env, DATABASE_URL: databaseUrl, IMPORT_ALLOW_LOOPBACK: '1' },
              encoding: 'utf8',
              timeout: 120_000,
            },
            (_error, stdout) => done({ stdout }),
          );
        });
        expect(run.stdout).toMatch(/^Pictures: 1 stored, 1 left out\.$/m);
        expect(run.stdout).toMatch(/private network/);
        const rows = (await recipes()).filter((row) => row.title.startsWith('Picture '));
        const images = await imagesOf(rows.map((row) => row.id));
        const byTitle = new Map(rows.map((row) => [row.title, images.get(row.id)]));
        expect(byTitle.get('Picture Kept Omelette')).toMatch(/^\/images\/own\/\d+-[0-9a-f]{32}\.webp$/);
        // The one it may not fetch is drawn here instead: never an address on another site.
        expect(byTitle.get('Picture Refused Omelette')).toMatch(/^\/images\/own\/\d+-[0-9a-f]{32}\.webp$/);
      } finally {
        await new Promise<void>((done) => site.close(() => done()));
      }
    },
  );

  it(
    "imports other apps' exports with their photos, naming each refused entry inside",
    { timeout: 120_000 },
    async () => {
      const photo = await sharp({ create: { width: 48, height: 36, channels: 3, background: '#a63' } })
        .jpeg()
        .toBuffer();
      const folder = join(work, 'exports');
      mkdirSync(folder);
      writeFileSync(
        join(folder, 'Mine.paprikarecipes'),
        await zipOf([
          {
            name: 'Soup.paprikarecipe',
            data: gz(paprikaRecipe({ uid: 'CLI-1', name: 'Export Leek Soup', photo_data: photo.toString('base64') })),
          },
          { name: 'Broken.paprikarecipe', data: 'not gzip' },
        ]),
      );
      writeFileSync(
        join(folder, 'table.csv'),
        'Title,Ingredients,Directions\nExport Toast,1 slice of bread,Toast it.\nExport Nothing,,Wait.\n',
      );
      const run = runImport(folder);
      expect(run.status).toBe(1);
      expect(run.stdout).toMatch(
        /^Imported 2 recipes \(2 new, 0 updated\) from 2 files in [\d.]+ s; 2 refused or skipped:$/m,
      );
      expect(run.stdout).toContain('  Mine.paprikarecipes › Broken.paprikarecipe: it is not a Paprika recipe');
      expect(run.stdout).toContain('  table.csv › table.csv, row 3: no ingredients');
      expect(run.stdout).toMatch(/Export Leek Soup\): the cook's notes were left out/);
      expect(run.stdout).toMatch(/^Pictures: 1 stored, 0 left out\.$/m);

      const rows = (await recipes()).filter((row) => row.title.startsWith('Export '));
      expect(rows.map((row) => [row.title, row.source_key]).sort()).toEqual([
        ['Export Leek Soup', 'paprika:CLI-1'],
        ['Export Toast', 'csv:Export Toast'],
      ]);
      const soup = rows.find((row) => row.title === 'Export Leek Soup')!;
      expect(soup.servings).toBe(4);
      const image = (await imagesOf([soup.id])).get(soup.id);
      expect(image).toMatch(/^\/images\/own\/\d+-[0-9a-f]{32}\.webp$/);
      const stored = await reading((from) =>
        from.kysely
          .selectFrom('recipe_pictures')
          .select(['data'])
          .where('recipe_id', '=', soup.id)
          .executeTakeFirstOrThrow(),
      );
      expect((await sharp(stored.data).metadata()).width).toBe(48);
    },
  );

  it('explains how to use it without arguments, and names a missing path', { timeout: 60_000 }, () => {
    const usage = runImport();
    expect(usage.status).toBe(2);
    expect(usage.stderr).toMatch(/Usage: npm run import -- <file or folder>/);
    const missing = runImport(join(work, 'nope'));
    expect(missing.status).toBe(1);
    expect(missing.stdout).toMatch(/nope.*no such file or folder/);
  });
});
