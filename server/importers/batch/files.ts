import { constants, type Stats } from 'node:fs';
import { lstat, open, readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { ImportError } from '../lib/import-error';
import { describeSize, IMPORT_FILE_LIMITS } from '../lib/limits';

/**
 * The file system side of an import: which files to read, and reading one without letting it
 * hurt the server. Named pipes, devices and sockets are never opened (opening a FIFO for reading
 * waits for a writer forever), symbolic links are followed only while they stay inside the import
 * folder, and a file larger than `IMPORT_FILE_LIMITS.fileBytes` is refused before it is read.
 */

export interface SkippedFile {
  /** The path as found under the folder (the link's own path for a symbolic link). */
  file: string;
  reason: string;
}

export interface FolderScan {
  /** The folder keys are made relative to: the folder itself, or a single file's folder. */
  root: string;
  files: string[];
  skipped: SkippedFile[];
}

/** What a directory entry or stat result is, in words, when it is not a file or folder. */
export function specialKind(info: Stats): string | undefined {
  if (info.isFIFO()) return 'a named pipe (FIFO)';
  if (info.isSocket()) return 'a socket';
  if (info.isCharacterDevice() || info.isBlockDevice()) return 'a device';
  if (!info.isFile() && !info.isDirectory() && !info.isSymbolicLink()) return 'not a regular file';
  return undefined;
}

const isInside = (root: string, target: string): boolean => {
  const relative = path.relative(root, target);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/**
 * Recipe files under a folder (recursive, sorted, by `accept`), or the file itself when given
 * one. Hidden entries and `skip`ped names are passed over silently; special files and links
 * leading outside the folder are listed in `skipped` with the reason.
 */
export async function scanFolder(
  target: string,
  accept: (name: string) => boolean,
  skip: (name: string) => boolean = (name) => name.startsWith('.'),
): Promise<FolderScan> {
  const info = await lstat(target).catch(() => {
    throw new ImportError(`no such file or folder: ${target}`);
  });
  const resolved = await realpath(target).catch(() => {
    throw new ImportError(`broken symbolic link: ${target}`);
  });
  const targetInfo = info.isSymbolicLink() ? await stat(resolved) : info;
  if (!targetInfo.isDirectory()) {
    const kind = specialKind(targetInfo);
    return kind === undefined
      ? { root: path.dirname(target), files: [target], skipped: [] }
      : { root: path.dirname(target), files: [], skipped: [{ file: target, reason: `skipped: ${kind}` }] };
  }

  const files: string[] = [];
  const skipped: SkippedFile[] = [];
  const visited = new Set<string>([resolved]);
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (skip(entry.name)) continue;
      const full = path.join(dir, entry.name);
      const entryInfo = await lstat(full).catch(() => undefined);
      if (entryInfo === undefined) continue;
      if (entryInfo.isDirectory()) {
        await walk(full);
      } else if (entryInfo.isFile()) {
        if (accept(entry.name)) files.push(full);
      } else if (entryInfo.isSymbolicLink()) {
        await followLink(full, entry.name);
      } else {
        skipped.push({ file: full, reason: `skipped: ${specialKind(entryInfo) ?? 'not a regular file'}` });
      }
    }
  };
  const followLink = async (full: string, name: string): Promise<void> => {
    const real = await realpath(full).catch(() => undefined);
    if (real === undefined) {
      if (accept(name)) skipped.push({ file: full, reason: 'skipped: broken symbolic link' });
      return;
    }
    if (!isInside(resolved, real)) {
      skipped.push({ file: full, reason: 'skipped: symbolic link leading outside the import folder' });
      return;
    }
    const linked = await stat(real);
    if (linked.isDirectory()) {
      // A link back up the tree would otherwise be walked forever.
      if (visited.has(real)) return;
      visited.add(real);
      await walk(full);
    } else if (linked.isFile()) {
      if (accept(name)) files.push(full);
    } else {
      skipped.push({ file: full, reason: `skipped: ${specialKind(linked) ?? 'not a regular file'}` });
    }
  };
  await walk(target);
  return { root: target, files, skipped };
}

/**
 * A file's text, refused (ImportError) when it is not a regular file, lies outside `root`
 * through a link, or is larger than the limit. The file is opened non-blocking and checked again
 * once open, so a file swapped for a pipe after the scan cannot block the import either.
 */
export async function readTextFile(file: string, root?: string): Promise<string> {
  const info = await lstat(file);
  let real = file;
  if (info.isSymbolicLink()) {
    real = await realpath(file);
    if (root !== undefined && !isInside(await realpath(root), real)) {
      throw new ImportError('symbolic link leading outside the import folder');
    }
  }
  const kind = specialKind(info.isSymbolicLink() ? await stat(real) : info);
  if (kind !== undefined) throw new ImportError(`${kind}, not read`);

  const handle = await open(real, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
  try {
    const opened = await handle.stat();
    if (!opened.isFile()) throw new ImportError(`${specialKind(opened) ?? 'not a regular file'}, not read`);
    const limit = IMPORT_FILE_LIMITS.fileBytes;
    if (opened.size > limit) {
      throw new ImportError(`the file is too large: ${describeSize(opened.size)} (at most ${describeSize(limit)})`);
    }
    // One byte more than the size, to notice a file that grew since the stat.
    const buffer = Buffer.alloc(opened.size + 1);
    let length = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, null);
      if (bytesRead === 0) break;
      length += bytesRead;
      if (length > opened.size) throw new ImportError('the file changed while it was read');
    }
    return decodeText(buffer.subarray(0, length));
  } finally {
    await handle.close();
  }
}

/**
 * UTF-8 (a BOM dropped), or UTF-16 when a BOM says so. Bytes that are no UTF-8 come from a page
 * saved in an older charset: the one its markup declares (`<meta charset>`, `http-equiv`, an XML
 * declaration), else Windows-1252, the charset such pages were mostly written in. A page whose
 * bytes are UTF-8 is read as UTF-8 whatever it declares: browsers re-encode what they save.
 */
function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const charset = declaredCharset(bytes) ?? 'windows-1252';
    return charset === 'windows-1252' ? decodeWindows1252(bytes) : new TextDecoder(charset).decode(bytes);
  }
}

/** Windows-1252's characters at 0x80–0x9F (where Latin-1 has controls); the five it leaves unused stay as they are. */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** Windows-1252 by hand: the runtime's decoder of that name reads Latin-1 (no curly quotes, no dashes). */
function decodeWindows1252(bytes: Buffer): string {
  return bytes.toString('latin1').replace(/[\u0080-\u009f]/g, (c) => WINDOWS_1252_HIGH[c.charCodeAt(0) - 0x80] ?? c);
}

/** The charset the start of a page declares, when this runtime can decode it. */
function declaredCharset(bytes: Buffer): string | undefined {
  const start = bytes.subarray(0, 4096).toString('latin1');
  const label = /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)|<\?xml[^>]+encoding\s*=\s*["']([\w.:-]+)/i.exec(start);
  const name = label?.[1] ?? label?.[2];
  if (name === undefined || /^utf-?8$/i.test(name)) return undefined;
  try {
    return new TextDecoder(name).encoding;
  } catch {
    return undefined;
  }
}
