/** The alt text of a recipe's picture, from its title and the words of its icons. */

/** Icons whose names say little to someone hearing the alt text. */
const ALT_WORDS: Record<string, string> = { oden: 'skewer' };

/** Readable words for an icon name: `shallow-pan-of-food` → `shallow pan of food`. */
function iconWords(name: string): string {
  const known = ALT_WORDS[name.trim()];
  if (known !== undefined) return known;
  return name.trim().replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').toLowerCase();
}

/** Alt text of a recipe's picture, e.g. "Illustration of Shakshuka: shallow pan of food, tomato and egg". */
export function pictureAlt(title: string, icons: string[]): string {
  const words = icons.map(iconWords).filter((w) => w !== '');
  const name = title.trim() || 'a recipe';
  if (words.length === 0) return `Illustration of ${name}`;
  const list =
    words.length === 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1] ?? ''}`;
  return `Illustration of ${name}: ${list}`;
}
