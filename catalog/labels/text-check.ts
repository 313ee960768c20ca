/**
 * The cross-check of a recipe's other texts (title, summary, steps) against its ingredient lines:
 * `findMentions` (text-mentions.ts) finds the foods the texts name, `accountedFor` and
 * `explainedByLines` (text-accounting.ts) tell whether a line accounts for one. The words both
 * read are data in `catalog/knowledge/label-words.yaml` (text-words.ts builds their look-ups).
 */
export { findMentions, type RecipeTexts, type TextMention, type TextSource } from './text-mentions';
export {
  accountedFor,
  explainedByLines,
  lineWords,
  MINOR_CATEGORIES,
  type Accounting,
  type LineFoods,
} from './text-accounting';
