/**
 * Whether a recipe's ingredient lines and its steps agree: every line is used by a step
 * (`unusedLines`, unused-lines.ts) and every food a step names is on a line (`unlistedFoods`,
 * unlisted-foods.ts).
 *
 * Steps rarely repeat a line word for word: "3 tablespoons caster sugar" is "the sugar", 200 g
 * cheddar is "the cheese", spaghetti is "the pasta", salt and pepper are "season", and a baker
 * whisks "the dry ingredients". So both checks read a line the way a cook does (recipe-reading.ts):
 * its food from the knowledge base (every name of the food), the head of its name ("sugar"), the
 * food a form of it comes from ("lemon" for lemon juice), its kinds ("pasta", "cheese", "meat",
 * from the food's file, its categories and `search-kinds.yaml`), its synonyms
 * (`search-synonyms.yaml`), and the collective words a step may use for it
 * (`catalog/knowledge/step-words.yaml`). They err towards silence: a false alarm costs a
 * reviewer's time on every run, a miss only one recipe's polish.
 */
export { unlistedFoods } from './unlisted-foods';
export { unusedLines, type RecipeText } from './unused-lines';
export { wordKey } from './word-key';
