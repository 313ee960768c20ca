/** The garnish scattered over the dish: a few small shapes, each garnish in its own. */
import type { Tint, Vessel } from '../knowledge/pictures/looks';
import { fmt, rotateAbout } from './svg';

/** One piece of the garnish at (x, y), turned `turn` degrees where its shape has a direction. */
function pieceSvg(garnish: Tint, x: number, y: number, turn: number): string {
  const at = `cx="${fmt(x)}" cy="${fmt(y)}"`;
  const turned = `transform="${rotateAbout(turn, x, y)}"`;
  const outlined = (width: number): string => `fill="${garnish.fill}" stroke="${garnish.deep}" stroke-width="${width}"`;
  switch (garnish.name) {
    case 'herbs':
      return `<ellipse ${at} rx="11" ry="6" fill="${garnish.fill}" ${turned}/>`;
    case 'chilli':
      return `<circle ${at} r="8" fill="none" stroke="${garnish.fill}" stroke-width="4"/>`;
    case 'sesame':
      return `<ellipse ${at} rx="5" ry="3" ${outlined(1)} ${turned}/>`;
    case 'nuts':
      return `<ellipse ${at} rx="12" ry="8" ${outlined(2)} ${turned}/>`;
    case 'berries':
      return `<circle ${at} r="8" ${outlined(2)}/>`;
    default:
      return `<circle ${at} r="4" fill="${garnish.fill}" fill-opacity=".9"/>`;
  }
}

/** Where the garnish may fall: the part of the dish the icons leave free, by vessel. */
export function garnishSvg(
  garnish: Tint,
  vessel: Vessel,
  cx: number,
  cy: number,
  r: number,
  random: () => number,
): string {
  const reach =
    vessel === 'glass' || vessel === 'mug'
      ? [0.3, 0.46]
      : vessel === 'tray' || vessel === 'loaf-tin'
        ? [0.5, 0.8]
        : [0.5, 0.7];
  const [inner = 0.5, outer = 0.7] = reach;
  const count = garnish.name === 'sugar' ? 22 : 12;
  const pieces: string[] = [];
  for (let i = 0; i < count; i++) {
    // Upper half of the ring: the ingredient icons cover the lower corners.
    const a = Math.PI * (1.02 + 0.96 * random());
    const d = r * (inner + (outer - inner) * random());
    const x = cx + Math.cos(a) * d * (vessel === 'tray' || vessel === 'loaf-tin' ? 1.3 : 1);
    const y = cy + Math.sin(a) * d;
    const turn = random() * 180;
    pieces.push(pieceSvg(garnish, x, y, turn));
  }
  return pieces.join('');
}
