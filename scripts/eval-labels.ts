/**
 * Scores the ingredient knowledge base and the label rules against independent data:
 *   (a) Open Food Facts ingredients taxonomy: vegan / vegetarian verdicts and allergens;
 *   (b) labelled Wikibooks Cookbook recipes: Vegetarian / Vegan / Gluten-free categories;
 *   (c) public-domain recipes: share of ingredient lines understood;
 *   (d) our own catalog (catalog/recipes/*.md): lines understood, and diet / free-from counts;
 *   (e) the cross-check of titles, summaries and steps: claims it withdrew, and every claim that
 *       survives while a word of the texts names a food that would break it (to check by hand).
 *
 * The data lives outside the repository (`../shared/data` from the repo root, or SHARED_DATA_DIR)
 * and is read at run time only: nothing from it is copied into the repository.
 *
 * Run: npx tsx scripts/eval-labels.ts  [--verbose]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import matter from 'gray-matter';
import { ALLERGY_IDS, DIET_IDS, type AllergyId, type DietId } from '../shared/ids';
import { classifyIngredient, clearLabelCache, labelRecipe, type RecipeTexts } from '../catalog/labels/index';
import { INDEX, longestAt, matchDescription } from '../catalog/labels/matcher';
import { parseLine } from '../catalog/labels/parse-line';
import { accountedFor, findMentions, lineWords, type LineFoods } from '../catalog/labels/text-check';
import { tokens } from '../catalog/labels/normalise';
import { allergenMaskOf, dietViolationMaskOf } from '../catalog/labels/rules';
import { allergenBit, dietBit } from '../shared/label-masks';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = process.env.SHARED_DATA_DIR ?? path.resolve(repoRoot, '../shared/data');
const verbose = process.argv.includes('--verbose');

const pct = (part: number, whole: number): string =>
  whole === 0 ? '   n/a' : `${((100 * part) / whole).toFixed(1).padStart(5)}%`;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const stringAt = (value: unknown, key: string): string | undefined => {
  if (!isRecord(value)) return undefined;
  const found = value[key];
  return typeof found === 'string' ? found : undefined;
};
const stringsAt = (value: unknown, key: string): string[] => {
  if (!isRecord(value)) return [];
  const found = value[key];
  return Array.isArray(found) ? found.filter((item): item is string => typeof item === 'string') : [];
};

function table(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, column) => (widths[column] = Math.max(widths[column] ?? 0, cell.length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')).join('\n');
}

// ---------------------------------------------------------------------------------------------
// (a) Open Food Facts ingredients taxonomy
// ---------------------------------------------------------------------------------------------

/** OFF allergen tags that correspond to ours; OFF has no wheat tag (wheat is under gluten). */
const OFF_ALLERGENS: Readonly<Partial<Record<AllergyId, readonly string[]>>> = {
  gluten: ['en:gluten'],
  peanut: ['en:peanuts'],
  soy: ['en:soybeans'],
  shellfish: ['en:crustaceans', 'en:molluscs'],
  sulfite: ['en:sulphur-dioxide-and-sulphites'],
  dairy: ['en:milk'],
  egg: ['en:eggs'],
  fish: ['en:fish'],
  'tree-nut': ['en:nuts'],
  sesame: ['en:sesame-seeds'],
  mustard: ['en:mustard'],
  celery: ['en:celery'],
  lupin: ['en:lupin'],
  mollusc: ['en:molluscs'],
};

interface OffNode {
  readonly name: string | undefined;
  readonly parents: readonly string[];
  readonly vegan: string | undefined;
  readonly vegetarian: string | undefined;
  readonly allergens: readonly string[];
}

function readOffTaxonomy(file: string): Map<string, OffNode> {
  const raw: unknown = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8'));
  const nodes = new Map<string, OffNode>();
  if (!isRecord(raw)) return nodes;
  for (const [id, node] of Object.entries(raw)) {
    if (!isRecord(node)) continue;
    const allergenText = stringAt(node.allergens, 'en') ?? '';
    nodes.set(id, {
      name: stringAt(node.name, 'en'),
      parents: stringsAt(node, 'parents'),
      vegan: stringAt(node.vegan, 'en'),
      vegetarian: stringAt(node.vegetarian, 'en'),
      allergens: allergenText
        .split(',')
        .map((tag) => tag.trim())
        .filter((tag) => tag.length > 0),
    });
  }
  return nodes;
}

