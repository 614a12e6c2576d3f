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
  const groups = expandIpv6(address);
  return mappedIpv4Of(groups) ?? `${groups.slice(0, 4).join(':')}::/64`;
}

/**
 * The dotted IPv4 address an IPv4-mapped IPv6 address (`::ffff:a.b.c.d`)
 * stands for, however it is written: Node writes `::ffff:127.0.0.1`, uWS on
 * a dual-stack (`::`) socket writes `0000:0000:0000:0000:0000:ffff:7f00:0001`.
 * Every IPv4 client of a dual-stack node arrives this way, so reading it as
 * IPv6 would put them all in one /64. `undefined` for anything else.
 */
export function mappedIpv4(address: string): string | undefined {
  return isIP(address) === 6 ? mappedIpv4Of(expandIpv6(address)) : undefined;
}

function mappedIpv4Of(groups: string[]): string | undefined {
  if (groups.slice(0, 5).some((group) => group !== '0') || groups[5] !== 'ffff') return undefined;
  const [high, low] = [Number.parseInt(groups[6]!, 16), Number.parseInt(groups[7]!, 16)];
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
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
