import { useCallback } from 'react';
import { Link } from 'react-router';
import { useLoginRequired } from '@/components/login-required';
import { Section } from '@/components/section';
import { paths } from '@/config/paths';
import { useOwnRecipesStore } from '../stores/own-recipes-store';
import { SharingBadge } from './own-recipe-bar';
import '../own-recipes.css';

/**
 * The recipe manager's "Your recipes": the recipes the user added, newest first, each with its
 * sharing, a link to it and to its editor, and the way to add another. Nothing without a login
 * (the screen asks to log in once, for everything on it).
 */
export function OwnRecipesSection() {
  const {
    list,
    listStatus: status,
    listError: error,
    loadList,
  } = useOwnRecipesStore('list', 'listStatus', 'listError', 'loadList');
  const load = useCallback(() => loadList(), [loadList]);
  const loggedIn = useLoginRequired(load);
  if (!loggedIn) return null;

  return (
    <Section
      className="own-recipes"
      headingId="own-recipes-heading"
      title="Your recipes"
      aside={
        <Link to={paths.addRecipe} className="button button--primary">
          Add a recipe
        </Link>
      }
    >
      {/* Not an alert: the list is one part of the screen, and the saved recipes below still work. */}
      {error ? (
        <p className="own-recipes__error">
          {`Your recipes could not be loaded: ${error} `}
          <button type="button" className="button button--ghost" onClick={() => void loadList()}>
            Try again
          </button>
        </p>
      ) : null}
      {list.length > 0 ? (
        <ul className="own-recipes__list" aria-label="Your recipes">
          {list.map((recipe) => (
            <li key={recipe.id} className="own-recipes__item">
              {recipe.image.startsWith('/images/') ? (
                <img className="own-recipes__thumb" src={recipe.image} alt="" width={56} height={42} loading="lazy" />
              ) : (
                <span className="own-recipes__thumb" aria-hidden="true" />
              )}
              <span className="own-recipes__text">
                <Link to={paths.recipe(recipe.id)} className="own-recipes__title">
                  {recipe.title}
                </Link>
                <span className="own-recipes__meta">
                  <SharingBadge shared={recipe.shared} />
                  {recipe.sourceName ? <span>{`from ${recipe.sourceName}`}</span> : null}
                </span>
              </span>
              <Link
                to={paths.editRecipe(recipe.id)}
                className="button button--ghost own-recipes__edit"
                aria-label={`Edit ${recipe.title}`}
              >
                Edit
              </Link>
            </li>
          ))}
        </ul>
      ) : status === 'succeeded' ? (
        <p className="own-recipes__empty">
          Add recipes by link, by pasting, or from files. They are private unless you share them.
        </p>
      ) : status === 'loading' || status === 'idle' ? (
        <p className="own-recipes__empty" role="status">
          Loading your recipes…
        </p>
      ) : null}
    </Section>
  );
}
