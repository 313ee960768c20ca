/**
 * Picture distinctness: do the built-in recipes' pictures look different from each other? A
 * recipe's "composition" is what its picture shows, computed by the drawing code itself
 * (`pictureComposition` in catalog/pictures/compose.ts): vessel, icons, sauce colour, garnish,
 * background family, palette, pattern and surface. Two recipes with the same composition differ
 * only in small tilts and offsets.
 *
 * It loads the catalog into a fresh temporary SQLite database the way the server does (the
 * picture inputs come from `storeCatalog`), then reports:
 *   (a) the share of recipes whose composition no other recipe has (goal ≥ 90 %);
 *   (b) for everyday queries, whether two recipes on the first page of search results (answered
 *       by the app's own search) share a composition (goal: none).
 * Exits 1 when a goal is missed.
 *
 * Run: npm run eval:pictures [-- --list]   (--list prints every shared composition)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type PictureComposition, compositionKey, pictureComposition } from '../catalog/pictures/compose';
import { composeInputOf } from '../catalog/pictures/generate';
import { buildApp } from '../server/app';
import { migrateToLatest, openDatabase } from '../server/db/database';
import { storeCatalog } from '../server/modules/recipes/catalog-loader';

const GOAL_UNIQUE = 90;
const PAGE = 20;

/** Fifty things people type: dishes, ingredients, meals, diets and cuisines. */
export const QUERIES = [
  'chicken',
  'pasta',
  'curry',
  'soup',
  'salad',
  'cake',
  'vegan',
  'breakfast',
  'rice',
  'beef',
  'fish',
  'cookies',
  'bread',
  'noodles',
  'tacos',
  'stew',
  'pork',
  'eggs',
  'potato',
  'tofu',
  'shrimp',
  'lamb',
  'beans',
  'lentils',
  'chocolate',
  'dessert',
  'smoothie',
  'tea',
  'coffee',
  'pancakes',
  'sandwich',
  'pie',
  'spinach',
  'tomato',
  'mushroom',
  'cheese',
  'salmon',
  'coconut',
  'vegetarian',
  'quick dinner',
  'gluten free',
  'spicy',
  'sauce',
  'snack',
  'drink',
  'italian',
  'mexican',
  'indian',
  'thai',
  'chinese',
] as const;

interface SearchAnswer {
  results: { id: number; title: string }[];
  totalResults: number;
}

interface PageCollision {
  query: string;
  titles: string[];
  key: string;
}

const pct = (part: number, whole: number): string => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}%`);

function countBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + 1);
  return counts;
}

const spread = (counts: Map<string, number>): string =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([name, n]) => `${name} ${n}`)
    .join(', ');

async function searchPage(app: FastifyInstance, query: string): Promise<SearchAnswer> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/search/general',
    payload: { searchInput: query, number: PAGE },
  });
  if (response.statusCode !== 200) throw new Error(`search "${query}" answered ${response.statusCode}`);
  return response.json<SearchAnswer>();
}

async function main(): Promise<void> {
  const started = performance.now();
  const list = process.argv.includes('--list');
  const dir = mkdtempSync(join(tmpdir(), 'dishcovery-picture-distinctness-'));
  const db = await openDatabase(`sqlite:${join(dir, 'app.db')}`);
  let app: FastifyInstance | undefined;
  let failed = false;
  try {
    await migrateToLatest(db);
    const { pictures } = await storeCatalog(db);
    const compositions = new Map<number, PictureComposition>();
    for (const picture of pictures) compositions.set(picture.id, pictureComposition(composeInputOf(picture)));
    const keys = new Map([...compositions].map(([id, composition]) => [id, compositionKey(composition)]));
    const all = [...compositions.values()];

    // (a) Recipes whose composition no other recipe has.
    const shared = countBy([...keys.values()], (key) => key);
    const unique = [...keys.values()].filter((key) => shared.get(key) === 1).length;
    // The dish alone, without the background: how much the food itself tells recipes apart.
    const dishKey = (c: PictureComposition): string => [c.vessel, c.icons.join('+'), c.sauce, c.garnish].join('|');
    const dishes = countBy(all, dishKey);
    const uniqueDishes = all.filter((c) => dishes.get(dishKey(c)) === 1).length;
    const uniqueShare = (100 * unique) / keys.size;

    console.log(`Picture distinctness: ${keys.size} recipes`);
    console.log(`vessels: ${spread(countBy(all, (c) => c.vessel))}`);
    console.log(`sauce colours: ${spread(countBy(all, (c) => c.sauce))}`);
    console.log(`garnishes: ${spread(countBy(all, (c) => c.garnish))}`);
    console.log(`surfaces: ${spread(countBy(all, (c) => c.surface))}`);
    console.log(
      `\n(a) unique compositions: ${unique} of ${keys.size} recipes (${pct(unique, keys.size)}, goal ≥ ${GOAL_UNIQUE}%: ` +
        `${uniqueShare >= GOAL_UNIQUE ? 'meets goal' : 'BELOW GOAL'}); the dish alone (vessel, icons, sauce, garnish): ` +
        `${pct(uniqueDishes, keys.size)}`,
    );
    if (uniqueShare < GOAL_UNIQUE) failed = true;
    if (list) {
      const titles = new Map(pictures.map((p) => [p.id, p.title ?? String(p.id)]));
      for (const [key, n] of [...shared].filter(([, n]) => n > 1).sort((a, b) => b[1] - a[1])) {
        const ids = [...keys].filter(([, k]) => k === key).map(([id]) => titles.get(id));
        console.log(`  ${n}× ${key}: ${ids.join(' | ')}`);
      }
    }

    // (b) Two recipes on the same first page that look alike.
    app = await buildApp({ db, searchPollMs: 0 });
    await app.ready();
    await app.services.search.whenIndexed();
    const collisions: PageCollision[] = [];
    // For information: pages where two recipes show the same dish, told apart by the background only.
    let dishCollisions = 0;
    let shown = 0;
    for (const query of QUERIES) {
      const { results } = await searchPage(app, query);
      shown += results.length;
      const byKey = new Map<string, string[]>();
      for (const { id, title } of results) {
        const key = keys.get(id);
        if (key !== undefined) byKey.set(key, [...(byKey.get(key) ?? []), title]);
      }
      for (const [key, titles] of byKey) if (titles.length > 1) collisions.push({ query, titles, key });
      const pageDishes = countBy(
        results.flatMap(({ id }) => compositions.get(id) ?? []),
        dishKey,
      );
      dishCollisions += [...pageDishes.values()].filter((n) => n > 1).length;
    }
    const queriesHit = new Set(collisions.map((c) => c.query)).size;
    console.log(
      `(b) first pages of ${PAGE} for ${QUERIES.length} queries (${shown} results): ${collisions.length} pairs or groups ` +
        `look alike, on ${queriesHit} pages (goal: none: ${collisions.length === 0 ? 'meets goal' : 'MISSED'})`,
    );
    for (const c of collisions) console.log(`  "${c.query}": ${c.titles.join(' | ')}  [${c.key}]`);
    console.log(`    the same dish on a page, background aside: ${dishCollisions} pairs or groups`);
    if (collisions.length > 0) failed = true;
    console.log(`\n${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await app?.close();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

await main();
