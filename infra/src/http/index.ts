export { DomainError, type FieldError, invalidField } from './domainError.js';
export { parseIdParam, parseInput, UuidParam } from './parseInput.js';
export { problemMiddleware, toProblem } from './problemMiddleware.js';
