/** Small deterministic helpers of the picture drawing: numbers as SVG writes them, hashes, shapes. */

/** A number with at most two decimals, as every coordinate of a picture is written. */
export const fmt = (n: number): string => String(Math.round(n * 100) / 100);

/** FNV-1a: a seed from a text. */
export function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length) % items.length];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

export const rotateAbout = (angle: number, cx: number, cy: number): string =>
  `rotate(${fmt(angle)} ${fmt(cx)} ${fmt(cy)})`;

/** A circle around (cx, cy); `rest` holds its other attributes. */
export const circle = (cx: number, cy: number, r: number, rest: string): string =>
  `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}" ${rest}/>`;

/** A circle with a scalloped edge, for doilies. */
export function scallopPath(cx: number, cy: number, r: number, bumps: number, depth: number): string {
  const points: string[] = [];
  const steps = bumps * 8;
  for (let i = 0; i <= steps; i++) {
    const a = (i / steps) * Math.PI * 2;
    const rr = r - depth * (1 - Math.abs(Math.cos((a * bumps) / 2)));
    points.push(`${fmt(cx + rr * Math.cos(a))} ${fmt(cy + rr * Math.sin(a))}`);
  }
  return `M${points.join('L')}Z`;
}

/** A wobbly closed shape around (cx, cy), for sauce pools. */
export function blobPath(cx: number, cy: number, r: number, random: () => number, wobble = 0.08): string {
  const n = 9;
  const points = Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2;
    const rr = r * (1 - wobble + 2 * wobble * random());
    return [cx + rr * Math.cos(a), cy + rr * Math.sin(a)] as const;
  });
  const mid = (i: number): readonly [number, number] => {
    const [x1, y1] = points[i % n] ?? [cx, cy];
    const [x2, y2] = points[(i + 1) % n] ?? [cx, cy];
    return [(x1 + x2) / 2, (y1 + y2) / 2];
  };
  const [sx, sy] = mid(0);
  let d = `M${fmt(sx)} ${fmt(sy)}`;
  for (let i = 1; i <= n; i++) {
    const [px, py] = points[i % n] ?? [cx, cy];
    const [mx, my] = mid(i);
    d += `Q${fmt(px)} ${fmt(py)} ${fmt(mx)} ${fmt(my)}`;
  }
  return `${d}Z`;
}
