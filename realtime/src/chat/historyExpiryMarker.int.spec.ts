import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHANNEL_STREAM_PREFIX, channelStream } from '@mohalla/contracts';
import { createSqliteEventStore, type EventStore } from '@mohalla/infra';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { messageSent } from '../../../domain/src/testing/events.js';
import { readCatchUp } from './catchUp.js';
import { readHistory } from './history.js';

const MINUTE_MS = 60_000;
const channelId = randomUUID();
const areaId = randomUUID();
const author = randomUUID();
let dir: string;
let store: EventStore;
let now = Date.now();

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'chat-expiry-marker-'));
  store = createSqliteEventStore({
    path: join(dir, 'events.sqlite'),
    retention: [{ streamPrefix: CHANNEL_STREAM_PREFIX, maxAgeSeconds: 60 }],
    now: () => now,
  });
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const send = (messageId: string, content: string) => {
  const id = randomUUID();
  const { data } = messageSent({ messageId, channelId, areaId, authorId: author, content });
  return store.append(
    channelStream(channelId),
    [
      {
        eventId: id,
        type: 'MessageSent',
        data,
        metadata: { actorId: author, correlationId: id, causationId: id, at: new Date(now).toISOString() },
      },
    ],
    { expectedRevision: 'any' },
  );
};

it('history and resume pass over the expiry marker a quiet channel got (issue 20 point 5)', async () => {
  const [gone, fresh] = [randomUUID(), randomUUID()];
  await send(gone, 'said a month ago');
  now += 2 * MINUTE_MS;
  await store.pruneExpired(); // the last message expired: the marker takes revision 1
  expect(await readHistory(store, channelId, { limit: 10 })).toMatchObject({ messages: [], revision: -1 });

  const { nextExpectedRevision } = await send(fresh, 'said today');
  expect(nextExpectedRevision).toBe(2);
  const page = await readHistory(store, channelId, { limit: 10 });
  expect(page.messages.map((m) => [m.id, m.content, m.revision])).toEqual([[fresh, 'said today', 2]]);
  expect(page).toMatchObject({ revision: 2, nextCursor: null });

  // A client that last saw the expired message resumes with the new one only.
  const resumed = await readCatchUp(store, channelId, 0);
  expect(resumed?.pushes.map((push) => push.type)).toEqual(['new_message']);
  expect(resumed?.revision).toBe(2);
});
