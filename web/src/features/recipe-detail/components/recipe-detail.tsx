import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ALLERGY_IDS, ALLERGY_LABELS, DIET_LABELS, isDietId } from '@shared/ids';
import type { RecipeDetail as Recipe } from '@shared/recipe';
import type { UnitPreference } from '@shared/settings';
import { CheckIcon, ClockIcon } from '@/components/icons';
import { Skeleton } from '@/components/skeleton';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatDuration } from '@/lib/duration';
import { DETAIL_SIZES, responsiveImage } from '@/lib/image';
import { instructionParagraphs, safeExternalUrl } from '@/lib/sanitize';
import { useHasToken } from '@/lib/token';
import { useRecipeDetailStore } from '../stores/recipe-detail-store';
import { unitsStore, useUnitsStore } from '../stores/units-store';
import { MAX_SERVINGS, MIN_SERVINGS } from '../lib/scale';
import { lineAsShown, stepAsShown } from '../lib/units';
import { LabelReasonsSection, ProfileWarning, type DietProfile } from './label-reasons';

/** What the recipe page shows now, for the tools a route adds below the title (cook mode, shopping list). */
export interface RecipeViewState {
  recipe: Recipe;
  /** The servings chosen with the stepper, and the recipe's own. */
  servings: number;
  baseServings: number;
  /** The ingredient lines as shown: scaled and in the chosen units. */
  ingredientLines: string[];
  /** The steps as shown (sanitised inline HTML, temperatures in the chosen units). */
  steps: string[];
}

interface RecipeDetailProps {
  id: number;
  /** Controls beside the title, e.g. the save toggle (composed by the route). */
  actions?: ReactNode;
  /** Tools that work on the recipe as shown (composed by the route). */
  tools?: (view: RecipeViewState) => ReactNode;
  /** Tools beside the servings stepper, working on the lines as shown (composed by the route). */
  ingredientTools?: (view: RecipeViewState) => ReactNode;
  /** The logged-in user's saved allergens and diets: a recipe that breaks them says so at the top. */
  profile?: DietProfile | null;
}

export function RecipeDetail({ id, actions, tools, ingredientTools, profile = null }: RecipeDetailProps) {
  const detail = useRecipeDetailStore((state) => state.recipesDetails[id]);
  const status = useRecipeDetailStore((state) => (state.currentId === id ? state.status : 'idle'));
  const notFound = useRecipeDetailStore((state) => state.currentId === id && state.notFound);
  const fetchDetail = useRecipeDetailStore((state) => state.fetchDetail);

  // Fetches on arrival, and again when the store is reset while the page is open (the account's
  // state is cleared on logout, also from another tab): otherwise the page would wait for nothing.
  const resets = useRecipeDetailStore((state) => state.resets);
  useEffect(() => {
    void fetchDetail(id);
  }, [id, fetchDetail, resets]);

  useDocumentTitle(detail?.title ?? (status === 'failed' ? 'Recipe unavailable' : 'Recipe'));

  if (detail)
    return (
      <RecipeView recipe={detail} actions={actions} tools={tools} ingredientTools={ingredientTools} profile={profile} />
    );
  if (status === 'failed') {
    return (
      <div className="page page--narrow">
        <h1 className="page__title">{notFound ? 'Recipe not found' : 'Recipe unavailable'}</h1>
        <div className="message-card">
          <p>
            {notFound
              ? "We couldn't find this recipe. It may have been removed."
              : 'This recipe could not be loaded just now.'}
          </p>
          {notFound ? (
            <Link to={paths.search} className="button button--primary">
              Search Recipes
            </Link>
          ) : (
            <button type="button" className="button button--primary" onClick={() => void fetchDetail(id)}>
              Try again
            </button>
          )}
        </div>
      </div>
    );
  }
  return <RecipeSkeleton />;
}

/** The loading fallback: the page's shape, so nothing jumps when the recipe arrives. */
export function RecipeSkeleton() {
  return (
    <div className="recipe" aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading recipe…
      </p>
      <div aria-hidden="true">
        <Skeleton className="skeleton--heading" width="75%" />
        <Skeleton className="skeleton--line" width="45%" />
        <Skeleton className="recipe__media skeleton--media" />
        <Skeleton className="skeleton--line" />
        <Skeleton className="skeleton--line" width="90%" />
        <Skeleton className="skeleton--line" width="60%" />
      </div>
    </div>
  );
}

