import {
  PLAN_LIMITS,
  PLAN_MESSAGES,
  type NewPlanEntry,
  type PlanEntry,
  type PlanDayNutrition,
  type PlanEntryPatch,
  type PlanRange,
  type PlanResponse,
  type PlanSlot,
  type CookedResponse,
  type PlanToList,
  type PlanToListResponse,
  type UncookedResponse,
} from '../../../shared/plan';
import { coveringItem, lineFoodName } from '../../../shared/pantry-lines';
import { pantryKey } from '../../../shared/pantry';
import { addDays, daysInRange } from '../../../shared/plan-dates';
import type { Db } from '../../db/database';
import { lockScope, type ScopeOf } from '../../db/scope';
import type { Announce } from '../../lib/live/live-bus';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import type { PantryService } from '../pantry/pantry.service';
import type { PlanFacts, RecipeService } from '../recipes/recipe.service';
import type { ShoppingListService } from '../shopping-list/shopping-list.service';
import { planSourceTitle, scaledLine } from './plan-lines';
import * as plan from './plan.repository';

/** How far around a range a proposal looks for recipes already planned: two weeks each way. */
const RECENT_DAYS = 14;

export interface PlanServiceDeps {
  recipes: RecipeService;
  shoppingList: ShoppingListService;
  /** The kitchen's pantry: what a cooked recipe takes out, and what the shopping step skips. */
  pantry?: Pick<PantryService, 'list' | 'use' | 'putBack'>;
  /** Whose plan a user reads and writes: their household's, or their own. */
  scopeOf: ScopeOf;
  /** Tells the plan's open pages that it changed. */
  announce?: Announce;
  /** The clock, in milliseconds (tests set it). */
  now?: () => number;
}

export interface CopyResult extends PlanResponse {
  /** Entries not copied, each with why (its slot on the new day was full). */
  skipped: { id: number; reason: string }[];
}

/** Each day's sum of one serving of every readable recipe planned on it, rounded as the page shows. */
function dayNutrition(entries: readonly plan.StoredEntry[], facts: ReadonlyMap<number, PlanFacts>): PlanDayNutrition[] {
  const days = new Map<string, PlanDayNutrition>();
  for (const entry of entries) {
    const recipe = entry.recipeId === null ? undefined : facts.get(entry.recipeId);
    if (!recipe) continue;
    const day = days.get(entry.date) ?? {
      date: entry.date,
      calories: 0,
      protein: 0,
      fat: 0,
      carbohydrates: 0,
      recipes: 0,
    };
    day.calories += recipe.nutrition.calories;
    day.protein += recipe.nutrition.protein;
    day.fat += recipe.nutrition.fat;
    day.carbohydrates += recipe.nutrition.carbohydrates;
    day.recipes += 1;
    days.set(entry.date, day);
  }
  return [...days.values()].map((day) => ({
    ...day,
    calories: Math.round(day.calories),
    protein: Math.round(day.protein),
    fat: Math.round(day.fat),
    carbohydrates: Math.round(day.carbohydrates),
  }));
}

