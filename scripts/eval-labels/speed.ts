/** How fast the labeller is, on first sight of a recipe and once its lines were seen. */
import { clearLabelCache, labelRecipe } from '../../catalog/labels/index';
import { type MarkdownRecipe } from './markdown';

export function measureSpeed(recipes: readonly MarkdownRecipe[]): void {
  if (recipes.length === 0) return;
  const averageLines = recipes.reduce((sum, recipe) => sum + recipe.lines.length, 0) / recipes.length;
  const pass = (rounds: number): number => {
    const start = process.hrtime.bigint();
    for (let round = 0; round < rounds; round += 1) {
      for (const recipe of recipes) labelRecipe([...recipe.lines], recipe.servings, recipe.texts);
    }
    return Number(process.hrtime.bigint() - start) / 1000 / (rounds * recipes.length);
  };
  pass(1); // warm the JIT
  clearLabelCache();
  const cold = pass(1);
  const warm = pass(200);
  console.log(
    `speed (${recipes.length} recipes, ${averageLines.toFixed(1)} lines each): ` +
      `${cold.toFixed(1)} µs per recipe on first sight, ${warm.toFixed(2)} µs per recipe once its lines were seen`,
  );
}
