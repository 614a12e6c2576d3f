import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { RecordedEvent } from '@mohalla/contracts';
import { createSqliteEventStore, type EventStore, silentLogger } from '@mohalla/infra';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { tempDirs } from '../../../test/support/tempDirs.js';
import { type LogHandler, startLogFollower } from './logFollower.js';

const tempDir = tempDirs();

let store: EventStore;
let stops: (() => Promise<void>)[];

beforeEach(() => {
  store = createSqliteEventStore({
    path: join(tempDir('log-follower-'), 'events.sqlite'),
  });
  stops = [];
});
afterEach(async () => {
  for (const stop of stops) await stop();
  await store.close();
});

const append = (stream: string, n = 1) =>
  store.append(
    stream,
    Array.from({ length: n }, () => ({
      eventId: randomUUID(),
      type: 'Noted',
      data: {},
      metadata: { actorId: 'test', correlationId: 'c', causationId: 'c', at: new Date().toISOString() },
    })),
    { expectedRevision: 'any' },
  );

/** A handler that records what it is handed, and fails `failures(event)` times before taking an event. */
function recorder(streamPrefix: string, failures: (event: RecordedEvent) => number = () => 0) {
  const handled: string[] = [];
  const tries = new Map<string, number>();
  const passed: number[] = [];
  const handler: LogHandler = {
    streamPrefix,
    handle(event) {
      const name = `${event.streamName}@${event.revision}`;
      const tried = (tries.get(name) ?? 0) + 1;
      tries.set(name, tried);
      if (tried <= failures(event)) throw new Error('the store is away for a moment');
      handled.push(name);
    },
    passed: (position) => passed.push(position),
  };
  return { handler, handled, tries, passed };
}

const follow = async (...handlers: LogHandler[]) => {
  const follower = await startLogFollower({ eventStore: store, logger: silentLogger, handlers });
  stops.push(() => follower.close());
};

it('hands each new event to the handler of its prefix once, in log order, from the head at the start', async () => {
  await append('channel-old');
  const chat = recorder('channel-');
  const notices = recorder('notifications-');
  await follow(chat.handler, notices.handler);
  await append('channel-a', 2);
  await append('post-p');
  await append('notifications-n');
  await append('channel-b');

  await expect.poll(() => chat.handled.length).toBe(3);
  await expect.poll(() => notices.handled).toEqual(['notifications-n@0']);
  expect(chat.handled).toEqual(['channel-a@0', 'channel-a@1', 'channel-b@0']);
  const head = await store.headPosition();
  await expect.poll(() => chat.passed.at(-1)).toBe(head);
  expect(chat.passed).toEqual([...chat.passed].sort((x, y) => x - y));
  expect(notices.passed.at(-1)).toBe(head);
});

it('comes back to an event whose handler failed, with nothing after it lost, and skips one that keeps failing', async () => {
  const failures: Record<string, number> = { 'channel-flaky': 1, 'channel-broken': Number.POSITIVE_INFINITY };
  const chat = recorder('channel-', (event) => failures[event.streamName] ?? 0);
  await follow(chat.handler);
  await append('channel-flaky');
  await append('channel-broken');
  await append('channel-after');

  await expect.poll(() => chat.handled, { timeout: 10_000 }).toEqual(['channel-flaky@0', 'channel-after@0']);
  expect(Object.fromEntries(chat.tries)).toEqual({
    'channel-flaky@0': 2,
    'channel-broken@0': 3,
    'channel-after@0': 1,
  });
  expect(chat.passed.at(-1)).toBe(await store.headPosition());
});
