import { parse as parseHtml, type HTMLElement } from 'node-html-parser';
import type { ImportedRecipe } from '../lib/draft';
import { ImportError } from '../lib/import-error';
import { parseLenientJson } from '../lib/lenient-json';
import { absoluteHttpUrl } from '../lib/text';
import { findRecipeNodes, recipesFromJsonLd, type JsonLdOptions } from './json-ld';
import { markupRecipes } from './microdata';
import { parsePlainTextRecipe, textStepsAndYield } from './plain-text';
import { pageTitle, readableText } from './readable-text';
import { recipeCard } from './recipe-card';

/**
 * The recipes of an HTML page, from the best source it has: its JSON-LD blocks, else Microdata or
 * RDFa markup, else the readable text of its main article (readable-text.ts) read as plain text
 * (plain-text.ts). A broken JSON-LD block (often an unrelated breadcrumb) never hides a good one.
 * The recipe card the page shows (recipe-card.ts) completes its only recipe where the data or the
 * text fall short: more lines or steps on the card, servings or a name the data leave out.
 */
export function parseHtmlRecipes(html: string, options: JsonLdOptions): ImportedRecipe[] {
  const root = parseHtml(html, { comment: false });
  const pageUrl = options.pageUrl ?? canonicalUrl(root);
  const title = pageTitle(root);
  const card = { ...recipeCard(root, title), fromText: () => stepsOfText(root) };
  const withPage = { ...options, ...(pageUrl === undefined ? {} : { pageUrl }), card };

  // Structured data the card cannot complete (no ingredients, no name anywhere) gives way to the text.
  let structuredError: ImportError | undefined;
  const { documents, firstError } = jsonLdDocuments(root);
  for (const data of [documents, markupRecipes(root)]) {
    if (findRecipeNodes(data).length === 0) continue;
    try {
      return recipesFromJsonLd(data, withPage);
    } catch (error) {
      if (!(error instanceof ImportError) || !/^(?:no ingredients|missing title)/.test(error.reason)) throw error;
      structuredError ??= error;
    }
  }

  try {
    return [
      parsePlainTextRecipe(readableText(root), {
        sourceKey: pageUrl === undefined ? options.sourceKey : `import:${pageUrl.replace(/#.*$/, '')}`,
        ...(title === undefined ? {} : { title }),
        ...(pageUrl === undefined ? {} : { sourceUrl: pageUrl }),
        ...ogImage(root),
        card,
      }),
    ];
  } catch (error) {
    if (structuredError !== undefined) throw structuredError;
    if (firstError !== undefined) throw firstError;
    if (error instanceof ImportError && !error.reason.startsWith('no ingredients')) throw error;
    throw new ImportError('no recipe found (no JSON-LD, Microdata or RDFa Recipe, and no ingredient list in the text)');
  }
}

/** The steps and yield of the page text; none from a page nested too deep to read as text. */
function stepsOfText(root: HTMLElement): { steps: string[]; servings: string | undefined } {
  try {
    return textStepsAndYield(readableText(root));
  } catch (error) {
    if (error instanceof RangeError) return { steps: [], servings: undefined };
    throw error;
  }
}

/** Every JSON-LD block of the page, parsed leniently; the first failure is kept to explain an empty page. */
function jsonLdDocuments(root: HTMLElement): { documents: unknown[]; firstError: ImportError | undefined } {
  const documents: unknown[] = [];
  let firstError: ImportError | undefined;
  root
    .querySelectorAll('script')
    .filter((script) => /^\s*application\/ld\+json/i.test(script.getAttribute('type') ?? ''))
    .forEach((block, index) => {
      try {
        documents.push(parseLenientJson(stripScriptWrapping(block.rawText)));
      } catch (error) {
        if (error instanceof ImportError && firstError === undefined) {
          firstError = new ImportError(`${error.reason} in JSON-LD block ${index + 1}`);
        }
      }
    });
  return { documents, firstError };
}

/** Some sites wrap JSON-LD in HTML comments or CDATA markers to please old parsers. */
function stripScriptWrapping(text: string): string {
  return text
    .trim()
    .replace(/^(?:<!--|\/\*\s*<!\[CDATA\[\s*\*\/|<!\[CDATA\[)/, '')
    .replace(/(?:-->|\/\*\s*\]\]>\s*\*\/|\]\]>)$/, '')
    .trim();
}

function canonicalUrl(root: HTMLElement): string | undefined {
  const link = root.querySelector('link[rel="canonical"]')?.getAttribute('href');
  const og = root.querySelector('meta[property="og:url"]')?.getAttribute('content');
  return [link, og].map(absoluteHttpUrl).find((url) => url !== undefined);
}

function ogImage(root: HTMLElement): { image?: string } {
  const image = absoluteHttpUrl(root.querySelector('meta[property="og:image"]')?.getAttribute('content'));
  return image === undefined ? {} : { image };
}
