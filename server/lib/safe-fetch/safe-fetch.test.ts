import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { type AddressInfo, createServer as createNetServer, isIP } from 'node:net';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FetchRefused, type HostLookup, type RefusalCode, fetchImage, fetchPage } from './safe-fetch';

// One local site on 127.0.0.1 and a random port; each test sets the routes it needs and reads what
// reached the server: no request and no connection at all is the proof that a link was refused first.
type Handler = (request: IncomingMessage, response: ServerResponse) => void;
const routes = new Map<string, Handler>();
const requests: IncomingMessage[] = [];
let connections = 0;
let server: Server;
let port: number;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request);
    const handler = routes.get(new URL(request.url ?? '/', 'http://site').pathname);
    if (handler === undefined) response.writeHead(404, { 'content-type': 'text/html' }).end('not here');
    else handler(request, response);
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  routes.clear();
  requests.length = 0;
  connections = 0;
});

const LOOPBACK = { allowLoopback: true };
const PAGE_HTML = '<!doctype html><title>Soup</title><p>Crème brûlée</p>';

function serve(path: string, type: string, body: string | Buffer, headers: Record<string, string> = {}): void {
  routes.set(path, (_request, response) => response.writeHead(200, { 'content-type': type, ...headers }).end(body));
}

function redirect(path: string, location: string, status = 302): void {
  routes.set(path, (_request, response) => response.writeHead(status, { location }).end());
}

/** A response that starts and then never finishes; its timer stops when the client hangs up. */
function stall(path: string, writeEveryMs?: number, headers: Record<string, string> = { 'content-type': 'text/html' }) {
  routes.set(path, (_request, response) => {
    response.writeHead(200, headers);
    response.write('<p>');
    if (writeEveryMs === undefined) return;
    const timer = setInterval(() => response.write('x'.repeat(100)), writeEveryMs);
    response.on('close', () => clearInterval(timer));
  });
}

/** A resolver from a table, recording every name it was asked. */
function fakeDns(table: Record<string, string[]>): { lookup: HostLookup; asked: string[] } {
  const asked: string[] = [];
  const lookup: HostLookup = async (hostname) => {
    asked.push(hostname);
    const addresses = table[hostname];
    if (addresses === undefined)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: isIP(address) }));
  };
  return { lookup, asked };
}

