import type { AllergyId, DietId } from '../../../shared/ids';
import type { PlanSlot, ProposeRequest, ProposeResponse } from '../../../shared/plan';
import { datesInRange, isWeeknight } from '../../../shared/plan-dates';
import { seededRandom } from '../../../shared/seeded-random';
import type { RecipeService } from '../recipes/recipe.service';
import type { SavedService } from '../saved/saved.service';
import type { SearchService } from '../search/search.service';
import { pantryFoodNames, pantryFoods, toCandidate } from './proposal/candidate-facts';
import { propose, type LockedPick, type PlanCandidate, type PlanCell } from './proposal/choose';

/** Recipes drawn for each slot: enough to vary and share, few enough to weigh in milliseconds. */
const PAGE = 100;
const PAGES = 3;
/** The search pages from an offset of at most this. */
const MAX_OFFSET = 100_000;

export interface ProposalDeps {
  search: SearchService;
  recipes: RecipeService;
  saved: SavedService;
  /** Recipes the user has planned around these dates: never proposed again within two weeks. */
  recentRecipeIds?: (userId: number, from: string, to: string) => Promise<number[]>;
  /**
   * Names of the viewer's pantry items within three days of their date (no staples): recipes
   * using them are favoured among those that keep the rules.
   */
  nearDateNames?: (userId: number) => Promise<string[]>;
  /** The household's protection for a member, or undefined outside a household. */
  householdRules?: (userId: number) => Promise<Rules | undefined>;
}

export interface Rules {
  diets: DietId[];
  allergies: AllergyId[];
}

