/**
 * The Fluent Emoji icons of the pictures: the 103 MB set is parsed once, on first use, and each icon
 * is built once; an icon is drawn as its vector body or as its raster, with the icons' drop shadow.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { getIconData, iconToSVG, replaceIDs } from '@iconify/utils';
import { fmt, rotateAbout } from './svg';

/** The icon set's JSON shape, taken from the function that reads it (no extra type package needed). */
type IconSet = Parameters<typeof getIconData>[0];

/** Drawn when an icon name is not in the set, or when a recipe names no icon. */
export const FALLBACK_ICON = 'fork-and-knife-with-plate';

export interface BuiltIcon {
  viewBox: string;
  /** The icon's inner SVG, ids not yet made unique. */
  body: string;
}

let iconSet: IconSet | undefined;
const builtIcons = new Map<string, BuiltIcon | null>();

function loadIconSet(): IconSet {
  if (!iconSet) {
    const require = createRequire(import.meta.url);
    const file = require.resolve('@iconify-json/fluent-emoji/icons.json');
    iconSet = JSON.parse(readFileSync(file, 'utf8')) as IconSet;
  }
  return iconSet;
}

export function buildIcon(name: string): BuiltIcon | null {
  const cached = builtIcons.get(name);
  if (cached !== undefined) return cached;
  const data = getIconData(loadIconSet(), name);
  let built: BuiltIcon | null = null;
  if (data) {
    const svg = iconToSVG(data);
    built = { viewBox: svg.attributes.viewBox, body: svg.body };
  }
  builtIcons.set(name, built);
  return built;
}

/**
 * Builds the named icons (and the fallback) from one parse of the icon set, then lets the set go, so a
 * caller that knows every icon it will draw (generate.ts) keeps a few hundred KB instead of the ~250 MB
 * the parsed set takes. A later icon outside the list parses the set again.
 */
export function preloadIcons(names: Iterable<string>): void {
  for (const name of new Set([...names, FALLBACK_ICON])) if (name.trim() !== '') buildIcon(name);
  iconSet = undefined;
}

/** Whether the icon set has an icon of that name (loads the set on first call). */
export function isKnownIcon(name: string): boolean {
  return buildIcon(name) !== null;
}

/** The largest box an icon is drawn in; rasters of this size serve every box. */
export const ICON_RASTER_SIZE = 364;

/** The margin around a rasterised icon that holds its shadow, as a share of the icon's size. */
const RASTER_MARGIN = 0.08;
/** The icons' soft drop shadow, drawn below them: blur and offset in pixels of a 364-pixel icon. */
export const dropShadowFilter = (id: string, region: string): string =>
  `<filter id="${id}" ${region}><feGaussianBlur in="SourceAlpha" stdDeviation="6"/><feOffset dy="8" result="b"/><feFlood flood-color="#3b2412" flood-opacity=".28"/><feComposite in2="b" operator="in"/><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`;

/**
 * One icon alone, with its drop shadow, as an SVG document for rasterising (the fallback icon for an
 * unknown name). The icon fills `ICON_RASTER_SIZE` pixels inside a margin that holds the shadow.
 */
export function standaloneIconSvg(name: string): string {
  const icon = resolveIcon(name);
  const margin = Math.round(ICON_RASTER_SIZE * RASTER_MARGIN);
  const full = ICON_RASTER_SIZE + 2 * margin;
  const filter = dropShadowFilter(
    'shadow',
    `filterUnits="userSpaceOnUse" x="0" y="0" width="${full}" height="${full}"`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${full}" height="${full}" viewBox="0 0 ${full} ${full}"><defs>${filter}</defs><g filter="url(#shadow)">${nestedIcon(icon, margin, margin, ICON_RASTER_SIZE)}</g></svg>`;
}

/** The icon, or the neutral dish icon when the name is unknown. */
export function resolveIcon(name: string | undefined): BuiltIcon {
  const icon = (name && buildIcon(name)) || buildIcon(FALLBACK_ICON);
  if (icon) return icon;
  // Only reachable if the icon set lost its fallback icon: a plain plate keeps the picture whole.
  return {
    viewBox: '0 0 32 32',
    body: '<circle cx="16" cy="16" r="13" fill="#f4f1ec" stroke="#c9c2b8" stroke-width="1.5"/><circle cx="16" cy="16" r="8" fill="none" stroke="#ddd6cc"/>',
  };
}

/** The icon's vector body in a square box at (x, y), its ids made unique for this instance. */
const nestedIcon = (icon: BuiltIcon, x: number, y: number, size: number): string =>
  `<svg x="${fmt(x)}" y="${fmt(y)}" width="${fmt(size)}" height="${fmt(size)}" viewBox="${icon.viewBox}" overflow="visible">${replaceIDs(icon.body)}</svg>`;

export interface Box {
  x: number;
  y: number;
  size: number;
}

/** One icon placed in a square box, tilted about its centre, drawn from its raster when given. */
export function iconSvg(icon: BuiltIcon, box: Box, rotation: number, raster?: string): string {
  const cx = box.x + box.size / 2;
  const cy = box.y + box.size / 2;
  const transform = rotation ? ` transform="${rotateAbout(rotation, cx, cy)}"` : '';
  if (raster !== undefined) {
    const margin = box.size * RASTER_MARGIN;
    const size = box.size + 2 * margin;
    return `<g${transform}><image x="${fmt(box.x - margin)}" y="${fmt(box.y - margin)}" width="${fmt(size)}" height="${fmt(size)}" href="${raster}"/></g>`;
  }
  return `<g${transform}>${nestedIcon(icon, box.x, box.y, box.size)}</g>`;
}