function RecipeView({
  recipe,
  actions,
  tools,
  ingredientTools,
  profile,
}: {
  recipe: Recipe;
  actions?: ReactNode;
  tools?: (view: RecipeViewState) => ReactNode;
  ingredientTools?: (view: RecipeViewState) => ReactNode;
  profile: DietProfile | null;
}) {
  const [units, setUnits] = useUnitChoice();
  const paragraphs = useMemo(() => {
    const html = instructionParagraphs(recipe.instructions);
    return html.map((paragraph) => stepAsShown(paragraph, units));
  }, [recipe.instructions, units]);
  const ingredients = useMemo(
    () => (recipe.extendedIngredients ?? []).map((item) => item.original).filter(Boolean),
    [recipe.extendedIngredients],
  );
  const baseServings = recipe.servings > 0 ? recipe.servings : 1;
  const [servings, setServings] = useState(baseServings);
  const lines = useMemo(
    () => ingredients.map((line) => lineAsShown(line, servings / baseServings, units)),
    [ingredients, servings, baseServings, units],
  );
  const diets = (recipe.diets ?? []).filter(isDietId);
  const contains = new Set(recipe.allergens ?? []);
  const freeOf = recipe.allergens ? ALLERGY_IDS.filter((id) => !contains.has(id)) : [];
  const image = recipe.image ? responsiveImage(recipe.image) : null;
  const sourceUrl = safeExternalUrl(recipe.sourceUrl);
  const cuisines = recipe.cuisines ?? [];
  const dishTypes = recipe.dishTypes ?? [];
  const nutrition = recipe.nutrition;

  return (
    <article className="recipe">
      <header className="recipe__header">
        <div className="recipe__title-row">
          <h1 className="recipe__title">{recipe.title}</h1>
          {actions ? <div className="recipe__actions">{actions}</div> : null}
        </div>
        <p className="recipe__meta">
          <ClockIcon size={18} />
          <span>{`Serves: ${recipe.servings} - Ready in ${recipe.readyInMinutes} minutes`}</span>
          {/* From an hour up the minutes alone are hard to read: "1380 minutes" is "23 h". */}
          {recipe.readyInMinutes >= 60 ? <span>{`(${formatDuration(recipe.readyInMinutes)})`}</span> : null}
        </p>
      </header>

      {profile ? <ProfileWarning recipe={recipe} profile={profile} /> : null}

      {tools ? (
        <div className="recipe__tools">
          {tools({
            recipe,
            servings,
            baseServings,
            ingredientLines: lines.map((line) => line.text),
            steps: paragraphs,
          })}
        </div>
      ) : null}

      {image ? (
        <figure className="recipe__media">
          <img
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.srcSet ? DETAIL_SIZES : undefined}
            alt={recipe.imageAlt || recipe.title}
            width={800}
            height={600}
            fetchPriority="high"
            decoding="async"
          />
        </figure>
      ) : null}

      {diets.length > 0 || freeOf.length > 0 ? (
        <div className="recipe__labels">
          {diets.length > 0 ? (
            <ul className="chip-list" aria-label="Diets">
              {diets.map((diet) => (
                <li key={diet} className="chip chip--diet">
                  {DIET_LABELS[diet].name}
                </li>
              ))}
            </ul>
          ) : null}
          {freeOf.length > 0 ? (
            <div className="chip-row">
              <span className="chip-row__label" id={`free-of-${recipe.id}`}>
                Free of
              </span>
              <ul className="chip-list" aria-labelledby={`free-of-${recipe.id}`}>
                {freeOf.map((allergen) => (
                  <li key={allergen} className="chip chip--free">
                    <CheckIcon size={14} />
                    {ALLERGY_LABELS[allergen]}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}

      {recipe.summary ? <p className="recipe__summary">{recipe.summary}</p> : null}

      {cuisines.length > 0 ||
      dishTypes.length > 0 ||
      recipe.preparationMinutes != null ||
      recipe.cookingMinutes != null ? (
        <dl className="facts">
          {cuisines.length > 0 ? (
            <div className="facts__item">
              <dt>Cuisine</dt>
              <dd>{cuisines.join(', ')}</dd>
            </div>
          ) : null}
          {dishTypes.length > 0 ? (
            <div className="facts__item">
              <dt>Course</dt>
              <dd className="capitalize">{dishTypes.join(', ')}</dd>
            </div>
          ) : null}
          {recipe.preparationMinutes != null ? (
            <div className="facts__item">
              <dt>Prep</dt>
              <dd>{formatDuration(recipe.preparationMinutes)}</dd>
            </div>
          ) : null}
          {recipe.cookingMinutes != null ? (
            <div className="facts__item">
              <dt>Cook</dt>
              <dd>{formatDuration(recipe.cookingMinutes)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}

      <div className="recipe__body">
        <section className="recipe__section recipe__ingredients" aria-labelledby="ingredients-heading">
          <h2 id="ingredients-heading">Ingredients</h2>
          {ingredients.length > 0 ? (
            <>
              <ServingsStepper servings={servings} original={baseServings} onChange={setServings} />
              <UnitChoice value={units} onChange={setUnits} />
              {ingredientTools?.({
                recipe,
                servings,
                baseServings,
                ingredientLines: lines.map((line) => line.text),
                steps: paragraphs,
              })}
              <ul className="ingredients">
                {lines.map((line, index) => (
                  <li key={`${index}-${line.text}`}>
                    {line.text}
                    {line.scaled ? null : <span className="ingredients__note"> (as written)</span>}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>Ingredients unavailable.</p>
          )}
        </section>

        <section className="recipe__section recipe__instructions" aria-labelledby="instructions-heading">
          <h2 id="instructions-heading">Instructions</h2>
          {paragraphs.length > 0 ? (
            <div className="instructions">
              {paragraphs.map((html, index) => (
                // Sanitised by DOMPurify in lib/sanitize: inline markup only.
                <p key={index} dangerouslySetInnerHTML={{ __html: html }} />
              ))}
            </div>
          ) : (
            <p>Instructions unavailable.</p>
          )}
        </section>
      </div>

      <LabelReasonsSection recipe={recipe} />

      {nutrition ? (
        <section className="recipe__section" aria-labelledby="nutrition-heading">
          <h2 id="nutrition-heading">Nutrition per serving</h2>
          <p className="section__note">Estimated from the ingredients and their amounts.</p>
          <dl className="nutrition">
            <div className="nutrition__item">
              <dt>Calories</dt>
              <dd>{Math.round(nutrition.calories)} kcal</dd>
            </div>
            <div className="nutrition__item">
              <dt>Protein</dt>
              <dd>{Math.round(nutrition.protein)} g</dd>
            </div>
            <div className="nutrition__item">
              <dt>Carbs</dt>
              <dd>{Math.round(nutrition.carbohydrates)} g</dd>
            </div>
            <div className="nutrition__item">
              <dt>Fat</dt>
              <dd>{Math.round(nutrition.fat)} g</dd>
            </div>
          </dl>
        </section>
      ) : null}

      {recipe.sourceName || recipe.license ? (
        <p className="recipe__source">
          {recipe.sourceName ? (
            <>
              Source:{' '}
              {sourceUrl ? (
                <a href={sourceUrl} target="_blank" rel="noopener noreferrer">
                  {recipe.sourceName}
                </a>
              ) : (
                recipe.sourceName
              )}
            </>
          ) : null}
          {recipe.sourceName && recipe.license ? ' · ' : null}
          {recipe.license ? `Licence: ${recipe.license}` : null}
        </p>
      ) : null}
    </article>
  );
}

/** Servings for the ingredient list: every amount follows; the recipe's own count is one tap away. */
function ServingsStepper({
  servings,
  original,
  onChange,
}: {
  servings: number;
  original: number;
  onChange: (servings: number) => void;
}) {
  return (
    <div className="servings" role="group" aria-label="Servings">
      <button
        type="button"
        className="servings__button"
        aria-label="Fewer servings"
        disabled={servings <= MIN_SERVINGS}
        onClick={() => onChange(Math.max(MIN_SERVINGS, servings - 1))}
      >
        −
      </button>
      <output className="servings__count" aria-live="polite">
        {servings === 1 ? '1 serving' : `${servings} servings`}
      </output>
      <button
        type="button"
        className="servings__button"
        aria-label="More servings"
        disabled={servings >= MAX_SERVINGS}
        onClick={() => onChange(Math.min(MAX_SERVINGS, servings + 1))}
      >
        +
      </button>
      {servings !== original ? (
        <button type="button" className="button button--ghost" onClick={() => onChange(original)}>
          Back to {original}
        </button>
      ) : null}
    </div>
  );
}

type UnitChoiceValue = UnitPreference;
const UNIT_CHOICES: readonly [UnitChoiceValue, string][] = [
  ['as-written', 'As written'],
  ['metric', 'Metric'],
  ['us', 'US'],
];

/** The measures to show: the device's choice, or the account's once a logged-in user's is read. */
function useUnitChoice(): [UnitChoiceValue, (value: UnitChoiceValue) => void] {
  const units = useUnitsStore((state) => state.units);
  const hasToken = useHasToken();
  useEffect(() => {
    if (hasToken) void unitsStore.getState().loadAccount();
  }, [hasToken]);
  return [units, (next) => void unitsStore.getState().choose(next)];
}

function UnitChoice({ value, onChange }: { value: UnitChoiceValue; onChange: (value: UnitChoiceValue) => void }) {
  return (
    <fieldset className="unit-choice">
      <legend className="visually-hidden">Measures</legend>
      {UNIT_CHOICES.map(([choice, label]) => (
        <label key={choice} className={value === choice ? 'unit-choice__option is-active' : 'unit-choice__option'}>
          <input
            type="radio"
            name="units"
            value={choice}
            checked={value === choice}
            onChange={() => onChange(choice)}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