async function refusal(promise: Promise<unknown>): Promise<FetchRefused> {
  const outcome = await promise.then(
    () => new Error('the fetch was not refused'),
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(FetchRefused);
  return outcome as FetchRefused;
}

async function expectRefused(promise: Promise<unknown>, code: RefusalCode, message?: string): Promise<void> {
  const error = await refusal(promise);
  expect(error.code).toBe(code);
  if (message !== undefined) expect(error.message).toBe(message);
  expect(error.reason).toBe(error.message);
}

describe('the default policy refuses before connecting', () => {
  it('refuses the server itself however the link spells it, and nothing reaches the server', async () => {
    serve('/page', 'text/html', PAGE_HTML);
    const links: [string, RefusalCode][] = [
      [`${origin}/page`, 'address'],
      [`http://[::1]:${port}/page`, 'address'],
      [`http://[::ffff:127.0.0.1]:${port}/page`, 'address'],
      [`http://0.0.0.0:${port}/page`, 'address'],
      // The URL parser reads these as 127.0.0.1.
      [`http://2130706433:${port}/page`, 'address'],
      [`http://0x7f.1:${port}/page`, 'address'],
      // A name on another port is refused by its port, before it is even looked up.
      [`http://localhost:${port}/page`, 'port'],
    ];
    for (const [link, code] of links) {
      const error = await refusal(fetchPage(link));
      expect([link, error.code]).toEqual([link, code]);
    }
    expect(requests).toHaveLength(0);
    expect(connections).toBe(0);
  });

  it('refuses names and addresses on the usual ports with a message a user can read', async () => {
    await expectRefused(fetchPage('http://localhost/'), 'address', 'That address points to the server itself');
    await expectRefused(fetchPage('http://127.0.0.1/'), 'address', 'That address points to the server itself');
    await expectRefused(fetchPage('http://0.0.0.0/'), 'address', 'That address is not a public web address');
    await expectRefused(fetchPage('http://[::]/'), 'address', 'That address is not a public web address');
    await expectRefused(
      fetchPage('http://169.254.169.254/latest/meta-data/'),
      'address',
      'That address points to a cloud metadata service',
    );
    await expectRefused(fetchPage('http://[fd00:ec2::254]/'), 'address');
    await expectRefused(fetchPage('http://10.0.0.1/'), 'address', 'That address points inside a private network');
    await expectRefused(fetchPage('https://192.168.1.1/'), 'address');
    await expectRefused(fetchPage('http://[fe80::1]/'), 'address');
    await expectRefused(fetchPage('http://224.0.0.1/'), 'address');
  });

  it('refuses another port on a public host without looking the name up', async () => {
    const dns = fakeDns({ 'example.com': ['93.184.215.14'] });
    const message = 'Only links on the usual web ports (80 and 443) can be imported';
    await expectRefused(fetchPage('http://example.com:8080/', { lookup: dns.lookup }), 'port', message);
    await expectRefused(fetchPage('https://example.com:8443/', { lookup: dns.lookup }), 'port');
    await expectRefused(fetchPage('http://93.184.215.14:22/'), 'port');
    expect(dns.asked).toEqual([]);
  });

  it('refuses other schemes, credentials and non-links, without a lookup', async () => {
    const dns = fakeDns({ 'example.com': ['93.184.215.14'] });
    const options = { lookup: dns.lookup };
    const onlyHttp = 'Only http and https links can be imported';
    await expectRefused(fetchPage('file:///etc/passwd', options), 'scheme', onlyHttp);
    await expectRefused(fetchPage('ftp://example.com/recipe.html', options), 'scheme', onlyHttp);
    await expectRefused(fetchPage('javascript:alert(1)', options), 'scheme');
    await expectRefused(fetchPage('data:text/html,<p>hi</p>', options), 'scheme');
    await expectRefused(fetchPage('gopher://example.com/', options), 'scheme');
    await expectRefused(fetchPage('http://user:secret@example.com/', options), 'credentials');
    await expectRefused(fetchPage('http://user@example.com/', options), 'credentials');
    await expectRefused(fetchPage('not a link', options), 'invalid-url', 'That is not a valid link');
    await expectRefused(fetchPage('', options), 'invalid-url');
    expect(dns.asked).toEqual([]);
  });
});

describe('host names', () => {
  it('refuses a name that resolves to a private address, or to any private address among public ones', async () => {
    const dns = fakeDns({
      'evil.test': ['10.0.0.5'],
      'mixed.test': ['93.184.215.14', '10.0.0.5'],
      'mixed-first.test': ['10.0.0.5', '93.184.215.14'],
      'mapped.test': ['::ffff:10.0.0.5'],
      'metadata.test': ['2606:4700::1111', '169.254.169.254'],
      'mixed-loopback.test': ['127.0.0.1', '10.0.0.5'],
    });
    const inside = 'That address points inside a private network';
    await expectRefused(fetchPage('http://evil.test/', { lookup: dns.lookup }), 'address', inside);
    await expectRefused(fetchPage('https://mixed.test/', { lookup: dns.lookup }), 'address', inside);
    await expectRefused(fetchPage('https://mixed-first.test/', { lookup: dns.lookup }), 'address', inside);
    await expectRefused(fetchPage('https://mapped.test/', { lookup: dns.lookup }), 'address', inside);
    await expectRefused(fetchPage('https://metadata.test/', { lookup: dns.lookup }), 'address');
    // Loopback allowed does not make a private address allowed.
    await expectRefused(fetchPage('http://mixed-loopback.test/', { ...LOOPBACK, lookup: dns.lookup }), 'address');
    expect(dns.asked).toEqual([
      'evil.test',
      'mixed.test',
      'mixed-first.test',
      'mapped.test',
      'metadata.test',
      'mixed-loopback.test',
    ]);
    expect(connections).toBe(0);
  });

  it('refuses a name that does not resolve', async () => {
    const dns = fakeDns({});
    await expectRefused(
      fetchPage('https://nowhere.test/', { lookup: dns.lookup }),
      'unknown-host',
      'We could not find that site',
    );
  });

  it('connects to the address it checked, with the name as Host, looking the name up once', async () => {
    serve('/page', 'text/html', PAGE_HTML);
    // A rebinding server would answer a second lookup differently; there must not be one.
    const answers = [['127.0.0.1'], ['10.0.0.5']];
    const asked: string[] = [];
    const lookup: HostLookup = async (hostname) => {
      asked.push(hostname);
      return (answers.shift() ?? ['10.0.0.5']).map((address) => ({ address, family: isIP(address) }));
    };
    const page = await fetchPage(`http://recipes.test:${port}/page`, { ...LOOPBACK, lookup });
    expect(page.body).toBe(PAGE_HTML);
    expect(asked).toEqual(['recipes.test']);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.host).toBe(`recipes.test:${port}`);
  });

  it('tries every checked address in turn', async () => {
    serve('/page', 'text/html', PAGE_HTML);
    // The site listens on 127.0.0.1 only: ::1 is refused by the system, then 127.0.0.1 answers.
    const dns = fakeDns({ 'recipes.test': ['::1', '127.0.0.1'] });
    const page = await fetchPage(`http://recipes.test:${port}/page`, { ...LOOPBACK, lookup: dns.lookup });
    expect(page.body).toBe(PAGE_HTML);
    expect(dns.asked).toEqual(['recipes.test']);
  });

  it('with loopback allowed, still refuses another port on a host that is not loopback', async () => {
    const dns = fakeDns({ 'public.test': ['93.184.215.14'] });
    await expectRefused(fetchPage('http://public.test:8080/', { ...LOOPBACK, lookup: dns.lookup }), 'port');
    await expectRefused(fetchPage('http://93.184.215.14:8080/', LOOPBACK), 'port');
    await expectRefused(fetchPage('http://10.0.0.1/', LOOPBACK), 'address');
    await expectRefused(fetchPage('http://169.254.169.254/', LOOPBACK), 'address');
    await expectRefused(fetchPage('http://[fd00:ec2::254]/', LOOPBACK), 'address');
  });
});

