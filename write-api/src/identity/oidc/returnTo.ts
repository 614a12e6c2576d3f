/**
 * Where to send the browser after signing in: a path on this site only.
 * Anything else ('//evil.example', 'https://…', '/\\evil', control
 * characters) would make the sign-in an open redirect, so it becomes '/'.
 */
export function safeReturnTo(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > 2048) return '/';
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return '/';
  // Never bounce back into the auth screens themselves.
  if (/^\/(login|signup|logout)(?:[/?#]|$)/.test(raw)) return '/';
  return raw;
}
