import { randomUUID } from 'node:crypto';
import { CHANNEL_STREAM_PREFIX, channelStream } from '@mohalla/contracts';
import type { EventStore } from '@mohalla/infra';
import { beforeEach, expect, it } from 'vitest';
import { messageSent } from '../../../domain/src/testing/events.js';
import { sqliteStores } from '../../../infra/src/testing/sqliteStores.js';
import { readCatchUp } from './catchUp.js';
import { readHistory } from './history.js';

const MINUTE_MS = 60_000;
const channelId = randomUUID();
const areaId = randomUUID();
const author = randomUUID();
const { open, freshFile } = sqliteStores('chat-expiry-marker-');
let store: EventStore;
let now = Date.now();

beforeEach(() => {
  store = open(freshFile(), {
    retention: [{ streamPrefix: CHANNEL_STREAM_PREFIX, maxAgeSeconds: 60 }],
    now: () => now,
  });
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
