/**
 * Builds the illustration of a built-in recipe as one SVG document: a background that belongs to the
 * recipe's cuisine, the dish's Fluent Emoji icon large in its vessel, and up to two ingredient icons
 * arranged around it. Everything is drawn from data shipped in npm packages and in
 * catalog/knowledge/pictures/, so pictures are made offline. See docs/decisions/005-recipe-pictures.md.
 *
 * The parts: composition.ts chooses what the picture shows, background.ts, surface.ts, vessel.ts,
 * garnish.ts and icons.ts draw it, layer by layer, in that order.
 */
import { GARNISHES, SAUCE_COLOURS } from '../knowledge/pictures/looks';
import { seededRandom } from '../../shared/seeded-random';
import { DEFAULT_FAMILY, backgroundDefs, backgroundSvg, findFamily } from './background';
import { type ComposeInput, iconNamesOf, pictureComposition } from './composition';
import { garnishSvg } from './garnish';
import { type Box, FALLBACK_ICON, buildIcon, dropShadowFilter, iconSvg, resolveIcon } from './icons';
import { surfaceSvg } from './surface';
import { fmt, hashString } from './svg';
import { mainIconSize, vesselSvg } from './vessel';

export { cuisineFamily } from './background';
export { type ComposeInput, type PictureComposition, compositionKey, pictureComposition } from './composition';
export { FALLBACK_ICON, ICON_RASTER_SIZE, isKnownIcon, preloadIcons, standaloneIconSvg } from './icons';
export { SURFACES, type Surface } from './surface';

export const PICTURE_WIDTH = 800;
export const PICTURE_HEIGHT = 600;

let instanceCounter = 0;

/** Ids unique to one picture, so pictures inlined in one page never share one. */
function pictureIds(seed: number): { bg: string; glow: string; pattern: string; shadow: string; drop: string } {
  const p = `dc${(seed >>> 0).toString(36)}${(instanceCounter++).toString(36)}`;
  return { bg: `${p}-bg`, glow: `${p}-glow`, pattern: `${p}-pat`, shadow: `${p}-blur`, drop: `${p}-drop` };
}

/**
 * One drop shadow for all icons: a filter per icon costs librsvg a canvas-sized surface each. Its region
 * is the icons' boxes (grown for rotation, blur and offset), so the blur covers no more than needed.
 */
function iconsShadowFilter(id: string, boxes: readonly Box[]): string {
  const left = Math.max(0, Math.min(...boxes.map((b) => b.x)) - 24);
  const top = Math.max(0, Math.min(...boxes.map((b) => b.y)) - 16);
  const right = Math.min(PICTURE_WIDTH, Math.max(...boxes.map((b) => b.x + b.size)) + 24);
  const bottom = Math.min(PICTURE_HEIGHT, Math.max(...boxes.map((b) => b.y + b.size)) + 34);
  return dropShadowFilter(
    id,
    `filterUnits="userSpaceOnUse" x="${fmt(left)}" y="${fmt(top)}" width="${fmt(right - left)}" height="${fmt(bottom - top)}"`,
  );
}

/** Builds the SVG illustration of one recipe (800x600 viewBox). Never throws for unknown icon names. */
export function composeRecipeSvg(input: ComposeInput): string {
  const W = PICTURE_WIDTH;
  const H = PICTURE_HEIGHT;
  const composition = pictureComposition(input);
  const family = findFamily(input.cuisine);
  const palette = family.palettes[composition.palette] ?? DEFAULT_FAMILY.palettes[0]!;
  // Positions, tilts and offsets: they vary but are not part of the composition.
  const random = seededRandom(hashString(`draw:${input.seed}`) ^ Math.imul(input.seed | 0, 0x85ebca6b));
  const angle = 20 + random() * 140;
  const sideFlip = random() < 0.5;
  const tiltMain = (random() - 0.5) * 6;
  const tiltA = (random() - 0.5) * 22;
  const tiltB = (random() - 0.5) * 22;
  const ids = pictureIds(input.seed);

  const names = iconNamesOf(input);
  const main = resolveIcon(names[0]);
  const extras = names.slice(1).map((n) => resolveIcon(n));
  const rasterOf = (name: string | undefined): string | undefined =>
    input.rasters?.get(name !== undefined && buildIcon(name) ? name : FALLBACK_ICON);

  const size = { width: W, height: H };
  const defs = [
    ...backgroundDefs(ids, size, palette, composition.pattern, angle, random),
    `<radialGradient id="${ids.shadow}"><stop offset=".78" stop-color="${palette.ink}" stop-opacity=".26"/><stop offset=".88" stop-color="${palette.ink}" stop-opacity=".1"/><stop offset="1" stop-color="${palette.ink}" stop-opacity="0"/></radialGradient>`,
  ];

  // Layout: the vessel sits a little above centre; ingredients overlap its lower rim at the sides.
  const plateR = 218;
  const cx = W / 2;
  const cy = H / 2 - 4;
  const mainSize = mainIconSize(composition.vessel, extras.length > 0);
  const small = 178;
  const placements: Array<{ x: number; y: number; tilt: number }> =
    extras.length === 1
      ? [{ x: sideFlip ? 180 : 620, y: 436, tilt: tiltA }]
      : [
          { x: 180, y: 436, tilt: tiltA },
          { x: 620, y: 436, tilt: tiltB },
        ];
  const sauce = SAUCE_COLOURS.find((tint) => tint.name === composition.sauce);
  const garnish = GARNISHES.find((tint) => tint.name === composition.garnish);

  const parts: string[] = [];
  parts.push(backgroundSvg(ids, size));
  parts.push(surfaceSvg(composition.surface, cx, cy, palette, random));
  const place = { cx, cy, r: plateR, flip: sideFlip };
  parts.push(vesselSvg(composition.vessel, place, palette, sauce, random, ids.shadow));
  if (garnish) parts.push(garnishSvg(garnish, composition.vessel, cx, cy, plateR, random));
  const mainBox = { x: cx - mainSize / 2, y: cy - mainSize / 2 - (extras.length ? 12 : 2), size: mainSize };
  const icons = [iconSvg(main, mainBox, tiltMain, rasterOf(names[0]))];
  const boxes = [mainBox];
  extras.forEach((icon, i) => {
    const at = placements[i];
    if (!at) return;
    const box = { x: at.x - small / 2, y: at.y - small / 2, size: small };
    boxes.push(box);
    icons.push(iconSvg(icon, box, at.tilt, rasterOf(names[i + 1])));
  });
  if (input.rasters) {
    // Rasterised icons carry their own shadow.
    parts.push(icons.join(''));
  } else {
    defs.push(iconsShadowFilter(ids.drop, boxes));
    parts.push(`<g filter="url(#${ids.drop})">${icons.join('')}</g>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs.join('')}</defs>${parts.join('')}</svg>`;
}
