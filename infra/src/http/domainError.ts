// DomainError lives in contracts beside the error codes (issue 15). This
// re-export keeps older imports from '@mohalla/infra' working until they move.
export { DomainError, type FieldError, invalidField } from '@mohalla/contracts';
