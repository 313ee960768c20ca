/**
 * Checks the built-in catalog's breadth against its goals: how many recipes; cuisines and meal
 * types with enough recipes each; recipes per diet, per allergen-free set and ready in 20 minutes
 * or less, from the labels the app computes; and every dish of catalog/knowledge/popular-dishes.txt
 * present in some title. Prints the figures and what falls short; exits 1 when a goal is missed.
 *
 * Run: npm run coverage:catalog [-- --missing]   (--missing lists only the missing dishes)
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALLERGY_IDS, DIET_IDS } from '../shared/ids';
import { parseMarkdownRecipe } from '../server/importers';
import { labelDraft } from '../server/modules/recipes/recipe.service';
import { foldText } from '../server/lib/search-text/text';

const GOALS = {
  recipes: 1500,
  cuisines: 30,
  perCuisine: 15,
  perMeal: 80,
  perDiet: 100,
  perFreeSet: 600,
  quick: 150,
  quickMinutes: 20,
};
/** The meal types a cook plans around; sauces are a dish type, not a meal. */
const MEALS = ['breakfast', 'main course', 'side dish', 'soup', 'salad', 'dessert', 'baking', 'snack', 'drink'];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const recipeDir = path.join(root, 'catalog/recipes');
const recipes = readdirSync(recipeDir)
  .filter((name) => name.endsWith('.md'))
  .map((name) =>
    labelDraft(parseMarkdownRecipe(readFileSync(path.join(recipeDir, name), 'utf8'), { sourceKey: name }).draft),
  );

/**
 * A dish line as a whole-word pattern over folded titles: "|" for other names, "?" for an
 * optional letter; a plural "s" or "es" always matches too.
 */
function dishPattern(line: string): RegExp {
  const names = line.split('|').map(
    (name) =>
      foldText(name.trim().replace(/['’]/g, ' '))
        .replace(/[.*+^${}()[\]\\]/g, '\\$&')
        .replace(/\s+/g, '\\s+') + '(?:e?s)?',
  );
  return new RegExp(`(^|[^\\p{L}\\p{N}])(${names.join('|')})($|[^\\p{L}\\p{N}])`, 'u');
}

const dishes = readFileSync(path.join(root, 'catalog/knowledge/popular-dishes.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));
// An apostrophe joins no words here: "all'arrabbiata" is "all arrabbiata".
const titles = recipes.map((recipe) => foldText(recipe.title.replace(/['’]/g, ' ')));
const missing = dishes.filter((dish) => {
  const pattern = dishPattern(dish);
  return !titles.some((title) => pattern.test(title));
});

if (process.argv.includes('--missing')) {
  for (const dish of missing) console.log(dish);
  process.exit(0);
}

const count = <T>(items: readonly T[]) => {
  const counts = new Map<T, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
};
const cuisines = count(recipes.flatMap((recipe) => recipe.cuisines));
const meals = count(recipes.flatMap((recipe) => recipe.dishTypes));
const diets = count(recipes.flatMap((recipe) => recipe.diets));
const free = new Map(ALLERGY_IDS.map((id) => [id, recipes.filter((r) => !r.allergens.includes(id)).length]));
const quick = recipes.filter(
  (recipe) => recipe.readyInMinutes > 0 && recipe.readyInMinutes <= GOALS.quickMinutes,
).length;
const broad = [...cuisines].filter(([, n]) => n >= GOALS.perCuisine).sort((a, b) => b[1] - a[1]);

const problems: string[] = [];
const check = (ok: boolean, text: string) => {
  if (!ok) problems.push(text);
};
check(recipes.length >= GOALS.recipes, `${recipes.length} recipes, goal ${GOALS.recipes}`);
check(
  broad.length >= GOALS.cuisines,
  `${broad.length} cuisines with ${GOALS.perCuisine}+ recipes, goal ${GOALS.cuisines}`,
);
for (const meal of MEALS) {
  const n = meals.get(meal) ?? 0;
  check(n >= GOALS.perMeal, `${meal}: ${n} recipes, goal ${GOALS.perMeal}`);
}
for (const diet of DIET_IDS) {
  const n = diets.get(diet) ?? 0;
  check(n >= GOALS.perDiet, `${diet}: ${n} recipes, goal ${GOALS.perDiet}`);
}
for (const [id, n] of free) check(n >= GOALS.perFreeSet, `${id}-free: ${n} recipes, goal ${GOALS.perFreeSet}`);
check(quick >= GOALS.quick, `ready in ${GOALS.quickMinutes} minutes or less: ${quick}, goal ${GOALS.quick}`);
check(missing.length === 0, `${missing.length} of ${dishes.length} popular dishes missing: ${missing.join(', ')}`);

const list = (map: Map<string, number>) => [...map].map(([key, n]) => `${key} ${n}`).join(', ');
console.log(`coverage:catalog: ${recipes.length} recipes`);
console.log(`  cuisines with ${GOALS.perCuisine}+: ${broad.length} (${broad.map(([c, n]) => `${c} ${n}`).join(', ')})`);
console.log(`  meals: ${MEALS.map((meal) => `${meal} ${meals.get(meal) ?? 0}`).join(', ')}`);
console.log(`  diets: ${DIET_IDS.map((diet) => `${diet} ${diets.get(diet) ?? 0}`).join(', ')}`);
console.log(`  free of: ${list(free)}`);
console.log(`  ready in ${GOALS.quickMinutes} minutes or less: ${quick}`);
console.log(`  popular dishes present: ${dishes.length - missing.length} of ${dishes.length}`);
for (const problem of problems) console.log(`  SHORT: ${problem}`);
process.exitCode = problems.length > 0 ? 1 : 0;
