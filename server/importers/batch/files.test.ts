import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportError } from '../lib/import-error';
import { readTextFile, scanFolder } from './files';

let base: string;
let folder: string;
const at = (...parts: string[]): string => path.join(folder, ...parts);
const isRecipe = (name: string): boolean => /\.(json|md)$/.test(name);

beforeAll(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'importers-files-'));
  folder = path.join(base, 'in');
  await mkdir(path.join(folder, 'sub'), { recursive: true });
  await mkdir(path.join(base, 'outside'));
  await writeFile(path.join(base, 'outside', 'secret.json'), '{}');
  await writeFile(at('a.json'), '{}');
  await writeFile(at('sub', 'b.md'), '# B');
  await writeFile(at('notes.rtf'), 'x');
  await writeFile(at('.hidden.json'), '{}');
  execFileSync('mkfifo', [at('pipe.json')]);
  await symlink(path.join(base, 'outside', 'secret.json'), at('escape.json'));
  await symlink(path.join(base, 'outside'), at('outdir'));
  await symlink(at('sub', 'b.md'), at('inside-link.md'));
  await symlink(folder, at('sub', 'loop'));
  await symlink(at('missing.json'), at('broken.json'));
});
afterAll(() => rm(base, { recursive: true, force: true }));

describe('scanFolder', () => {
  it('lists regular files and links inside the folder, and skips special files and links leading out', async () => {
    const scan = await scanFolder(folder, isRecipe);
    expect(scan.files.map((file) => path.relative(folder, file))).toEqual(['a.json', 'inside-link.md', 'sub/b.md']);
    expect(scan.skipped.map(({ file, reason }) => [path.relative(folder, file), reason])).toEqual([
      ['broken.json', 'skipped: broken symbolic link'],
      ['escape.json', 'skipped: symbolic link leading outside the import folder'],
      ['outdir', 'skipped: symbolic link leading outside the import folder'],
      ['pipe.json', 'skipped: a named pipe (FIFO)'],
    ]);
  });

  it('reports a socket', async () => {
    const socketDir = await mkdtemp(path.join(tmpdir(), 'importers-socket-'));
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(path.join(socketDir, 'live.sock'), resolve));
    try {
      expect((await scanFolder(socketDir, () => true)).skipped).toEqual([
        { file: path.join(socketDir, 'live.sock'), reason: 'skipped: a socket' },
      ]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await rm(socketDir, { recursive: true, force: true });
    }
  });

  it('takes a single file as given, and skips a single FIFO', async () => {
    expect(await scanFolder(at('notes.rtf'), isRecipe)).toEqual({
      root: folder,
      files: [at('notes.rtf')],
      skipped: [],
    });
    expect((await scanFolder(at('pipe.json'), isRecipe)).skipped).toEqual([
      { file: at('pipe.json'), reason: 'skipped: a named pipe (FIFO)' },
    ]);
  });

  it('says when the path does not exist', async () => {
    await expect(scanFolder(at('nope'), isRecipe)).rejects.toThrow(`no such file or folder: ${at('nope')}`);
  });
});

describe('readTextFile', () => {
  it('never opens a FIFO (it would wait for a writer forever)', async () => {
    await expect(readTextFile(at('pipe.json'), folder)).rejects.toThrow(
      new ImportError('a named pipe (FIFO), not read'),
    );
  });

  it('refuses a link leading outside the import folder, follows one inside', async () => {
    await expect(readTextFile(at('escape.json'), folder)).rejects.toThrow(
      'symbolic link leading outside the import folder',
    );
    expect(await readTextFile(at('inside-link.md'), folder)).toBe('# B');
  });

  it('refuses a file larger than the limit before reading it', async () => {
    await writeFile(at('big.json'), '');
    await truncate(at('big.json'), 5 * 1024 * 1024 + 1);
    await expect(readTextFile(at('big.json'), folder)).rejects.toThrow(
      'the file is too large: 5,242,881 bytes (at most 5 MB)',
    );
    await rm(at('big.json'));
  });

  it('decodes UTF-8 with or without a BOM, and UTF-16 with one', async () => {
    await writeFile(at('utf8.json'), '\uFEFF{"a":"é"}');
    await writeFile(at('utf16.json'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('{"a":"é"}', 'utf16le')]));
    expect(await readTextFile(at('utf8.json'))).toBe('{"a":"é"}');
    expect(await readTextFile(at('utf16.json'))).toBe('{"a":"é"}');
  });

  it('decodes a page in the legacy charset its markup declares, and bytes that are no UTF-8 as Windows-1252', async () => {
    const latin = (text: string) => Buffer.from(text, 'latin1');
    await writeFile(at('latin1.html'), latin('<meta charset="ISO-8859-1"><p>crème fraîche ½ cup</p>'));
    await writeFile(
      at('cp1252.html'),
      Buffer.concat([
        latin('<meta http-equiv="Content-Type" content="text/html; charset=windows-1252"><p>'),
        Buffer.from([0x93, 0x71, 0x94, 0x20, 0x96]),
        latin('</p>'),
      ]),
    );
    await writeFile(at('undeclared.html'), latin('<p>jalapeño</p>'));
    await writeFile(at('declared-but-utf8.html'), Buffer.from('<meta charset="iso-8859-1"><p>jalapeño</p>', 'utf8'));
    expect(await readTextFile(at('latin1.html'))).toBe('<meta charset="ISO-8859-1"><p>crème fraîche ½ cup</p>');
    expect(await readTextFile(at('cp1252.html'))).toContain('<p>“q” –</p>');
    expect(await readTextFile(at('undeclared.html'))).toBe('<p>jalapeño</p>');
    expect(await readTextFile(at('declared-but-utf8.html'))).toBe('<meta charset="iso-8859-1"><p>jalapeño</p>');
  });
});
