import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { userStream } from '@mohalla/contracts';
import { isSuspended, loadUser } from '@mohalla/domain';
import {
  createSqliteEventStore,
  type EventStore,
  eventStoreCommandStore,
  type NewEvent,
} from '@mohalla/infra';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'mohalla-load-user-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const event = (type: string, data: unknown): NewEvent => {
  const id = randomUUID();
  return {
    eventId: id,
    type,
    data,
    metadata: { actorId: 'system', correlationId: id, causationId: id, at: new Date().toISOString() },
  };
};

// Two stores on one file stand for two processes: each has its own caches.
describe('a user checked from the cached fold still sees what another process wrote, at the next lookup', () => {
  const open: EventStore[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((store) => store.close()));
  });
  const twoProcesses = () => {
    const path = join(dir, `${randomUUID()}.db`);
    const here = createSqliteEventStore({ path });
    const there = createSqliteEventStore({ path });
    open.push(here, there);
    return { here, there };
  };

  it('a suspension written by another process applies at the next loadUser', async () => {
    const { here, there } = twoProcesses();
    const userId = randomUUID();
    const registered = event('UserRegistered', {
      userId,
      email: `${userId}@example.in`,
      firstName: 'Asha',
      lastName: 'Rao',
      mobile: null,
      passwordHash: null,
    });
    await here.append(userStream(userId), [registered], { expectedRevision: 'no_stream' });
    expect(isSuspended((await loadUser(eventStoreCommandStore(here), userId)).state, new Date())).toBe(false);

    const suspended = event('UserSuspended', {
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
