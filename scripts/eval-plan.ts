/**
 * How well "Plan my week" plans, over 200 seeded sets of rules on the built-in catalog: five
 * dinners Monday to Friday for a diet (or none), up to two allergens and a time limit (or none).
 * It reports picks that break a hard rule (read back from each recipe's own page, not from the
 * planner), the median of distinct foods to buy against five random recipes keeping the same
 * rules, and neighbouring days that share a cuisine when the rules left other cuisines.
 *
 *   npm run eval:plan
 */
import type { FastifyInstance } from 'fastify';
import { ALLERGY_IDS, type AllergyId, type DietId } from '../shared/ids';
import type { ProposeResponse } from '../shared/plan';
import { addDays, today, weekStart } from '../shared/plan-dates';
import type { RecipeDetail } from '../shared/recipe';
import { seededRandom } from '../shared/seeded-random';
import { foodsOfLines } from '../server/modules/plan/proposal/candidate-facts';
import { withCatalogApp } from './lib/catalog-app';

const SETS = 200;
const DAYS = 5;
const DIETS: (DietId | undefined)[] = [
  undefined,
  undefined,
  'vegetarian',
  'vegan',
  'pescatarian',
  'ketogenic',
  'paleo',
];
const LIMITS: (number | undefined)[] = [undefined, 30, 45, 60];

interface Rules {
  diet?: DietId;
  allergies: AllergyId[];
  maxReadyTime?: number;
}

function rulesOf(rng: () => number): Rules {
  const diet = DIETS[Math.floor(rng() * DIETS.length)];
  const count = Math.floor(rng() * 3);
  const allergies = new Set<AllergyId>();
  while (allergies.size < count) allergies.add(ALLERGY_IDS[Math.floor(rng() * ALLERGY_IDS.length)]!);
  const maxReadyTime = LIMITS[Math.floor(rng() * LIMITS.length)];
  return { ...(diet ? { diet } : {}), allergies: [...allergies], ...(maxReadyTime ? { maxReadyTime } : {}) };
}

/** A reason the recipe breaks the rules, or null; read from the recipe's own page. */
function broken(detail: RecipeDetail, rules: Rules): string | null {
  if (rules.diet && !detail.diets.includes(rules.diet)) return `not ${rules.diet}`;
  const held = rules.allergies.find((allergy) => detail.allergens.includes(allergy));
  if (held) return `holds ${held}`;
  if (rules.maxReadyTime && !(detail.readyInMinutes > 0 && detail.readyInMinutes <= rules.maxReadyTime)) {
    return `ready in ${detail.readyInMinutes} min`;
  }
  if (!detail.dishTypes.includes('main course')) return 'not a dinner';
  return null;
}

/** Every dinner keeping the rules, through the search as a cook would filter. */
async function dinnersKeeping(app: FastifyInstance, rules: Rules): Promise<number[]> {
  const ids: number[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await app.services.search.searchBody({
      type: 'dinner',
      ...(rules.diet ? { diet: rules.diet } : {}),
      ...(rules.allergies.length ? { allergy: rules.allergies.join(',') } : {}),
      ...(rules.maxReadyTime ? { maxReadyTime: rules.maxReadyTime } : {}),
      offset,
      number: 100,
    });
    ids.push(...page.results.map((r) => r.id));
    if (offset + 100 >= page.totalResults) return ids;
  }
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function main(): Promise<void> {
  await withCatalogApp('eval-plan', async (app) => {
    const details = new Map<number, RecipeDetail>();
    const detail = async (id: number) =>
      details.get(id) ?? details.set(id, await app.services.search.info(id)).get(id)!;
    const sizes = { planned: [] as number[], random: [] as number[] };
    const toBuy = async (ids: readonly number[], kind: keyof typeof sizes) => {
      const foods = new Set<string>();
      for (const id of ids) {
        sizes[kind].push(foodsOfLines((await detail(id)).extendedIngredients.map((i) => i.original)).foods.length);
      }
      for (const id of ids)
        for (const food of foodsOfLines((await detail(id)).extendedIngredients.map((i) => i.original)).foods)
          foods.add(food);
      return foods.size;
    };

    const rng = seededRandom(2026);
    const from = weekStart(addDays(today(), 7));
    const breaks: string[] = [];
    const planned: number[] = [];
    const random: number[] = [];
    let clashes = 0;
    let unfilledSets = 0;
    let picks = 0;
    const started = performance.now();
    for (let set = 0; set < SETS; set++) {
      const rules = rulesOf(rng);
      const res = await app.inject({
        method: 'POST',
        url: '/api/plan/propose',
        payload: { from, to: addDays(from, DAYS - 1), slots: ['dinner'], servings: 2, seed: set, ...rules },
      });
      if (res.statusCode !== 200) throw new Error(`set ${set}: ${res.statusCode} ${res.body}`);
      const { entries, unfilled } = res.json<ProposeResponse>();
      if (unfilled.length > 0) unfilledSets++;
      picks += entries.length;
      for (const entry of entries) {
        const why = broken(await detail(entry.recipeId), rules);
        if (why) breaks.push(`set ${set} ${JSON.stringify(rules)}: ${entry.title} (${why})`);
      }
      const pool = await dinnersKeeping(app, rules);
      const cuisinesInPool = new Set<string>();
      for (const id of pool) for (const c of (await detail(id)).cuisines) cuisinesInPool.add(c.toLowerCase());
      for (let i = 1; i < entries.length; i++) {
        const [a, b] = [await detail(entries[i - 1]!.recipeId), await detail(entries[i]!.recipeId)];
        const shared = a.cuisines.some((c) => b.cuisines.map((x) => x.toLowerCase()).includes(c.toLowerCase()));
        if (shared && cuisinesInPool.size > 2) clashes++;
      }
      if (entries.length === DAYS && pool.length >= DAYS) {
        planned.push(
          await toBuy(
            entries.map((e) => e.recipeId),
            'planned',
          ),
        );
        const draw = seededRandom(set + 1);
        const chosen = new Set<number>();
        while (chosen.size < DAYS) chosen.add(pool[Math.floor(draw() * pool.length)]!);
        random.push(await toBuy([...chosen], 'random'));
      }
    }
    const seconds = (performance.now() - started) / 1000;
    const [plannedMedian, randomMedian] = [median(planned), median(random)];
    console.log(
      `Plan my week: ${SETS} sets of rules, five dinners each, on the built-in catalog (${seconds.toFixed(1)} s)`,
    );
    console.log(`picks: ${picks}; sets with a day left unfilled: ${unfilledSets}`);
    console.log(`picks that break a hard rule: ${breaks.length} (goal 0)`);
    for (const line of breaks.slice(0, 10)) console.log(`  ${line}`);
    console.log(
      `distinct foods to buy, median over ${planned.length} full weeks: planned ${plannedMedian}, ` +
        `five random recipes keeping the same rules ${randomMedian}: ` +
        `${(100 * (1 - plannedMedian / randomMedian)).toFixed(1)} % fewer (goal at least 25 %)`,
    );
    console.log(
      `foods a recipe needs, median: planned ${median(sizes.planned)}, random ${median(sizes.random)} ` +
        `(so the shorter list comes from sharing, not only from smaller recipes, when these are close)`,
    );
    console.log(`neighbouring days sharing a cuisine when the rules left others: ${clashes} (goal 0)`);
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
