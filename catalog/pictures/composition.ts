/**
 * What a recipe's picture shows, as discrete choices: the vessel, the icons, the sauce and garnish,
 * the background. The drawing (compose.ts) follows it, and scripts/picture-distinctness.ts measures
 * how many recipes share one.
 */
import type { PatternKind, Vessel } from '../knowledge/pictures/looks';
import { type Family, findFamily } from './background';
import { chooseVessel, garnishOf, sauceColour } from './dish-look';
import { FALLBACK_ICON, buildIcon } from './icons';
import { SURFACES, type Surface } from './surface';
import { hashString, pick } from './svg';
import { seededRandom } from '../../shared/seeded-random';

export interface ComposeInput {
  /** Fluent Emoji icon names: the dish first, then up to two main ingredients. */
  icons: string[];
  cuisine: string;
  dishTypes: string[];
  /** The recipe's title: words such as "loaf", "stew" or "green curry" choose the vessel and the sauce. */
  title?: string;
  /** The ingredient lines as written: they colour the sauce, crust or drink and choose the garnish. */
  ingredients?: readonly string[];
  /** Varies the background between recipes of the same cuisine; the recipe id is a good seed. */
  seed: number;
  /**
   * Already rasterised icons (PNG data URLs by icon name, see `rasteriseIcons`). An icon found here is
   * drawn as an image instead of its vector body: librsvg then draws its dozens of gradients and blur
   * filters once per icon for the whole catalog rather than once per picture.
   */
  rasters?: ReadonlyMap<string, string>;
}

export interface PictureComposition {
  vessel: Vessel;
  /** The icons as drawn: the dish first, an unknown name replaced by the fallback icon. */
  icons: string[];
  /** The sauce, crust or drink colour (`SAUCE_COLOURS`), or `none` when no word names one. */
  sauce: string;
  /** The garnish scattered over the dish (`GARNISHES`), or `none`. */
  garnish: string;
  /** The cuisine's family of backgrounds, the palette's index in it, its pattern. */
  family: string;
  palette: number;
  pattern: PatternKind;
  surface: Surface;
}

/** The icon names as given: at most three, empty names left out. */
export const iconNamesOf = (input: ComposeInput): string[] =>
  (Array.isArray(input.icons) ? input.icons : []).filter((n) => typeof n === 'string' && n.trim() !== '').slice(0, 3);

/** The discrete choices of the background: the same seed always gives the same ones. */
function backgroundChoices(family: Family, seed: number): { palette: number; pattern: PatternKind; surface: Surface } {
  const random = seededRandom(hashString(`${family.name}:${seed}`) ^ Math.imul(seed | 0, 0x9e3779b1));
  const palette = Math.floor(random() * family.palettes.length) % family.palettes.length;
  const pattern = pick(family.patterns, random);
  const surface = pick(SURFACES, random);
  return { palette, pattern, surface };
}

/** Everything the picture of `input` shows, as discrete choices (no positions, tilts or ids). */
export function pictureComposition(input: ComposeInput): PictureComposition {
  const family = findFamily(input.cuisine);
  const names = iconNamesOf(input);
  const icons = (names.length ? names : [FALLBACK_ICON]).map((name) => (buildIcon(name) ? name : FALLBACK_ICON));
  const words = {
    title: typeof input.title === 'string' ? input.title : '',
    ingredients: Array.isArray(input.ingredients) ? input.ingredients : [],
    dishTypes: Array.isArray(input.dishTypes) ? input.dishTypes : [],
    dishIcon: icons[0] ?? FALLBACK_ICON,
  };
  return {
    vessel: chooseVessel(words),
    icons,
    sauce: sauceColour(words)?.name ?? 'none',
    garnish: garnishOf(words)?.name ?? 'none',
    family: family.name,
    ...backgroundChoices(family, input.seed),
  };
}

/** One string per composition: two recipes with the same key look alike. */
export function compositionKey(composition: PictureComposition): string {
  const c = composition;
  return [c.vessel, c.icons.join('+'), c.sauce, c.garnish, c.family, c.palette, c.pattern, c.surface].join('|');
}
