import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ImportError } from '../lib/import-error';
import { describeSize, formatCount } from '../lib/limits';
import { ARCHIVE_LIMITS, type ArchiveLimits } from './limits';

/** A file of an archive, read whole: its path inside the archive (always relative, `/`-separated) and its bytes. */
export interface ArchiveEntry {
  path: string;
  data: Buffer;
}

/** What every archive of one upload may still expand to, shared by the archives nested in it. */
export interface ExpansionBudget {
  bytesLeft: number;
}

export interface ZipOptions {
  limits?: ArchiveLimits;
  /** 1 for the archive uploaded, 2 for an archive inside it; deeper is refused. */
  depth?: number;
  budget?: ExpansionBudget;
}

/** The first bytes of every zip with at least one entry ("PK\3\4"), or of an empty one ("PK\5\6"). */
export const looksLikeZip = (bytes: Buffer): boolean =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5);

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/**
 * An archive refused because it cannot be trusted (a name that climbs out or is absolute, a
 * link, a bomb, sizes that lie, too many entries, too much in all, nesting too deep), not merely
 * because it is broken. An export that holds one, even nested, is refused whole: nothing of it
 * is read.
 */
export class UntrustedArchive extends ImportError {}

/** yauzl's own checks, said so that a cook understands why the archive was refused. */
function refusalFor(error: unknown): ImportError {
  if (error instanceof ImportError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/^absolute path/.test(message)) return new UntrustedArchive('it holds a file with an absolute path');
  if (/^invalid relative path/.test(message)) {
    return new UntrustedArchive('it holds a file whose path leads out of its folder');
  }
  if (/too many bytes|too few bytes|expected uncompressed size/i.test(message)) {
    return new UntrustedArchive('a file in it is not the size the archive says');
  }
  return new ImportError(`it is not a zip archive we can read (${message})`);
}

/**
 * Every file of a zip archive that nobody can trust: names that are absolute or climb out with
 * `..` (yauzl checks them, after reading `\\` as `/`), links, encrypted entries, more than `maxEntries` entries, more than the
 * budget of expanded bytes, and an entry that expands more than `maxRatio` times its packed size
 * (a zip bomb) refuse the whole archive with the reason, before anything is written anywhere.
 * Sizes are checked against what is actually inflated, not only what the headers say.
 * Folders are passed over. Nothing touches the file system: entries are read into memory.
 */
export async function readZip(bytes: Buffer, options: ZipOptions = {}): Promise<ArchiveEntry[]> {
  const limits = options.limits ?? ARCHIVE_LIMITS;
  const depth = options.depth ?? 1;
  const budget = options.budget ?? { bytesLeft: limits.maxExpandedBytes };
  if (depth > limits.maxDepth) {
    throw new UntrustedArchive(`it holds archives nested more than ${formatCount(limits.maxDepth)} deep`);
  }
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, {
      lazyEntries: true,
      autoClose: false,
      validateEntrySizes: true,
      strictFileNames: false,
    });
  } catch (error) {
    throw refusalFor(error);
  }
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw new UntrustedArchive(
      `it holds ${formatCount(zip.entryCount)} entries (at most ${formatCount(limits.maxEntries)})`,
    );
  }
  try {
    return await readEntries(zip, limits, budget);
  } finally {
    zip.close();
  }
}

function readEntries(zip: ZipFile, limits: ArchiveLimits, budget: ExpansionBudget): Promise<ArchiveEntry[]> {
  const entries: ArchiveEntry[] = [];
  return new Promise((resolve, reject) => {
    const fail = (error: unknown) => reject(refusalFor(error));
    zip.on('error', fail);
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: Entry) => {
      readEntry(zip, entry, limits, budget).then((data) => {
        if (data !== undefined) entries.push({ path: entry.fileName, data });
        zip.readEntry();
      }, fail);
    });
    zip.readEntry();
  });
}

async function readEntry(
  zip: ZipFile,
  entry: Entry,
  limits: ArchiveLimits,
  budget: ExpansionBudget,
): Promise<Buffer | undefined> {
  const name = entry.fileName;
  if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) {
    throw new UntrustedArchive(`it holds a link ("${name}"); archives with links are not read`);
  }
  if (name.endsWith('/')) return undefined;
  if (entry.isEncrypted()) throw new ImportError(`"${name}" is encrypted`);
  const declared = entry.uncompressedSize;
  const packed = Math.max(entry.compressedSize, 1);
  if (declared > limits.ratioFloorBytes && declared / packed > limits.maxRatio) {
    throw new UntrustedArchive(
      `"${name}" expands ${formatCount(Math.round(declared / packed))} times its packed size (at most ${formatCount(limits.maxRatio)}): it looks like a zip bomb`,
    );
  }
  if (declared > budget.bytesLeft) throw tooLarge(limits);
  const stream = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  let read = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    read += chunk.length;
    // yauzl stops a stream that goes past the size its header declares; this stops one that lies within it.
    if (read > budget.bytesLeft) {
      stream.destroy();
      throw tooLarge(limits);
    }
    chunks.push(chunk);
  }
  budget.bytesLeft -= read;
  return Buffer.concat(chunks, read);
}

const tooLarge = (limits: ArchiveLimits) =>
  new UntrustedArchive(`it expands to more than ${describeSize(limits.maxExpandedBytes)}`);
