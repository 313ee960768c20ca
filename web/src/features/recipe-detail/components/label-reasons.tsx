import type { AllergyId, DietId } from '@shared/ids';
import type { LabelEvidence, LabelReasons, RecipeDetail } from '@shared/recipe';
import { WarningIcon } from '@/components/icons';
import { allergenVerdict, dietVerdict, evidenceText, plainSteps } from './label-wording';

/** What the logged-in user avoids: the saved allergens and the saved diets. */
export interface DietProfile {
  allergies: readonly AllergyId[];
  diets: readonly DietId[];
}

const reasonsFor = <Id extends string>(list: readonly { id: Id; because: LabelEvidence[] }[], id: Id) =>
  list.find((item) => item.id === id)?.because ?? [];

/** One allergen or diet: the verdict, then its reasons when there are any. */
function Reason({
  verdict,
  because,
  steps,
}: {
  verdict: string;
  because: readonly LabelEvidence[];
  steps: readonly string[];
}) {
  return (
    <li>
      <strong>{verdict}</strong>
      {because.length > 0 ? `: ${because.map((item) => evidenceText(item, steps)).join('; ')}` : null}
    </li>
  );
}

/**
 * The warning at the top of a recipe for a logged-in user: each saved allergen the recipe holds
 * (or may hold, when a line could not be checked) and each saved diet it breaks, with the reason.
 */
export function ProfileWarning({ recipe, profile }: { recipe: RecipeDetail; profile: DietProfile }) {
  const reasons: LabelReasons = recipe.labelReasons ?? { allergens: [], brokenDiets: [], unchecked: [] };
  const held = profile.allergies.filter((id) => (recipe.allergens ?? []).includes(id));
  const broken = profile.diets.filter((id) => !(recipe.diets ?? []).includes(id));
  if (held.length === 0 && broken.length === 0) return null;
  const steps = plainSteps(recipe.instructions);
  return (
    <div className="label-warning" role="alert" aria-labelledby="label-warning-title">
      <p className="label-warning__title" id="label-warning-title">
        <WarningIcon size={20} />
        {held.length > 0 ? 'Not safe for your allergens' : 'Does not fit your diet'}
      </p>
      <ul className="label-warning__list">
        {held.map((id) => {
          const because = reasonsFor(reasons.allergens, id);
          return <Reason key={id} verdict={allergenVerdict(id, because)} because={because} steps={steps} />;
        })}
        {broken.map((id) => (
          <Reason key={id} verdict={dietVerdict(id)} because={reasonsFor(reasons.brokenDiets, id)} steps={steps} />
        ))}
      </ul>
    </div>
  );
}

/** Why the recipe carries its labels: each allergen with the lines that hold it, lines not checked, diets not met. */
export function LabelReasonsSection({ recipe }: { recipe: RecipeDetail }) {
  const reasons = recipe.labelReasons;
  if (!reasons) return null;
  const { allergens, brokenDiets, unchecked } = reasons;
  if (allergens.length === 0 && brokenDiets.length === 0 && unchecked.length === 0) return null;
  const steps = plainSteps(recipe.instructions);
  return (
    <section className="recipe__section label-reasons" aria-labelledby="label-reasons-heading">
      <h2 id="label-reasons-heading">Allergens and diets</h2>
      {unchecked.length > 0 ? (
        <div className="message-card message-card--warning">
          <p>
            <strong>Could not check</strong>: we could not read{' '}
            {unchecked.length === 1 ? 'this ingredient line' : 'these ingredient lines'}, so this recipe claims no diet
            and may contain any allergen.
          </p>
          <ul aria-label="Lines that could not be checked">
            {unchecked.map((line, index) => (
              <li key={`${index}-${line}`}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {allergens.length > 0 ? (
        <ul className="label-reasons__list" aria-label="Allergens">
          {allergens.map(({ id, because }) => (
            <Reason key={id} verdict={allergenVerdict(id, because)} because={because} steps={steps} />
          ))}
        </ul>
      ) : (
        <p>No allergen we track.</p>
      )}
      {brokenDiets.length > 0 ? (
        <details className="label-reasons__diets">
          <summary>Why some diets are not listed</summary>
          <ul aria-label="Diets not met">
            {brokenDiets.map(({ id, because }) => (
              <Reason key={id} verdict={dietVerdict(id)} because={because} steps={steps} />
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