describe('fetching a page', () => {
  it('fetches from loopback when allowed, as a plain client', async () => {
    serve('/page', 'text/html; charset=utf-8', PAGE_HTML);
    const page = await fetchPage(`${origin}/page?x=1#top`, LOOPBACK);
    expect(page).toEqual({ url: `${origin}/page?x=1#top`, contentType: 'text/html; charset=utf-8', body: PAGE_HTML });
    const headers = requests[0]?.headers;
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url).toBe('/page?x=1');
    expect(headers?.['user-agent']).toBe('Dishcovery recipe importer');
    expect(headers?.cookie).toBeUndefined();
    expect(headers?.authorization).toBeUndefined();
  });

  it('accepts HTML, XHTML and JSON', async () => {
    serve('/ld', 'application/ld+json', '{"@type":"Recipe"}');
    serve('/json', 'application/json', '{"name":"Soup"}');
    serve('/xhtml', 'application/xhtml+xml', '<html/>');
    expect((await fetchPage(`${origin}/ld`, LOOPBACK)).body).toBe('{"@type":"Recipe"}');
    expect((await fetchPage(`${origin}/json`, LOOPBACK)).body).toBe('{"name":"Soup"}');
    expect((await fetchPage(`${origin}/xhtml`, LOOPBACK)).body).toBe('<html/>');
  });

  it('refuses other content types, saying which', async () => {
    serve('/png', 'image/png', 'not really');
    serve('/text', 'text/plain', 'hello');
    serve('/none', '', 'hello');
    serve('/odd', 'text/<script>', 'hello');
    await expectRefused(
      fetchPage(`${origin}/png`, LOOPBACK),
      'content-type',
      'That link does not lead to a web page (content type image/png)',
    );
    await expectRefused(fetchPage(`${origin}/text`, LOOPBACK), 'content-type');
    await expectRefused(
      fetchPage(`${origin}/none`, LOOPBACK),
      'content-type',
      'That link does not lead to a web page (content type unknown)',
    );
    await expectRefused(
      fetchPage(`${origin}/odd`, LOOPBACK),
      'content-type',
      'That link does not lead to a web page (content type unknown)',
    );
  });

  it('reads the charset the content type names', async () => {
    const latin1 = Buffer.from([0x43, 0x72, 0xe8, 0x6d, 0x65, 0x20, 0x80]); // "Crème €" in windows-1252
    serve('/latin1', 'text/html; charset=ISO-8859-1', latin1);
    serve('/windows', 'text/html;charset="windows-1252"', latin1);
    serve('/unknown', 'text/html; charset=x-no-such-charset', 'Crème');
    serve('/none', 'text/html', 'Crème');
    expect((await fetchPage(`${origin}/latin1`, LOOPBACK)).body).toBe('Crème €');
    expect((await fetchPage(`${origin}/windows`, LOOPBACK)).body).toBe('Crème €');
    expect((await fetchPage(`${origin}/unknown`, LOOPBACK)).body).toBe('Crème');
    expect((await fetchPage(`${origin}/none`, LOOPBACK)).body).toBe('Crème');
  });

  it('decodes gzip, deflate and brotli', async () => {
    serve('/gzip', 'text/html', gzipSync(PAGE_HTML), { 'content-encoding': 'gzip' });
    serve('/deflate', 'text/html', deflateSync(PAGE_HTML), { 'content-encoding': 'deflate' });
    serve('/br', 'text/html', brotliCompressSync(PAGE_HTML), { 'content-encoding': 'br' });
    for (const path of ['/gzip', '/deflate', '/br']) {
      expect((await fetchPage(`${origin}${path}`, LOOPBACK)).body).toBe(PAGE_HTML);
    }
    expect(requests[0]?.headers['accept-encoding']).toMatch(/gzip/);
  });

  it('refuses an encoding it did not offer, and a broken compressed body', async () => {
    serve('/zstd', 'text/html', 'whatever', { 'content-encoding': 'zstd' });
    serve('/broken', 'text/html', 'this is not gzip', { 'content-encoding': 'gzip' });
    await expectRefused(fetchPage(`${origin}/zstd`, LOOPBACK), 'bad-response');
    await expectRefused(fetchPage(`${origin}/broken`, LOOPBACK), 'bad-response');
  });

  it('refuses an error answer', async () => {
    await expectRefused(
      fetchPage(`${origin}/missing`, LOOPBACK),
      'status',
      'The site answered with an error (HTTP 404)',
    );
  });

  it('refuses a closed port as unreachable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expectRefused(fetchPage(`http://127.0.0.1:${closedPort}/`, LOOPBACK), 'unreachable');
  });
});

