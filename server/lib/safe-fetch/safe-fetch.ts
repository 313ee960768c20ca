/**
 * Fetches a page or a picture from a link a user gave, without letting the link reach anything but
 * the public web (server-side request forgery). Every hop, redirects included, is checked in full
 * before connecting: scheme, port, every address the host resolves to. The connection then goes to
 * the address that was checked, never to a second lookup a rebinding DNS server could answer
 * differently; the request still names the host (Host header, TLS SNI and certificate check).
 */
import { promises as dns, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { TextDecoder as WhatwgTextDecoder } from '@exodus/bytes/encoding.js';
import { type AddressKind, classifyAddress, isAddressAllowed } from './address-policy';
import { FetchRefused } from './fetch-refused';
import { toWebp } from './image';

export { FetchRefused, type RefusalCode } from './fetch-refused';

/** Resolves a host name to all its addresses, like `dns.promises.lookup(host, { all: true })`. */
export type HostLookup = (hostname: string) => Promise<readonly LookupAddress[]>;

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

const USER_AGENT = 'Dishcovery recipe importer';
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

const STANDARD_PORTS = new Set([80, 443]);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const PAGE_TYPES = new Set(['text/html', 'application/xhtml+xml', 'application/json', 'application/ld+json']);
/** Decoders for the encodings the request offers; a response in any other is refused. */
const DECODERS: Record<string, () => Transform> = {
  gzip: () => zlib.createGunzip(),
  'x-gzip': () => zlib.createGunzip(),
  deflate: () => zlib.createInflate(),
  br: () => zlib.createBrotliDecompress(),
};

const TOO_SLOW = 'The site took too long to answer';
const ADDRESS_MESSAGES: Record<Exclude<AddressKind, 'public'>, string> = {
  loopback: 'That address points to the server itself',
  private: 'That address points inside a private network',
  'link-local': 'That address points inside a private network',
  'carrier-grade-nat': 'That address points inside a private network',
  metadata: 'That address points to a cloud metadata service',
  multicast: 'That address is not a public web address',
  broadcast: 'That address is not a public web address',
  unspecified: 'That address is not a public web address',
  reserved: 'That address is not a public web address',
  invalid: 'That address is not a public web address',
};

type Settings = Required<Omit<SafeFetchOptions, 'signal'>>;

/** What a fetch is after: which content types count, and the words for refusing the others. */
interface Wanted {
  accept: string;
  noun: 'page' | 'picture';
  acceptsType: (mediaType: string) => boolean;
  wrongType: string;
}

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

interface Target {
  url: URL;
  /** The host name or IP address, without the brackets of an IPv6 literal. */
  host: string;
  port: number;
  /** Every address the host resolved to, each one checked. */
  addresses: LookupAddress[];
}

/**
 * Checks everything about `url` that decides where a connection would go. What can be refused
 * without a lookup is refused first, so a bad link costs no DNS query and tells the DNS server nothing.
 */
async function checkTarget(url: URL, settings: Settings, signal: AbortSignal): Promise<Target> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchRefused('scheme', 'Only http and https links can be imported');
  }
  if (url.username !== '' || url.password !== '') {
    throw new FetchRefused('credentials', 'Links with a user name or password cannot be imported');
  }
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
  const family = isIP(host);
  // Another port is only ever allowed on loopback, so with loopback refused a name needs no lookup.
  if (family === 0 && !STANDARD_PORTS.has(port) && !settings.allowLoopback) throw portRefused();

  const addresses = family === 0 ? await resolve(host, settings.lookup, signal) : [{ address: host, family }];
  // One refused address refuses the host: the connection could land on any of them.
  for (const { address } of addresses) {
    if (!isAddressAllowed(address, settings)) {
      const kind = classifyAddress(address);
      throw new FetchRefused('address', ADDRESS_MESSAGES[kind === 'public' ? 'invalid' : kind]);
    }
  }
  if (!STANDARD_PORTS.has(port) && !addresses.every(({ address }) => classifyAddress(address) === 'loopback')) {
    throw portRefused();
  }
  return { url, host, port, addresses };
}

function portRefused(): FetchRefused {
  return new FetchRefused('port', 'Only links on the usual web ports (80 and 443) can be imported');
}

async function resolve(host: string, lookup: HostLookup, signal: AbortSignal): Promise<LookupAddress[]> {
  let addresses: readonly LookupAddress[];
  try {
    addresses = await untilAborted(lookup(host), signal);
  } catch (error) {
    if (signal.aborted) throw error;
    throw new FetchRefused('unknown-host', 'We could not find that site');
  }
  if (addresses.length === 0) throw new FetchRefused('unknown-host', 'We could not find that site');
  // The family as the address reads, whatever the resolver said: the socket connects by it.
  return addresses.map(({ address }) => ({ address, family: isIP(address) }));
}

/** `promise`, or a rejection as soon as `signal` aborts (a DNS lookup cannot be cancelled). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    void promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * A lookup that answers with the addresses already checked, so the socket connects to one of them
 * and never asks DNS again. Node asks for all addresses when it tries them in turn (happy eyeballs).
 */
function pinnedLookup(addresses: LookupAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
    const usable = addresses.filter((entry) => wanted === 0 || entry.family === wanted);
    const first = usable[0];
    if (first === undefined) {
      const error: NodeJS.ErrnoException = new Error('No checked address of the requested family');
      error.code = 'ENOTFOUND';
      callback(error, '');
    } else if (options.all === true) {
      callback(null, usable);
    } else {
      callback(null, first.address, first.family);
    }
  };
}

/** Sends the GET and waits for the response head. No cookies, no credentials, no shared connections. */
function send(target: Target, accept: string, settings: Settings, signal: AbortSignal): Promise<IncomingMessage> {
  const secure = target.url.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).request({
      hostname: target.host,
      port: target.port,
      path: `${target.url.pathname}${target.url.search}`,
      method: 'GET',
      headers: { 'user-agent': USER_AGENT, accept, 'accept-encoding': Object.keys(DECODERS).join(', ') },
      // A fresh connection each time: a pooled one could outlive the check that allowed it.
      agent: false,
      lookup: pinnedLookup(target.addresses),
      // An IP address is not a valid SNI name; a host name is sent and the certificate checked against it.
      ...(isIP(target.host) === 0 ? { servername: target.host } : {}),
      signal,
    });
    const connectTimer = setTimeout(
      () => request.destroy(new FetchRefused('timeout', TOO_SLOW)),
      settings.connectTimeoutMs,
    );
    request.once('socket', (socket) => {
      socket.once(secure ? 'secureConnect' : 'connect', () => clearTimeout(connectTimer));
    });
    request.once('close', () => clearTimeout(connectTimer));
    request.once('response', resolve);
    request.on('error', reject);
    request.end();
  });
}

/** Refuses a response by its head, before any of its body is read; gives its Content-Type. */
function checkHeaders(response: IncomingMessage, status: number, wanted: Wanted, maxBytes: number): string {
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

function tooLarge(wanted: Wanted, maxBytes: number): FetchRefused {
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
async function readBody(
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

/** The text of a body, in the charset the Content-Type names when it is one TextDecoder knows, else UTF-8. */
function decodeText(body: Buffer, contentType: string): string {
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

function withoutUndefined<T extends object>(options: T): Partial<T> {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as Partial<T>;
}
