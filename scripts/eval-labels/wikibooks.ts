/** (b) Labelled Wikibooks Cookbook recipes: their Vegetarian / Vegan / Gluten-free categories against our labels. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { labelRecipe, type RecipeTexts } from '../../catalog/labels/index';
import { dataPath, isRecord, pct, stringAt, stringsAt, table, verbose, type CrossChecked } from './shared';

interface LabelledRecipe {
  readonly title: string;
  readonly texts: RecipeTexts;
  readonly lines: readonly string[];
  readonly servings: number;
  readonly categories: readonly string[];
}

/**
 * Some Wikibooks pages keep their ingredients in a wiki table that the extraction flattened into
 * lines of table markup (lines starting with a pipe, an exclamation mark or a reference tag).
 * Those are not ingredient lines; we drop them and report how many, rather than score the
 * labeller on markup.
 */
const WIKI_MARKUP = /^\s*(?:\{\||\|\}|\||!|<ref)/;

/**
 * A diet category is "<diet> recipes", maybe "naturally <diet> recipes"; read by that rule, so
 * whatever the pages call their diets is read the same way.
 */
const DIET_CATEGORY = /^(?:naturally\s+)?(vegetarian|vegan|gluten-free)\s+recipes$/i;
const dietsOf = (categories: readonly string[]): Set<string> =>
  new Set(categories.flatMap((category) => DIET_CATEGORY.exec(category)?.[1]?.toLowerCase() ?? []));

/** A page title carries its wiki namespace ("Namespace:Title"); the recipe's name is what follows. */
const withoutNamespace = (title: string): string => title.replace(/^[A-Za-z]+:(?=\S)/, '');
let wikiMarkupLines = 0;

function readWikibooks(dir: string): LabelledRecipe[] {
  const recipes: LabelledRecipe[] = [];
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const raw: unknown = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    const recipe = isRecord(raw) ? raw.recipe : undefined;
    if (!isRecord(recipe)) continue;
    const servings = typeof recipe.servings === 'number' ? recipe.servings : 1;
    const title = withoutNamespace(stringAt(recipe, 'title') ?? file);
    recipes.push({
      title,
      texts: {
        title,
        summary: stringAt(recipe, 'description') ?? '',
        instructions: [...stringsAt(recipe, 'instructions'), ...stringsAt(recipe, 'notes')].join('\n'),
      },
      lines: stringsAt(recipe, 'ingredients').filter((line) => {
        const markup = WIKI_MARKUP.test(line);
        if (markup) wikiMarkupLines += 1;
        return !markup;
      }),
      servings,
      // A category may carry a wiki sort key after a pipe: its name is what stands before it.
      categories: stringsAt(recipe, 'categories').map((category) => (category.split('|')[0] ?? '').trim()),
    });
  }
  return recipes;
}

interface Confusion {
  tp: number;
  fp: number;
  fn: number;
  tn: number;
}

