import type { HttpRequest, HttpResponse, us_socket_context_t } from 'uWebSockets.js';
import { type Logger, originOf, ownOrigin } from '@mohalla/infra';
import { peerAddressGroup, remoteAddressOf } from '../http/peerAddress.js';
import { sessionTokenOf } from '../identity/sessionToken.js';
import { newSocketData } from './socketData.js';

export interface UpgradeDeps {
  /** Origins browsers may open the socket from, besides the host it is served on. */
  allowedOrigins: readonly string[];
  /** The user of a valid session token, else null. */
  sessionUser: (token: string) => Promise<string | null>;
  /** Whether X-Forwarded-For names the client (behind our own gateway): joins are paced per address. */
  trustProxy: boolean;
  logger: Logger;
}

/**
 * The WebSocket handshake. A browser's Origin must be an allowed origin or
 * the host the request was made to (a page elsewhere cannot ride a
 * resident's cookie into the chat); clients without Origin (not browsers)
 * pass. The session comes from the cookie, an `Authorization: Bearer`
 * header or `?token=` (for clients that cannot set headers); without one the
 * socket is a guest's, which may read but not send. A token that is not a
 * valid session is refused (401), so a client learns at once that it is
 * signed out.
 */
export function upgradeHandler(deps: UpgradeDeps) {
  return (res: HttpResponse, req: HttpRequest, context: us_socket_context_t) => {
    // uWS request data is only valid until the first await: copy it all now.
    const origin = req.getHeader('origin');
    const host = req.getHeader('host');
    const forwardedProto = req.getHeader('x-forwarded-proto');
    const token = sessionTokenOf(
      req.getHeader('authorization'),
      req.getHeader('cookie'),
      req.getQuery('token') ?? '',
    );
    const key = req.getHeader('sec-websocket-key');
    const protocol = req.getHeader('sec-websocket-protocol');
    const extensions = req.getHeader('sec-websocket-extensions');
    const address = peerAddressGroup(remoteAddressOf(res), req.getHeader('x-forwarded-for'), deps.trustProxy);
    let aborted = false;
    res.onAborted(() => {
      aborted = true;
    });
    const refuse = (status: string, text: string) => {
      if (!aborted)
        res.cork(() => res.writeStatus(status).writeHeader('content-type', 'text/plain').end(text));
    };
    if (!originAllowed(origin, host, forwardedProto, deps.allowedOrigins))
      return refuse('403 Forbidden', 'Origin not allowed');

    void (async () => {
      let userId: string | null = null;
      if (token) {
        try {
          userId = await deps.sessionUser(token);
        } catch (error) {
          deps.logger.error('could not check a session for a socket', { error });
          return refuse('503 Service Unavailable', 'Try again in a moment');
        }
        if (!userId) return refuse('401 Unauthorized', 'The session is not valid: log in again');
      }
      if (aborted) return;
      res.cork(() => res.upgrade(newSocketData(token, address), key, protocol, extensions, context));
    })();
  };
}

/**
 * Scheme, host and port must all match (an https page is not this http
 * server's, nor is another port): an allowed origin, or the origin the
 * request was addressed to (its Host, and the scheme a TLS proxy in front
 * reports in X-Forwarded-Proto, which no page can set on a handshake).
 */
function originAllowed(
  origin: string,
  host: string,
  forwardedProto: string,
  allowed: readonly string[],
): boolean {
  if (origin === '') return true;
  const asSent = originOf(origin);
  if (asSent === null) return false;
  return allowed.some((entry) => originOf(entry) === asSent) || asSent === ownOrigin(host, forwardedProto);
}
