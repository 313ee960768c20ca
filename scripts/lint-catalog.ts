/**
 * Lints the built-in catalog (catalog/recipes/*.md) against catalog/lint/rules.ts. Prints each
 * problem with its file and rule, and exits 1 when any is left that the recipe does not allow.
 *
 * Run: npm run lint:catalog
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nearDuplicates } from '../catalog/lint/near-duplicate';
import { allowances, lintRecipe, RULES, titleKey, type Problem } from '../catalog/lint/rules';
import { parseMarkdownRecipe } from '../server/importers';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(repoRoot, 'catalog/recipes');

const files = readdirSync(dir)
  .filter((name) => name.endsWith('.md'))
  .sort();
const titles = new Map<string, string>();
const recipes = files.map((file) => {
  const { draft, frontMatter } = parseMarkdownRecipe(readFileSync(path.join(dir, file), 'utf8'), {
    sourceKey: 'catalog',
  });
  const problems: Problem[] = lintRecipe(draft);
  const key = titleKey(draft.title);
  const twin = titles.get(key);
  if (twin !== undefined) problems.push({ rule: 'unique-title', detail: `same title as ${twin}` });
  titles.set(key, file);
  return { file, draft, frontMatter, problems };
});
// Near-duplicates compare every pair, so they are found once all recipes are read.
const byFile = new Map(recipes.map((recipe) => [recipe.file, recipe]));
const candidates = recipes.map(({ file, draft }) => ({
  file,
  title: draft.title,
  ingredientLines: draft.ingredientLines,
}));
for (const pair of nearDuplicates(candidates))
  byFile.get(pair.file)?.problems.push({ rule: 'near-duplicate', detail: pair.detail });

let failures = 0;
let allowed = 0;
for (const { file, frontMatter, problems } of recipes) {
  const allow = allowances(frontMatter);
  for (const problem of problems) {
    if (allow.has(problem.rule)) {
      allowed += 1;
      continue;
    }
    failures += 1;
    console.log(`${file}: ${problem.rule} (${RULES[problem.rule]}): ${problem.detail}`);
  }
}
console.log(
  `lint:catalog: ${files.length} recipes, ${failures} problem${failures === 1 ? '' : 's'}, ${allowed} allowed by the recipe's own front matter`,
);
process.exitCode = failures > 0 ? 1 : 0;
