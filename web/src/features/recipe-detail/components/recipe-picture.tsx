import type { RecipeDetail as Recipe } from '@shared/recipe';
import { DETAIL_SIZES, responsiveImage } from '@/lib/image';

/** The recipe's picture, at the sizes the page's width needs; nothing when the recipe has none. */
export function RecipePicture({ recipe }: { recipe: Recipe }) {
  const image = recipe.image ? responsiveImage(recipe.image) : null;
  if (!image) return null;
  return (
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
  );
}
