/**
 * (g) The claims of every recipe of our catalog and of the public-domain recipes (its diets and
 * its free-from labels): how many ketogenic claims each source makes, and how many claims changed
 * since the previous run, by label. The claims are kept between runs in a file outside the
 * repository (`--claims FILE`; by default one per checkout in the system's temporary folder), so
 * running the evaluation before and after a change of the labeller says what moved.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { labelRecipe } from '../../catalog/labels/index';
import { ALLERGY_IDS } from '../../shared/ids';
import type { MarkdownRecipe } from './markdown';
import { isRecord, repoRoot, verbose } from './shared';

/** Each recipe's claims, by "source: file", sorted. */
export type Claims = Readonly<Record<string, readonly string[]>>;

export interface ClaimChange {
  readonly recipe: string;
  readonly gained: readonly string[];
  readonly lost: readonly string[];
}

export interface ClaimChanges {
  /** Claims gained plus claims lost, over the recipes both runs labelled. */
  readonly changed: number;
  readonly recipes: readonly ClaimChange[];
  /** Per claim: how many recipes gained it and how many lost it. */
  readonly byClaim: ReadonlyMap<string, { gained: number; lost: number }>;
}

/** What changed between two runs; a recipe only one of them labelled is left out. */
export function claimChanges(previous: Claims, current: Claims): ClaimChanges {
  const recipes: ClaimChange[] = [];
  const byClaim = new Map<string, { gained: number; lost: number }>();
  let changed = 0;
  for (const recipe of Object.keys(current).sort()) {
    const before = previous[recipe];
    const after = current[recipe];
    if (before === undefined || after === undefined) continue;
    const gained = after.filter((claim) => !before.includes(claim));
    const lost = before.filter((claim) => !after.includes(claim));
    if (gained.length + lost.length === 0) continue;
    recipes.push({ recipe, gained, lost });
    changed += gained.length + lost.length;
    for (const claim of gained) {
      const counts = byClaim.get(claim) ?? { gained: 0, lost: 0 };
      byClaim.set(claim, { ...counts, gained: counts.gained + 1 });
    }
    for (const claim of lost) {
      const counts = byClaim.get(claim) ?? { gained: 0, lost: 0 };
      byClaim.set(claim, { ...counts, lost: counts.lost + 1 });
    }
  }
  return { changed, recipes, byClaim };
}

function claimsFile(): string {
  const at = process.argv.indexOf('--claims');
  const given = at >= 0 ? process.argv[at + 1] : undefined;
  if (given !== undefined) return path.resolve(given);
  const checkout = createHash('sha256').update(repoRoot).digest('hex').slice(0, 12);
  return path.join(tmpdir(), 'dishcovery-eval-labels', `claims-${checkout}.json`);
}

function readPrevious(file: string): { at: string; claims: Claims } | undefined {
  if (!existsSync(file)) return undefined;
  const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isRecord(data) || typeof data.at !== 'string' || !isRecord(data.claims)) return undefined;
  return { at: data.at, claims: data.claims as Claims };
}

const EXAMPLES = 20;

/** Labels each recipe of each source, prints the ketogenic counts and the changes, and keeps the claims. */
export function evaluateClaimChanges(sources: readonly { name: string; recipes: readonly MarkdownRecipe[] }[]): void {
  const current: Record<string, string[]> = {};
  const ketogenic: string[] = [];
  for (const { name, recipes } of sources) {
    let count = 0;
    for (const recipe of recipes) {
      const result = labelRecipe([...recipe.lines], recipe.servings, recipe.texts);
      const free = ALLERGY_IDS.filter((id) => !result.allergens.includes(id)).map((id) => `${id}-free`);
      current[`${name}: ${recipe.file}`] = [...result.diets, ...free].sort();
      if (result.diets.includes('ketogenic')) count += 1;
    }
    ketogenic.push(`${name} ${count} of ${recipes.length}`);
  }
  console.log(`(g) ketogenic claims: ${ketogenic.join(', ')}`);
  const file = claimsFile();
  const previous = readPrevious(file);
  if (previous === undefined) {
    console.log(`    claims changed: no previous run to compare with (kept for the next in ${file})`);
  } else {
    const changes = claimChanges(previous.claims, current);
    const keto = changes.byClaim.get('ketogenic') ?? { gained: 0, lost: 0 };
    console.log(
      `    claims changed since the previous run (${previous.at}): ${changes.changed} in ${changes.recipes.length} recipes; ` +
        `ketogenic +${keto.gained} −${keto.lost}`,
    );
    const byClaim = [...changes.byClaim.entries()].sort((a, b) => a[0].localeCompare(b[0]));
    if (byClaim.length > 0)
      console.log(
        `    by claim: ${byClaim.map(([claim, { gained, lost }]) => `${claim} +${gained} −${lost}`).join(', ')}`,
      );
    for (const { recipe, gained, lost } of changes.recipes.slice(0, verbose ? undefined : EXAMPLES))
      console.log(
        `    ~ ${recipe}: ${[...gained.map((claim) => `+${claim}`), ...lost.map((claim) => `−${claim}`)].join(' ')}`,
      );
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), claims: current }));
}
