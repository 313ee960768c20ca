/** One request to a checked target: connected to the checked addresses only, within the connection time limit. */
import type { LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { FetchRefused } from './fetch-refused';
import { ACCEPT_ENCODING } from './response-body';
import type { Target } from './target';

const USER_AGENT = 'Dishcovery recipe importer';
export const TOO_SLOW = 'The site took too long to answer';

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
export function send(
  target: Target,
  accept: string,
  settings: { connectTimeoutMs: number },
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const secure = target.url.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).request({
      hostname: target.host,
      port: target.port,
      path: `${target.url.pathname}${target.url.search}`,
      method: 'GET',
      headers: { 'user-agent': USER_AGENT, accept, 'accept-encoding': ACCEPT_ENCODING },
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
