import type { ArchiveEntry } from '../archive/zip';
import { finishRecipe, minutesField, servingsField } from '../lib/draft';
import { pick, readFrontMatter, textOf } from '../lib/front-matter';
import { ImportError } from '../lib/import-error';
import { isHttpUrl, markdownInlineToText, splitList } from '../lib/text';
import { classifyTags } from '../lib/vocabulary';
import {
  baseName,
  exported,
  extensionOf,
  folderOf,
  isRecord,
  readEach,
  stem,
  withoutClutter,
  type ExportReading,
} from './export-parts';

const isMarkdown = (entryPath: string): boolean => ['.md', '.markdown'].includes(extensionOf(entryPath));

/** A recipe of a Chowdown site: a Markdown file in its `_recipes` folder. */
const isRecipeFile = (entryPath: string): boolean =>
  isMarkdown(entryPath) && baseName(folderOf(entryPath)) === '_recipes';

/** A part of a recipe made of others (a crust, a filling): a Markdown file in `_components`. */
const isComponentFile = (entryPath: string): boolean =>
  isMarkdown(entryPath) && baseName(folderOf(entryPath)) === '_components';

export const isChowdownExport = (entries: readonly ArchiveEntry[]): boolean =>
  withoutClutter(entries).some((entry) => isRecipeFile(entry.path));

/**
 * A front-matter list as lines: a YAML list of strings, or one string of lines. An item that is
 * a map of one name to a list is a group: its name becomes a heading line, then its items.
 */
function listLines(value: unknown, heading: (name: string) => string): string[] {
  if (typeof value === 'string') return value.split(/\r?\n/);
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (!isRecord(item)) return [textOf(item)];
    return Object.entries(item).flatMap(([name, items]) => [heading(name), ...listLines(items, heading)]);
  });
}

const ingredientHeading = (name: string) => (name.endsWith(':') ? name : `${name}:`);
const directionHeading = (name: string) => `<strong>${name}</strong>`;

interface Parsed {
  fields: Map<string, unknown>;
  paragraphs: string[];
}

function parse(entry: ArchiveEntry): Parsed {
  const { fields, content } = readFrontMatter(entry.data.toString('utf8'));
  const paragraphs = content
    .split(/\r?\n\s*\r?\n/)
    .map(markdownInlineToText)
    .filter((paragraph) => paragraph !== '');
  return { fields, paragraphs };
}

/**
 * A Chowdown site, zipped: Jekyll Markdown files whose front matter holds the recipe (`title`,
 * `image` — a file of the site's `images` folder, or an address —, `ingredients` and `directions`
 * as lists, `tags`), and whose body is its story: the first paragraph is the summary, the rest
 * the notes. A recipe made of components names them in `components`; each is a file of
 * `_components` (named by its title or its file name) whose ingredients and directions come
 * under its title. The file's name is the recipe's identity.
 */
export function readChowdownEntries(entries: readonly ArchiveEntry[]): Promise<ExportReading> {
  const files = withoutClutter(entries);
  // A component that cannot be read is one the recipes naming it go without, with a warning.
  const components = files
    .filter((file) => isComponentFile(file.path))
    .flatMap((file) => {
      try {
        return [{ slug: stem(file.path).toLowerCase(), ...parse(file) }];
      } catch {
        return [];
      }
    });
  const componentNamed = (name: string): Parsed | undefined => {
    const wanted = name.trim().toLowerCase();
    return components.find((part) => part.slug === wanted || textOf(part.fields.get('title')).toLowerCase() === wanted);
  };
  return readEach(
    files
      .filter((file) => isRecipeFile(file.path))
      .map((file) => ({
        entry: file.path,
        read: () => {
          const { fields, paragraphs } = parse(file);
          if (fields.size === 0) throw new ImportError('it is not a Chowdown recipe (no front matter)');
          const warnings: string[] = [];
          const parts = splitList(fields.get('components')).map((name) => {
            const part = componentNamed(name);
            if (part === undefined) warnings.push(`the component "${name}" is not in the export; left out`);
            return { name: textOf(part?.fields.get('title')) || name, fields: part?.fields };
          });
          const ingredientLines = [
            ...listLines(fields.get('ingredients'), ingredientHeading),
            ...parts.flatMap(({ name, fields: own }) =>
              own === undefined
                ? []
                : [ingredientHeading(name), ...listLines(own.get('ingredients'), ingredientHeading)],
            ),
          ];
          const instructionLines = [
            ...parts.flatMap(({ name, fields: own }) =>
              own === undefined ? [] : [directionHeading(name), ...listLines(own.get('directions'), directionHeading)],
            ),
            ...listLines(fields.get('directions'), directionHeading),
          ];
          const image = textOf(fields.get('image'));
          const photo =
            image === '' || isHttpUrl(image)
              ? undefined
              : files.find((candidate) => candidate.path.endsWith(`images/${baseName(image)}`))?.data;
          if (image !== '' && !isHttpUrl(image) && photo === undefined) {
            warnings.push(`the photo "${image}" is not in the export; left out`);
          }
          const recipe = finishRecipe({
            sourceKey: `chowdown:${stem(file.path)}`,
            title: textOf(fields.get('title')),
            summary: paragraphs[0] ?? '',
            image: isHttpUrl(image) ? image : '',
            servings: servingsField(pick(fields, 'yield', 'servings', 'serves') ?? undefined, warnings),
            prepMinutes: minutesField('preparation time', pick(fields, 'prep', 'preptime'), warnings),
            cookMinutes: minutesField('cooking time', pick(fields, 'cook', 'cooktime'), warnings),
            totalMinutes: minutesField('total time', pick(fields, 'totaltime', 'time'), warnings),
            ...classifyTags(splitList(fields.get('tags'))),
            ingredientLines,
            instructionLines,
            sourceUrl: isHttpUrl(textOf(fields.get('source'))) ? textOf(fields.get('source')) : '',
            warnings,
          });
          return exported(recipe, file.path, { photo, notes: paragraphs.slice(1).join('\n\n') });
        },
      })),
  );
}
