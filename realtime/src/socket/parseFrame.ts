import {
  CLIENT_MESSAGE_TYPES,
  type ClientMessage,
  ClientMessageSchema,
  type ServerMessageOf,
} from '@mohalla/contracts';

type ErrorMessage = ServerMessageOf<'error'>;

/**
 * One frame from a client: its message, or the `error` that says what is
 * wrong with it (not JSON, no such type, which field and why). Never throws.
 */
export function parseFrame(text: string): { message: ClientMessage } | { error: ErrorMessage } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: { type: 'error', code: 'invalid_json', message: 'The message is not valid JSON.' } };
  }
  const type = typeof value === 'object' && value !== null ? (value as { type?: unknown }).type : undefined;
  if (typeof type !== 'string' || !(CLIENT_MESSAGE_TYPES as readonly string[]).includes(type)) {
    return {
      error: {
        type: 'error',
        code: 'unknown_type',
        message: `type must be one of ${CLIENT_MESSAGE_TYPES.join(', ')}.`,
        field: 'type',
      },
    };
  }
  const parsed = ClientMessageSchema.safeParse(value);
  if (parsed.success) return { message: parsed.data };
  const issue = parsed.error.issues[0]!;
  const field = issue.path.length > 0 ? issue.path.join('.') : 'message';
  const message =
    issue.code === 'unrecognized_keys' ? `has unknown field(s): ${issue.keys.join(', ')}` : issue.message;
  const requestId = (value as { requestId?: unknown }).requestId;
  return {
    error: {
      type: 'error',
      code: 'invalid_message',
      message: `${field} ${message}`,
      field,
      ...(typeof requestId === 'string' && requestId.length <= 100 ? { requestId } : {}),
    },
  };
}
