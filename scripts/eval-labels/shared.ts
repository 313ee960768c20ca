/** What the evaluations share: where the data is, the command line, and how figures are printed. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RecipeTexts } from '../../catalog/labels/index';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const dataDir = process.env.SHARED_DATA_DIR ?? path.resolve(repoRoot, '../shared/data');
export const verbose = process.argv.includes('--verbose');

/** A recipe of any source, for the cross-check of its texts (cross-check.ts). */
export interface CrossChecked {
  readonly name: string;
  readonly lines: readonly string[];
  readonly servings: number;
  readonly texts: RecipeTexts;
}

/** The path of a file or folder of the shared data, or undefined (saying so) when it is missing. */
export function dataPath(relative: string, missing: string): string | undefined {
  const file = path.join(dataDir, relative);
  if (existsSync(file)) return file;
  console.log(missing);
  return undefined;
}

export const pct = (part: number, whole: number): string =>
  whole === 0 ? '   n/a' : `${((100 * part) / whole).toFixed(1).padStart(5)}%`;
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const stringAt = (value: unknown, key: string): string | undefined => {
  if (!isRecord(value)) return undefined;
  const found = value[key];
  return typeof found === 'string' ? found : undefined;
};
export const stringsAt = (value: unknown, key: string): string[] => {
  if (!isRecord(value)) return [];
  const found = value[key];
  return Array.isArray(found) ? found.filter((item): item is string => typeof item === 'string') : [];
};

export function table(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, column) => (widths[column] = Math.max(widths[column] ?? 0, cell.length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')).join('\n');
}
