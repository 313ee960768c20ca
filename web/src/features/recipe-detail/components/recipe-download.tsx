import type { RecipeDetail as Recipe } from '@shared/recipe';
import { recipeFileName, recipeJsonLd, recipeMarkdown } from '@shared/recipe-download';

/** The two files a recipe downloads as, made on the device: no network needed. */
const FORMATS = [
  {
    label: 'JSON-LD',
    extension: '.json',
    type: 'application/ld+json',
    write: (recipe: Recipe, origin: string) => `${JSON.stringify(recipeJsonLd(recipe, origin), null, 2)}\n`,
  },
  { label: 'Markdown', extension: '.md', type: 'text/markdown', write: recipeMarkdown },
] as const;

function download(text: string, type: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** "Keep a copy": the recipe as a schema.org JSON-LD file any recipe app reads, or as Markdown. */
export function RecipeDownload({ recipe }: { recipe: Recipe }) {
  return (
    <p className="recipe__download">
      <span>Keep a copy:</span>
      {FORMATS.map((format) => (
        <button
          key={format.label}
          type="button"
          className="button button--ghost"
          aria-label={`Download this recipe as ${format.label}`}
          onClick={() =>
            download(
              format.write(recipe, window.location.origin),
              format.type,
              recipeFileName(recipe, format.extension),
            )
          }
        >
          {format.label}
        </button>
      ))}
    </p>
  );
}
