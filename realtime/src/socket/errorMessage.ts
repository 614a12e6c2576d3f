import type { ChatErrorCode, ErrorCode, ModerationProblemDetails, ServerMessageOf } from '@mohalla/contracts';
import { DomainError } from '@mohalla/contracts';

/** A refusal that only the socket knows (no HTTP counterpart), e.g. `not_joined`. */
export class SocketError extends Error {
  constructor(
    readonly code: ChatErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'SocketError';
  }
}

const CODES: Partial<Record<ErrorCode, ChatErrorCode>> = {
  'REQUEST.INVALID': 'invalid_message',
  'AUTH.REQUIRED': 'auth_required',
  'AUTH.FORBIDDEN': 'forbidden',
  'USER.SUSPENDED': 'forbidden',
  'CHAT.NOT_AUTHOR': 'forbidden',
  'CHAT.CHANNEL_NOT_FOUND': 'not_found',
  'CHAT.MESSAGE_NOT_FOUND': 'not_found',
  'AREA.NOT_FOUND': 'not_found',
  'CHAT.MESSAGE_BLOCKED': 'message_blocked',
  'CHAT.RATE_LIMITED': 'rate_limited',
  'CONCURRENCY.CONFLICT': 'conflict',
};

/**
 * The socket's `error` for what a command threw. A domain error keeps its
 * meaning (and the moderation findings or the wait); anything else is a
 * `server_error` that says nothing about the internals, and is reported as
 * unexpected so the caller logs it.
 */
export function errorMessageFor(
  error: unknown,
  requestId: string | undefined,
): { message: ServerMessageOf<'error'>; unexpected: boolean } {
  const tag = requestId === undefined ? {} : { requestId };
  if (error instanceof SocketError) {
    return {
      message: { type: 'error', code: error.code, message: error.message, ...tag },
      unexpected: false,
    };
  }
  if (!(error instanceof DomainError) || !CODES[error.code]) {
    return {
      message: {
        type: 'error',
        code: 'server_error',
        message: 'Something went wrong on our side. Please try again.',
        ...tag,
      },
      unexpected: !(error instanceof DomainError) || error.status >= 500,
    };
  }
  const extra = (error.extra ?? {}) as { moderation?: ModerationProblemDetails; retryAfterMs?: number };
  const field = error.errors?.[0]?.field;
  return {
    message: {
      type: 'error',
      code: CODES[error.code]!,
      message: error.detail,
      ...(field ? { field } : {}),
      ...tag,
      ...(extra.moderation ? { moderation: extra.moderation } : {}),
      ...(extra.retryAfterMs === undefined ? {} : { retryAfterMs: extra.retryAfterMs }),
    },
    unexpected: false,
  };
}
