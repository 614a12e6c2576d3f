import { type ErrorCode, ErrorCodes, type FieldError } from './problem.js';

/**
 * The one error type business rules throw. Its code is stable and maps to an
 * HTTP status in `contracts`; the outermost middleware renders it as a
 * problem document, so a rule never deals with HTTP.
 */
export class DomainError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly detail: string,
    readonly errors?: FieldError[],
    /** More problem members, e.g. the moderation findings of a refused post. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(detail);
    this.name = 'DomainError';
    this.status = ErrorCodes[code];
  }
}

export function invalidField(field: string, message: string): DomainError {
  return new DomainError('REQUEST.INVALID', `${field} ${message}`, [{ field, message }]);
}
