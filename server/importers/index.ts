/**
 * The importers' one entry: everything outside `server/importers/` imports from here, never from
 * a file inside (a lint rule holds to it). Inside, `formats/` reads each format into a recipe,
 * `lib/` holds what the formats share (the draft every recipe passes, texts, limits), and
 * `batch/` reads files and folders and runs an import over them.
 */
export {
  ImportStopped,
  importRecipes,
  type ImportProgress,
  type ImportReport,
  type RecipeStore,
} from './batch/import-run';
export { collectRecipeFiles, readRecipeFile, readRecipes } from './batch/recipe-files';
export { readAppExport, type ExportedRecipe, type ExportReading } from './formats/app-export';
export { parseMarkdownRecipe } from './formats/markdown';
export { formatOf, parseRecipeText, type Format } from './formats/recipe-text';
export { DEFAULT_SERVINGS, type ImportedRecipe } from './lib/draft';
export { ImportError } from './lib/import-error';
export { htmlToText } from './lib/text';
