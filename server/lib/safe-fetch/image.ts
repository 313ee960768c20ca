/**
 * Turns fetched image bytes into the WebP the app stores: decoding proves the bytes are a picture,
 * and re-encoding drops whatever else the file carried (metadata, trailing data, other frames).
 */
import sharp, { type Metadata } from 'sharp';
import { FetchRefused } from './fetch-refused';

export interface WebpOptions {
  /** Wider pictures are scaled down to this width; narrower ones are kept as they are. */
  maxWidth: number;
  /** Pictures with more pixels than this are refused before decoding (a small file can unpack huge). */
  maxPixels: number;
}

export interface WebpImage {
  body: Buffer;
  width: number;
  height: number;
}

/** WebP quality: recipe photos stay sharp while a 1200 px one is about 100–200 KB. */
const WEBP_QUALITY = 80;

/**
 * The formats a recipe site serves photos in, by their first bytes. Only these reach the decoder:
 * SVG (XML that may point elsewhere), TIFF, PDF and the other formats libvips knows are not needed.
 */
const SIGNATURES: { format: string; matches: (bytes: Buffer) => boolean }[] = [
  { format: 'jpeg', matches: (bytes) => startsWith(bytes, 0, [0xff, 0xd8, 0xff]) },
  { format: 'png', matches: (bytes) => startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { format: 'gif', matches: (bytes) => ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a' },
  { format: 'webp', matches: (bytes) => ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP' },
  // AVIF is an ISO media file whose `ftyp` box names an AVIF brand; sharp reports it as `heif`.
  { format: 'heif', matches: (bytes) => ascii(bytes, 4, 4) === 'ftyp' && /^avi[fs]$/.test(ascii(bytes, 8, 4)) },
];

const NOT_AN_IMAGE = 'That file is not a picture we can read';

/** The picture in `bytes`, oriented upright, at most `maxWidth` wide, as WebP. */
export async function toWebp(bytes: Buffer, options: WebpOptions): Promise<WebpImage> {
  const format = SIGNATURES.find((signature) => signature.matches(bytes))?.format;
  if (format === undefined) throw new FetchRefused('not-an-image', NOT_AN_IMAGE);

  let metadata: Metadata;
  try {
    // Only the header is read here, so no pixel limit yet: a picture over it gets its own message.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new FetchRefused('not-an-image', NOT_AN_IMAGE);
  }
  // The first bytes chose the format; the decoder must agree, or the file is something dressed up.
  if (metadata.format !== format) throw new FetchRefused('not-an-image', NOT_AN_IMAGE);
  if (metadata.width * metadata.height > options.maxPixels) {
    throw new FetchRefused('too-large', 'The picture has too many pixels to import');
  }

  try {
    // sharp's default `failOn: 'warning'` is its advice for untrusted input; animated files give their first frame.
    const { data, info } = await sharp(bytes, { limitInputPixels: options.maxPixels, autoOrient: true })
      .resize({ width: options.maxWidth, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { body: data, width: info.width, height: info.height };
  } catch {
    // Headers can be fine while the pixel data is broken or cut short.
    throw new FetchRefused('not-an-image', NOT_AN_IMAGE);
  }
}

function startsWith(bytes: Buffer, offset: number, expected: number[]): boolean {
  return expected.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(bytes: Buffer, offset: number, length: number): string {
  return bytes.toString('latin1', offset, offset + length);
}