/** Scores the Wikibooks recipes; each one with lines goes to `crossChecked` too. */
export function evaluateWikibooks(crossChecked: CrossChecked[]): void {
  const dir = dataPath('wikibooks-cookbook-receptai/recipes', '(b) Wikibooks: recipes folder missing, skipped.');
  if (dir === undefined) return;
  const recipes = readWikibooks(dir);
  let lines = 0;
  let understood = 0;
  const labels: Record<'vegetarian' | 'vegan' | 'gluten-free', Confusion> = {
    vegetarian: { tp: 0, fp: 0, fn: 0, tn: 0 },
    vegan: { tp: 0, fp: 0, fn: 0, tn: 0 },
    'gluten-free': { tp: 0, fp: 0, fn: 0, tn: 0 },
  };
  let presenceChecks = 0;
  const presenceViolations: string[] = [];
  const unknownLines: string[] = [];
  const misses: string[] = [];
  let withoutLines = 0;
  for (const recipe of recipes) {
    // A page whose every line was table markup has nothing left to label.
    if (recipe.lines.length === 0) {
      withoutLines += 1;
      continue;
    }
    const result = labelRecipe([...recipe.lines], recipe.servings, recipe.texts);
    crossChecked.push({
      name: `wikibooks: ${recipe.title}`,
      lines: recipe.lines,
      servings: recipe.servings,
      texts: recipe.texts,
    });
    lines += recipe.lines.length;
    understood += recipe.lines.length - result.unrecognised.length;
    unknownLines.push(...result.unrecognised);
    const labelled = dietsOf(recipe.categories);
    const human = {
      // A vegan dish is a vegetarian one too.
      vegetarian: labelled.has('vegetarian') || labelled.has('vegan'),
      vegan: labelled.has('vegan'),
      'gluten-free': labelled.has('gluten-free'),
    };
    const ours = {
      vegetarian: result.diets.includes('vegetarian'),
      vegan: result.diets.includes('vegan'),
      'gluten-free': !result.allergens.includes('gluten'),
    };
    for (const label of ['vegetarian', 'vegan', 'gluten-free'] as const) {
      const cell = labels[label];
      if (human[label] && ours[label]) cell.tp += 1;
      else if (!human[label] && ours[label]) cell.fp += 1;
      else if (human[label] && !ours[label]) {
        cell.fn += 1;
        misses.push(`${recipe.title}: labelled ${label}, we say not (${result.unrecognised.length} unknown lines)`);
      } else cell.tn += 1;
    }
    // "Recipes using X" categories say X is in the dish: whatever X holds, the recipe must hold too.
    for (const category of recipe.categories) {
      const used = /^recipes using (.+)$/i.exec(category)?.[1];
      if (used === undefined) continue;
      const ingredient = labelRecipe([used], 1);
      if (ingredient.unrecognised.length > 0) continue;
      // The category covers every form of X; an allergen only its processed form holds (bottled
      // lemon juice's sulphites) is required only when the fresh form holds it too.
      const fresh = labelRecipe([`fresh ${used}`], 1);
      const required =
        fresh.unrecognised.length > 0
          ? ingredient.allergens
          : ingredient.allergens.filter((allergen) => fresh.allergens.includes(allergen));
      presenceChecks += 1;
      const missing = required.filter((allergen) => !result.allergens.includes(allergen));
      const claimed = (['vegetarian', 'vegan'] as const).filter(
        (diet) => result.diets.includes(diet) && !ingredient.diets.includes(diet),
      );
      if (missing.length > 0 || claimed.length > 0) {
        presenceViolations.push(
          `${recipe.title}: uses ${used} but ${[...missing.map((a) => `no ${a}`), ...claimed.map((d) => `claims ${d}`)].join(', ')}`,
        );
      }
    }
  }
  console.log(
    `(b) Wikibooks: ${recipes.length} recipes, ${understood} of ${lines} lines understood (${pct(understood, lines).trim()}); ` +
      `${wikiMarkupLines} lines of flattened wiki-table markup left out (${withoutLines} recipes had nothing else)`,
  );
  const rows: string[][] = [['label', 'labelled', 'we agree', 'recall', 'we claim', 'precision*']];
  for (const [label, cell] of Object.entries(labels)) {
    rows.push([
      label,
      String(cell.tp + cell.fn),
      String(cell.tp),
      pct(cell.tp, cell.tp + cell.fn),
      String(cell.tp + cell.fp),
      pct(cell.tp, cell.tp + cell.fp),
    ]);
  }
  console.log(table(rows));
  console.log('  * Wikibooks labels are incomplete (most vegetarian dishes carry no label), so precision is a floor.');
  console.log(`  "Recipes using X" presence checks: ${presenceChecks}, violations: ${presenceViolations.length}`);
  for (const line of presenceViolations.slice(0, 10)) console.log(`    - ${line}`);
  for (const line of misses.slice(0, verbose ? 100 : 6)) console.log(`    ~ ${line}`);
  if (verbose) for (const line of unknownLines) console.log(`    ? ${line}`);
}
