import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';

/**
 * Headers that describe one connection, not the message (RFC 9110 §7.6.1),
 * plus the old ones proxies still meet. A proxy must not forward them:
 * `Transfer-Encoding` or `Connection: close` passed on would describe the
 * wrong connection, and `Proxy-Authorization` was meant for this hop only.
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * The headers of a message as the next hop should get them: without the
 * hop-by-hop ones, nor any the sender named in `Connection` (which is how a
 * client marks a custom header as meant for the first hop only).
 */
export function endToEndHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const dropped = new Set([...HOP_BY_HOP, ...named]);
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !dropped.has(name.toLowerCase())) kept[name] = value;
  }
  return kept;
}
