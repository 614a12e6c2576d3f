import { randomUUID } from 'node:crypto';
import { createConsoleLogger, createInProcessPresence } from '@mohalla/infra';
import { describe, expect, it, vi } from 'vitest';
import { type PresenceTracker, trackPresence } from './presenceTracker.js';

function tracker() {
  const pushes: [string, number][] = [];
  const presence = trackPresence({
    presence: createInProcessPresence(),
    logger: createConsoleLogger('silent', 'test'),
    memberKeySecret: 'secret',
    publishCount: (areaId, count) => pushes.push([areaId, count]),
  });
  return { presence, pushes };
}
const member = () => ({ userId: randomUUID(), alias: `Quiet Mango ${Math.floor(Math.random() * 1000)}` });

/**
 * Someone arrives in another area and its push is waited for: pushes go out
 * in time order, so anything the earlier changes were going to push is out by then.
 */
async function laterPushElsewhere(presence: PresenceTracker, pushes: [string, number][]) {
  const elsewhere = randomUUID();
  await presence.enter(randomUUID(), elsewhere, member());
  await vi.waitFor(() => expect(pushes).toContainEqual([elsewhere, 1]));
  return elsewhere;
}

describe('trackPresence', () => {
  it('pushes a crowd arriving to the area once, with the last count, and answers each newcomer its count', async () => {
    const { presence, pushes } = tracker();
    const areaId = randomUUID();
    await presence.enter(randomUUID(), areaId, null); // a guest watching
    const answers: number[] = [];
    for (let n = 0; n < 20; n++) answers.push((await presence.enter(randomUUID(), areaId, member())).count);
    expect(answers).toEqual(Array.from({ length: 20 }, (_, n) => n + 1));
    const elsewhere = await laterPushElsewhere(presence, pushes);
    expect(pushes).toEqual([
      [areaId, 20],
      [elsewhere, 1],
    ]);
    await presence.close();
  });

  it('pushes nothing for a socket that leaves and comes back (a channel hop) before the push', async () => {
    const { presence, pushes } = tracker();
    const areaId = randomUUID();
    const resident = member();
    const socket = randomUUID();
    await presence.enter(randomUUID(), areaId, null);
    await presence.enter(socket, areaId, resident);
    await vi.waitFor(() => expect(pushes).toEqual([[areaId, 1]]));
    for (let hop = 0; hop < 10; hop++) {
      await presence.exit(socket, areaId);
      await presence.enter(socket, areaId, resident);
    }
    const elsewhere = await laterPushElsewhere(presence, pushes);
    expect(pushes).toEqual([
      [areaId, 1],
      [elsewhere, 1],
    ]);
    await presence.close();
  });
});