export function createProposalService(deps: ProposalDeps) {
  async function rulesOf(request: ProposeRequest, viewer?: number): Promise<Rules> {
    const diets = new Set<DietId>(request.diet ? [request.diet] : []);
    const allergies = new Set<AllergyId>(request.allergies ?? []);
    const household = viewer !== undefined && request.forHousehold ? await deps.householdRules?.(viewer) : undefined;
    if (household) {
      for (const diet of household.diets) diets.add(diet);
      for (const allergy of household.allergies) allergies.add(allergy);
    } else if (viewer !== undefined) {
      for (const row of (await deps.saved.diets(viewer)).results) diets.add(row.dietId);
      for (const row of (await deps.saved.allergies(viewer)).results) allergies.add(row.allergyId);
    }
    return { diets: [...diets], allergies: [...allergies] };
  }

  /** Ids of recipes keeping the rules for a slot: the first page, then pages at seeded offsets. */
  async function drawIds(slot: PlanSlot, rules: Rules, maxReadyTime: number | undefined, rng: () => number) {
    const ask = (offset: number) =>
      deps.search.searchBody({
        type: slot,
        ...(rules.diets.length ? { diet: rules.diets.join(',') } : {}),
        ...(rules.allergies.length ? { allergy: rules.allergies.join(',') } : {}),
        ...(maxReadyTime ? { maxReadyTime } : {}),
        offset,
        number: PAGE,
      });
    const first = await ask(0);
    const ids = new Set(first.results.map((r) => r.id));
    const room = Math.min(first.totalResults - PAGE, MAX_OFFSET);
    for (let page = 1; page < PAGES && room > 0; page++) {
      const next = await ask(first.totalResults <= PAGE * PAGES ? page * PAGE : Math.floor(rng() * room));
      for (const result of next.results) ids.add(result.id);
    }
    return [...ids];
  }

  /** Saved recipes that keep every rule: the labels say so, or they are left out. */
  async function savedThatKeep(rules: Rules, viewer: number): Promise<number[]> {
    const ids = (await deps.saved.recipes(viewer)).results.map((r) => r.recipeId);
    const information = await deps.recipes.information(ids);
    return ids.filter((id) => {
      const info = information.get(id);
      if (!info) return false;
      return (
        rules.diets.every((diet) => info.diets.includes(diet)) &&
        rules.allergies.every((allergy) => !info.allergens.includes(allergy))
      );
    });
  }

  return {
    async propose(request: ProposeRequest, viewer?: number): Promise<ProposeResponse> {
      const rules = await rulesOf(request, viewer);
      const seed = request.seed ?? Math.floor(Math.random() * 2 ** 31);
      const rng = seededRandom(seed);
      const lockedAt = new Set((request.locked ?? []).map((l) => `${l.date}|${l.slot}`));
      const limitOn = (date: string) => {
        const limits = [request.maxReadyTime, isWeeknight(date) ? request.weeknightMaxReadyTime : undefined];
        const set = limits.filter((l): l is number => l !== undefined);
        return set.length ? Math.min(...set) : undefined;
      };
      const cells: PlanCell[] = datesInRange(request.from, request.to).flatMap((date) =>
        request.slots
          .filter((slot) => !lockedAt.has(`${date}|${slot}`))
          .map((slot) => ({ date, slot, ...(limitOn(date) ? { maxReadyTime: limitOn(date)! } : {}) })),
      );
      const saved =
        viewer !== undefined && request.includeSaved ? new Set(await savedThatKeep(rules, viewer)) : new Set<number>();
      const recent = new Set(request.avoid ?? []);
      if (viewer !== undefined && deps.recentRecipeIds) {
        for (const id of await deps.recentRecipeIds(viewer, request.from, request.to)) recent.add(id);
      }
      for (const lock of request.locked ?? []) recent.delete(lock.recipeId);

      const lockedFacts = await deps.recipes.planFacts(
        (request.locked ?? []).map((l) => l.recipeId),
        viewer,
      );
      const lockedById = new Map(lockedFacts.map((f) => [f.id, toCandidate(f, saved)]));
      const locked: LockedPick[] = (request.locked ?? []).flatMap((l) => {
        const candidate = lockedById.get(l.recipeId);
        return candidate ? [{ date: l.date, slot: l.slot, candidate }] : [];
      });

      const pantry = pantryFoods(request.pantry ?? []);
      const nearDate =
        viewer !== undefined && deps.nearDateNames
          ? pantryFoodNames(await deps.nearDateNames(viewer))
          : new Map<string, string>();
      const entries: ProposeResponse['entries'] = [];
      const unfilled: ProposeResponse['unfilled'] = [];
      for (const slot of request.slots) {
        const slotCells = cells.filter((cell) => cell.slot === slot);
        if (slotCells.length === 0) continue;
        const widest = slotCells.some((c) => c.maxReadyTime === undefined)
          ? undefined
          : Math.max(...slotCells.map((c) => c.maxReadyTime!));
        const ids = new Set(await drawIds(slot, rules, widest, rng));
        for (const id of saved) ids.add(id);
        const facts = await deps.recipes.planFacts([...ids], viewer);
        const candidates: PlanCandidate[] = facts.map((f) => toCandidate(f, saved));
        const week = propose({
          cells: slotCells,
          candidates,
          locked: locked.filter((l) => l.slot === slot),
          recent,
          pantry,
          nearDate,
          preferSaved: request.includeSaved === true,
          seed: seed * 31 + request.slots.indexOf(slot),
        });
        for (const pick of week.picks) {
          recent.add(pick.candidate.id);
          entries.push({
            date: pick.date,
            slot: pick.slot,
            recipeId: pick.candidate.id,
            title: pick.candidate.title,
            servings: request.servings,
            reason: pick.reason,
          });
        }
        unfilled.push(...week.unfilled);
      }
      const order = (e: { date: string; slot: PlanSlot }) => `${e.date}|${request.slots.indexOf(e.slot)}`;
      entries.sort((a, b) => order(a).localeCompare(order(b)));
      unfilled.sort((a, b) => order(a).localeCompare(order(b)));
      return { entries, unfilled };
    },
  };
}

export type ProposalService = ReturnType<typeof createProposalService>;
