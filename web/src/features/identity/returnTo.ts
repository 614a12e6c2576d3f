/**
 * Where to go after signing in. Only same-origin paths are accepted: anything
 * else ('//evil.example', 'https://…', '/\\evil') would turn the login page
 * into an open redirect.
 */
export function safeReturnTo(raw: string | null | undefined): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  // Never bounce back into the auth screens themselves.
  if (/^\/(login|signup|logout)(?:[/?#]|$)/.test(raw)) return '/';
  return raw;
}

/** The /login (or /signup) link that brings the person back to `path` afterwards. */
export function loginPathFor(path: string, screen: 'login' | 'signup' = 'login'): string {
  const target = safeReturnTo(path);
  return target === '/' ? `/${screen}` : `/${screen}?returnTo=${encodeURIComponent(target)}`;
}
