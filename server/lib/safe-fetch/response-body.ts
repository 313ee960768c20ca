/** A response's head and body: refused by status, type or size, decompressed within the size limit, decoded as text. */
import type { IncomingMessage } from 'node:http';
import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { TextDecoder as WhatwgTextDecoder } from '@exodus/bytes/encoding.js';
import { FetchRefused } from './fetch-refused';

const MEGABYTE = 1024 * 1024;
/** Decoders for the encodings the request offers; a response in any other is refused. */
const DECODERS: Record<string, () => Transform> = {
  gzip: () => zlib.createGunzip(),
  'x-gzip': () => zlib.createGunzip(),
  deflate: () => zlib.createInflate(),
  br: () => zlib.createBrotliDecompress(),
};
/** The Accept-Encoding a request sends: the encodings there is a decoder for. */
export const ACCEPT_ENCODING = Object.keys(DECODERS).join(', ');

/** What a fetch is after: which content types count, and the words for refusing the others. */
export interface Wanted {
  accept: string;
  noun: 'page' | 'picture';
  acceptsType: (mediaType: string) => boolean;
  wrongType: string;
}

/** Refuses a response by its head, before any of its body is read; gives its Content-Type. */
export function checkHeaders(response: IncomingMessage, status: number, wanted: Wanted, maxBytes: number): string {
  if (status < 200 || status > 299) {
    throw new FetchRefused('status', `The site answered with an error (HTTP ${status})`);
  }
  const contentType = response.headers['content-type'] ?? '';
  const mediaType = (contentType.split(';', 1)[0] ?? '').trim().toLowerCase();
  if (!wanted.acceptsType(mediaType)) {
    // The type comes from the site: shown only when it looks like one.
    const shown = /^[\w.+-]{1,40}\/[\w.+-]{1,60}$/.test(mediaType) ? mediaType : 'unknown';
    throw new FetchRefused('content-type', `${wanted.wrongType} (content type ${shown})`);
  }
  const announced = Number(response.headers['content-length']);
  if (Number.isFinite(announced) && announced > maxBytes) throw tooLarge(wanted, maxBytes);
  return contentType;
}

export function tooLarge(wanted: Wanted, maxBytes: number): FetchRefused {
  const noun = wanted.noun === 'page' ? 'The page' : 'The picture';
  return new FetchRefused('too-large', `${noun} is larger than ${formatSize(maxBytes)}`);
}

function formatSize(bytes: number): string {
  if (bytes >= MEGABYTE) return `${Math.round((bytes / MEGABYTE) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 10) / 10} KB`;
  return `${bytes} bytes`;
}

/**
 * The body, decompressed, stopped as soon as it passes `maxBytes` either as sent or as decoded:
 * a small compressed body can unpack to gigabytes, and one that unpacks to nothing can stream forever.
 */
export async function readBody(
  response: IncomingMessage,
  maxBytes: number,
  overLimit: FetchRefused,
  signal: AbortSignal,
): Promise<Buffer> {
  const decoders = contentDecoders(response.headers['content-encoding']);
  const chunks: Buffer[] = [];
  try {
    await pipeline([response, byteLimit(maxBytes, overLimit), ...decoders, collect(chunks, maxBytes, overLimit)], {
      signal,
    });
  } catch (error) {
    if (error instanceof FetchRefused || signal.aborted) throw error;
    // A broken compressed stream, or a connection cut halfway.
    throw new FetchRefused('bad-response', 'The site sent a response we could not read');
  }
  return Buffer.concat(chunks);
}

function contentDecoders(header: string | undefined): Transform[] {
  const encodings = (header ?? '')
    .split(',')
    .map((encoding) => encoding.trim().toLowerCase())
    .filter((encoding) => encoding !== '' && encoding !== 'identity');
  if (encodings.length === 0) return [];
  const decoder = encodings.length === 1 ? DECODERS[encodings[0] ?? ''] : undefined;
  // Only what the request offered, once: stacked encodings would each add a decoder's memory.
  if (decoder === undefined) throw new FetchRefused('bad-response', 'The site sent the page in a form we cannot read');
  return [decoder()];
}

/** Passes bytes through, failing with `overLimit` once more than `maxBytes` have gone by. */
function byteLimit(maxBytes: number, overLimit: FetchRefused): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > maxBytes) callback(overLimit);
      else callback(null, chunk);
    },
  });
}

function collect(chunks: Buffer[], maxBytes: number, overLimit: FetchRefused): Writable {
  let seen = 0;
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > maxBytes) return callback(overLimit);
      chunks.push(chunk);
      callback();
    },
  });
}

/** The text of a body, in the charset the Content-Type names when it is one TextDecoder knows, else UTF-8. */
export function decodeText(body: Buffer, contentType: string): string {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType)?.[1];
  if (charset !== undefined) {
    try {
      // The WHATWG labels, as browsers read them: "latin1" and "iso-8859-1" mean windows-1252.
      // The decoder is the WHATWG Encoding one, not Node's: Node 20's reads windows-1252 as latin1.
      return new WhatwgTextDecoder(charset).decode(body);
    } catch {
      // An unknown charset: UTF-8 is the web's default and right far more often than not.
    }
  }
  return new TextDecoder('utf-8').decode(body);
}
