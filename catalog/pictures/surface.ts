/** What the vessel stands on, over the cuisine's background: flat shapes seen from above. */
import type { Palette } from './background';
import { fmt, pick, rotateAbout } from './svg';

export const SURFACES = ['table', 'wood', 'cloth', 'slate', 'mat'] as const;
export type Surface = (typeof SURFACES)[number];

const WOODS = ['#d9ab72', '#c98f55', '#e3bf8a'];

/** A board of one of the woods, its grain three wavy lines. */
function woodSvg(cx: number, cy: number, transform: string, random: () => number): string {
  const w = 660;
  const h = 500;
  const x = cx - w / 2;
  const y = cy - h / 2 + 12;
  const wood = pick(WOODS, random);
  const grain = [0.22, 0.47, 0.73]
    .map((f) => {
      const gy = y + h * f + (random() - 0.5) * 20;
      return `M${fmt(x + 20)} ${fmt(gy)}c${fmt(w * 0.3)} ${fmt((random() - 0.5) * 24)} ${fmt(w * 0.6)} ${fmt((random() - 0.5) * 24)} ${fmt(w - 40)} 0`;
    })
    .join('');
  const board = (paint: string): string =>
    `<rect x="${fmt(x)}" y="${fmt(y)}" width="${w}" height="${h}" rx="26" ${paint}/>`;
  const edge = 'fill="none" stroke="#8a5a2b" stroke-opacity=".25" stroke-width="4"';
  return `<g transform="${transform}">${board(`fill="${wood}"`)}<path d="${grain}" fill="none" stroke="#8a5a2b" stroke-opacity=".22" stroke-width="3" stroke-linecap="round"/>${board(edge)}</g>`;
}

/** A tea towel with two stripes near its ends. */
function clothSvg(cx: number, cy: number, transform: string, palette: Palette): string {
  const w = 600;
  const h = 470;
  const x = cx - w / 2;
  const y = cy - h / 2 + 10;
  const stripes = [0.1, 0.16, 0.84, 0.9]
    .map(
      (f) =>
        `<rect x="${fmt(x + w * f)}" y="${fmt(y)}" width="${fmt(w * 0.035)}" height="${h}" fill="${palette.ink}" fill-opacity=".55"/>`,
    )
    .join('');
  return `<g transform="${transform}"><rect x="${fmt(x)}" y="${fmt(y)}" width="${w}" height="${h}" rx="6" fill="#fbf8f1"/>${stripes}</g>`;
}

/** A round woven placemat. */
function matSvg(cx: number, cy: number): string {
  const r = 286;
  const ring = (radius: number, stroke: string): string =>
    `<circle cx="${cx}" cy="${fmt(cy + 6)}" r="${fmt(radius)}" fill="none" stroke="#b98d4f" ${stroke}/>`;
  const rings = [0.84, 0.68, 0.52].map((f) => ring(r * f, 'stroke-opacity=".45" stroke-width="3"')).join('');
  return `<circle cx="${cx}" cy="${fmt(cy + 6)}" r="${r}" fill="#e6c88f"/>${ring(r - 6, 'stroke-width="5" stroke-dasharray="10 6"')}${rings}`;
}

export function surfaceSvg(surface: Surface, cx: number, cy: number, palette: Palette, random: () => number): string {
  const tilt = (random() - 0.5) * 10;
  const t = rotateAbout(tilt, cx, cy);
  switch (surface) {
    case 'table':
      return '';
    case 'wood':
      return woodSvg(cx, cy, t, random);
    case 'cloth':
      return clothSvg(cx, cy, rotateAbout(tilt * 1.6, cx, cy), palette);
    case 'slate': {
      const w = 640;
      const h = 490;
      return `<g transform="${t}"><rect x="${fmt(cx - w / 2)}" y="${fmt(cy - h / 2 + 12)}" width="${w}" height="${h}" rx="18" fill="#5c626a"/><rect x="${fmt(cx - w / 2 + 8)}" y="${fmt(cy - h / 2 + 20)}" width="${w - 16}" height="${h - 16}" rx="14" fill="#686e76"/></g>`;
    }
    case 'mat':
      return matSvg(cx, cy);
  }
}
