import { SESSION_COOKIE } from '@mohalla/contracts';

/**
 * The session token a request carries: an `Authorization: Bearer` header
 * (API clients), else the session cookie (browsers), else `?token=` (socket
 * clients that cannot set headers); null for a guest.
 */
export function sessionTokenOf(authorization: string, cookie: string, queryToken = ''): string | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
  if (bearer) return bearer;
  for (const part of cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE && value.length > 0) return decodeURIComponent(value.join('='));
  }
  return queryToken === '' ? null : queryToken;
}
