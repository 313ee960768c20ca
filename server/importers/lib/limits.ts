import { RECIPE_LIMITS } from '../../../shared/recipe-limits';

/**
 * What one imported file may cost the server. Beyond these a file or recipe is refused with its
 * name and the reason; the recipe limits themselves (title, lines, minutes...) are
 * `RECIPE_LIMITS`, the same on every write.
 */
export const IMPORT_FILE_LIMITS = {
  /** Larger than any recipe page we have seen (the biggest real page with its inline CSS is ~2 MB). */
  fileBytes: 5 * 1024 * 1024,
  /** Another app's export is read whole: as large as the app's upload of one takes. */
  exportBytes: 128 * 1024 * 1024,
  /**
   * YAML aliases in front matter. Real recipes use none; a few nested aliases are enough to
   * expand a 384-byte file into hundreds of megabytes ("billion laughs").
   */
  yamlAliases: 50,
  /** Recipes of one file (an ItemList page); more is a dump, not a page. */
  recipesPerFile: 1_000,
  /** PostgreSQL's `integer`: no id, count or minutes beyond it is ever written. */
  integer: 2_147_483_647,
  ...RECIPE_LIMITS,
} as const;

/** "5 MB", "6.2 MB"; a size just over a round limit reads "5,242,881 bytes" rather than "5 MB". */
export function describeSize(bytes: number): string {
  const megabytes = bytes / 1024 / 1024;
  const rounded = megabytes.toFixed(1).replace(/\.0$/, '');
  return Number(rounded) === megabytes || Math.abs(Number(rounded) - megabytes) > 0.01
    ? `${rounded} MB`
    : `${bytes.toLocaleString('en')} bytes`;
}

/** A number as a reason writes it: "1,000", "2,147,483,647". */
export const formatCount = (n: number): string => n.toLocaleString('en');
