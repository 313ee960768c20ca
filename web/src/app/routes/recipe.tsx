import { useParams } from 'react-router';
import { RecipeDetail } from '@/features/recipe-detail/components/recipe-detail';
import { SaveToggle } from '@/features/saved/components/save-toggle';
import NotFoundRoute from './not-found';

export default function RecipeRoute() {
  const { id = '' } = useParams();
  if (!/^\d{1,15}$/.test(id)) return <NotFoundRoute />;
  const recipeId = Number(id);
  return <RecipeDetail key={recipeId} id={recipeId} actions={<SaveToggle recipeId={recipeId} />} />;
}