/** A property set on the node or, failing that, on the nearest ancestor (breadth first). */
function inherited(
  nodes: Map<string, OffNode>,
  id: string,
  pick: (node: OffNode) => string | undefined,
): string | undefined {
  const queue = [id];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const current = queue.shift() ?? '';
    if (seen.has(current)) continue;
    seen.add(current);
    const node = nodes.get(current);
    if (node === undefined) continue;
    const value = pick(node);
    if (value !== undefined && value !== 'ignore') return value;
    queue.push(...node.parents);
  }
  return undefined;
}

/** Allergens of the node and all its ancestors. */
function inheritedAllergens(nodes: Map<string, OffNode>, id: string): Set<string> {
  const result = new Set<string>();
  const stack = [id];
  const seen = new Set<string>();
  while (stack.length > 0) {
    const current = stack.pop() ?? '';
    if (seen.has(current)) continue;
    seen.add(current);
    const node = nodes.get(current);
    if (node === undefined) continue;
    for (const tag of node.allergens) result.add(tag);
    stack.push(...node.parents);
  }
  return result;
}

function evaluateOpenFoodFacts(): void {
  const file = path.join(dataDir, 'openfoodfacts-taxonomies/ingredients.full.json.gz');
  if (!existsSync(file)) {
    console.log('(a) Open Food Facts: taxonomy file missing, skipped.');
    return;
  }
  const nodes = readOffTaxonomy(file);
  let named = 0;
  let recognised = 0;
  const verdicts = { vegan: { agree: 0, total: 0 }, vegetarian: { agree: 0, total: 0 } };
  const allergenStats = new Map<
    AllergyId,
    { offYes: number; bothYes: number; oursOnly: number; agree: number; total: number }
  >();
  const dangerous: string[] = [];
  const cautious: string[] = [];
  for (const [id, node] of nodes) {
    if (node.name === undefined || !id.startsWith('en:')) continue;
    named += 1;
    const classification = classifyIngredient(node.name);
    if (!classification.known) continue;
    recognised += 1;
    const ours = labelRecipe([node.name], 1);
    for (const diet of ['vegan', 'vegetarian'] as const) {
      const off = inherited(nodes, id, (entry) => (diet === 'vegan' ? entry.vegan : entry.vegetarian));
      if (off !== 'yes' && off !== 'no') continue;
      const oursSays = ours.diets.includes(diet);
      verdicts[diet].total += 1;
      if (oursSays === (off === 'yes')) verdicts[diet].agree += 1;
      else if (oursSays) dangerous.push(`${node.name}: OFF says not ${diet}, we say ${diet}`);
      else cautious.push(`${node.name}: OFF says ${diet}, we do not (${classification.categories.join(', ')})`);
    }
    const offTags = inheritedAllergens(nodes, id);
    for (const [allergen, tags] of Object.entries(OFF_ALLERGENS) as [AllergyId, readonly string[]][]) {
      const stats = allergenStats.get(allergen) ?? { offYes: 0, bothYes: 0, oursOnly: 0, agree: 0, total: 0 };
      const offSays = tags.some((tag) => offTags.has(tag));
      const oursSays = ours.allergens.includes(allergen);
      stats.total += 1;
      if (offSays) stats.offYes += 1;
      if (offSays && oursSays) stats.bothYes += 1;
      if (!offSays && oursSays) stats.oursOnly += 1;
      if (offSays === oursSays) stats.agree += 1;
      if (offSays && !oursSays)
        dangerous.push(`${node.name}: OFF lists ${allergen}, we do not (${classification.categories.join(', ')})`);
      allergenStats.set(allergen, stats);
    }
  }
  console.log(
    `(a) Open Food Facts taxonomy: ${recognised} of ${named} English-named entries recognised (${pct(recognised, named).trim()})`,
  );
  const rows: string[][] = [['check', 'compared', 'agreement', 'OFF flags', 'we also flag', 'we flag, OFF not']];
  for (const diet of ['vegan', 'vegetarian'] as const) {
    rows.push([
      `${diet} yes/no`,
      String(verdicts[diet].total),
      pct(verdicts[diet].agree, verdicts[diet].total),
      '',
      '',
      '',
    ]);
  }
  for (const [allergen, stats] of allergenStats) {
    rows.push([
      `allergen ${allergen}`,
      String(stats.total),
      pct(stats.agree, stats.total),
      String(stats.offYes),
      pct(stats.bothYes, stats.offYes),
      String(stats.oursOnly),
    ]);
  }
  console.log(table(rows));
  console.log(`  disagreements where we are less cautious than OFF: ${dangerous.length}`);
  for (const line of dangerous.slice(0, verbose ? 200 : 12)) console.log(`    - ${line}`);
  console.log(`  disagreements where we are more cautious than OFF: ${cautious.length}`);
  for (const line of cautious.slice(0, verbose ? 200 : 8)) console.log(`    - ${line}`);
}

