/** The checks of a link's target before any connection: scheme, credentials, port, every address its host resolves to. */
import type { LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { type AddressKind, classifyAddress, isAddressAllowed } from './address-policy';
import { FetchRefused } from './fetch-refused';

/** Resolves a host name to all its addresses, like `dns.promises.lookup(host, { all: true })`. */
export type HostLookup = (hostname: string) => Promise<readonly LookupAddress[]>;

/** Where a link may lead: loopback too (tests with local servers), and how host names are resolved. */
export interface TargetPolicy {
  allowLoopback: boolean;
  lookup: HostLookup;
}

const STANDARD_PORTS = new Set([80, 443]);
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

export interface Target {
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
export async function checkTarget(url: URL, settings: TargetPolicy, signal: AbortSignal): Promise<Target> {
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
