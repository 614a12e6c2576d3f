import { ApiError, NETWORK_ERROR_MESSAGE } from '../../lib/api';

/**
 * The spec's auth error texts: the network message when the server could not
 * be reached, the server's own message when it sent a problem document, the
 * screen's fallback ('Login failed', 'Signup failed') otherwise.
 */
export function authErrorMessage(error: unknown, fallback: string): string | null {
  if (!error) return null;
  if (error instanceof ApiError) {
    if (error.status === 0) return NETWORK_ERROR_MESSAGE;
    if (error.code) return error.message;
  }
  return fallback;
}
