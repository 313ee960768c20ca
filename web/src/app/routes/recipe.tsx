import { useParams } from 'react-router';
import { recipeIdOf } from '@/config/paths';
import { RecipeDetail } from '@/features/recipe-detail/components/recipe-detail';
import { SaveToggle } from '@/features/saved/components/save-toggle';
import NotFoundRoute from './not-found';

export default function RecipeRoute() {
  const recipeId = recipeIdOf(useParams().id);
  if (recipeId === null) return <NotFoundRoute />;
  return <RecipeDetail key={recipeId} id={recipeId} actions={<SaveToggle recipeId={recipeId} />} />;
}
