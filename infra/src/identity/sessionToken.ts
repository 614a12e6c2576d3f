import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A session token is `<sessionId>.<secret>`: the id finds the session's
 * stream, the 256-bit random secret proves possession. Only the secret's
 * SHA-256 is stored (a high-entropy secret needs no slow hash), so a copy of
 * the log does not let anyone sign in.
 */
export function newSessionSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

export function sessionSecretMatches(secret: string, storedHash: string): boolean {
  const a = Buffer.from(hashSessionSecret(secret));
  const b = Buffer.from(storedHash);
  return a.length === b.length && timingSafeEqual(a, b);
}

const TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/;

export function formatSessionToken(sessionId: string, secret: string): string {
  return `${sessionId}.${secret}`;
}

export function parseSessionToken(token: string): { sessionId: string; secret: string } | null {
  const match = TOKEN.exec(token);
  return match?.[1] && match[2] ? { sessionId: match[1], secret: match[2] } : null;
}
