import { describe, expect, it } from 'vitest';
import { peerAddressGroup } from './peerAddress.js';

const from = (peer: string) => peer;

describe('peerAddressGroup', () => {
  it('is the peer, unless a trusted proxy names the client; IPv6 by its /64', () => {
    expect(peerAddressGroup(from('203.0.113.7'), '198.51.100.1', false)).toBe('203.0.113.7');
    // Behind one trusted proxy: the entry it appended, not what the client wrote before it.
    expect(peerAddressGroup(from('127.0.0.1'), '10.9.9.9, 198.51.100.1', true)).toBe('198.51.100.1');
    expect(peerAddressGroup(from('127.0.0.1'), '', true)).toBe('127.0.0.1');
    expect(peerAddressGroup(from('2001:db8:1:2:aaaa::1'), '', false)).toBe('2001:db8:1:2::/64');
    expect(peerAddressGroup(from('127.0.0.1'), '2001:DB8:1:2:bbbb::9', true)).toBe('2001:db8:1:2::/64');
    expect(peerAddressGroup(from('::ffff:203.0.113.7'), '', false)).toBe('203.0.113.7');
  });

  it('reads an IPv4 peer of a dual-stack (HOST=::) socket, which uWS writes out in full, as IPv4', () => {
    expect(peerAddressGroup(from('0000:0000:0000:0000:0000:ffff:7f00:0001'), '', false)).toBe('127.0.0.1');
    expect(peerAddressGroup(from('0000:0000:0000:0000:0000:ffff:cb00:7107'), '', false)).toBe('203.0.113.7');
  });
});
