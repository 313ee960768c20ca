/**
 * Fetches a page or a picture from a link a user gave, without letting the link reach anything but
 * the public web (server-side request forgery). Every hop, redirects included, is checked in full
 * before connecting: scheme, port, every address the host resolves to. The connection then goes to
 * the address that was checked, never to a second lookup a rebinding DNS server could answer
 * differently; the request still names the host (Host header, TLS SNI and certificate check).
 */
import { promises as dns } from 'node:dns';
import { send, TOO_SLOW } from './connection';
import { FetchRefused } from './fetch-refused';
import { toWebp } from './image';
import { checkHeaders, decodeText, readBody, tooLarge, type Wanted } from './response-body';
import { checkTarget, type HostLookup } from './target';

export { FetchRefused, type RefusalCode } from './fetch-refused';
export type { HostLookup } from './target';

export interface SafeFetchOptions {
  /** Also fetch from loopback addresses, on any port: for tests with local servers. Default false. */
  allowLoopback?: boolean;
  /** Redirects followed before giving up. Default 5. */
  maxRedirects?: number;
  /** Time to open each connection (TLS handshake included). Default 5 s. */
  connectTimeoutMs?: number;
  /** Time for the whole fetch: lookups, redirects, the body. Default 15 s. */
  timeoutMs?: number;
  /** Largest body, counted both as sent and as decompressed. Default 5 MB. */
  maxBytes?: number;
  /** How host names are resolved. Default `dns.promises.lookup`. */
  lookup?: HostLookup;
  /** Ends the fetch early, as its own time limit would: the deadline of several fetches together. */
  signal?: AbortSignal;
}

export interface ImageFetchOptions extends SafeFetchOptions {
  /** Wider pictures are scaled down to this width. Default 1200. */
  maxWidth?: number;
  /** Pictures with more pixels are refused before decoding. Default 50 million. */
  maxPixels?: number;
}

export interface FetchedPage {
  /** Where the page was found, after redirects. */
  url: string;
  /** The Content-Type header as sent. */
  contentType: string;
  body: string;
}

export interface FetchedImage {
  /** Where the picture was found, after redirects. */
  url: string;
  contentType: 'image/webp';
  /** The picture re-encoded as WebP. */
  body: Buffer;
  width: number;
  height: number;
}

const MEGABYTE = 1024 * 1024;
const DEFAULTS = {
  allowLoopback: false,
  maxRedirects: 5,
  connectTimeoutMs: 5_000,
  timeoutMs: 15_000,
  maxBytes: 5 * MEGABYTE,
  lookup: (hostname: string) => dns.lookup(hostname, { all: true }),
} satisfies Settings;
const IMAGE_DEFAULTS = { maxWidth: 1200, maxPixels: 50_000_000 };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const PAGE_TYPES = new Set(['text/html', 'application/xhtml+xml', 'application/json', 'application/ld+json']);
type Settings = Required<Omit<SafeFetchOptions, 'signal'>>;

const PAGE: Wanted = {
  accept: 'text/html,application/xhtml+xml,application/ld+json,application/json;q=0.9',
  noun: 'page',
  acceptsType: (mediaType) => PAGE_TYPES.has(mediaType),
  wrongType: 'That link does not lead to a web page',
};

const PICTURE: Wanted = {
  accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9',
  noun: 'picture',
  // SVG is a document that can point elsewhere, not a photo; the other types are checked by decoding.
  acceptsType: (mediaType) => mediaType.startsWith('image/') && mediaType !== 'image/svg+xml',
  wrongType: 'That link does not lead to a picture',
};

/** The page at `url`, as text: HTML or JSON (JSON-LD), decoded from the charset it names (UTF-8 if none). */
export async function fetchPage(url: string | URL, options: SafeFetchOptions = {}): Promise<FetchedPage> {
  const { signal, ...rest } = options;
  const fetched = await fetchBody(url, PAGE, { ...DEFAULTS, ...withoutUndefined(rest) }, signal);
  return { url: fetched.url, contentType: fetched.contentType, body: decodeText(fetched.body, fetched.contentType) };
}

/**
 * The picture at `url`, proven a picture by decoding it and re-encoded as WebP at most `maxWidth`
 * wide. The time limit covers the download, not the re-encoding.
 */
export async function fetchImage(url: string | URL, options: ImageFetchOptions = {}): Promise<FetchedImage> {
  const { maxWidth, maxPixels, signal, ...rest } = { ...IMAGE_DEFAULTS, ...withoutUndefined(options) };
  const fetched = await fetchBody(url, PICTURE, { ...DEFAULTS, ...rest }, signal);
  const image = await toWebp(fetched.body, { maxWidth, maxPixels });
  return { url: fetched.url, contentType: 'image/webp', ...image };
}

/** Picture bytes that arrived some other way (a photo inside an uploaded export): checked and re-encoded as a fetched one is. */
export async function readImage(bytes: Buffer): Promise<{ body: Buffer; width: number; height: number }> {
  return toWebp(bytes, IMAGE_DEFAULTS);
}

interface FetchedBody {
  url: string;
  contentType: string;
  body: Buffer;
}

async function fetchBody(
  input: string | URL,
  wanted: Wanted,
  settings: Settings,
  outer: AbortSignal | undefined,
): Promise<FetchedBody> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), settings.timeoutMs);
  // Either ends the fetch, and either is a fetch that took too long.
  const signal = outer ? AbortSignal.any([deadline.signal, outer]) : deadline.signal;
  try {
    let url = parseLink(input, undefined, 'That is not a valid link');
    for (let redirects = 0; ; redirects += 1) {
      const target = await checkTarget(url, settings, signal);
      const response = await send(target, wanted.accept, settings, signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECTS.has(status) && location !== undefined) {
        response.destroy();
        if (redirects >= settings.maxRedirects) throw new FetchRefused('redirects', 'Too many redirects');
        url = parseLink(location, url, 'The site redirected to a link that is not valid');
        continue;
      }
      try {
        const contentType = checkHeaders(response, status, wanted, settings.maxBytes);
        const body = await readBody(response, settings.maxBytes, tooLarge(wanted, settings.maxBytes), signal);
        return { url: url.href, contentType, body };
      } finally {
        response.destroy();
      }
    }
  } catch (error) {
    throw asRefusal(error, signal);
  } finally {
    clearTimeout(timer);
  }
}

/** `text` as a URL, refusing what is not one; `base` resolves a redirect's relative Location. */
function parseLink(text: string | URL, base: URL | undefined, invalid: string): URL {
  try {
    return new URL(text, base);
  } catch {
    throw new FetchRefused('invalid-url', invalid);
  }
}

/** Any failure as a refusal a user can read; an error that is not the site's (a bug here) passes unchanged. */
function asRefusal(error: unknown, deadline: AbortSignal): unknown {
  if (error instanceof FetchRefused) return error;
  if (deadline.aborted) return new FetchRefused('timeout', TOO_SLOW);
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return error;
  if (/^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|HOSTNAME_)/.test(code)) {
    return new FetchRefused('tls', "The site's secure connection could not be verified");
  }
  if (code.startsWith('HPE_')) return new FetchRefused('bad-response', 'The site sent a response we could not read');
  return new FetchRefused('unreachable', 'We could not connect to that site');
}

function withoutUndefined<T extends object>(options: T): Partial<T> {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as Partial<T>;
}
