/**
 * Which IP addresses the server may connect to when it fetches a link a user gave it. Only public
 * unicast addresses pass: anything else could reach the server itself, the private network it runs
 * in, or a cloud provider's metadata service (which hands out credentials).
 */
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Where a connection to an address would go; only `public` is safe to fetch from. */
export type AddressKind =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'carrier-grade-nat'
  | 'metadata'
  | 'multicast'
  | 'broadcast'
  | 'unspecified'
  | 'reserved'
  | 'invalid';

export interface AddressPolicyOptions {
  /** Also allow loopback addresses (127.0.0.0/8, ::1), so that tests can fetch from local servers. */
  allowLoopback?: boolean;
}

/**
 * Cloud metadata services. Most sit in ranges refused anyway (link-local, carrier-grade NAT, unique
 * local), but they are named so that the refusal says what they are, and Azure's sits in public space.
 */
const METADATA_ADDRESSES = [
  '169.254.169.254', // AWS, GCP, Azure, Oracle, DigitalOcean, OpenStack
  '169.254.170.2', // AWS ECS task credentials
  '100.100.100.200', // Alibaba Cloud
  '168.63.129.16', // Azure WireServer (public space, reachable only from inside Azure)
  'fd00:ec2::254', // AWS over IPv6
  'fd20:ce::254', // GCP over IPv6
].map((text) => ipaddr.parse(text));

/** ipaddr.js range names, as kinds; a name not listed here (a new special range) is `reserved`. */
const RANGE_KINDS: Record<string, AddressKind> = {
  unicast: 'public',
  loopback: 'loopback',
  private: 'private',
  uniqueLocal: 'private',
  // Site-local (fec0::/10) was IPv6's first private range; some stacks still route it inside.
  deprecatedSiteLocal: 'private',
  linkLocal: 'link-local',
  carrierGradeNat: 'carrier-grade-nat',
  multicast: 'multicast',
  broadcast: 'broadcast',
  unspecified: 'unspecified',
};

const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96');
/** Local-use NAT64 (RFC 8215): translated inside one network, so never a public destination. */
const NAT64_LOCAL = ipaddr.parseCIDR('64:ff9b:1::/48');
/** IPv4-compatible addresses (::a.b.c.d), deprecated; `::` and `::1` are judged before. */
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');
/** The only IPv6 space handed out for public use; the rest is unassigned or special. */
const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');

/**
 * What kind of address `text` is, judged by where packets sent to it end up: an IPv6 address that
 * carries an IPv4 address (mapped, translated, NAT64, 6to4) is judged by the IPv4 address inside.
 * Only the plain textual forms Node's resolver and URL parser produce are accepted; anything else
 * (octal or hexadecimal parts, a number on its own) is `invalid`.
 */
export function classifyAddress(text: string): AddressKind {
  const family = isIP(text);
  if (family === 0) return 'invalid';
  try {
    return family === 4 ? classifyIPv4(ipaddr.IPv4.parse(text)) : classifyIPv6(ipaddr.IPv6.parse(canonicalIPv6(text)));
  } catch {
    return 'invalid';
  }
}

/** Whether the server may connect to `text`: a public address, or a loopback one when allowed. */
export function isAddressAllowed(text: string, options: AddressPolicyOptions = {}): boolean {
  const kind = classifyAddress(text);
  return kind === 'public' || (kind === 'loopback' && options.allowLoopback === true);
}

/**
 * The hexadecimal form of an IPv6 address, without its zone (`%eth0` names an interface, not a
 * place). ipaddr.js reads `::a.b.c.d` as `::ffff:a.b.c.d`, but the two go to different places;
 * the URL parser writes the dotted tail as hexadecimal, which ipaddr.js reads as written.
 */
function canonicalIPv6(text: string): string {
  const withoutZone = text.split('%', 1)[0] ?? text;
  return new URL(`http://[${withoutZone}]/`).hostname.slice(1, -1);
}

function classifyIPv4(address: ipaddr.IPv4): AddressKind {
  if (isMetadata(address)) return 'metadata';
  return RANGE_KINDS[address.range()] ?? 'reserved';
}

function classifyIPv6(address: ipaddr.IPv6): AddressKind {
  if (isMetadata(address)) return 'metadata';
  const range: string = address.range();
  const inside = embeddedIPv4(address, range);
  if (inside !== undefined) return classifyIPv4(inside);
  if (address.match(NAT64_LOCAL)) return 'private';
  const kind = RANGE_KINDS[range] ?? 'reserved';
  if (kind !== 'public') return kind;
  if (address.match(IPV4_COMPATIBLE) || !address.match(GLOBAL_UNICAST)) return 'reserved';
  return 'public';
}

/** The IPv4 address a connection to this IPv6 address would in effect reach, if it carries one. */
function embeddedIPv4(address: ipaddr.IPv6, range: string): ipaddr.IPv4 | undefined {
  const parts = address.parts;
  // ::ffff:a.b.c.d (mapped, what dual-stack sockets use) and ::ffff:0:a.b.c.d (translated, SIIT).
  if (range === 'ipv4Mapped' || range === 'rfc6145' || address.match(NAT64_WELL_KNOWN)) {
    return ipv4From(parts[6], parts[7]);
  }
  // 6to4: 2002:aabb:ccdd::/48 belongs to the IPv4 host aa.bb.cc.dd.
  if (range === '6to4') return ipv4From(parts[1], parts[2]);
  return undefined;
}

function ipv4From(high = 0, low = 0): ipaddr.IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

function isMetadata(address: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  return METADATA_ADDRESSES.some(
    (metadata) => metadata.kind() === address.kind() && metadata.toNormalizedString() === address.toNormalizedString(),
  );
}
