import {
  AuthorizationResponseError,
  ClientError,
  ResponseBodyError,
  WWWAuthenticateChallengeError,
} from 'openid-client';

/**
 * Why talking to the provider failed, in two kinds the routes answer
 * differently: `unavailable` (unreachable, timed out, a 5xx: try again
 * later) and `rejected` (it said no: a bad code or token, a denied consent,
 * a response that failed validation). `detail` is safe to log: error codes
 * and statuses, never a token, code or secret.
 */
export class ProviderFailure extends Error {
  override name = 'ProviderFailure';
  constructor(
    readonly kind: 'unavailable' | 'rejected',
    readonly detail: Record<string, string | number | undefined>,
  ) {
    super(`provider ${kind}`);
  }
}

export function providerFailureOf(error: unknown): ProviderFailure {
  if (error instanceof ProviderFailure) return error;
  if (error instanceof AuthorizationResponseError) {
    return new ProviderFailure('rejected', { error: error.error, description: error.error_description });
  }
  if (error instanceof ResponseBodyError || error instanceof WWWAuthenticateChallengeError) {
    const kind = error.status >= 500 ? 'unavailable' : 'rejected';
    const oauthError = error instanceof ResponseBodyError ? error.error : error.cause[0]?.parameters.error;
    return new ProviderFailure(kind, { status: error.status, error: oauthError });
  }
  if (error instanceof ClientError) {
    // A non-conforming HTTP status (a 502 page, say) is the provider being down; the rest failed validation.
    const kind = error.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' ? 'unavailable' : 'rejected';
    const cause = error.cause instanceof Error ? error.cause.message : undefined;
    return new ProviderFailure(kind, { code: error.code, message: error.message, cause });
  }
  // fetch failures (TypeError), timeouts and aborts (DOMException): the provider did not answer.
  const name = error instanceof Error ? error.name : typeof error;
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
  return new ProviderFailure('unavailable', { name, cause });
}
