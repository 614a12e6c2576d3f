import { describe, expect, it } from 'vitest';
import { addressGroup } from './addressGroup.js';

describe('addressGroup', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
  });

  it('reads an IPv4-mapped IPv6 address as IPv4', () => {
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('reads an IPv4-mapped address written out in full (uWS on a dual-stack socket) as IPv4', () => {
    expect(addressGroup('0000:0000:0000:0000:0000:ffff:7f00:0001')).toBe('127.0.0.1');
    expect(addressGroup('::FFFF:CB00:7107')).toBe('203.0.113.7');
    // Two IPv4 clients of a dual-stack node stay apart.
    expect(addressGroup('0000:0000:0000:0000:0000:ffff:7f00:0002')).toBe('127.0.0.2');
  });

  it('groups every address of one IPv6 /64 under one key, however it is written', () => {
    const keys = [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:a:b:c:d',
      '2001:db8:1:2::1%eth0',
    ].map(addressGroup);
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::/64']));
  });

  it('keeps neighbouring /64s apart', () => {
    expect(addressGroup('2001:db8:1:3::1')).not.toBe(addressGroup('2001:db8:1:2::1'));
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
  });

  it('returns what is not an address unchanged', () => {
    expect(addressGroup('unknown')).toBe('unknown');
  });
});
