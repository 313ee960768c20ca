/** (c) Public-domain recipes and (d) our own catalog: Markdown with a "## Ingredients" list. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { ALLERGY_IDS, DIET_IDS, type AllergyId, type DietId } from '../../shared/ids';
import { labelRecipe, type RecipeTexts } from '../../catalog/labels/index';
import { dataPath, isRecord, pct, repoRoot, stringAt, stringsAt, verbose, type CrossChecked } from './shared';

const BULLET = /^\s*[-*+]\s+(.*)$/;

/** Bullet lines of the `## Ingredients` section (sub-headings inside it are skipped). */
function ingredientLinesOf(markdown: string): string[] {
  const lines: string[] = [];
  let inside = false;
  for (const line of markdown.split('\n')) {
    if (/^##\s/.test(line)) {
      inside = /^##\s+ingredients\b/i.test(line);
      continue;
    }
    if (!inside) continue;
    const bullet = BULLET.exec(line);
    if (bullet?.[1] !== undefined && bullet[1].trim().length > 0) lines.push(bullet[1].trim());
  }
  return lines;
}

export interface MarkdownRecipe {
  readonly file: string;
  readonly texts: RecipeTexts;
  readonly lines: readonly string[];
  readonly servings: number;
  readonly tags: readonly string[];
}

/** The recipes of a folder of Markdown files, without those that list no ingredient. */
export function readMarkdownRecipes(dir: string): MarkdownRecipe[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md') && !name.startsWith('_') && name !== 'README.md')
    .sort()
    .map((file) => {
      const parsed = matter(readFileSync(path.join(dir, file), 'utf8'));
      const data: unknown = parsed.data;
      const servingsValue = isRecord(data) ? data.servings : undefined;
      const sections = parsed.content.split(/^##\s+/m);
      const intro = sections[0] ?? '';
      const steps = sections.slice(1).filter((section) => !/^ingredients\b/i.test(section));
      return {
        file,
        texts: {
          title: stringAt(data, 'title') ?? file,
          summary: stringAt(data, 'summary') ?? intro,
          instructions: steps.map((section) => section.slice(section.indexOf('\n') + 1)).join('\n'),
        },
        lines: ingredientLinesOf(parsed.content),
        servings: typeof servingsValue === 'number' ? servingsValue : 1,
        tags: stringsAt(data, 'tags'),
      };
    })
    .filter((recipe) => recipe.lines.length > 0);
}

/** Scores the public-domain recipes and returns them; each goes to `crossChecked` too. */
export function evaluatePublicDomain(crossChecked: CrossChecked[]): MarkdownRecipe[] {
  const dir = dataPath('public-domain-recipes/content', '(c) public-domain recipes: folder missing, skipped.');
  if (dir === undefined) return [];
  const recipes = readMarkdownRecipes(dir);
  let lines = 0;
  let understood = 0;
  let fullyUnderstood = 0;
  const unknown = new Map<string, number>();
  let fishTagged = 0;
  let fishClaimedVegetarian = 0;
  for (const recipe of recipes) {
    const result = labelRecipe([...recipe.lines], recipe.servings, recipe.texts);
    crossChecked.push({ name: `public domain: ${recipe.file}`, ...recipe });
    lines += recipe.lines.length;
    understood += recipe.lines.length - result.unrecognised.length;
    if (result.unrecognised.length === 0) fullyUnderstood += 1;
    for (const line of result.unrecognised) unknown.set(line, (unknown.get(line) ?? 0) + 1);
    // Weak label: a recipe tagged fish or seafood must not come out vegetarian.
    if (recipe.tags.includes('fish') || recipe.tags.includes('seafood')) {
      fishTagged += 1;
      if (result.diets.includes('vegetarian')) fishClaimedVegetarian += 1;
    }
  }
  console.log(
    `(c) public-domain recipes: ${understood} of ${lines} lines understood (${pct(understood, lines).trim()}); ` +
      `${fullyUnderstood} of ${recipes.length} recipes fully understood; fish/seafood-tagged claimed vegetarian: ${fishClaimedVegetarian} of ${fishTagged}`,
  );
  const top = [...unknown.entries()].sort((a, b) => b[1] - a[1]).slice(0, verbose ? 2000 : 10);
  for (const [line, count] of top) console.log(`    ? ${line}${count > 1 ? `  (×${count})` : ''}`);
  return recipes;
}

/** Scores our own catalog and returns its recipes; each goes to `crossChecked` too. */
export function evaluateCatalog(crossChecked: CrossChecked[]): MarkdownRecipe[] {
  const dir = path.join(repoRoot, 'catalog/recipes');
  if (!existsSync(dir)) {
    console.log('(d) catalog: no catalog/recipes folder.');
    return [];
  }
  const recipes = readMarkdownRecipes(dir);
  let lines = 0;
  let understood = 0;
  const dietCounts = new Map<DietId, number>(DIET_IDS.map((diet) => [diet, 0]));
  const freeCounts = new Map<AllergyId, number>(ALLERGY_IDS.map((allergen) => [allergen, 0]));
  const unknown: string[] = [];
  for (const recipe of recipes) {
    const result = labelRecipe([...recipe.lines], recipe.servings, recipe.texts);
    crossChecked.push({ name: `catalog: ${recipe.file}`, ...recipe });
    lines += recipe.lines.length;
    understood += recipe.lines.length - result.unrecognised.length;
    for (const line of result.unrecognised) unknown.push(`${recipe.file}: ${line}`);
    for (const diet of result.diets) dietCounts.set(diet, (dietCounts.get(diet) ?? 0) + 1);
    for (const allergen of ALLERGY_IDS) {
      if (!result.allergens.includes(allergen)) freeCounts.set(allergen, (freeCounts.get(allergen) ?? 0) + 1);
    }
  }
  console.log(
    `(d) our catalog: ${recipes.length} recipes, ${understood} of ${lines} lines understood (${pct(understood, lines).trim()})`,
  );
  console.log(`    diets:       ${DIET_IDS.map((diet) => `${diet} ${dietCounts.get(diet) ?? 0}`).join(', ')}`);
  console.log(
    `    free from:   ${ALLERGY_IDS.map((allergen) => `${allergen} ${freeCounts.get(allergen) ?? 0}`).join(', ')}`,
  );
  for (const line of unknown) console.log(`    ? ${line}`);
  return recipes;
}