describe('redirects', () => {
  it('follows up to five redirects, relative or absolute', async () => {
    serve('/end', 'text/html', PAGE_HTML);
    redirect('/r1', '/r2', 301);
    redirect('/r2', `${origin}/r3`, 302);
    redirect('/r3', 'r4', 303);
    redirect('/r4', '/r5', 307);
    redirect('/r5', '/end', 308);
    const page = await fetchPage(`${origin}/r1`, LOOPBACK);
    expect(page.url).toBe(`${origin}/end`);
    expect(page.body).toBe(PAGE_HTML);
    expect(requests).toHaveLength(6);
  });

  it('refuses a sixth redirect', async () => {
    serve('/end', 'text/html', PAGE_HTML);
    for (let hop = 0; hop < 6; hop += 1) redirect(`/hop${hop}`, `/hop${hop + 1}`);
    redirect('/hop6', '/end');
    await expectRefused(fetchPage(`${origin}/hop0`, LOOPBACK), 'redirects', 'Too many redirects');
    expect(requests.map((request) => request.url)).toEqual(['/hop0', '/hop1', '/hop2', '/hop3', '/hop4', '/hop5']);
    // Fewer allowed through the options.
    requests.length = 0;
    await expectRefused(fetchPage(`${origin}/hop4`, { ...LOOPBACK, maxRedirects: 1 }), 'redirects');
    expect(requests).toHaveLength(2);
  });

  it('checks every redirect target in full before following it', async () => {
    const dns = fakeDns({ 'evil.test': ['10.0.0.5'], 'example.com': ['93.184.215.14'] });
    const targets: [string, RefusalCode][] = [
      ['http://10.0.0.1/admin', 'address'],
      ['http://169.254.169.254/latest/meta-data/iam/', 'address'],
      ['http://[::ffff:10.0.0.1]/', 'address'],
      ['http://evil.test/', 'address'],
      ['http://example.com:8080/', 'port'],
      ['file:///etc/passwd', 'scheme'],
      ['ftp://example.com/recipe', 'scheme'],
      ['http://user:secret@example.com/', 'credentials'],
      ['http://[nonsense/', 'invalid-url'],
    ];
    for (const [target, code] of targets) {
      requests.length = 0;
      redirect('/away', target);
      const error = await refusal(fetchPage(`${origin}/away`, { ...LOOPBACK, lookup: dns.lookup }));
      expect([target, error.code]).toEqual([target, code]);
      expect(requests).toHaveLength(1);
    }
    // With loopback allowed another port needs the lookup (a loopback name may use any port).
    expect(dns.asked).toEqual(['evil.test', 'example.com']);
  });
});

