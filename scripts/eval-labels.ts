/**
 * Scores the ingredient knowledge base and the label rules against independent data:
 *   (a) Open Food Facts ingredients taxonomy: vegan / vegetarian verdicts and allergens;
 *   (b) labelled Wikibooks Cookbook recipes: Vegetarian / Vegan / Gluten-free categories;
 *   (c) public-domain recipes: share of ingredient lines understood;
 *   (d) our own catalog (catalog/recipes/*.md): lines understood, and diet / free-from counts;
 *   (e) the cross-check of titles, summaries and steps: claims it withdrew, and every claim that
 *       survives while a word of the texts names a food that would break it (to check by hand);
 *   (f) the free-from claims per allergen on (c) and (d), why the others are withheld, and the
 *       claims a word of the recipe itself contradicts (the goal is none);
 *   (g) the ketogenic claims of (c) and (d), and every claim of theirs that changed since the
 *       previous run (kept in a file outside the repository: --claims FILE to choose it).
 * Each lives in its own file of scripts/eval-labels/.
 *
 * The data lives outside the repository (`../shared/data` from the repo root, or SHARED_DATA_DIR)
 * and is read at run time only: nothing from it is copied into the repository.
 *
 * Run: npx tsx scripts/eval-labels.ts  [--verbose] [--claims FILE]
 */
import { existsSync } from 'node:fs';
import { evaluateClaimChanges } from './eval-labels/claim-changes';
import { evaluateClaims } from './eval-labels/claims';
import { evaluateCrossCheck } from './eval-labels/cross-check';
import { evaluateCatalog, evaluatePublicDomain } from './eval-labels/markdown';
import { evaluateOpenFoodFacts } from './eval-labels/open-food-facts';
import { dataDir, type CrossChecked } from './eval-labels/shared';
import { measureSpeed } from './eval-labels/speed';
import { evaluateWikibooks } from './eval-labels/wikibooks';

function main(): void {
  if (!existsSync(dataDir)) {
    console.log(`eval-labels: shared data not found at ${dataDir} (set SHARED_DATA_DIR); nothing to score.`);
    return;
  }
  const started = process.hrtime.bigint();
  const crossChecked: CrossChecked[] = [];
  evaluateOpenFoodFacts();
  console.log('');
  evaluateWikibooks(crossChecked);
  console.log('');
  const publicDomain = evaluatePublicDomain(crossChecked);
  console.log('');
  const catalog = evaluateCatalog(crossChecked);
  console.log('');
  evaluateCrossCheck(crossChecked);
  console.log('');
  evaluateClaims('our catalog', catalog);
  console.log('');
  evaluateClaims('public-domain recipes', publicDomain);
  console.log('');
  evaluateClaimChanges([
    { name: 'our catalog', recipes: catalog },
    { name: 'public-domain recipes', recipes: publicDomain },
  ]);
  console.log('');
  measureSpeed([...publicDomain, ...catalog]);
  console.log(`done in ${(Number(process.hrtime.bigint() - started) / 1e9).toFixed(1)} s`);
}

main();
