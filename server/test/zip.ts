import yazl from 'yazl';

export interface ZipFileSpec {
  name: string;
  data: Buffer | string;
  /** Unix mode, e.g. 0o120777 for a link. */
  mode?: number;
  compress?: boolean;
}

/** A zip archive of the files given, written by yazl as any zip tool would write it. */
export async function zipOf(files: readonly ZipFileSpec[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const file of files) {
    const data = typeof file.data === 'string' ? Buffer.from(file.data) : file.data;
    zip.addBuffer(data, file.name, {
      ...(file.mode === undefined ? {} : { mode: file.mode }),
      ...(file.compress === undefined ? {} : { compress: file.compress }),
    });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * The archive with every occurrence of one entry name replaced by another of the same length:
 * how a hostile archive gets names (`../x`, `/etc/x`) that no honest zip tool writes.
 */
export function renamed(zip: Buffer, from: string, to: string): Buffer {
  if (from.length !== to.length) throw new Error('names must be as long as each other');
  const out = Buffer.from(zip);
  const needle = Buffer.from(from);
  for (let at = out.indexOf(needle); at !== -1; at = out.indexOf(needle, at + 1)) out.write(to, at, 'latin1');
  return out;
}
