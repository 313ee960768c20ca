import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-scripts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each inline script, and skips scripts loaded from a file', () => {
    const first = "\n  document.documentElement.dataset.theme = 'dark';\n";
    const html = `<!doctype html><head><script>${first}</script><script type="module" src="/app.js"></script></head><body><script>x()</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(first), sha256('x()')]);
  });

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptHashes('<!doctype html><title>t</title><script src="/a.js"></script>')).toEqual([]);
  });

  it("finds the web app's early theme script in index.html", () => {
    const html = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
    const text = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(text).toContain("localStorage.getItem('theme')");
    expect(inlineScriptHashes(html)).toEqual([sha256(text!)]);
  });
});
