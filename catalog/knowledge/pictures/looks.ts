import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import { z } from 'zod';
import { DISH_TYPES } from '../../../shared/recipe';

/**
 * What the recipe pictures are drawn from besides the icons (catalog/pictures/): the vessels and
 * the rules that choose one, the colours of sauces and garnishes, and the cuisines' backgrounds.
 * The data lives in the YAML files beside this one; this file reads them and checks each record,
 * and a bad record stops the program with the file, the line and the field.
 */

/** The vessels the pictures can draw (catalog/pictures/vessel.ts draws each). */
export const VESSELS = [
  'plate',
  'bowl',
  'pot',
  'skillet',
  'tray',
  'loaf-tin',
  'glass',
  'mug',
  'doily',
  'board',
] as const;
export type Vessel = (typeof VESSELS)[number];

/** The background patterns (catalog/pictures/background.ts draws each). */
export const PATTERN_KINDS = ['dots', 'stripes', 'gingham', 'lattice', 'waves', 'zigzag', 'grid'] as const;
export type PatternKind = (typeof PATTERN_KINDS)[number];

/** The garnishes, each drawn in its own shape (catalog/pictures/garnish.ts). */
export const GARNISH_NAMES = ['herbs', 'chilli', 'sesame', 'nuts', 'berries', 'sugar'] as const;

const colour = z.string().regex(/^#[0-9a-f]{6}$/, { error: 'a colour is written #rrggbb' });
const word = z
  .string()
  .min(1)
  .refine((text) => text === text.trim().toLowerCase(), { error: 'words are lower case and trimmed' });
const words = z.array(word).min(1);

const vesselRule = z.strictObject({
  vessel: z.enum(VESSELS),
  /** Words of the title. */
  title: words.optional(),
  /** Dish icons drawn in this vessel. */
  icons: words.optional(),
  /** Dish types served in it. */
  dishTypes: z.array(z.enum(DISH_TYPES)).min(1).optional(),
  /** The rule applies to drinks only, or never to drinks. */
  drinks: z.boolean().optional(),
  /** The rule applies only to dishes of one of these types ("crab cakes" are no cake). */
  only: z.array(z.enum(DISH_TYPES)).min(1).optional(),
});
export type VesselRule = z.output<typeof vesselRule>;

const vesselsSchema = z.strictObject({ drinkIcons: words, rules: z.array(vesselRule).min(1) });

const sauceLook = z.strictObject({ fill: colour, deep: colour });
export type SauceLook = z.output<typeof sauceLook>;

const tint = (name: z.ZodType<string>) =>
  z.strictObject({
    name,
    /** The colour and a deeper one for its edge, outline and bubbles. */
    fill: colour,
    deep: colour,
    /** Multiplies the points: turmeric colours a whole pot, butter hardly shows. */
    strength: z.number().positive().optional(),
    words,
  });
export interface Tint {
  name: string;
  fill: string;
  deep: string;
  strength?: number | undefined;
  words: readonly string[];
}

/** Entries of one name add up as one colour, so they must look the same. */
const sameLookPerName = (tints: readonly Tint[], ctx: z.RefinementCtx): void => {
  tints.forEach((entry, index) => {
    const first = tints.find((other) => other.name === entry.name);
    if (first && (first.fill !== entry.fill || first.deep !== entry.deep))
      ctx.addIssue({ code: 'custom', path: [index, 'fill'], message: `another "${entry.name}" has other colours` });
  });
};

const sauceColoursSchema = z.strictObject({
  colours: z.array(tint(word)).min(1).superRefine(sameLookPerName),
  plain: z.partialRecord(z.enum(VESSELS), sauceLook),
});

const garnishesSchema = z
  .array(tint(z.enum(GARNISH_NAMES)))
  .min(1)
  .superRefine(sameLookPerName);

const palette = z.strictObject({ from: colour, to: colour, ink: colour, rim: colour });
export type Palette = z.output<typeof palette>;

const background = {
  name: word,
  patterns: z.array(z.enum(PATTERN_KINDS)).min(1),
  palettes: z.array(palette).min(1),
};
const familiesSchema = z.strictObject({
  families: z.array(z.strictObject({ ...background, match: words })).min(1),
  default: z.strictObject(background),
});
export interface Family {
  name: string;
  /** Lower-case fragments of cuisine names that belong to the family. */
  match: readonly string[];
  patterns: readonly PatternKind[];
  palettes: readonly Palette[];
}

/** Reads one file against its schema; a bad record is an error naming the file, its line and the field. */
function parseWith<T>(schema: z.ZodType<T>, text: string, file: string): T {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: true });
  if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors[0]!.message}`);
  const parsed = schema.safeParse(doc.toJS());
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  // The line of the deepest part of the path the file holds (a missing field is its record's line).
  let path = issue.path.filter((key) => typeof key !== 'symbol');
  let node = doc.getIn(path, true) as { range?: [number, number, number] } | undefined;
  while (!node?.range && path.length > 0) {
    path = path.slice(0, -1);
    node = doc.getIn(path, true) as typeof node;
  }
  const line = lineCounter.linePos(node?.range?.[0] ?? 0).line;
  throw new Error(`${file}:${line}: ${issue.path.join('.')}: ${issue.message}`);
}

export const parseVessels = (text: string, file: string) => parseWith(vesselsSchema, text, file);
export const parseSauceColours = (text: string, file: string) => parseWith(sauceColoursSchema, text, file);
export const parseGarnishes = (text: string, file: string): Tint[] => parseWith(garnishesSchema, text, file);
export function parseCuisineFamilies(text: string, file: string): { families: Family[]; fallback: Family } {
  const data = parseWith(familiesSchema, text, file);
  return { families: data.families, fallback: { ...data.default, match: [] } };
}

/** The files of this folder, by the name their parser is known by. */
export const PICTURE_FILES = {
  vessels: 'vessels.yaml',
  sauceColours: 'sauce-colours.yaml',
  garnishes: 'garnishes.yaml',
  cuisineFamilies: 'cuisine-families.yaml',
} as const;

const read = <T>(parse: (text: string, file: string) => T, name: string): T =>
  parse(readFileSync(join(import.meta.dirname, name), 'utf8'), `catalog/knowledge/pictures/${name}`);

const vessels = read(parseVessels, PICTURE_FILES.vessels);
/** Dish icons that make a recipe a drink. */
export const DRINK_ICONS: readonly string[] = vessels.drinkIcons;
/** The vessel rules, in order: the first that matches wins. */
export const VESSEL_RULES: readonly VesselRule[] = vessels.rules;

const sauces = read(parseSauceColours, PICTURE_FILES.sauceColours);
/** The colours of sauces, crusts and drinks; entries of one name add up. */
export const SAUCE_COLOURS: readonly Tint[] = sauces.colours;
/** What fills a vessel when no word names a colour. */
export const PLAIN_FILL: Readonly<Partial<Record<Vessel, SauceLook>>> = sauces.plain;

/** The garnishes scattered over a dish. */
export const GARNISHES: readonly Tint[] = read(parseGarnishes, PICTURE_FILES.garnishes);

const backgrounds = read(parseCuisineFamilies, PICTURE_FILES.cuisineFamilies);
/** The cuisines' background families. */
export const FAMILIES: readonly Family[] = backgrounds.families;
/** The family of a cuisine no family holds. */
export const DEFAULT_FAMILY: Family = backgrounds.fallback;
