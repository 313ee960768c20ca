import { ALLERGY_LABELS, DIET_LABELS, type AllergyId, type DietId } from '@shared/ids';
import type { LabelEvidence, LabelReasons, RecipeDetail } from '@shared/recipe';
import { WarningIcon } from '@/components/icons';

/** What the logged-in user avoids: the saved allergens and the saved diets. */
export interface DietProfile {
  allergies: readonly AllergyId[];
  diets: readonly DietId[];
}

const WHERE: Record<LabelEvidence['source'], string> = {
  ingredient: '',
  unchecked: '',
  title: 'the title',
  summary: 'the description',
  instructions: 'the steps',
  nutrition: '',
};

/** One reason, in words: the line, or what the title or steps name, or the figure. */
export function evidenceText(evidence: LabelEvidence): string {
  switch (evidence.source) {
    case 'ingredient':
      return `“${evidence.text}”`;
    case 'unchecked':
      return `could not check “${evidence.text}”`;
    case 'nutrition':
      return evidence.text;
    default:
      return evidence.food
        ? `${WHERE[evidence.source]} names ${evidence.food}: “${evidence.text}”`
        : `${WHERE[evidence.source]}: “${evidence.text}”`;
  }
}

const reasonsFor = <Id extends string>(list: readonly { id: Id; because: LabelEvidence[] }[], id: Id) =>
  list.find((item) => item.id === id)?.because ?? [];

const onlyUnchecked = (because: readonly LabelEvidence[]) =>
  because.length > 0 && because.every((item) => item.source === 'unchecked');

/** "Contains egg", or "May contain egg" when every reason is a line that could not be checked. */
const allergenVerdict = (id: AllergyId, because: readonly LabelEvidence[]) =>
  `${onlyUnchecked(because) ? 'May contain' : 'Contains'} ${ALLERGY_LABELS[id].toLowerCase()}`;

const dietVerdict = (id: DietId) => `Not ${DIET_LABELS[id].name.toLowerCase()}`;

/** One allergen or diet: the verdict, then its reasons when there are any. */
function Reason({ verdict, because }: { verdict: string; because: readonly LabelEvidence[] }) {
  return (
    <li>
      <strong>{verdict}</strong>
      {because.length > 0 ? `: ${because.map(evidenceText).join('; ')}` : null}
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
  return (
    <div className="label-warning" role="alert" aria-labelledby="label-warning-title">
      <p className="label-warning__title" id="label-warning-title">
        <WarningIcon size={20} />
        {held.length > 0 ? 'Not safe for your allergens' : 'Does not fit your diet'}
      </p>
      <ul className="label-warning__list">
        {held.map((id) => {
          const because = reasonsFor(reasons.allergens, id);
          return <Reason key={id} verdict={allergenVerdict(id, because)} because={because} />;
        })}
        {broken.map((id) => (
          <Reason key={id} verdict={dietVerdict(id)} because={reasonsFor(reasons.brokenDiets, id)} />
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
            <Reason key={id} verdict={allergenVerdict(id, because)} because={because} />
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
              <Reason key={id} verdict={dietVerdict(id)} because={because} />
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
