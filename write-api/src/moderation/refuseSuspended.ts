import { type EventStore, loadUser, refuseSuspendedState } from '@mohalla/infra';

/** A suspended user may not write for others to read: 403 with when it ends and why. */
export async function refuseSuspended(eventStore: EventStore, userId: string, now: Date, action: string) {
  const { state } = await loadUser(eventStore, userId);
  refuseSuspendedState(state, now, action);
}
