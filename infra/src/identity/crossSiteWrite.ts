import { DomainError } from '../http/domainError.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a request says about itself, whatever server received it (Koa or uWS). */
export interface WriteOrigin {
  method: string;
  /** The `Authorization` header, or empty. */
  authorization: string;
  /** The `Sec-Fetch-Site` header, or empty. */
  secFetchSite: string;
}

/**
 * Refuses (403) a browser's change that its `Sec-Fetch-Site` says was made
 * by another site's page, unless it carries a bearer token. The session
 * cookie is SameSite=Lax, which keeps it off cross-site POSTs, but not off
 * requests from a sibling subdomain (`same-site`), and JSON bodies are not
 * the only writes: logout and upvotes have none, so no CORS preflight stands
 * in the way; and a forged sign-in would put the victim in the attacker's
 * account. Every current browser sends `Sec-Fetch-Site`; non-browser clients
 * send none and use bearer tokens, which no other page can attach.
 */
export function refuseCrossSiteWrite({ method, authorization, secFetchSite }: WriteOrigin): void {
  if (SAFE_METHODS.has(method.toUpperCase()) || /^Bearer\s+\S+$/i.test(authorization)) return;
  if (secFetchSite === 'cross-site' || secFetchSite === 'same-site') {
    throw new DomainError(
      'AUTH.FORBIDDEN',
      "This change came from another site's page, so it was refused: make it from Mohalla itself.",
    );
  }
}
