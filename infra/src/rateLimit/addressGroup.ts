import { isIP } from 'node:net';

/**
 * The key a per-address limit counts under: an IPv4 address as it is, an
 * IPv6 address by its /64 prefix. One IPv6 subscriber is usually handed a
 * whole /64, so counting single IPv6 addresses would give one person 2^64
 * budgets. Anything that is not an IP address (a socket already gone, a
 * test double) is returned unchanged.
 */
export function addressGroup(address: string): string {
  if (isIP(address) !== 6) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped && isIP(mapped[1]!) === 4) return mapped[1]!;
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, lower-case, without leading zeros. */
function expandIpv6(address: string): string[] {
  const withoutZone = address.split('%')[0]!.toLowerCase();
  const [head, tail] = withoutZone.split('::') as [string, string | undefined];
  const parse = (part: string | undefined): string[] =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ipv4Groups(group) : [group])) : [];
  const left = parse(head);
  const right = parse(tail);
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16).toString(16));
}

/** An embedded dotted IPv4 tail (`::1.2.3.4`) as two 16-bit groups. */
function ipv4Groups(dotted: string): string[] {
  const [a, b, c, d] = dotted.split('.').map(Number) as [number, number, number, number];
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
