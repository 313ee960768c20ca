/** The first screen's JavaScript: what the browser must load before the app shows, gzipped, against the budget. */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../lib/paths';
import { DIST, gzipSize } from './settings';

export interface Chunk {
  /** Path as the browser asks for it, e.g. /assets/framework-abc.js. */
  url: string;
  raw: number;
  gzip: number;
}

export interface LazyChunk extends Chunk {
  /** Gzipped bytes of this chunk plus its static imports that the first screen did not load. */
  extraGzip: number;
}

export interface BundleReport {
  firstScreen: Chunk[];
  totalGzip: number;
  styles: Chunk[];
  lazy: LazyChunk[];
}

/** Attributes of every <script> and <link> tag in an HTML document. */
function htmlTags(html: string): { tag: string; attrs: Map<string, string> }[] {
  const tags: { tag: string; attrs: Map<string, string> }[] = [];
  for (const match of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attrs = new Map<string, string>();
    for (const attr of (match[2] ?? '').matchAll(/([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
      attrs.set((attr[1] ?? '').toLowerCase(), attr[2] ?? attr[3] ?? attr[4] ?? '');
    }
    tags.push({ tag: (match[1] ?? '').toLowerCase(), attrs });
  }
  return tags;
}

/** Resolves an import specifier found in `fromUrl` to a URL under /assets, or null if it leaves web/dist. */
function resolveAsset(specifier: string, fromUrl: string): string | null {
  const url = new URL(specifier, `http://dist${fromUrl}`);
  if (url.host !== 'dist' || !url.pathname.startsWith('/assets/')) return null;
  return existsSync(join(DIST, url.pathname)) ? url.pathname : null;
}

// Static `import … from "x"`, `import "x"` and `export … from "x"` at statement starts; `import("x")` is not matched.
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{},\s]*?\s*from\s*)?["']([^"']+)["']/g;
// Minifiers may write the specifier of import() as a template literal without substitutions.
const DYNAMIC_IMPORT = /\bimport\(\s*(["'`])([^"'`$]+)\1\s*\)/g;

function readAsset(url: string): string {
  return readFileSync(join(DIST, url), 'utf8');
}

function staticImports(url: string): string[] {
  return [...readAsset(url).matchAll(STATIC_IMPORT)]
    .map((match) => resolveAsset(match[1] ?? '', url))
    .filter((target): target is string => target !== null && target.endsWith('.js'));
}

function dynamicImports(url: string): string[] {
  return [...readAsset(url).matchAll(DYNAMIC_IMPORT)]
    .map((match) => resolveAsset(match[2] ?? '', url))
    .filter((target): target is string => target !== null && target.endsWith('.js'));
}

/** Every chunk reached from `roots`, breadth first, following `next` from each chunk once. */
function reach(roots: Iterable<string>, next: (url: string) => string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    queue.push(...next(url));
  }
  return seen;
}

/** The chunks `roots` load before running: themselves and their static imports, recursively. */
const staticClosure = (roots: string[]): Set<string> => reach(roots, staticImports);

function measureChunk(url: string): Chunk {
  const buffer = readFileSync(join(DIST, url));
  return { url, raw: buffer.length, gzip: gzipSize(buffer) };
}

export function buildWeb(): void {
  process.stdout.write('Building the web app (npx vite build)…\n');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status ?? result.signal ?? 'unknown'})`);
}

export function measureBundle(): BundleReport {
  const tags = htmlTags(readFileSync(join(DIST, 'index.html'), 'utf8'));
  const roots: string[] = [];
  const styles: string[] = [];
  for (const { tag, attrs } of tags) {
    const rel = attrs.get('rel') ?? '';
    const href = tag === 'script' ? attrs.get('src') : attrs.get('href');
    if (!href) continue;
    const url = resolveAsset(href, '/index.html');
    if (url === null) continue;
    if (tag === 'script' || rel === 'modulepreload') roots.push(url);
    else if (rel === 'stylesheet') styles.push(url);
  }
  if (roots.length === 0) throw new Error('web/dist/index.html loads no script from /assets');

  const firstScreenUrls = staticClosure(roots);
  const firstScreen = [...firstScreenUrls].map(measureChunk).sort((a, b) => b.gzip - a.gzip);
  const totalGzip = firstScreen.reduce((sum, chunk) => sum + chunk.gzip, 0);

  // Chunks reached only through import(): routes (React.lazy) and on-demand helpers.
  const lazyUrls = new Set<string>();
  reach(firstScreenUrls, (url) =>
    dynamicImports(url).flatMap((target) => {
      if (!firstScreenUrls.has(target)) lazyUrls.add(target);
      return [...staticClosure([target])];
    }),
  );
  const lazy = [...lazyUrls]
    .map((url): LazyChunk => {
      const extra = [...staticClosure([url])].filter((dep) => !firstScreenUrls.has(dep));
      return { ...measureChunk(url), extraGzip: extra.reduce((sum, dep) => sum + measureChunk(dep).gzip, 0) };
    })
    .sort((a, b) => b.extraGzip - a.extraGzip || b.gzip - a.gzip);

  return { firstScreen, totalGzip, styles: styles.map(measureChunk), lazy };
}
