/**
 * The picture's background: a gradient in the colours of the recipe's cuisine, a faint repeated
 * pattern and a soft glow behind the dish. The families of cuisines are data
 * (catalog/knowledge/pictures/cuisine-families.yaml).
 */
import { DEFAULT_FAMILY, FAMILIES, type Family, type Palette, type PatternKind } from '../knowledge/pictures/looks';
import { fmt } from './svg';

export type { Family, Palette, PatternKind };
export { DEFAULT_FAMILY };

/** The family of a cuisine name (case-insensitive; unknown cuisines get a neutral warm family). */
export function cuisineFamily(cuisine: string): string {
  return findFamily(cuisine).name;
}

export function findFamily(cuisine: string): Family {
  const key = typeof cuisine === 'string' ? cuisine.trim().toLowerCase() : '';
  if (!key) return DEFAULT_FAMILY;
  // Longest match first, so "south american" is not taken for "american".
  let best: { family: Family; length: number } | undefined;
  for (const family of FAMILIES) {
    for (const fragment of family.match) {
      if (key.includes(fragment) && (!best || fragment.length > best.length))
        best = { family, length: fragment.length };
    }
  }
  return best?.family ?? DEFAULT_FAMILY;
}

/**
 * A small tile repeated over the background. Tiles are never rotated with patternTransform (that makes
 * librsvg several times slower); diagonal motifs are drawn diagonal inside the tile instead.
 */
function patternSvg(kind: PatternKind, id: string, ink: string, random: () => number): string {
  const open = (size: number): string =>
    `<pattern id="${id}" x="${Math.floor(random() * size)}" y="${Math.floor(random() * size)}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">`;
  const mirror = random() < 0.5;
  switch (kind) {
    case 'dots':
      return `${open(36)}<circle cx="9" cy="9" r="3.6" fill="${ink}"/><circle cx="27" cy="27" r="3.6" fill="${ink}"/></pattern>`;
    case 'stripes': {
      // 45° stripes that join across tile edges.
      const d = mirror ? 'M-8 8L8-8M-8 40L40-8M24 40L40 24' : 'M-8 24L8 40M-8-8L40 40M24-8L40 8';
      return `${open(32)}<path d="${d}" stroke="${ink}" stroke-width="8"/></pattern>`;
    }
    case 'gingham':
      return `${open(56)}<rect width="56" height="28" fill="${ink}" fill-opacity=".55"/><rect width="28" height="56" fill="${ink}" fill-opacity=".55"/></pattern>`;
    case 'lattice':
      return `${open(44)}<path d="M22 3L41 22L22 41L3 22Z" fill="none" stroke="${ink}" stroke-width="3" stroke-linejoin="round"/><circle cx="22" cy="22" r="4" fill="${ink}"/></pattern>`;
    case 'waves':
      return `${open(48)}<path d="M0 24a24 24 0 0 1 48 0M-24 48a24 24 0 0 1 48 0M24 48a24 24 0 0 1 48 0M10 24a14 14 0 0 1 28 0M-14 48a14 14 0 0 1 28 0M34 48a14 14 0 0 1 28 0" fill="none" stroke="${ink}" stroke-width="3"/></pattern>`;
    case 'zigzag':
      return `${open(40)}<path d="M-10 4L0 14l10-10 10 10 10-10 10 10 10-10M-10 24L0 34l10-10 10 10 10-10 10 10 10-10" fill="none" stroke="${ink}" stroke-width="3.5" stroke-linejoin="round"/></pattern>`;
    case 'grid':
      return `${open(40)}<path d="M0 .5h40M.5 0v40" fill="none" stroke="${ink}" stroke-width="3"/></pattern>`;
  }
}

export interface BackgroundIds {
  bg: string;
  glow: string;
  pattern: string;
}

/**
 * The background's definitions: the gradient at `angle` degrees, the glow and the pattern tile, for a
 * picture of `width` x `height`.
 */
export function backgroundDefs(
  ids: BackgroundIds,
  size: { width: number; height: number },
  palette: Palette,
  pattern: PatternKind,
  angle: number,
  random: () => number,
): string[] {
  const { width: W, height: H } = size;
  const rad = (angle * Math.PI) / 180;
  const gx = Math.cos(rad) / 2;
  const gy = Math.sin(rad) / 2;
  return [
    `<linearGradient id="${ids.bg}" x1="${fmt(0.5 - gx)}" y1="${fmt(0.5 - gy)}" x2="${fmt(0.5 + gx)}" y2="${fmt(0.5 + gy)}"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>`,
    `<radialGradient id="${ids.glow}" cx="${W / 2}" cy="${H / 2}" r="${W * 0.5}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fff" stop-opacity=".7"/><stop offset=".55" stop-color="#fff" stop-opacity=".25"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    patternSvg(pattern, ids.pattern, palette.ink, random),
  ];
}

/** The background itself, drawn first: the gradient, the pattern over it, the glow. */
export function backgroundSvg(ids: BackgroundIds, size: { width: number; height: number }): string {
  const rect = (id: string, more = ''): string =>
    `<rect width="${size.width}" height="${size.height}" fill="url(#${id})"${more}/>`;
  return rect(ids.bg) + rect(ids.pattern, ' opacity=".12"') + rect(ids.glow);
}
