import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecipeDraft } from '../../../shared/recipe';
import { importRecipes, OUTCOME, reasonKind, type ImportProgress, type RecipeStore } from './import-run';

/** A store in memory that refuses any recipe titled "Refused by the database". */
function memoryStore(initial: string[] = []) {
  const stored = new Map<string, RecipeDraft>(initial.map((key) => [key, { sourceKey: key } as RecipeDraft]));
  const batches: number[] = [];
  const store: RecipeStore = {
    async save(drafts) {
      batches.push(drafts.length);
      if (drafts.some((draft) => draft.title === 'Refused by the database')) throw new Error('value out of range');
      for (const draft of drafts) stored.set(draft.sourceKey, draft);
    },
    async existingKeys(keys) {
      return new Set(keys.filter((key) => stored.has(key)));
    },
  };
  return { store, stored, batches };
}

const json = (name: string, url?: string, extra: Record<string, unknown> = {}): string =>
  JSON.stringify({
    '@type': 'Recipe',
    name,
    recipeIngredient: ['1 egg'],
    ...(url === undefined ? {} : { url }),
    ...extra,
  });

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'importers-run-'));
  await mkdir(path.join(folder, 'pages'));
  await writeFile(path.join(folder, 'pages', '1-first.json'), json('First', 'https://a.example/same'));
  await writeFile(path.join(folder, 'pages', '2-second.json'), json('Second', 'https://a.example/same'));
  await writeFile(path.join(folder, 'pages', '3-true.json'), json('True one', undefined, { mainEntityOfPage: true }));
  await writeFile(path.join(folder, 'pages', '4-true.json'), json('True two', undefined, { mainEntityOfPage: true }));
  await writeFile(path.join(folder, 'pages', '5-bad.json'), json('Refused by the database', 'https://a.example/bad'));
  await writeFile(path.join(folder, 'pages', '6-broken.json'), '{"@type": "Recipe" "name": "x"}');
  await writeFile(path.join(folder, 'pages', '7-old.json'), json('Old', 'https://a.example/old'));
  await writeFile(path.join(folder, 'pages', '8-warned.json'), json('Warned', undefined, { prepTime: 'PT' }));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('importRecipes', () => {
  it('keeps the last of two recipes with one key, saves the rest despite a refused one, and counts every outcome', async () => {
    const { store, stored } = memoryStore(['import:https://a.example/old']);
    const progress: ImportProgress[] = [];
    const report = await importRecipes([path.join(folder, 'pages')], store, {
      batchSize: 100,
      onProgress: (update) => progress.push(update),
    });

    expect(stored.get('import:https://a.example/same')?.title).toBe('Second');
    expect(stored.get('import:3-true.json')?.title).toBe('True one');
    expect(stored.get('import:4-true.json')?.title).toBe('True two');
    expect(stored.has('import:https://a.example/bad')).toBe(false);
    expect(report).toMatchObject({ files: 8, imported: 4, updated: 1 });
    expect(Object.fromEntries(report.outcomes)).toEqual({
      [OUTCOME.imported]: 4,
      [OUTCOME.updated]: 1,
      [OUTCOME.duplicate]: 1,
      'refused: invalid JSON': 1,
      'refused: could not be saved: value out of range': 1,
    });
    expect(report.refused).toEqual([
      { file: '6-broken.json', reason: 'invalid JSON at line 1, column 20' },
      { file: '5-bad.json', reason: 'could not be saved: value out of range' },
    ]);
    expect(report.duplicates).toEqual([
      { key: 'import:https://a.example/same', file: '2-second.json', replaced: '1-first.json' },
    ]);
    expect(report.warnings).toEqual([
      { file: '8-warned.json', title: 'Warned', warnings: ['the preparation time "PT" was not understood; left out'] },
    ]);
    expect(progress.at(0)).toMatchObject({ filesDone: 0, filesTotal: 8 });
    expect(progress.at(-1)).toMatchObject({ filesDone: 8, filesTotal: 8, recipes: 7 });
  });

  it('updates a recipe again when its key comes back in a later batch, counting it once', async () => {
    const { store, stored, batches } = memoryStore();
    const report = await importRecipes([path.join(folder, 'pages')], store, { batchSize: 1 });
    expect(stored.get('import:https://a.example/same')?.title).toBe('Second');
    expect(report.imported).toBe(5);
    expect(report.outcomes.get(OUTCOME.duplicate)).toBe(1);
    expect(Math.max(...batches)).toBe(1);
  });

  it('names a missing target and a folder with nothing to import', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'importers-empty-'));
    try {
      const report = await importRecipes([path.join(folder, 'nope'), empty], memoryStore().store);
      expect(report.refused).toEqual([
        { file: path.join(folder, 'nope'), reason: 'no such file or folder' },
        { file: empty, reason: expect.stringMatching(/^no recipe files \(\.json, .*\) found$/) },
      ]);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});

describe('reasonKind', () => {
  it.each([
    ['invalid JSON at line 3, column 20 in JSON-LD block 2', 'invalid JSON'],
    [
      'an ingredient line ("1 very large…") is too long: 592 characters (at most 500).',
      'an ingredient line is too long',
    ],
    ['the file is too large: 6.2 MB (at most 5 MB)', 'the file is too large'],
    ['the recipe has 301 ingredient lines (at most 300).', 'the recipe has N ingredient lines'],
    ['a named pipe (FIFO)', 'a named pipe'],
    ['could not be saved: value "x" out of range', 'could not be saved: value out of range'],
    ['no ingredients', 'no ingredients'],
  ])('%s → %s', (reason, kind) => {
    expect(reasonKind(reason)).toBe(kind);
  });
});
