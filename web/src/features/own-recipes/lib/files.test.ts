import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS } from '@shared/own-recipes';
import { fitsInBatch, isRecipeFile, sentName, surelyTooLarge, type ReadFile } from './files';

const file = (index: number, characters: number): ReadFile => ({
  index,
  name: `${index}.md`,
  content: 'x'.repeat(characters),
});

describe('recipe files', () => {
  it('takes the recipe formats by extension, in any case', () => {
    for (const name of ['a.json', 'b.HTML', 'c.htm', 'd.md', 'e.cook', 'f.txt']) expect(isRecipeFile(name)).toBe(true);
    for (const name of ['cake.png', 'notes', '.md', 'archive.md.zip']) expect(isRecipeFile(name)).toBe(false);
  });

  it('knows a file is too long without reading it only when it surely is', () => {
    expect(surelyTooLarge(IMPORT_LIMITS.fileCharacters * 3)).toBe(false);
    expect(surelyTooLarge(IMPORT_LIMITS.fileCharacters * 3 + 1)).toBe(true);
  });

  it('shortens a very long name, keeping its extension', () => {
    const name = `${'n'.repeat(400)}.cook`;
    expect(sentName(name)).toHaveLength(IMPORT_LIMITS.fileName);
    expect(sentName(name).endsWith('.cook')).toBe(true);
    expect(sentName('soup.md')).toBe('soup.md');
  });

  it('fills a request up to the server’s count and size', () => {
    const full = Array.from({ length: IMPORT_LIMITS.files }, (_, index) => file(index, 10));
    expect(fitsInBatch(full.slice(0, -1), file(99, 10))).toBe(true);
    expect(fitsInBatch(full, file(99, 10))).toBe(false);
    const big = [file(0, IMPORT_LIMITS.requestCharacters - 5)];
    expect(fitsInBatch(big, file(1, 5))).toBe(true);
    expect(fitsInBatch(big, file(1, 6))).toBe(false);
    // A first file always goes, whatever its size: the server says if it is too large.
    expect(fitsInBatch([], file(0, IMPORT_LIMITS.requestCharacters + 1))).toBe(true);
  });
});
