import { describe, expect, it } from 'vitest';
import { ARCHIVE_LIMITS } from './limits';
import { renamed, zipOf } from '../../test/zip';
import { looksLikeZip, readZip, UntrustedArchive } from './zip';

const refusal = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise;
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the archive was read');
};

describe('reading an uploaded zip archive', () => {
  it('reads every file with its path and bytes, passing over folders', async () => {
    const zip = await zipOf([
      { name: 'soup/recipe.json', data: '{"name":"Leek soup"}' },
      { name: 'soup/full.jpg', data: Buffer.from([0xff, 0xd8, 0xff, 0x00]), compress: false },
    ]);
    expect(looksLikeZip(zip)).toBe(true);
    const entries = await readZip(zip);
    expect(entries.map((entry) => entry.path)).toEqual(['soup/recipe.json', 'soup/full.jpg']);
    expect(entries[0]!.data.toString()).toBe('{"name":"Leek soup"}');
    expect([...entries[1]!.data]).toEqual([0xff, 0xd8, 0xff, 0x00]);
  });

  it('refuses a name that climbs out of its folder, or an absolute one, before reading anything', async () => {
    const zip = await zipOf([{ name: 'aa/evil.json', data: '{}' }]);
    expect(await refusal(readZip(renamed(zip, 'aa/evil.json', '../evil.json')))).toBe(
      'it holds a file whose path leads out of its folder',
    );
    expect(await refusal(readZip(renamed(zip, 'aa/evil.json', 'a/../../e.js')))).toBe(
      'it holds a file whose path leads out of its folder',
    );
    expect(await refusal(readZip(renamed(zip, 'aa/evil.json', '/etc/passwd.')))).toBe(
      'it holds a file with an absolute path',
    );
    expect(await refusal(readZip(renamed(zip, 'aa/evil.json', 'C:/evil.json')))).toBe(
      'it holds a file with an absolute path',
    );
    // A backslash is read as a folder separator, so it cannot hide a climb either.
    expect(await refusal(readZip(renamed(zip, 'aa/evil.json', '..\\evil.json')))).toBe(
      'it holds a file whose path leads out of its folder',
    );
  });

  it('refuses a link', async () => {
    const zip = await zipOf([
      { name: 'recipe.json', data: '{}' },
      { name: 'photo.jpg', data: '/etc/passwd', mode: 0o120777 },
    ]);
    expect(await refusal(readZip(zip))).toBe('it holds a link ("photo.jpg"); archives with links are not read');
  });

  it('tells an archive that cannot be trusted from one that is merely broken', async () => {
    const caught = async (promise: Promise<unknown>): Promise<unknown> =>
      promise.then(
        () => undefined,
        (error: unknown) => error,
      );
    const linked = await zipOf([{ name: 'photo.jpg', data: '/etc/passwd', mode: 0o120777 }]);
    const climbing = renamed(await zipOf([{ name: 'aa/evil.json', data: '{}' }]), 'aa/evil.json', '../evil.json');
    const bomb = await zipOf([{ name: 'zeros.json', data: Buffer.alloc(4 * 1024 * 1024) }]);
    for (const archive of [linked, climbing, bomb])
      expect(await caught(readZip(archive))).toBeInstanceOf(UntrustedArchive);
    expect(await caught(readZip(await zipOf([{ name: 'a', data: '' }]), { depth: 3 }))).toBeInstanceOf(
      UntrustedArchive,
    );
    const broken = await caught(readZip(Buffer.from('not a zip at all, just words')));
    expect(broken).toBeInstanceOf(Error);
    expect(broken).not.toBeInstanceOf(UntrustedArchive);
  });

  it('refuses a zip bomb by its ratio, and too much in all by what it expands to', async () => {
    const bomb = await zipOf([{ name: 'zeros.json', data: Buffer.alloc(4 * 1024 * 1024) }]);
    expect(bomb.length).toBeLessThan(40_000);
    expect(await refusal(readZip(bomb))).toMatch(/^"zeros\.json" expands [\d,]+ times its packed size \(at most 100\)/);

    const pictures = await zipOf(
      ['a', 'b', 'c'].map((name) => ({ name: `${name}.jpg`, data: Buffer.alloc(600, name), compress: false })),
    );
    const limits = { ...ARCHIVE_LIMITS, maxExpandedBytes: 1_500 };
    expect(await refusal(readZip(pictures, { limits }))).toBe('it expands to more than 1,500 bytes');
    expect(await readZip(pictures, { limits: { ...limits, maxExpandedBytes: 1_800 } })).toHaveLength(3);
  });

  it('shares one budget between an archive and those nested in it, and refuses nesting too deep', async () => {
    const inner = await zipOf([{ name: 'recipe.json', data: Buffer.alloc(700, 'x'), compress: false }]);
    const budget = { bytesLeft: 1_000 };
    const limits = { ...ARCHIVE_LIMITS, maxExpandedBytes: 1_000 };
    await readZip(inner, { limits, budget, depth: 2 });
    expect(budget.bytesLeft).toBe(300);
    expect(await refusal(readZip(inner, { limits, budget, depth: 2 }))).toBe('it expands to more than 1,000 bytes');
    expect(await refusal(readZip(inner, { depth: 3 }))).toBe('it holds archives nested more than 2 deep');
  });

  it('refuses more entries than the limit (5,000), counted from the directory before any is read', async () => {
    const files = Array.from({ length: 5_001 }, (_, index) => ({ name: `${index}`, data: '', compress: false }));
    expect(await refusal(readZip(await zipOf(files)))).toBe('it holds 5,001 entries (at most 5,000)');
    const limits = { ...ARCHIVE_LIMITS, maxEntries: 20 };
    expect(await refusal(readZip(await zipOf(files.slice(0, 21)), { limits }))).toBe(
      'it holds 21 entries (at most 20)',
    );
    expect(await readZip(await zipOf(files.slice(0, 20)), { limits })).toHaveLength(20);
  });

  it('refuses what is not a zip, or a zip cut short, with a reason', async () => {
    expect(looksLikeZip(Buffer.from('{"name":"soup"}'))).toBe(false);
    expect(await refusal(readZip(Buffer.from('not a zip at all, just words')))).toMatch(
      /^it is not a zip archive we can read \(/,
    );
    const zip = await zipOf([{ name: 'recipe.json', data: 'x'.repeat(2_000) }]);
    expect(await refusal(readZip(zip.subarray(0, zip.length - 30)))).toMatch(/^it is not a zip archive we can read/);
  });
});
