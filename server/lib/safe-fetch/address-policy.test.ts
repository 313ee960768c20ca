import { describe, expect, it } from 'vitest';
import { type AddressKind, classifyAddress, isAddressAllowed } from './address-policy';

const CASES: [address: string, kind: AddressKind][] = [
  // Public IPv4, including the edges of the private ranges.
  ['8.8.8.8', 'public'],
  ['93.184.215.14', 'public'],
  ['172.15.255.255', 'public'],
  ['172.32.0.1', 'public'],
  ['100.63.255.255', 'public'],
  ['100.128.0.1', 'public'],
  ['11.0.0.1', 'public'],
  // Loopback.
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['::1', 'loopback'],
  // Private networks.
  ['10.0.0.1', 'private'],
  ['10.255.255.255', 'private'],
  ['172.16.0.1', 'private'],
  ['172.31.255.255', 'private'],
  ['192.168.1.1', 'private'],
  ['fc00::1', 'private'],
  ['fd12:3456:789a::1', 'private'],
  ['fec0::1', 'private'],
  // Link-local and carrier-grade NAT.
  ['169.254.0.1', 'link-local'],
  ['fe80::1', 'link-local'],
  ['fe80::1%eth0', 'link-local'],
  ['100.64.0.1', 'carrier-grade-nat'],
  ['100.127.255.255', 'carrier-grade-nat'],
  // Cloud metadata services, also inside other forms.
  ['169.254.169.254', 'metadata'],
  ['169.254.170.2', 'metadata'],
  ['100.100.100.200', 'metadata'],
  ['168.63.129.16', 'metadata'],
  ['fd00:ec2::254', 'metadata'],
  ['::ffff:169.254.169.254', 'metadata'],
  // Neither one host nor a host at all.
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'unspecified'],
  ['::', 'unspecified'],
  ['255.255.255.255', 'broadcast'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['ff02::1', 'multicast'],
  // Reserved, documentation and benchmarking ranges.
  ['192.0.2.1', 'reserved'],
  ['198.51.100.7', 'reserved'],
  ['203.0.113.9', 'reserved'],
  ['198.18.0.1', 'reserved'],
  ['240.0.0.1', 'reserved'],
  ['192.0.0.8', 'reserved'],
  ['2001:db8::1', 'reserved'],
  ['2001::1', 'reserved'],
  ['100::1', 'reserved'],
  ['4000::1', 'reserved'],
  // Public IPv6.
  ['2606:4700:4700::1111', 'public'],
  ['2a00:1450:4001:80b::200e', 'public'],
  // IPv4-mapped IPv6 is judged as the IPv4 address inside, in either spelling.
  ['::ffff:127.0.0.1', 'loopback'],
  ['::ffff:7f00:1', 'loopback'],
  ['::ffff:10.0.0.1', 'private'],
  ['::ffff:192.168.0.1', 'private'],
  ['::ffff:0.0.0.0', 'unspecified'],
  ['::ffff:8.8.8.8', 'public'],
  // Translated (SIIT), NAT64 and 6to4 forms carry an IPv4 address too.
  ['::ffff:0:10.0.0.1', 'private'],
  ['64:ff9b::10.0.0.1', 'private'],
  ['64:ff9b::7f00:1', 'loopback'],
  ['64:ff9b::a9fe:a9fe', 'metadata'],
  ['64:ff9b::808:808', 'public'],
  ['64:ff9b:1::1', 'private'],
  ['2002:a00:1::1', 'private'],
  ['2002:7f00:1::1', 'loopback'],
  ['2002:808:808::1', 'public'],
  // The deprecated IPv4-compatible form goes nowhere useful, whatever it carries.
  ['::127.0.0.1', 'reserved'],
  ['::8.8.8.8', 'reserved'],
  // Not an address in the form the resolver and the URL parser give.
  ['localhost', 'invalid'],
  ['', 'invalid'],
  ['0177.0.0.1', 'invalid'],
  ['0x7f.0.0.1', 'invalid'],
  ['2130706433', 'invalid'],
  ['127.1', 'invalid'],
  ['[::1]', 'invalid'],
  ['1.2.3.4.5', 'invalid'],
];

describe('classifyAddress', () => {
  it.each(CASES)('%s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });
});

describe('isAddressAllowed', () => {
  it('allows only public addresses by default', () => {
    for (const [address, kind] of CASES) {
      expect(isAddressAllowed(address), address).toBe(kind === 'public');
    }
  });

  it('with allowLoopback, allows loopback too but still refuses private and metadata addresses', () => {
    const options = { allowLoopback: true };
    for (const [address, kind] of CASES) {
      expect(isAddressAllowed(address, options), address).toBe(kind === 'public' || kind === 'loopback');
    }
    expect(isAddressAllowed('127.0.0.1', options)).toBe(true);
    expect(isAddressAllowed('::1', options)).toBe(true);
    expect(isAddressAllowed('10.0.0.1', options)).toBe(false);
    expect(isAddressAllowed('169.254.169.254', options)).toBe(false);
    expect(isAddressAllowed('fd00:ec2::254', options)).toBe(false);
  });
});
