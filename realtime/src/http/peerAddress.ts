import type { HttpResponse } from 'uWebSockets.js';
import { addressGroup } from '@mohalla/infra';

/**
 * The address group (see `addressGroup`: IPv4 as is, IPv6 by its /64) a
 * request or handshake comes from, for per-address limits. By the same
 * rule as the HTTP services' `clientAddress`: the peer's address, or with
 * `trustProxy` (behind our own gateway) the entry that many hops from the
 * right of `X-Forwarded-For` (entries further left are the client's to
 * forge).
 */
export function peerAddressGroup(peer: string, forwardedFor: string, trustProxy: boolean | number): string {
  const hops = trustProxy === true ? 1 : trustProxy || 0;
  if (hops === 0) return addressGroup(peer);
  const forwarded = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // [peer, nearest proxy's view, ..., leftmost]: step back one trusted hop at a time.
  const chain = [peer, ...forwarded.reverse()];
  return addressGroup(chain[Math.min(hops, chain.length - 1)]!.toLowerCase());
}

/** The peer's address as uWS knows it; read it before any await (the response is only valid until then). */
export function remoteAddressOf(res: HttpResponse): string {
  return Buffer.from(res.getRemoteAddressAsText()).toString('latin1');
}
