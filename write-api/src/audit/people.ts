import { ERASED_PERSON } from '@mohalla/contracts';
import { loadUser } from '@mohalla/domain';
import { type EventStore, eventStoreCommandStore } from '@mohalla/infra';
import type { Person } from './timeline.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The real people behind user ids, each read from their own stream (ids that name no one are left out; an erased person is named as such). */
export async function loadPeople(
  eventStore: EventStore,
  userIds: readonly string[],
): Promise<Map<string, Person>> {
  const loaded = await Promise.all(
    userIds
      .filter((id) => UUID.test(id))
      .map(async (id) => [id, (await loadUser(eventStoreCommandStore(eventStore), id)).state] as const),
  );
  const people = new Map<string, Person>();
  for (const [id, state] of loaded) {
    // Who they were is gone (issue 16): the audit names them only as an erased person, with no alias.
    if (state.status === 'erased')
      people.set(id, { name: ERASED_PERSON, email: '', areaAliases: {}, erased: true });
    if (state.status !== 'registered') continue;
    const name = `${state.firstName} ${state.lastName}`.trim();
    people.set(id, { name, email: state.email, areaAliases: state.areaAliases });
  }
  return people;
}