// ---------------------------------------------------------------------------------------------
// (b) Wikibooks recipes with human diet categories
// ---------------------------------------------------------------------------------------------

interface LabelledRecipe {
  readonly title: string;
  readonly texts: RecipeTexts;
  readonly lines: readonly string[];
  readonly servings: number;
  readonly categories: readonly string[];
}

/**
 * Some Wikibooks pages keep their ingredients in a wiki table that the extraction flattened into
 * lines of markup ("|-", "!Weight", "|1¼ cups"). Those are not ingredient lines; we drop them and
 * report how many, rather than score the labeller on markup.
 */
const WIKI_MARKUP = /^\s*(?:\{\||\|\}|\||!|<ref)/;
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
    const title = (stringAt(recipe, 'title') ?? file).replace(/^Cookbook:/, '');
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
      // Category strings may carry a wiki sort key: "Vegan recipes|{{PAGENAME}}".
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

function evaluateWikibooks(): void {
  const dir = path.join(dataDir, 'wikibooks-cookbook-receptai/recipes');
  if (!existsSync(dir)) {
    console.log('(b) Wikibooks: recipes folder missing, skipped.');
    return;
  }
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
    const human = {
      vegetarian: recipe.categories.includes('Vegetarian recipes') || recipe.categories.includes('Vegan recipes'),
      vegan: recipe.categories.includes('Vegan recipes'),
      'gluten-free': recipe.categories.some(
        (category) => category === 'Gluten-free recipes' || category === 'Naturally gluten-free recipes',
      ),
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
      const used = /^Recipes using (.+)$/.exec(category)?.[1];
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

// ---------------------------------------------------------------------------------------------
// (c) public-domain recipes and (d) our catalog: Markdown with a "## Ingredients" list
// ---------------------------------------------------------------------------------------------

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

interface MarkdownRecipe {
  readonly file: string;
  readonly texts: RecipeTexts;
  readonly lines: readonly string[];
  readonly servings: number;
  readonly tags: readonly string[];
}

function readMarkdownRecipes(dir: string): MarkdownRecipe[] {
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

function evaluatePublicDomain(): MarkdownRecipe[] {
  const dir = path.join(dataDir, 'public-domain-recipes/content');
  if (!existsSync(dir)) {
    console.log('(c) public-domain recipes: folder missing, skipped.');
    return [];
  }
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

function evaluateCatalog(): MarkdownRecipe[] {
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

// ---------------------------------------------------------------------------------------------
// (e) the cross-check of titles, summaries and steps
// ---------------------------------------------------------------------------------------------

interface CrossChecked {
  readonly name: string;
  readonly lines: readonly string[];
  readonly servings: number;
  readonly texts: RecipeTexts;
}
const crossChecked: CrossChecked[] = [];

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

function evaluateCrossCheck(): void {
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

// ---------------------------------------------------------------------------------------------
// Speed: µs per recipe, first pass (every line new) and repeated (lines already seen).
// ---------------------------------------------------------------------------------------------

function measureSpeed(recipes: readonly MarkdownRecipe[]): void {
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

function main(): void {
  if (!existsSync(dataDir)) {
    console.log(`eval-labels: shared data not found at ${dataDir} (set SHARED_DATA_DIR); nothing to score.`);
    return;
  }
  const started = process.hrtime.bigint();
  evaluateOpenFoodFacts();
  console.log('');
  evaluateWikibooks();
  console.log('');
  const publicDomain = evaluatePublicDomain();
  console.log('');
  const catalog = evaluateCatalog();
  console.log('');
  evaluateCrossCheck();
  console.log('');
  measureSpeed([...publicDomain, ...catalog]);
  console.log(`done in ${(Number(process.hrtime.bigint() - started) / 1e9).toFixed(1)} s`);
}

main();