export function createPlanService(db: Db, deps: PlanServiceDeps) {
  const now = () => new Date((deps.now ?? Date.now)()).toISOString();
  const announce = deps.announce ?? (() => undefined);

  /** The readable recipes among the entries' recipes, with their nutrition per serving. */
  async function readableFacts(userId: number, entries: readonly plan.StoredEntry[]) {
    const ids = [...new Set(entries.flatMap((e) => (e.recipeId === null ? [] : [e.recipeId])))];
    return new Map((await deps.recipes.planFacts(ids, userId)).map((facts) => [facts.id, facts]));
  }

  /** Entries with `available: false` where the recipe was deleted or made private since. */
  async function withAvailability(userId: number, entries: readonly plan.StoredEntry[]): Promise<PlanEntry[]> {
    const readable = await readableFacts(userId, entries);
    return entries.map(({ position: _position, ...entry }) =>
      entry.recipeId === null ? entry : { ...entry, available: readable.has(entry.recipeId) },
    );
  }

  async function titleOf(userId: number, recipeId: number): Promise<string> {
    const [facts] = await deps.recipes.planFacts([recipeId], userId);
    if (!facts) throw badRequest(PLAN_MESSAGES.unknownRecipe(recipeId));
    return facts.title;
  }

  async function ownEntry(userId: number, id: number): Promise<plan.StoredEntry> {
    const scope = await deps.scopeOf(userId);
    const entry = await plan.findEntry(db.kysely, scope, id);
    if (!entry) throw notFound(PLAN_MESSAGES.noEntry(id));
    return entry;
  }

  return {
    async list(userId: number, range: PlanRange): Promise<PlanResponse> {
      const scope = await deps.scopeOf(userId);
      const entries = await plan.listEntries(db.kysely, scope, range.from, range.to);
      const facts = await readableFacts(userId, entries);
      return { entries: await withAvailability(userId, entries), nutrition: dayNutrition(entries, facts) };
    },

    async add(userId: number, entry: NewPlanEntry): Promise<PlanEntry> {
      const scope = await deps.scopeOf(userId);
      const recipe = 'recipeId' in entry ? { id: entry.recipeId, title: await titleOf(userId, entry.recipeId) } : null;
      const stored = await db.kysely.transaction().execute(async (trx) => {
        await lockScope(trx, db.dialect, scope);
        const fill = await plan.slotFill(trx, scope, entry.date, entry.slot);
        if (fill.count >= PLAN_LIMITS.entriesPerSlot) throw badRequest(PLAN_MESSAGES.slotFull);
        return plan.insertEntry(
          trx,
          scope,
          {
            date: entry.date,
            slot: entry.slot,
            recipeId: recipe?.id ?? null,
            title: recipe?.title ?? ('note' in entry ? entry.note : ''),
            servings: 'servings' in entry ? entry.servings : 1,
            note: 'note' in entry ? entry.note : null,
            position: fill.next,
          },
          now(),
        );
      });
      announce(scope, 'plan');
      return (await withAvailability(userId, [stored]))[0]!;
    },

    /** Moves an entry to another day or slot (it goes last there), or changes its servings or note. */
    async change(userId: number, id: number, patch: PlanEntryPatch): Promise<PlanEntry> {
      const scope = await deps.scopeOf(userId);
      await db.kysely.transaction().execute(async (trx) => {
        await lockScope(trx, db.dialect, scope);
        const entry = await plan.findEntry(trx, scope, id);
        if (!entry) throw notFound(PLAN_MESSAGES.noEntry(id));
        if (patch.note !== undefined && entry.recipeId !== null)
          throw badRequest('A recipe entry has no note to change.');
        if (patch.servings !== undefined && entry.recipeId === null) throw badRequest('A note has no servings.');
        const date = patch.date ?? entry.date;
        const slot: PlanSlot = patch.slot ?? entry.slot;
        const moved = date !== entry.date || slot !== entry.slot;
        let position: number | undefined;
        if (moved) {
          const fill = await plan.slotFill(trx, scope, date, slot);
          if (fill.count >= PLAN_LIMITS.entriesPerSlot) throw badRequest(PLAN_MESSAGES.slotFull);
          position = fill.next;
        }
        // A note is its entry's title too.
        await plan.updateEntry(trx, scope, id, {
          ...patch,
          ...(patch.note !== undefined ? { title: patch.note } : {}),
          ...(position !== undefined ? { position } : {}),
        });
      });
      announce(scope, 'plan');
      return (await withAvailability(userId, [await ownEntry(userId, id)]))[0]!;
    },

    /** Removes an entry; answers how many lines it added to the shopping list are still there, untouched. */
    async remove(userId: number, id: number): Promise<{ listed: number }> {
      const scope = await deps.scopeOf(userId);
      if (!(await plan.deleteEntry(db.kysely, scope, id))) throw notFound(PLAN_MESSAGES.noEntry(id));
      announce(scope, 'plan');
      return { listed: await deps.shoppingList.entryLines(userId, id) };
    },

    /** Takes off the shopping list the lines one entry added (it may be removed already). */
    removeListLines: (userId: number, id: number) => deps.shoppingList.removeEntryLines(userId, id),

    async clear(userId: number, range: PlanRange): Promise<{ removed: number }> {
      const scope = await deps.scopeOf(userId);
      const removed = await plan.deleteRange(db.kysely, scope, range.from, range.to);
      announce(scope, 'plan');
      return { removed };
    },

    /** Copies the range's entries to the days starting at `toFrom` ("repeat last week"). */
    async copy(userId: number, range: PlanRange, toFrom: string): Promise<CopyResult> {
      const scope = await deps.scopeOf(userId);
      const shift = daysInRange(range.from, toFrom) - 1;
      const source = await plan.listEntries(db.kysely, scope, range.from, range.to);
      const skipped: CopyResult['skipped'] = [];
      const added: plan.StoredEntry[] = [];
      await db.kysely.transaction().execute(async (trx) => {
        await lockScope(trx, db.dialect, scope);
        for (const entry of source) {
          const date = addDays(entry.date, shift);
          const fill = await plan.slotFill(trx, scope, date, entry.slot);
          if (fill.count >= PLAN_LIMITS.entriesPerSlot) {
            skipped.push({ id: entry.id, reason: `${entry.title}: ${PLAN_MESSAGES.slotFull}` });
            continue;
          }
          added.push(await plan.insertEntry(trx, scope, { ...entry, date, position: fill.next }, now()));
        }
      });
      announce(scope, 'plan');
      return { entries: await withAvailability(userId, added), skipped };
    },

    /**
     * Adds the range's recipes to the shopping list, each line scaled to its entry's servings and
     * naming the recipe and its day; the list merges them with what it holds when it is read. A
     * recipe that can no longer be read adds nothing. Answers how many lines were added.
     */
    async toShoppingList(userId: number, range: PlanToList): Promise<PlanToListResponse> {
      const scope = await deps.scopeOf(userId);
      const pantryItems = range.skipCovered && deps.pantry ? (await deps.pantry.list(userId)).items : [];
      const skipped: PlanToListResponse['skipped'] = [];
      const entries = await plan.listEntries(db.kysely, scope, range.from, range.to);
      const details = new Map<number, Awaited<ReturnType<RecipeService['detail']>>>();
      const lines = [];
      for (const entry of entries) {
        if (entry.recipeId === null) continue;
        if (!details.has(entry.recipeId))
          details.set(entry.recipeId, await deps.recipes.detail(entry.recipeId, userId));
        const recipe = details.get(entry.recipeId);
        if (!recipe) continue;
        const source = { recipeId: recipe.id, title: planSourceTitle(recipe.title, entry.date) };
        for (const ingredient of recipe.extendedIngredients) {
          if (ingredient.original.trim() === '') continue;
          const text = scaledLine(ingredient.original, recipe.servings, entry.servings);
          const inPantry = pantryItems.length > 0 ? coveringItem(pantryItems, text) : null;
          if (inPantry !== null) {
            skipped.push({ text, inPantry });
            continue;
          }
          lines.push({
            text,
            checked: false,
            sources: [source],
            planEntryId: entry.id,
          });
        }
      }
      if (lines.length > 0) await deps.shoppingList.add(userId, lines);
      return { added: lines.length, skipped };
    },

    /**
     * Marks a recipe entry cooked and takes out of the pantry what its ingredient lines used:
     * each food once, the item nearest its date, never an always-have staple (`pantry.use`).
     * What was taken is kept with the entry so that `uncook` puts back exactly it. A recipe no
     * longer readable is marked cooked and takes nothing.
     */
    async cook(userId: number, id: number): Promise<CookedResponse> {
      const scope = await deps.scopeOf(userId);
      const entry = await plan.findEntry(db.kysely, scope, id);
      if (!entry) throw notFound(PLAN_MESSAGES.noEntry(id));
      if (entry.recipeId === null) throw badRequest(PLAN_MESSAGES.cookNote);
      if (!(await plan.markCooked(db.kysely, scope, id, now()))) throw conflict(PLAN_MESSAGES.cookedAlready);
      announce(scope, 'plan');
      const recipe = await deps.recipes.detail(entry.recipeId, userId);
      const names = new Map<string, string>();
      for (const ingredient of recipe?.extendedIngredients ?? []) {
        const name = lineFoodName(ingredient.original);
        const key = pantryKey(name);
        if (key !== '' && !names.has(key)) names.set(key, name);
      }
      const taken =
        deps.pantry && names.size > 0 ? (await deps.pantry.use(userId, [...names.values()].slice(0, 100))).taken : [];
      if (taken.length > 0) {
        await plan.setCookedTaken(
          db.kysely,
          scope,
          id,
          taken.map(({ name, amount, bestBefore, addedAt }) => ({ name, amount, bestBefore, addedAt })),
        );
      }
      return { entry: (await withAvailability(userId, [await ownEntry(userId, id)]))[0]!, taken };
    },

    /** Undoes `cook`: the entry is no longer cooked and the items cooking took go back as they were. */
    async uncook(userId: number, id: number): Promise<UncookedResponse> {
      const scope = await deps.scopeOf(userId);
      const taken = await plan.clearCooked(db.kysely, scope, id);
      if (taken === undefined) {
        if (!(await plan.findEntry(db.kysely, scope, id))) throw notFound(PLAN_MESSAGES.noEntry(id));
        throw conflict(PLAN_MESSAGES.notCooked);
      }
      announce(scope, 'plan');
      const back = deps.pantry ? await deps.pantry.putBack(userId, taken) : { items: [], refused: [] };
      return {
        entry: (await withAvailability(userId, [await ownEntry(userId, id)]))[0]!,
        restored: back.items,
        refused: back.refused,
      };
    },

    /** Recipes planned in the two weeks around a range, for a proposal not to repeat. */
    recentRecipeIds: async (userId: number, from: string, to: string): Promise<number[]> =>
      plan.plannedRecipeIds(
        db.kysely,
        await deps.scopeOf(userId),
        addDays(from, -RECENT_DAYS),
        addDays(to, RECENT_DAYS),
      ),
  };
}

export type PlanService = ReturnType<typeof createPlanService>;