describe('limits', () => {
  it('stops reading a chunked body as soon as it passes the cap', async () => {
    routes.set('/endless', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      const timer = setInterval(() => response.write('x'.repeat(1024)), 1);
      response.on('close', () => clearInterval(timer));
    });
    await expectRefused(
      fetchPage(`${origin}/endless`, { ...LOOPBACK, maxBytes: 8 * 1024, timeoutMs: 5_000 }),
      'too-large',
      'The page is larger than 8 KB',
    );
  });

  it('refuses a body whose Content-Length announces more than the cap, before reading it', async () => {
    stall('/huge', undefined, { 'content-type': 'text/html', 'content-length': String(50 * 1024 * 1024) });
    const started = Date.now();
    await expectRefused(fetchPage(`${origin}/huge`, LOOPBACK), 'too-large', 'The page is larger than 5 MB');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('applies the cap to the decompressed bytes too, whatever Content-Length says', async () => {
    // A few kilobytes, truthfully announced, that unpack to 4 MB.
    const bomb = gzipSync(Buffer.alloc(4 * 1024 * 1024, 'a'));
    expect(bomb.length).toBeLessThan(64 * 1024);
    serve('/bomb', 'text/html', bomb, { 'content-encoding': 'gzip', 'content-length': String(bomb.length) });
    await expectRefused(fetchPage(`${origin}/bomb`, { ...LOOPBACK, maxBytes: 64 * 1024 }), 'too-large');
    const brBomb = brotliCompressSync(Buffer.alloc(4 * 1024 * 1024, 'a'));
    serve('/br-bomb', 'text/html', brBomb, { 'content-encoding': 'br' });
    await expectRefused(fetchPage(`${origin}/br-bomb`, { ...LOOPBACK, maxBytes: 64 * 1024 }), 'too-large');
  });

  it('gives up on a server that never answers', async () => {
    routes.set('/silent', () => undefined);
    const started = Date.now();
    await expectRefused(
      fetchPage(`${origin}/silent`, { ...LOOPBACK, timeoutMs: 300 }),
      'timeout',
      'The site took too long to answer',
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('stops when the signal it is given ends it, before its own time limit, as a fetch that took too long', async () => {
    let asked = 0;
    routes.set('/hang', () => {
      asked += 1;
      // Only the signal can end this fetch: it answers nothing, and its own limit is an hour.
      controller.abort();
    });
    const controller = new AbortController();
    await expectRefused(
      fetchImage(`${origin}/hang`, { ...LOOPBACK, timeoutMs: 3_600_000, signal: controller.signal }),
      'timeout',
      'The site took too long to answer',
    );
    expect(asked).toBe(1);
    // Ended already: nothing is asked.
    await expectRefused(fetchPage(`${origin}/hang`, { ...LOOPBACK, signal: controller.signal }), 'timeout');
    expect(asked).toBe(1);
  });

  it('gives up on a body that trickles in: the limit is for the whole fetch, not between bytes', async () => {
    stall('/trickle', 20);
    const started = Date.now();
    await expectRefused(fetchPage(`${origin}/trickle`, { ...LOOPBACK, timeoutMs: 300 }), 'timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('gives up on a connection that does not open in time, TLS handshake included', async () => {
    // A TCP server that accepts and never speaks: the TLS handshake waits for ever. It reads what
    // comes in (and drops it) so that it sees the client hang up.
    const mute = createNetServer((socket) => socket.resume());
    await new Promise<void>((resolve) => mute.listen(0, '127.0.0.1', resolve));
    const mutePort = (mute.address() as AddressInfo).port;
    try {
      const started = Date.now();
      await expectRefused(
        fetchPage(`https://127.0.0.1:${mutePort}/`, { ...LOOPBACK, connectTimeoutMs: 200, timeoutMs: 10_000 }),
        'timeout',
        'The site took too long to answer',
      );
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await new Promise((resolve) => mute.close(resolve));
    }
  });

  it('gives up when a slow name lookup uses the time', async () => {
    const lookup: HostLookup = () => new Promise(() => undefined);
    await expectRefused(fetchPage('https://slow.test/', { lookup, timeoutMs: 200 }), 'timeout');
  });
});

describe('fetching a picture', () => {
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
      .png()
      .toBuffer();

  it('re-encodes a PNG as WebP, at most 1200 px wide', async () => {
    serve('/photo.png', 'image/png', await png(2400, 1200));
    const image = await fetchImage(`${origin}/photo.png`, LOOPBACK);
    expect(image).toMatchObject({ url: `${origin}/photo.png`, contentType: 'image/webp', width: 1200, height: 600 });
    const metadata = await sharp(image.body).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 1200, 600]);
    expect(requests[0]?.headers.accept).toMatch(/image\//);
  });

  it('keeps a small picture at its size', async () => {
    serve('/small.png', 'image/png', await png(300, 200));
    const image = await fetchImage(`${origin}/small.png`, LOOPBACK);
    expect([image.width, image.height]).toEqual([300, 200]);
  });

  it('refuses text served as an image, and an image that is not a picture it decodes', async () => {
    serve('/fake.png', 'image/png', 'this is just text');
    serve('/svg-as-png.png', 'image/png', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    serve('/cut.png', 'image/png', (await png(400, 400)).subarray(0, 60));
    const message = 'That file is not a picture we can read';
    await expectRefused(fetchImage(`${origin}/fake.png`, LOOPBACK), 'not-an-image', message);
    await expectRefused(fetchImage(`${origin}/svg-as-png.png`, LOOPBACK), 'not-an-image', message);
    await expectRefused(fetchImage(`${origin}/cut.png`, LOOPBACK), 'not-an-image', message);
  });

  it('refuses what is not served as an image, and SVG', async () => {
    serve('/page', 'text/html', PAGE_HTML);
    serve('/drawing.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await expectRefused(
      fetchImage(`${origin}/page`, LOOPBACK),
      'content-type',
      'That link does not lead to a picture (content type text/html)',
    );
    await expectRefused(fetchImage(`${origin}/drawing.svg`, LOOPBACK), 'content-type');
  });

  it('refuses a picture over the byte cap or the pixel cap', async () => {
    serve('/big.png', 'image/png', await png(400, 400));
    await expectRefused(
      fetchImage(`${origin}/big.png`, { ...LOOPBACK, maxBytes: 100 }),
      'too-large',
      'The picture is larger than 100 bytes',
    );
    await expectRefused(fetchImage(`${origin}/big.png`, { ...LOOPBACK, maxPixels: 100 * 100 }), 'too-large');
  });

  it('applies the same address policy', async () => {
    await expectRefused(fetchImage(`${origin}/photo.png`), 'address');
    await expectRefused(fetchImage('http://169.254.169.254/photo.png'), 'address');
    expect(connections).toBe(0);
  });
});
