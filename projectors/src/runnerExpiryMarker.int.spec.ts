import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHANNEL_STREAM_PREFIX, channelStream } from '@mohalla/contracts';
import {
  createSqliteEventStore,
  createSqliteReadStore,
  createSqliteSearchIndex,
  silentLogger,
} from '@mohalla/infra';
import { afterAll, expect, it } from 'vitest';
import { chatIndexProjection, chatMessagesOf } from './chat/chatIndexProjection.js';
import { startProjector } from './runner.js';

const dir = mkdtempSync(join(tmpdir(), 'mohalla-expiry-marker-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const MINUTE_MS = 60_000;

it('projections pass over an expiry marker: caught up when it is the head, and the messages after it land', async () => {
  let now = Date.now();
  const eventStore = createSqliteEventStore({
    path: join(dir, 'events.sqlite'),
    retention: [{ streamPrefix: CHANNEL_STREAM_PREFIX, maxAgeSeconds: 60 }],
    now: () => now,
  });
  const readStore = createSqliteReadStore({ path: join(dir, 'read.sqlite') });
  const searchIndex = createSqliteSearchIndex({ path: join(dir, 'search.sqlite') });
  const [channelId, areaId, authorId] = [randomUUID(), randomUUID(), randomUUID()];
  const send = (messageId: string) => {
    const id = randomUUID();
    const data = {
      messageId,
      channelId,
      areaId,
      authorId,
      authorAlias: 'Quiet Mango 42',
      content: 'hi',
      attachments: [],
    };
    const metadata = {
      actorId: authorId,
      correlationId: id,
      causationId: id,
      at: new Date(now).toISOString(),
    };
    return eventStore.append(
      channelStream(channelId),
      [{ eventId: id, type: 'MessageSent', data, metadata }],
      {
        expectedRevision: 'any',
      },
    );
  };
  const run = () =>
    startProjector({
      eventStore,
      readStore,
      searchIndex,
      projections: [chatIndexProjection],
      logger: silentLogger,
    });
  const [gone, fresh] = [randomUUID(), randomUUID()];
  try {
    await send(gone);
    now += 2 * MINUTE_MS;
    await eventStore.pruneExpired();
    const markerAt = await eventStore.headPosition();

    const first = run();
    await first.caughtUp; // the head is the marker, which no read serves: the checkpoint still gets there
    await first.stop();
    expect(await readStore.checkpoints.get('chatIndex')).toBe(markerAt);

    const { position } = await send(fresh);
    const second = run();
    await second.caughtUp;
    await second.stop();
    expect(await readStore.checkpoints.get('chatIndex')).toBe(position);
    expect((await chatMessagesOf(readStore).find()).map((doc) => doc._id)).toEqual([fresh]);
  } finally {
    await Promise.all([eventStore.close(), readStore.close(), searchIndex.close()]);
  }
});
