/** (a) The Open Food Facts ingredients taxonomy: its vegan / vegetarian verdicts and allergens against ours. */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { type AllergyId } from '../../shared/ids';
import { classifyIngredient, labelRecipe } from '../../catalog/labels/index';
import { dataPath, isRecord, pct, stringAt, stringsAt, table, verbose } from './shared';

/** OFF allergen tags that correspond to ours; OFF has no wheat tag (wheat is under gluten). */
const OFF_ALLERGENS: Readonly<Partial<Record<AllergyId, readonly string[]>>> = {
  gluten: ['en:gluten'],
  peanut: ['en:peanuts'],
  soy: ['en:soybeans'],
  shellfish: ['en:crustaceans'],
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

/** The node and then its ancestors, nearest first (breadth first), each once. */
function* lineage(nodes: Map<string, OffNode>, id: string): Generator<OffNode> {
  const queue = [id];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const current = queue.shift() ?? '';
    if (seen.has(current)) continue;
    seen.add(current);
    const node = nodes.get(current);
    if (node === undefined) continue;
    yield node;
    queue.push(...node.parents);
  }
}

/** A property set on the node or, failing that, on the nearest ancestor. */
function inherited(
  nodes: Map<string, OffNode>,
  id: string,
  pick: (node: OffNode) => string | undefined,
): string | undefined {
  for (const node of lineage(nodes, id)) {
    const value = pick(node);
    if (value !== undefined && value !== 'ignore') return value;
  }
  return undefined;
}

/** Allergens of the node and all its ancestors. */
function inheritedAllergens(nodes: Map<string, OffNode>, id: string): Set<string> {
  const result = new Set<string>();
  for (const node of lineage(nodes, id)) for (const tag of node.allergens) result.add(tag);
  return result;
}

export function evaluateOpenFoodFacts(): void {
  const file = dataPath(
    'openfoodfacts-taxonomies/ingredients.full.json.gz',
    '(a) Open Food Facts: taxonomy file missing, skipped.',
  );
  if (file === undefined) return;
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
