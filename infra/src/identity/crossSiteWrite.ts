import { DomainError, SESSION_COOKIE } from '@mohalla/contracts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a request says about itself, whatever server received it (Koa or uWS). Absent headers are empty. */
export interface WriteOrigin {
  method: string;
  /** The `Authorization` header. */
  authorization: string;
  /** The `Sec-Fetch-Site` header. */
  secFetchSite: string;
  /** The `Origin` header. */
  origin: string;
  /** The `Referer` header. */
  referer: string;
  /** The `Host` header: where the browser sent the request (a proxy in front must keep it, port included). */
  host: string;
  /** The `X-Forwarded-Proto` header: the scheme the browser used when a TLS proxy is in front. */
  forwardedProto: string;
  /** The `Cookie` header. */
  cookie: string;
}

/** Reads a `WriteOrigin` through a server's own header getter (answering '' for an absent header). */
export function writeOriginFrom(method: string, header: (lowerCaseName: string) => string): WriteOrigin {
  return {
    method,
    authorization: header('authorization'),
    secFetchSite: header('sec-fetch-site'),
    origin: header('origin'),
    referer: header('referer'),
    host: header('host'),
    forwardedProto: header('x-forwarded-proto'),
    cookie: header('cookie'),
  };
}

/**
 * Refuses (403) a browser's change made by another site's page, unless it
 * carries a bearer token (which no other page can attach). The session
 * cookie is SameSite=Lax, which keeps it off cross-site POSTs, but not off
 * requests from a sibling subdomain (`same-site`), and JSON bodies are not
 * the only writes: logout and upvotes have none, so no CORS preflight stands
 * in the way; and a forged sign-in would put the victim in the attacker's
 * account.
 *
 * Current browsers say where a request comes from in `Sec-Fetch-Site`. Older
 * ones (Safari before 16.4, say) do not, but send `Origin` on every
 * cross-origin write, so without `Sec-Fetch-Site` the `Origin` must be this
 * server's own, else the `Referer` must be (our pages send one: their
 * Referrer-Policy keeps it for same-origin requests). A request with neither
 * is refused when it carries the session cookie: a browser's page cannot
 * hide both, no browser we serve omits both on its own writes, and
 * non-browser clients sign in with bearer tokens; without the cookie it
 * rides no session and passes (sign-in from a script).
 *
 * Only a browser can be tricked into a forged write, and a page cannot set
 * `Host` or `X-Forwarded-Proto` on a cross-origin request, so both are
 * trusted here to name this server's origin.
 */
export function refuseCrossSiteWrite(request: WriteOrigin): void {
  if (SAFE_METHODS.has(request.method.toUpperCase()) || /^Bearer\s+\S+$/i.test(request.authorization)) return;
  if (!crossSite(request)) return;
  throw new DomainError(
    'AUTH.FORBIDDEN',
    "This change came from another site's page, so it was refused: make it from Mohalla itself.",
  );
}

function crossSite(request: WriteOrigin): boolean {
  const site = request.secFetchSite.trim().toLowerCase();
  if (site === 'same-origin' || site === 'none') return false;
  if (site === 'cross-site' || site === 'same-site') return true;
  const own = ownOrigin(request.host, request.forwardedProto);
  // `Origin: null` (a sandboxed frame, a data: page) is never one of our pages.
  if (request.origin !== '') return originOf(request.origin) !== own || own === null;
  if (request.referer !== '') return originOf(request.referer) !== own || own === null;
  return carriesSessionCookie(request.cookie);
}

/** `scheme://host[:port]` of this server as the browser addressed it, or null without a usable Host. */
export function ownOrigin(host: string, forwardedProto: string): string | null {
  const proto = forwardedProto.split(',')[0]?.trim().toLowerCase();
  const scheme = proto === 'https' ? 'https' : 'http';
  if (host === '' || /[/?#@\s]/.test(host)) return null;
  return originOf(`${scheme}://${host}`);
}

/** The serialised origin of a URL (default ports dropped, host lower-cased), or null if it has none. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return parsed.origin;
  } catch {
    return null;
  }
}

function carriesSessionCookie(cookie: string): boolean {
  return cookie.split(';').some((pair) => {
    const [name, ...value] = pair.split('=');
    return name?.trim() === SESSION_COOKIE && value.join('=').trim() !== '';
  });
}
