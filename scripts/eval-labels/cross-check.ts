/**
 * (e) The cross-check of titles, summaries and steps: the claims it withdrew, and every claim that
 * survives while a word of the texts names a food that would break it (to check by hand).
 */
import { ALLERGY_IDS } from '../../shared/ids';
import { labelRecipe, type RecipeTexts } from '../../catalog/labels/index';
import { INDEX, longestAt, matchDescription } from '../../catalog/labels/matcher';
import { parseLine } from '../../catalog/labels/parse-line';
import { accountedFor, findMentions, lineWords, type LineFoods } from '../../catalog/labels/text-check';
import { tokens } from '../../catalog/labels/normalise';
import { allergenMaskOf, dietViolationMaskOf } from '../../catalog/labels/rules';
import { allergenBit, dietBit } from '../../shared/label-masks';
import { verbose, type CrossChecked } from './shared';

/** Every food word of the texts, read naively: no negation, qualifier or tool is taken into account. */
function naiveFoods(texts: RecipeTexts): { phrase: string; allergens: number; diets: number; where: string }[] {
  const found: { phrase: string; allergens: number; diets: number; where: string }[] = [];
  for (const [where, text] of Object.entries(texts) as [string, string | undefined][]) {
    const words = tokens((text ?? '').replace(/<[^>]*>/g, ' '));
    for (let position = 0; position < words.length;) {
      const hit = longestAt(words, position, INDEX);
      if (hit === undefined || hit.hit.entry.modifier === true) {
        position += 1;
        continue;
      }
      const categories = hit.hit.entry.categories;
      found.push({
        phrase: words.slice(position, position + hit.length).join(' '),
        allergens: allergenMaskOf(categories),
        diets: dietViolationMaskOf(categories),
        where,
      });
      position += hit.length;
    }
  }
  return found;
}

/**
 * What the cross-check changed, and the claims left to check by hand: a diet or a free-from
 * claim that survives while a word of the title, summary or steps names a food that would break
 * it. Each is either accounted for by a line, or lifted by a negation or qualifier; reading them
 * is how the rules are audited.
 */
function lineFoodsOf(lines: readonly string[]): LineFoods[] {
  return lines.map((line) => {
    const description = parseLine(line).description;
    const match = matchDescription(description);
    return {
      entries: match.entries,
      phrases: match.phrases,
      categories: [...new Set(match.entries.flatMap((entry) => entry.categories))],
      words: lineWords(description),
    };
  });
}

/** Rules whose call is the same food under another name: listed, not judged. */
const LISTED = new Set(['same food', 'named by a line']);

/** Scores the cross-check over every recipe the other evaluations read. */
export function evaluateCrossCheck(crossChecked: readonly CrossChecked[]): void {
  let withdrawn = 0;
  const byRule = new Map<string, number>();
  const toRead: string[] = [];
  const recipesToRead = new Set<string>();
  let survivors = 0;
  for (const recipe of crossChecked) {
    const linesOnly = labelRecipe([...recipe.lines], recipe.servings);
    const withTexts = labelRecipe([...recipe.lines], recipe.servings, recipe.texts);
    const lost =
      linesOnly.diets.some((diet) => !withTexts.diets.includes(diet)) ||
      withTexts.allergens.some((allergen) => !linesOnly.allergens.includes(allergen));
    if (lost) withdrawn += 1;
    const mentions = findMentions(recipe.texts);
    const lineFoods = lineFoodsOf(recipe.lines);
    for (const food of naiveFoods(recipe.texts)) {
      const claims = [
        ...withTexts.diets.filter((diet) => diet !== 'ketogenic' && (food.diets & dietBit(diet)) !== 0),
        ...ALLERGY_IDS.filter(
          (allergen) => !withTexts.allergens.includes(allergen) && (food.allergens & allergenBit(allergen)) !== 0,
        ).map((allergen) => `${allergen}-free`),
      ];
      if (claims.length === 0) continue;
      survivors += 1;
      const mention = mentions.find((item) => item.source === food.where && item.phrase === food.phrase);
      const rule =
        mention === undefined
          ? 'lifted by the words around it'
          : (accountedFor(mention, lineFoods) ?? 'changes no claim (its qualifier drops what would)');
      byRule.set(rule, (byRule.get(rule) ?? 0) + 1);
      if (LISTED.has(rule)) continue;
      recipesToRead.add(recipe.name);
      toRead.push(`${recipe.name}: ${claims.join(', ')} while the ${food.where} names "${food.phrase}" [${rule}]`);
    }
  }
  console.log(
    `(e) cross-check of titles, summaries and steps over ${crossChecked.length} recipes: claims withdrawn in ${withdrawn}; ` +
      `${survivors} surviving claims name a breaking food in the texts`,
  );
  for (const [rule, count] of [...byRule].sort((a, b) => b[1] - a[1]))
    console.log(`    ${String(count).padStart(5)}  ${rule}`);
  console.log(
    `  to read by hand (not the same food under another name): ${toRead.length} in ${recipesToRead.size} recipes`,
  );
  for (const line of toRead.slice(0, verbose ? 5000 : 40)) console.log(`    • ${line}`);
}
