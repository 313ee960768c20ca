import { RECIPE_IMAGE_FULL_WIDTH, RECIPE_IMAGE_SMALL_WIDTH } from '@/config/constants';

/** `/images/recipes/1001.webp` has a 400 px sibling `/images/recipes/1001-400.webp`. */
const RESIZABLE = /^(\/images\/recipes\/\d+)\.webp$/;

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
}

export function responsiveImage(url: string): ResponsiveImage {
  const match = RESIZABLE.exec(url);
  if (!match) return { src: url };
  const base = match[1];
  return {
    src: url,
    srcSet: `${base}-${RECIPE_IMAGE_SMALL_WIDTH}.webp ${RECIPE_IMAGE_SMALL_WIDTH}w, ${url} ${RECIPE_IMAGE_FULL_WIDTH}w`,
  };
}

/** Tile widths of the grid: 2 columns on phones, 3 on tablets, 4 on desktops (max 72rem wide). */
export const TILE_SIZES = '(min-width: 72rem) 17rem, (min-width: 64rem) 23vw, (min-width: 40rem) 31vw, 47vw';
/** The detail image spans the content column, at most 48rem. */
export const DETAIL_SIZES = '(min-width: 52rem) 48rem, 100vw';
