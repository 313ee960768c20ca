/**
 * Builds the illustration of a built-in recipe as one SVG document: a background that belongs to the
 * recipe's cuisine, the dish's Fluent Emoji icon large on a plate, and up to two ingredient icons
 * arranged around it. Everything is drawn from data shipped in npm packages, so pictures are made
 * offline. See docs/decisions/005-recipe-pictures.md.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { getIconData, iconToSVG, replaceIDs } from '@iconify/utils';
import { seededRandom } from '../../shared/seeded-random';
import { GARNISHES, SAUCE_COLOURS, type Tint, type Vessel, chooseVessel, garnishOf, sauceColour } from './dish-look';

/** The icon set's JSON shape, taken from the function that reads it (no extra type package needed). */
type IconSet = Parameters<typeof getIconData>[0];

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

export const PICTURE_WIDTH = 800;
export const PICTURE_HEIGHT = 600;
/** Drawn when an icon name is not in the set, or when a recipe names no icon. */
export const FALLBACK_ICON = 'fork-and-knife-with-plate';

// ---------------------------------------------------------------------------------------------
// Icons: the 103 MB set is parsed once, on first use, and each icon is built once.

interface BuiltIcon {
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

function buildIcon(name: string): BuiltIcon | null {
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
const dropShadowFilter = (id: string, region: string): string =>
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
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${full}" height="${full}" viewBox="0 0 ${full} ${full}"><defs>${filter}</defs><g filter="url(#shadow)"><svg x="${margin}" y="${margin}" width="${ICON_RASTER_SIZE}" height="${ICON_RASTER_SIZE}" viewBox="${icon.viewBox}" overflow="visible">${replaceIDs(icon.body)}</svg></g></svg>`;
}

/** The icon, or the neutral dish icon when the name is unknown. */
function resolveIcon(name: string | undefined): BuiltIcon {
  const icon = (name && buildIcon(name)) || buildIcon(FALLBACK_ICON);
  if (icon) return icon;
  // Only reachable if the icon set lost its fallback icon: a plain plate keeps the picture whole.
  return {
    viewBox: '0 0 32 32',
    body: '<circle cx="16" cy="16" r="13" fill="#f4f1ec" stroke="#c9c2b8" stroke-width="1.5"/><circle cx="16" cy="16" r="8" fill="none" stroke="#ddd6cc"/>',
  };
}

// ---------------------------------------------------------------------------------------------
// Palettes: one family per group of cuisines, each with a few warm variants picked by the seed.

type PatternKind = 'dots' | 'stripes' | 'gingham' | 'lattice' | 'waves' | 'zigzag' | 'grid';

interface Palette {
  /** Gradient from light to deeper. */
  from: string;
  to: string;
  /** Colour of the pattern drawn over the gradient, at low opacity. */
  ink: string;
  /** Tint of the plate's rim. */
  rim: string;
}

interface Family {
  name: string;
  /** Lower-case fragments of cuisine names that belong to the family. */
  match: string[];
  patterns: PatternKind[];
  palettes: Palette[];
}

const FAMILIES: Family[] = [
  {
    name: 'mediterranean',
    match: [
      'italian',
      'greek',
      'spanish',
      'portuguese',
      'mediterranean',
      'sicilian',
      'tuscan',
      'catalan',
      'basque',
      'cypriot',
    ],
    patterns: ['gingham', 'dots', 'stripes'],
    palettes: [
      { from: '#fff1e6', to: '#f8c3a4', ink: '#c8553d', rim: '#f2d6c6' },
      { from: '#fdf3e1', to: '#f3cf94', ink: '#b5652a', rim: '#efdcc0' },
      { from: '#f6f4e0', to: '#d9dca6', ink: '#6f7a36', rim: '#e3e2c6' },
    ],
  },
  {
    name: 'middle-eastern',
    match: [
      'middle eastern',
      'turkish',
      'lebanese',
      'persian',
      'iranian',
      'israeli',
      'moroccan',
      'north african',
      'egyptian',
      'tunisian',
      'algerian',
      'syrian',
      'palestinian',
      'jordanian',
      'levantine',
      'arab',
      'iraqi',
      'armenian',
      'georgian',
    ],
    patterns: ['lattice', 'dots', 'zigzag'],
    palettes: [
      { from: '#fff2df', to: '#f6bf7e', ink: '#b35d1e', rim: '#f1dcc0' },
      { from: '#fdeee8', to: '#eeaa9a', ink: '#a63d3d', rim: '#f0d3cb' },
      { from: '#fbf3e4', to: '#e7c98f', ink: '#8c6a2a', rim: '#eadfc6' },
    ],
  },
  {
    name: 'south-asian',
    match: [
      'indian',
      'pakistani',
      'bangladeshi',
      'sri lankan',
      'nepali',
      'nepalese',
      'punjabi',
      'bengali',
      'south asian',
      'tibetan',
      'afghan',
    ],
    patterns: ['dots', 'lattice', 'waves'],
    palettes: [
      { from: '#fff6dc', to: '#f9cd6b', ink: '#c0661b', rim: '#f3e2bd' },
      { from: '#fff0e0', to: '#f7b27a', ink: '#b4432f', rim: '#f2d8c2' },
      { from: '#f4f6e2', to: '#cfdc9a', ink: '#5d7a2b', rim: '#e2e6c8' },
    ],
  },
  {
    name: 'east-asian',
    match: [
      'chinese',
      'japanese',
      'korean',
      'taiwanese',
      'cantonese',
      'sichuan',
      'szechuan',
      'hong kong',
      'mongolian',
      'east asian',
      'asian',
    ],
    patterns: ['waves', 'dots', 'grid'],
    palettes: [
      { from: '#fff0ef', to: '#f5b9b4', ink: '#b5443f', rim: '#f2d5d2' },
      { from: '#fdf3ea', to: '#f0c9a4', ink: '#a0522d', rim: '#efdccb' },
      { from: '#eef5ee', to: '#b9d8bd', ink: '#3f7a58', rim: '#d7e6d8' },
    ],
  },
  {
    name: 'southeast-asian',
    match: [
      'thai',
      'vietnamese',
      'indonesian',
      'malaysian',
      'filipino',
      'cambodian',
      'khmer',
      'laotian',
      'lao',
      'burmese',
      'singaporean',
      'southeast asian',
      'balinese',
    ],
    patterns: ['stripes', 'dots', 'waves'],
    palettes: [
      { from: '#f4f8e3', to: '#c9df8c', ink: '#4f7d1f', rim: '#e0e8c4' },
      { from: '#fff6e0', to: '#f5d37a', ink: '#a87413', rim: '#f1e3bf' },
      { from: '#eaf6ef', to: '#a9d9bd', ink: '#2e7a55', rim: '#d3e9dc' },
    ],
  },
  {
    name: 'latin',
    match: [
      'mexican',
      'caribbean',
      'brazilian',
      'peruvian',
      'cuban',
      'latin',
      'argentinian',
      'argentine',
      'colombian',
      'jamaican',
      'venezuelan',
      'chilean',
      'puerto rican',
      'dominican',
      'salvadoran',
      'tex-mex',
      'south american',
      'central american',
      'latin american',
      'west indian',
    ],
    patterns: ['stripes', 'zigzag', 'dots'],
    palettes: [
      { from: '#e9f7f4', to: '#9fd8cc', ink: '#1f7f72', rim: '#d2ebe5' },
      { from: '#fff0ea', to: '#f7ad93', ink: '#c2452d', rim: '#f3d6cb' },
      { from: '#fff7e0', to: '#f8cf62', ink: '#c0661b', rim: '#f3e3bb' },
    ],
  },
  {
    name: 'african',
    match: [
      'ethiopian',
      'eritrean',
      'african',
      'nigerian',
      'ghanaian',
      'senegalese',
      'kenyan',
      'somali',
      'cameroonian',
      'ivorian',
      'tanzanian',
      'ugandan',
    ],
    patterns: ['zigzag', 'lattice', 'dots'],
    palettes: [
      { from: '#fbf0e0', to: '#e4b37c', ink: '#8e4b1c', rim: '#eedbc4' },
      { from: '#fcefe6', to: '#e39f82', ink: '#9c3b26', rim: '#f0d4c7' },
      { from: '#f8f3df', to: '#dcc98a', ink: '#7a6420', rim: '#e8e0c3' },
    ],
  },
  {
    name: 'nordic',
    match: ['nordic', 'scandinavian', 'swedish', 'danish', 'norwegian', 'finnish', 'icelandic'],
    patterns: ['dots', 'grid', 'stripes'],
    palettes: [
      { from: '#eef4f8', to: '#bcd4e4', ink: '#3d6686', rim: '#d9e5ed' },
      { from: '#f6f3ee', to: '#d9cbb8', ink: '#7a6048', rim: '#e7ded3' },
      { from: '#fdf1f0', to: '#ecbcbb', ink: '#a2484b', rim: '#f0d7d6' },
    ],
  },
  {
    name: 'european',
    match: [
      'french',
      'british',
      'english',
      'irish',
      'scottish',
      'welsh',
      'german',
      'austrian',
      'swiss',
      'belgian',
      'dutch',
      'polish',
      'hungarian',
      'czech',
      'russian',
      'ukrainian',
      'eastern european',
      'european',
      'jewish',
    ],
    patterns: ['stripes', 'gingham', 'grid'],
    palettes: [
      { from: '#fdf6e4', to: '#eed9a6', ink: '#9a7424', rim: '#efe4c8' },
      { from: '#f3f1f8', to: '#cdc5e4', ink: '#5d4f91', rim: '#e2deee' },
      { from: '#f1f5ea', to: '#c8d8b0', ink: '#54703a', rim: '#dfe7d2' },
    ],
  },
  {
    name: 'american',
    match: [
      'american',
      'southern',
      'cajun',
      'creole',
      'canadian',
      'hawaiian',
      'californian',
      'new england',
      'soul food',
    ],
    patterns: ['gingham', 'dots', 'stripes'],
    palettes: [
      { from: '#eaf5f6', to: '#a9d6dc', ink: '#2a7280', rim: '#d5e9ec' },
      { from: '#fff0f0', to: '#f3aeae', ink: '#b63a3a', rim: '#f2d4d4' },
      { from: '#fff8e6', to: '#f6d58f', ink: '#b0761c', rim: '#f2e5c4' },
    ],
  },
];

const DEFAULT_FAMILY: Family = {
  name: 'default',
  match: [],
  patterns: ['dots', 'stripes', 'grid'],
  palettes: [
    { from: '#fbf5ec', to: '#e8d3b6', ink: '#8a6642', rim: '#ede2d4' },
    { from: '#fcf2ec', to: '#edc3ad', ink: '#9b5237', rim: '#f0dcd1' },
    { from: '#f5f4ea', to: '#d6d3b5', ink: '#6c6a3f', rim: '#e6e3d2' },
  ],
};

/** The family of a cuisine name (case-insensitive; unknown cuisines get a neutral warm family). */
export function cuisineFamily(cuisine: string): string {
  return findFamily(cuisine).name;
}

function findFamily(cuisine: string): Family {
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

// ---------------------------------------------------------------------------------------------
// Small deterministic helpers.

function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length) % items.length];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

const fmt = (n: number): string => String(Math.round(n * 100) / 100);

// ---------------------------------------------------------------------------------------------
// Drawing.

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

// ---------------------------------------------------------------------------------------------
// What the picture shows: the composition. The drawing below follows it, and
// scripts/picture-distinctness.ts measures how many recipes share one.

/** What the vessel stands on, over the cuisine's background. */
export const SURFACES = ['table', 'wood', 'cloth', 'slate', 'mat'] as const;
export type Surface = (typeof SURFACES)[number];

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

const iconNamesOf = (input: ComposeInput): string[] =>
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

// ---------------------------------------------------------------------------------------------
// Surfaces and vessels: flat shapes seen from above, drawn under the icons.

function scallopPath(cx: number, cy: number, r: number, bumps: number, depth: number): string {
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
function blobPath(cx: number, cy: number, r: number, random: () => number, wobble = 0.08): string {
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

const rotateAbout = (angle: number, cx: number, cy: number): string => `rotate(${fmt(angle)} ${fmt(cx)} ${fmt(cy)})`;

const WOODS = ['#d9ab72', '#c98f55', '#e3bf8a'];

function surfaceSvg(surface: Surface, cx: number, cy: number, palette: Palette, random: () => number): string {
  const tilt = (random() - 0.5) * 10;
  const t = rotateAbout(tilt, cx, cy);
  switch (surface) {
    case 'table':
      return '';
    case 'wood': {
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
      return `<g transform="${t}"><rect x="${fmt(x)}" y="${fmt(y)}" width="${w}" height="${h}" rx="26" fill="${wood}"/><path d="${grain}" fill="none" stroke="#8a5a2b" stroke-opacity=".22" stroke-width="3" stroke-linecap="round"/><rect x="${fmt(x)}" y="${fmt(y)}" width="${w}" height="${h}" rx="26" fill="none" stroke="#8a5a2b" stroke-opacity=".25" stroke-width="4"/></g>`;
    }
    case 'cloth': {
      // A tea towel with two stripes near its ends.
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
      return `<g transform="${rotateAbout(tilt * 1.6, cx, cy)}"><rect x="${fmt(x)}" y="${fmt(y)}" width="${w}" height="${h}" rx="6" fill="#fbf8f1"/>${stripes}</g>`;
    }
    case 'slate': {
      const w = 640;
      const h = 490;
      return `<g transform="${t}"><rect x="${fmt(cx - w / 2)}" y="${fmt(cy - h / 2 + 12)}" width="${w}" height="${h}" rx="18" fill="#5c626a"/><rect x="${fmt(cx - w / 2 + 8)}" y="${fmt(cy - h / 2 + 20)}" width="${w - 16}" height="${h - 16}" rx="14" fill="#686e76"/></g>`;
    }
    case 'mat': {
      // A round woven placemat.
      const r = 286;
      const rings = [0.84, 0.68, 0.52]
        .map(
          (f) =>
            `<circle cx="${cx}" cy="${fmt(cy + 6)}" r="${fmt(r * f)}" fill="none" stroke="#b98d4f" stroke-opacity=".45" stroke-width="3"/>`,
        )
        .join('');
      return `<circle cx="${cx}" cy="${fmt(cy + 6)}" r="${r}" fill="#e6c88f"/><circle cx="${cx}" cy="${fmt(cy + 6)}" r="${r - 6}" fill="none" stroke="#b98d4f" stroke-width="5" stroke-dasharray="10 6"/>${rings}`;
    }
  }
}

interface SauceLook {
  fill: string;
  deep: string;
}
/** What fills a vessel when no word names a colour: a broth, a golden crust, water, milky coffee. */
const PLAIN_FILL: Partial<Record<Vessel, SauceLook>> = {
  bowl: { fill: '#ecdcb9', deep: '#cdb78c' },
  pot: { fill: '#d9a86a', deep: '#b07d43' },
  skillet: { fill: '#d9a86a', deep: '#b07d43' },
  tray: { fill: '#dfa54c', deep: '#b47a2a' },
  'loaf-tin': { fill: '#c98a45', deep: '#9a6127' },
  glass: { fill: '#d8ecf2', deep: '#a9cfdc' },
  mug: { fill: '#b98a5e', deep: '#8a5e38' },
};

/** The vessel with its sauce, crust or drink; `r` is the size of a dinner plate. */
function vesselSvg(
  vessel: Vessel,
  cx: number,
  cy: number,
  r: number,
  palette: Palette,
  sauce: SauceLook | undefined,
  random: () => number,
  ids: { shadow: string },
  flip: boolean,
): string {
  // A radial gradient instead of a blur filter: the same soft shadow at a fraction of the cost.
  const shadow = (rx: number, ry: number): string =>
    `<ellipse cx="${cx}" cy="${fmt(cy + r * 0.1)}" rx="${fmt(rx)}" ry="${fmt(ry)}" fill="url(#${ids.shadow})"/>`;
  const fill = sauce ?? PLAIN_FILL[vessel];
  const pool = (radius: number, wobble = 0.08): string =>
    fill
      ? `<path d="${blobPath(cx, cy + 4, radius, random, wobble)}" fill="${fill.fill}" stroke="${fill.deep}" stroke-width="4"/><path d="${blobPath(cx - radius * 0.22, cy - radius * 0.25, radius * 0.32, random, 0.15)}" fill="#fff" fill-opacity=".14"/>`
      : '';
  const side = flip ? -1 : 1;
  switch (vessel) {
    case 'plate':
      return `${shadow(r * 1.14, r * 1.1)}<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fffdf9"/><circle cx="${cx}" cy="${cy}" r="${fmt(r - 5)}" fill="none" stroke="${palette.rim}" stroke-width="3"/><circle cx="${cx}" cy="${cy}" r="${fmt(r * 0.74)}" fill="#fbf7f1" stroke="${palette.rim}" stroke-width="2"/>${pool(r * 0.7, 0.06)}`;
    case 'bowl': {
      const rb = r * 0.96;
      return `${shadow(rb * 1.14, rb * 1.1)}<circle cx="${cx}" cy="${cy}" r="${fmt(rb)}" fill="${palette.ink}"/><circle cx="${cx}" cy="${cy}" r="${fmt(rb - 12)}" fill="#fffdf9"/><circle cx="${cx}" cy="${fmt(cy + 4)}" r="${fmt(rb * 0.8)}" fill="${fill?.deep ?? '#e9e0d2'}"/>${pool(rb * 0.76, 0.02)}`;
    }
    case 'pot': {
      const rp = r * 0.92;
      const handle = (dir: number): string =>
        `<rect x="${fmt(dir > 0 ? cx + rp - 14 : cx - rp - 52)}" y="${fmt(cy - 20)}" width="66" height="40" rx="18" fill="#5f666d"/>`;
      return `${shadow(rp * 1.3, rp * 1.12)}${handle(1)}${handle(-1)}<circle cx="${cx}" cy="${cy}" r="${fmt(rp)}" fill="#aab1b8"/><circle cx="${cx}" cy="${cy}" r="${fmt(rp - 10)}" fill="#7b838b"/>${pool(rp - 22, 0.01)}`;
    }
    case 'skillet': {
      const rs = r * 0.9;
      const a = ((flip ? 205 : -25) * Math.PI) / 180;
      const hx = cx + Math.cos(a) * (rs - 10);
      const hy = cy + Math.sin(a) * (rs - 10);
      const angle = (a * 180) / Math.PI;
      return `${shadow(rs * 1.16, rs * 1.1)}<rect x="${fmt(hx)}" y="${fmt(hy - 19)}" width="190" height="38" rx="19" fill="#2a2b2f" transform="${rotateAbout(angle, hx, hy)}"/><circle cx="${cx}" cy="${cy}" r="${fmt(rs)}" fill="#2f3035"/><circle cx="${cx}" cy="${cy}" r="${fmt(rs - 14)}" fill="#44464c"/>${pool(rs - 26, 0.03)}`;
    }
    case 'tray': {
      // A ceramic baking dish with handles at its short ends.
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
      return `${shadow(w * 0.62, h * 0.66)}<rect x="${fmt(x - 30)}" y="${fmt(cy - 34)}" width="${fmt(w + 60)}" height="68" rx="24" fill="${palette.ink}"/><rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(w)}" height="${fmt(h)}" rx="34" fill="${palette.ink}"/><rect x="${fmt(x + 12)}" y="${fmt(y + 12)}" width="${fmt(w - 24)}" height="${fmt(h - 24)}" rx="26" fill="#fffaf2"/><rect x="${fmt(x + 24)}" y="${fmt(y + 24)}" width="${fmt(w - 48)}" height="${fmt(h - 48)}" rx="20" fill="${fill?.fill ?? '#f3e6cf'}"/>${bubbles}`;
    }
    case 'loaf-tin': {
      const w = r * 2;
      const h = r * 1.25;
      const x = cx - w / 2;
      const y = cy - h / 2;
      const crust = fill ?? { fill: '#c98a45', deep: '#9a6127' };
      return `${shadow(w * 0.6, h * 0.7)}<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(w)}" height="${fmt(h)}" rx="14" fill="#b4bac1"/><rect x="${fmt(x + 16)}" y="${fmt(y + 16)}" width="${fmt(w - 32)}" height="${fmt(h - 32)}" rx="10" fill="#8e959d"/><rect x="${fmt(x + 26)}" y="${fmt(y + 26)}" width="${fmt(w - 52)}" height="${fmt(h - 52)}" rx="40" fill="${crust.fill}"/><path d="M${fmt(x + 60)} ${fmt(cy)}c${fmt(w * 0.2)} -18 ${fmt(w * 0.45)} 18 ${fmt(w - 120)} 0" fill="none" stroke="${crust.deep}" stroke-width="10" stroke-linecap="round"/>`;
    }
    case 'glass': {
      // A glass seen from above on a cork coaster.
      const rc = r * 0.86;
      const rg = r * 0.66;
      return `${shadow(rc * 1.12, rc * 1.08)}<circle cx="${cx}" cy="${cy}" r="${fmt(rc)}" fill="#d8b486"/><circle cx="${cx}" cy="${cy}" r="${fmt(rc - 10)}" fill="none" stroke="#b98f5c" stroke-width="3" stroke-dasharray="2 7"/><circle cx="${cx}" cy="${cy}" r="${fmt(rg)}" fill="#f4fbfd" stroke="#dbe8ee" stroke-width="8"/><circle cx="${cx}" cy="${cy}" r="${fmt(rg - 14)}" fill="${fill?.fill ?? '#d8ecf2'}" fill-opacity=".9"/><path d="M${fmt(cx - rg * 0.7)} ${fmt(cy - rg * 0.3)}a${fmt(rg * 0.75)} ${fmt(rg * 0.75)} 0 0 1 ${fmt(rg * 0.6)} ${fmt(-rg * 0.45)}" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="10" stroke-linecap="round"/>`;
    }
    case 'mug': {
      const rs = r * 0.92;
      const rm = r * 0.64;
      const hx = side > 0 ? cx + rm - 16 : cx - rm - 62;
      return `${shadow(rs * 1.12, rs * 1.08)}<circle cx="${cx}" cy="${cy}" r="${fmt(rs)}" fill="#fffdf9"/><circle cx="${cx}" cy="${cy}" r="${fmt(rs * 0.8)}" fill="none" stroke="${palette.rim}" stroke-width="4"/><rect x="${fmt(hx)}" y="${fmt(cy - 26)}" width="78" height="52" rx="24" fill="${palette.ink}"/><circle cx="${cx}" cy="${cy}" r="${fmt(rm)}" fill="${palette.ink}"/><circle cx="${cx}" cy="${cy}" r="${fmt(rm - 14)}" fill="${fill?.fill ?? '#b98a5e'}"/><circle cx="${cx}" cy="${cy}" r="${fmt(rm - 26)}" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="6"/>`;
    }
    case 'doily':
      return `${shadow(r * 1.14, r * 1.1)}<path d="${scallopPath(cx, cy, r, 28, 9)}" fill="#fffdf9"/><path d="${scallopPath(cx, cy, r - 16, 28, 5)}" fill="none" stroke="${palette.rim}" stroke-width="2" stroke-dasharray="2 6" stroke-linecap="round"/><circle cx="${cx}" cy="${cy}" r="${fmt(r * 0.76)}" fill="#fbf7f1"/>${pool(r * 0.66, 0.12)}`;
    case 'board': {
      // A light wooden serving board, and a little dish of the sauce when there is one.
      const w = r * 2.1;
      const h = r * 1.72;
      const x = cx - w / 2;
      const y = cy - h / 2;
      const dx = flip ? x + w - 70 : x + 70;
      const dip = sauce
        ? `<circle cx="${fmt(dx)}" cy="${fmt(y + 68)}" r="50" fill="#fffdf9" stroke="${palette.rim}" stroke-width="3"/><circle cx="${fmt(dx)}" cy="${fmt(y + 70)}" r="36" fill="${sauce.fill}"/>`
        : '';
      return `${shadow(r * 1.14, r * 1.1)}<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(w)}" height="${fmt(h)}" rx="40" fill="#edd3a8"/><rect x="${fmt(x + 10)}" y="${fmt(y + 10)}" width="${fmt(w - 20)}" height="${fmt(h - 20)}" rx="32" fill="#f5e2c2"/>${dip}`;
    }
  }
}

/** Where the garnish may fall: the part of the dish the icons leave free, by vessel. */
function garnishSvg(garnish: Tint, vessel: Vessel, cx: number, cy: number, r: number, random: () => number): string {
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
    switch (garnish.name) {
      case 'herbs':
        pieces.push(
          `<ellipse cx="${fmt(x)}" cy="${fmt(y)}" rx="11" ry="6" fill="${garnish.fill}" transform="${rotateAbout(turn, x, y)}"/>`,
        );
        break;
      case 'chilli':
        pieces.push(
          `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="8" fill="none" stroke="${garnish.fill}" stroke-width="4"/>`,
        );
        break;
      case 'sesame':
        pieces.push(
          `<ellipse cx="${fmt(x)}" cy="${fmt(y)}" rx="5" ry="3" fill="${garnish.fill}" stroke="${garnish.deep}" stroke-width="1" transform="${rotateAbout(turn, x, y)}"/>`,
        );
        break;
      case 'nuts':
        pieces.push(
          `<ellipse cx="${fmt(x)}" cy="${fmt(y)}" rx="12" ry="8" fill="${garnish.fill}" stroke="${garnish.deep}" stroke-width="2" transform="${rotateAbout(turn, x, y)}"/>`,
        );
        break;
      case 'berries':
        pieces.push(
          `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="8" fill="${garnish.fill}" stroke="${garnish.deep}" stroke-width="2"/>`,
        );
        break;
      default:
        pieces.push(`<circle cx="${fmt(x)}" cy="${fmt(y)}" r="4" fill="${garnish.fill}" fill-opacity=".9"/>`);
    }
  }
  return pieces.join('');
}

let instanceCounter = 0;

interface Box {
  x: number;
  y: number;
  size: number;
}

/** One icon placed in a square box, its ids made unique for this instance, or its raster when given. */
function iconSvg(icon: BuiltIcon, box: Box, rotation: number, raster?: string): string {
  const cx = box.x + box.size / 2;
  const cy = box.y + box.size / 2;
  const transform = rotation ? ` transform="rotate(${fmt(rotation)} ${fmt(cx)} ${fmt(cy)})"` : '';
  if (raster !== undefined) {
    const margin = box.size * RASTER_MARGIN;
    const size = box.size + 2 * margin;
    return `<g${transform}><image x="${fmt(box.x - margin)}" y="${fmt(box.y - margin)}" width="${fmt(size)}" height="${fmt(size)}" href="${raster}"/></g>`;
  }
  const body = replaceIDs(icon.body);
  return `<g${transform}><svg x="${fmt(box.x)}" y="${fmt(box.y)}" width="${fmt(box.size)}" height="${fmt(box.size)}" viewBox="${icon.viewBox}" overflow="visible">${body}</svg></g>`;
}

/** How large the dish icon is drawn in each vessel, alone and with ingredients beside it. */
function mainIconSize(vessel: Vessel, withExtras: boolean): number {
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

  const p = `dc${(input.seed >>> 0).toString(36)}${(instanceCounter++).toString(36)}`;
  const ids = {
    bg: `${p}-bg`,
    glow: `${p}-glow`,
    pattern: `${p}-pat`,
    shadow: `${p}-blur`,
    drop: `${p}-drop`,
  };

  const names = iconNamesOf(input);
  const main = resolveIcon(names[0]);
  const extras = names.slice(1).map((n) => resolveIcon(n));
  const rasterOf = (name: string | undefined): string | undefined =>
    input.rasters?.get(name !== undefined && buildIcon(name) ? name : FALLBACK_ICON);

  const rad = (angle * Math.PI) / 180;
  const gx = Math.cos(rad) / 2;
  const gy = Math.sin(rad) / 2;

  const defs = [
    `<linearGradient id="${ids.bg}" x1="${fmt(0.5 - gx)}" y1="${fmt(0.5 - gy)}" x2="${fmt(0.5 + gx)}" y2="${fmt(0.5 + gy)}"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>`,
    `<radialGradient id="${ids.glow}" cx="${W / 2}" cy="${H / 2}" r="${W * 0.5}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fff" stop-opacity=".7"/><stop offset=".55" stop-color="#fff" stop-opacity=".25"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    patternSvg(composition.pattern, ids.pattern, palette.ink, random),
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
  parts.push(`<rect width="${W}" height="${H}" fill="url(#${ids.bg})"/>`);
  parts.push(`<rect width="${W}" height="${H}" fill="url(#${ids.pattern})" opacity=".12"/>`);
  parts.push(`<rect width="${W}" height="${H}" fill="url(#${ids.glow})"/>`);
  parts.push(surfaceSvg(composition.surface, cx, cy, palette, random));
  parts.push(vesselSvg(composition.vessel, cx, cy, plateR, palette, sauce, random, ids, sideFlip));
  if (garnish) parts.push(garnishSvg(garnish, composition.vessel, cx, cy, plateR, random));
  const mainBox = { x: cx - mainSize / 2, y: cy - mainSize / 2 - (extras.length ? 12 : 2), size: mainSize };
  const icons = [iconSvg(main, mainBox, tiltMain, rasterOf(names[0]))];
  const boxes = [mainBox];
  extras.forEach((icon, i) => {
    const place = placements[i];
    if (!place) return;
    const box = { x: place.x - small / 2, y: place.y - small / 2, size: small };
    boxes.push(box);
    icons.push(iconSvg(icon, box, place.tilt, rasterOf(names[i + 1])));
  });
  if (input.rasters) {
    // Rasterised icons carry their own shadow.
    parts.push(icons.join(''));
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs.join('')}</defs>${parts.join('')}</svg>`;
  }
  // One drop shadow for all icons: a filter per icon costs librsvg a canvas-sized surface each. Its region
  // is the icons' boxes (grown for rotation, blur and offset), so the blur covers no more than needed.
  const left = Math.max(0, Math.min(...boxes.map((b) => b.x)) - 24);
  const top = Math.max(0, Math.min(...boxes.map((b) => b.y)) - 16);
  const right = Math.min(W, Math.max(...boxes.map((b) => b.x + b.size)) + 24);
  const bottom = Math.min(H, Math.max(...boxes.map((b) => b.y + b.size)) + 34);
  defs.push(
    dropShadowFilter(
      ids.drop,
      `filterUnits="userSpaceOnUse" x="${fmt(left)}" y="${fmt(top)}" width="${fmt(right - left)}" height="${fmt(bottom - top)}"`,
    ),
  );
  parts.push(`<g filter="url(#${ids.drop})">${icons.join('')}</g>`);

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs.join('')}</defs>${parts.join('')}</svg>`;
}
