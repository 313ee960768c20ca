/**
 * The vessel the dish is served in, with its sauce, crust or drink: flat shapes seen from above,
 * drawn under the icons. Which vessel a recipe gets is read from its words (dish-look.ts).
 */
import { PLAIN_FILL, type SauceLook, type Vessel } from '../knowledge/pictures/looks';
import type { Palette } from './background';
import { blobPath, circle, fmt, rotateAbout, scallopPath } from './svg';

/** Where and how one vessel is drawn; `r` is the size of a dinner plate. */
interface Scene {
  cx: number;
  cy: number;
  r: number;
  palette: Palette;
  /** The colour words named, or undefined. */
  sauce: SauceLook | undefined;
  /** The sauce, or what fills this vessel when no word names a colour. */
  fill: SauceLook | undefined;
  random: () => number;
  /** The handles and the little dish of sauce go to the left rather than the right. */
  flip: boolean;
  /** A soft shadow under the vessel. */
  shadow: (rx: number, ry: number) => string;
  /** A pool of the fill with a highlight, or nothing when the vessel has no fill. */
  pool: (radius: number, wobble?: number) => string;
  /** A circle around the vessel's centre. */
  ring: (radius: number, rest: string) => string;
}

const plate = ({ r, palette, shadow, pool, ring }: Scene): string =>
  `${shadow(r * 1.14, r * 1.1)}${ring(r, 'fill="#fffdf9"')}${ring(r - 5, `fill="none" stroke="${palette.rim}" stroke-width="3"`)}${ring(r * 0.74, `fill="#fbf7f1" stroke="${palette.rim}" stroke-width="2"`)}${pool(r * 0.7, 0.06)}`;

function bowl({ cx, cy, r, palette, fill, shadow, pool, ring }: Scene): string {
  const rb = r * 0.96;
  return `${shadow(rb * 1.14, rb * 1.1)}${ring(rb, `fill="${palette.ink}"`)}${ring(rb - 12, 'fill="#fffdf9"')}${circle(cx, cy + 4, rb * 0.8, `fill="${fill?.deep ?? '#e9e0d2'}"`)}${pool(rb * 0.76, 0.02)}`;
}

function pot({ cx, cy, r, shadow, pool, ring }: Scene): string {
  const rp = r * 0.92;
  const handle = (dir: number): string =>
    `<rect x="${fmt(dir > 0 ? cx + rp - 14 : cx - rp - 52)}" y="${fmt(cy - 20)}" width="66" height="40" rx="18" fill="#5f666d"/>`;
  return `${shadow(rp * 1.3, rp * 1.12)}${handle(1)}${handle(-1)}${ring(rp, 'fill="#aab1b8"')}${ring(rp - 10, 'fill="#7b838b"')}${pool(rp - 22, 0.01)}`;
}

function skillet({ cx, cy, r, flip, shadow, pool, ring }: Scene): string {
  const rs = r * 0.9;
  const a = ((flip ? 205 : -25) * Math.PI) / 180;
  const hx = cx + Math.cos(a) * (rs - 10);
  const hy = cy + Math.sin(a) * (rs - 10);
  const angle = (a * 180) / Math.PI;
  return `${shadow(rs * 1.16, rs * 1.1)}<rect x="${fmt(hx)}" y="${fmt(hy - 19)}" width="190" height="38" rx="19" fill="#2a2b2f" transform="${rotateAbout(angle, hx, hy)}"/>${ring(rs, 'fill="#2f3035"')}${ring(rs - 14, 'fill="#44464c"')}${pool(rs - 26, 0.03)}`;
}

/** A rectangle, inset `by` pixels on every side of the box (x, y, w, h). */
const inset = (x: number, y: number, w: number, h: number, by: number, rest: string): string =>
  `<rect x="${fmt(x + by)}" y="${fmt(y + by)}" width="${fmt(w - 2 * by)}" height="${fmt(h - 2 * by)}" ${rest}/>`;

/** A ceramic baking dish with handles at its short ends. */
function tray({ cx, cy, r, palette, fill, random, shadow }: Scene): string {
  const w = r * 2;
  const h = r * 1.5;
  const x = cx - w / 2;
  const y = cy - h / 2;
  const bubbles = fill
    ? Array.from(
        { length: 7 },
        () =>
          `<ellipse cx="${fmt(x + 40 + random() * (w - 80))}" cy="${fmt(y + 36 + random() * (h - 72))}" rx="${fmt(12 + random() * 14)}" ry="${fmt(8 + random() * 8)}" fill="${fill.deep}" fill-opacity=".45"/>`,
      ).join('')
    : '';
  return `${shadow(w * 0.62, h * 0.66)}<rect x="${fmt(x - 30)}" y="${fmt(cy - 34)}" width="${fmt(w + 60)}" height="68" rx="24" fill="${palette.ink}"/>${inset(x, y, w, h, 0, `rx="34" fill="${palette.ink}"`)}${inset(x, y, w, h, 12, 'rx="26" fill="#fffaf2"')}${inset(x, y, w, h, 24, `rx="20" fill="${fill?.fill ?? '#f3e6cf'}"`)}${bubbles}`;
}

function loafTin({ cx, cy, r, fill, shadow }: Scene): string {
  const w = r * 2;
  const h = r * 1.25;
  const x = cx - w / 2;
  const y = cy - h / 2;
  const crust = fill ?? { fill: '#c98a45', deep: '#9a6127' };
  return `${shadow(w * 0.6, h * 0.7)}${inset(x, y, w, h, 0, 'rx="14" fill="#b4bac1"')}${inset(x, y, w, h, 16, 'rx="10" fill="#8e959d"')}${inset(x, y, w, h, 26, `rx="40" fill="${crust.fill}"`)}<path d="M${fmt(x + 60)} ${fmt(cy)}c${fmt(w * 0.2)} -18 ${fmt(w * 0.45)} 18 ${fmt(w - 120)} 0" fill="none" stroke="${crust.deep}" stroke-width="10" stroke-linecap="round"/>`;
}

