import { invalidField } from '@mohalla/contracts';

/** Every moderator decision says why; the deciders hold the rule, whatever the route parsed. */
export function requireReason(reason: string): string {
  const trimmed = reason.trim();
  if (trimmed === '') throw invalidField('reason', 'is required: say why');
  return trimmed;
}
