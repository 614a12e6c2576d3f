import { randomUUID } from 'node:crypto';
import { userStream } from '@mohalla/contracts';
import { isSuspended, loadUser } from '@mohalla/domain';
import { eventStoreCommandStore } from '@mohalla/infra';
import { describe, expect, it } from 'vitest';
import { newEvent } from '../../../infra/src/eventStore/eventStoreContractHelpers.js';
import { sqliteStores } from '../../../infra/src/testing/sqliteStores.js';

const { twoProcesses } = sqliteStores('mohalla-load-user-');

// Two stores on one file stand for two processes: each has its own caches.
describe('a user checked from the cached fold still sees what another process wrote, at the next lookup', () => {
  it('a suspension written by another process applies at the next loadUser', async () => {
    const { here, there } = twoProcesses();
    const userId = randomUUID();
    const registered = newEvent('UserRegistered', {
      userId,
      email: `${userId}@example.in`,
      firstName: 'Asha',
      lastName: 'Rao',
      mobile: null,
      passwordHash: null,
    });
    await here.append(userStream(userId), [registered], { expectedRevision: 'no_stream' });
    expect(isSuspended((await loadUser(eventStoreCommandStore(here), userId)).state, new Date())).toBe(false);

    const suspended = newEvent('UserSuspended', {
      userId,
      moderatorId: randomUUID(),
      reason: 'spam',
      until: null,
    });
    await there.append(userStream(userId), [suspended], { expectedRevision: 0 });
    const after = await loadUser(eventStoreCommandStore(here), userId);
    expect(isSuspended(after.state, new Date())).toBe(true);
    expect(after.revision).toBe(1);
  });
});