/** A glass seen from above on a cork coaster. */
function glass({ cx, cy, r, fill, shadow, ring }: Scene): string {
  const rc = r * 0.86;
  const rg = r * 0.66;
  return `${shadow(rc * 1.12, rc * 1.08)}${ring(rc, 'fill="#d8b486"')}${ring(rc - 10, 'fill="none" stroke="#b98f5c" stroke-width="3" stroke-dasharray="2 7"')}${ring(rg, 'fill="#f4fbfd" stroke="#dbe8ee" stroke-width="8"')}${ring(rg - 14, `fill="${fill?.fill ?? '#d8ecf2'}" fill-opacity=".9"`)}<path d="M${fmt(cx - rg * 0.7)} ${fmt(cy - rg * 0.3)}a${fmt(rg * 0.75)} ${fmt(rg * 0.75)} 0 0 1 ${fmt(rg * 0.6)} ${fmt(-rg * 0.45)}" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="10" stroke-linecap="round"/>`;
}

/** A mug on its saucer, its handle to one side. */
function mug({ cx, cy, r, palette, fill, flip, shadow, ring }: Scene): string {
  const rs = r * 0.92;
  const rm = r * 0.64;
  const hx = flip ? cx - rm - 62 : cx + rm - 16;
  return `${shadow(rs * 1.12, rs * 1.08)}${ring(rs, 'fill="#fffdf9"')}${ring(rs * 0.8, `fill="none" stroke="${palette.rim}" stroke-width="4"`)}<rect x="${fmt(hx)}" y="${fmt(cy - 26)}" width="78" height="52" rx="24" fill="${palette.ink}"/>${ring(rm, `fill="${palette.ink}"`)}${ring(rm - 14, `fill="${fill?.fill ?? '#b98a5e'}"`)}${ring(rm - 26, 'fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="6"')}`;
}

const doily = ({ cx, cy, r, palette, shadow, pool, ring }: Scene): string =>
  `${shadow(r * 1.14, r * 1.1)}<path d="${scallopPath(cx, cy, r, 28, 9)}" fill="#fffdf9"/><path d="${scallopPath(cx, cy, r - 16, 28, 5)}" fill="none" stroke="${palette.rim}" stroke-width="2" stroke-dasharray="2 6" stroke-linecap="round"/>${ring(r * 0.76, 'fill="#fbf7f1"')}${pool(r * 0.66, 0.12)}`;

/** A light wooden serving board, and a little dish of the sauce when there is one. */
function board({ cx, cy, r, palette, sauce, flip, shadow }: Scene): string {
  const w = r * 2.1;
  const h = r * 1.72;
  const x = cx - w / 2;
  const y = cy - h / 2;
  const dx = flip ? x + w - 70 : x + 70;
  const dip = sauce
    ? `${circle(dx, y + 68, 50, `fill="#fffdf9" stroke="${palette.rim}" stroke-width="3"`)}${circle(dx, y + 70, 36, `fill="${sauce.fill}"`)}`
    : '';
  return `${shadow(r * 1.14, r * 1.1)}${inset(x, y, w, h, 0, 'rx="40" fill="#edd3a8"')}${inset(x, y, w, h, 10, 'rx="32" fill="#f5e2c2"')}${dip}`;
}

const DRAW: Record<Vessel, (scene: Scene) => string> = {
  plate,
  bowl,
  pot,
  skillet,
  tray,
  'loaf-tin': loafTin,
  glass,
  mug,
  doily,
  board,
};

/** The vessel with its sauce, crust or drink; `r` is the size of a dinner plate. */
export function vesselSvg(
  vessel: Vessel,
  place: { cx: number; cy: number; r: number; flip: boolean },
  palette: Palette,
  sauce: SauceLook | undefined,
  random: () => number,
  shadowId: string,
): string {
  const { cx, cy, r } = place;
  const fill = sauce ?? PLAIN_FILL[vessel];
  return DRAW[vessel]({
    ...place,
    palette,
    sauce,
    fill,
    random,
    // A radial gradient instead of a blur filter: the same soft shadow at a fraction of the cost.
    shadow: (rx, ry) =>
      `<ellipse cx="${cx}" cy="${fmt(cy + r * 0.1)}" rx="${fmt(rx)}" ry="${fmt(ry)}" fill="url(#${shadowId})"/>`,
    pool: (radius, wobble = 0.08) =>
      fill
        ? `<path d="${blobPath(cx, cy + 4, radius, random, wobble)}" fill="${fill.fill}" stroke="${fill.deep}" stroke-width="4"/><path d="${blobPath(cx - radius * 0.22, cy - radius * 0.25, radius * 0.32, random, 0.15)}" fill="#fff" fill-opacity=".14"/>`
        : '',
    ring: (radius, rest) => circle(cx, cy, radius, rest),
  });
}

/** How large the dish icon is drawn in each vessel, alone and with ingredients beside it. */
export function mainIconSize(vessel: Vessel, withExtras: boolean): number {
  switch (vessel) {
    case 'glass':
    case 'mug':
      return withExtras ? 270 : 300;
    case 'tray':
    case 'loaf-tin':
    case 'skillet':
    case 'pot':
      return withExtras ? 290 : 320;
    default:
      return withExtras ? 316 : 344;
  }
}
