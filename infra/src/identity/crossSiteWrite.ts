const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a browser says this state-changing request was made by another
 * site's page (callers refuse it unless it carries a bearer token). The session cookie is SameSite=Lax, which keeps it off
 * cross-site POSTs, but not off requests from a sibling subdomain
 * (`same-site`), and JSON bodies are not the only writes: logout and
 * upvotes have none, so no CORS preflight stands in the way. Every current
 * browser sends `Sec-Fetch-Site`; non-browser clients send none and use
 * bearer tokens, which no other page can attach.
 */
export function isCrossSiteWrite(method: string, secFetchSite: string | undefined): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  return secFetchSite === 'cross-site' || secFetchSite === 'same-site';
}

export const CROSS_SITE_WRITE_MESSAGE =
  "This change came from another site's page, so it was refused: make it from Mohalla itself.";
