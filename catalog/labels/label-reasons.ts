/** Why a recipe carries each allergen and breaks each diet it does not fit, as shown with its labels. */
import type { AllergyId, DietId } from '../../shared/ids';
import { ALL_DIETS_MASK, maskToDiets } from '../../shared/label-masks';
import type { LabelEvidence, LabelReasons } from '../../shared/recipe';
import { KETO_THRESHOLDS, type MacroTotals } from './rules';

export const MAX_EVIDENCE = 3;

/** Up to MAX_EVIDENCE reasons per label, in the order found (ingredient lines first), without repeats. */
export class Evidence<Id extends string> {
  readonly byId = new Map<Id, LabelEvidence[]>();
  add(ids: readonly Id[], evidence: LabelEvidence): void {
    for (const id of ids) {
      const list = this.byId.get(id) ?? [];
      const repeated = list.some((item) => item.text === evidence.text && item.food === evidence.food);
      if (list.length < MAX_EVIDENCE && !repeated) list.push(evidence);
      this.byId.set(id, list);
    }
  }
  get(id: Id): LabelEvidence[] {
    return this.byId.get(id) ?? [];
  }
}

const percent = (share: number): string => `${Math.round(share * 100)} %`;

/** Why the energy ratio is not ketogenic, in words. */
function ketoRatioReasons(totals: MacroTotals): LabelEvidence[] {
  const energy = totals.fat * 9 + totals.protein * 4 + totals.carbs * 4;
  if (energy <= 0) return [{ source: 'nutrition', text: 'no energy could be estimated from the amounts' }];
  const reasons: LabelEvidence[] = [];
  const carbShare = (totals.carbs * 4) / energy;
  const fatShare = (totals.fat * 9) / energy;
  if (carbShare > KETO_THRESHOLDS.maxCarbEnergyShare)
    reasons.push({
      source: 'nutrition',
      text: `carbohydrate gives ${percent(carbShare)} of the energy (ketogenic allows at most ${percent(KETO_THRESHOLDS.maxCarbEnergyShare)})`,
    });
  if (fatShare < KETO_THRESHOLDS.minFatEnergyShare)
    reasons.push({
      source: 'nutrition',
      text: `fat gives ${percent(fatShare)} of the energy (ketogenic needs at least ${percent(KETO_THRESHOLDS.minFatEnergyShare)})`,
    });
  return reasons;
}

/** What labelRecipe found while it read the lines and texts, and the labels it derived. */
export interface LabelFindings {
  readonly allergens: readonly AllergyId[];
  readonly diets: readonly DietId[];
  readonly allergenWhy: Evidence<AllergyId>;
  readonly dietWhy: Evidence<DietId>;
  /** Original lines not understood. */
  readonly unrecognised: string[];
  /** Lines and mentions of no known amount, which block the ketogenic claim. */
  readonly unquantified: readonly LabelEvidence[];
  readonly realLines: number;
  readonly allKnown: boolean;
  readonly allQuantified: boolean;
  readonly totals: MacroTotals;
}

/** The reasons for each allergen and each broken diet: what was found, or the lines that could not be checked. */
export function explainLabels(found: LabelFindings): LabelReasons {
  const { allergens, diets, allergenWhy, dietWhy, unrecognised, unquantified, allKnown, allQuantified } = found;
  const unchecked: LabelEvidence[] =
    found.realLines === 0
      ? [{ source: 'unchecked', text: 'the recipe lists no ingredients' }]
      : unrecognised.slice(0, MAX_EVIDENCE).map((line) => ({ source: 'unchecked', text: line }));
  return {
    allergens: allergens.map((id) => {
      const because = allergenWhy.get(id);
      return { id, because: because.length > 0 ? because : unchecked };
    }),
    brokenDiets: maskToDiets(ALL_DIETS_MASK)
      .filter((id) => !diets.includes(id))
      .map((id) => {
        if (id === 'ketogenic') {
          const because = !allKnown
            ? unchecked
            : !allQuantified
              ? unquantified.slice(0, MAX_EVIDENCE)
              : ketoRatioReasons(found.totals);
          return { id, because };
        }
        const because = dietWhy.get(id);
        return { id, because: because.length > 0 ? because : unchecked };
      }),
    unchecked: unrecognised,
  };
}
