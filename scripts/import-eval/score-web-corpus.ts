import path from 'node:path';
import { collectRecipeFiles } from '../../server/importers';
import type { RecipeDraft } from '../../shared/recipe';
import { read, share } from './outcome';
import { WEB_CORPUS, WEB_CORPUS_DIR, type ExpectedRecipe } from './web-corpus';

/**
 * The web corpus scored against what each page says (web-corpus.ts): pages imported, ingredient
 * lines kept as written, times, servings and steps read, and pages refused on purpose refused rightly.
 */

interface Score {
  pages: number;
  pagesImported: number;
  lines: number;
  linesVerbatim: number;
  times: number;
  timesRead: number;
  servings: number;
  servingsRead: number;
  steps: number;
  stepsRead: number;
  refusals: number;
  refusedRightly: number;
  misses: string[];
}

function scoreRecipe(score: Score, page: string, expected: ExpectedRecipe, draft: RecipeDraft | undefined): void {
  score.lines += expected.ingredients.length;
  const kept = new Set(draft?.ingredientLines ?? []);
  for (const line of expected.ingredients) {
    if (kept.has(line)) score.linesVerbatim++;
    else score.misses.push(`${page} (${expected.title}): line not kept as written: "${line.slice(0, 60)}"`);
  }
  if (expected.readyInMinutes !== undefined) {
    score.times++;
    if (draft?.readyInMinutes === expected.readyInMinutes) score.timesRead++;
    else
      score.misses.push(
        `${page} (${expected.title}): ready in ${draft?.readyInMinutes}, page says ${expected.readyInMinutes}`,
      );
  }
  if (expected.servings !== undefined) {
    score.servings++;
    if (draft?.servings === expected.servings) score.servingsRead++;
    else score.misses.push(`${page} (${expected.title}): servings ${draft?.servings}, page says ${expected.servings}`);
  }
  if (expected.steps !== undefined) {
    score.steps++;
    const steps = stepCount(draft?.instructions ?? '');
    if (steps === expected.steps) score.stepsRead++;
    else score.misses.push(`${page} (${expected.title}): ${steps} steps, page shows ${expected.steps}`);
  }
}

/** Steps of a stored method: its lines, less the names of its sections (a line all in bold). */
export const stepCount = (instructions: string): number =>
  instructions.split('\n').filter((line) => line.trim() !== '' && !/^<strong>[^<]*<\/strong>$/.test(line.trim()))
    .length;

export async function evaluateWebCorpus(repoRoot: string): Promise<void> {
  const score: Score = {
    pages: 0,
    pagesImported: 0,
    lines: 0,
    linesVerbatim: 0,
    times: 0,
    timesRead: 0,
    servings: 0,
    servingsRead: 0,
    steps: 0,
    stepsRead: 0,
    refusals: 0,
    refusedRightly: 0,
    misses: [],
  };
  const files = await collectRecipeFiles(WEB_CORPUS_DIR);
  const unlisted = files.map((file) => path.relative(WEB_CORPUS_DIR, file)).filter((page) => !(page in WEB_CORPUS));
  for (const [page, expected] of Object.entries(WEB_CORPUS)) {
    const result = await read(path.join(WEB_CORPUS_DIR, page), WEB_CORPUS_DIR);
    if (expected.refused !== undefined) {
      score.refusals++;
      if ('reason' in result && result.reason.includes(expected.refused)) score.refusedRightly++;
      else score.misses.push(`${page}: should be refused (${expected.refused}), was not`);
      continue;
    }
    const recipes = expected.recipes ?? [];
    score.pages++;
    const drafts = 'drafts' in result ? result.drafts : [];
    if ('reason' in result) score.misses.push(`${page}: refused: ${result.reason}`);
    const found = recipes.map((recipe) => drafts.find((draft) => draft.title === recipe.title));
    if ('drafts' in result && found.every((draft) => draft !== undefined)) score.pagesImported++;
    else if ('drafts' in result) score.misses.push(`${page}: a recipe is missing or mistitled`);
    recipes.forEach((recipe, index) => scoreRecipe(score, page, recipe, found[index]));
  }

  console.log(
    `\nWeb corpus (${path.relative(repoRoot, WEB_CORPUS_DIR)}, ${files.length} files, written for this project)`,
  );
  console.log(`  pages holding a recipe, imported:   ${share(score.pagesImported, score.pages)}`);
  console.log(`  ingredient lines kept as written:   ${share(score.linesVerbatim, score.lines)}`);
  console.log(`  recipes with their time read:       ${share(score.timesRead, score.times)}`);
  console.log(`  recipes with their servings read:   ${share(score.servingsRead, score.servings)}`);
  console.log(`  recipes with all their steps read:  ${share(score.stepsRead, score.steps)}`);
  console.log(`  pages refused on purpose, rightly:  ${share(score.refusedRightly, score.refusals)}`);
  for (const miss of score.misses) console.log(`  miss: ${miss}`);
  for (const page of unlisted) console.log(`  not in web-corpus.ts (not scored): ${page}`);
}
