import { isSuspended, type UserState } from '@mohalla/contracts';
import { DomainError, type EventStore, loadUser } from '@mohalla/infra';

/** A suspended user may not write for others to read: 403 with when it ends and why. */
export async function refuseSuspended(eventStore: EventStore, userId: string, now: Date, action: string) {
  const { state } = await loadUser(eventStore, userId);
  refuseSuspendedState(state, now, action);
}

/** The same refusal for a user already folded (the moderators' guard has one). */
export function refuseSuspendedState(state: UserState, now: Date, action: string) {
  if (state.status !== 'registered' || !isSuspended(state, now) || !state.suspension) return;
  const { until, reason } = state.suspension;
  const ends = until === null ? 'until a moderator reinstates it' : `until ${until}`;
  throw new DomainError(
    'USER.SUSPENDED',
    `Your account is suspended ${ends}, so you cannot ${action}. Reason: ${reason}`,
  );
}
