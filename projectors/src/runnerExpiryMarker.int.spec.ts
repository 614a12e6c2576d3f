import { randomUUID } from 'node:crypto';
import { CHANNEL_STREAM_PREFIX, channelStream } from '@mohalla/contracts';
import { silentLogger } from '@mohalla/infra';
import { expect, it } from 'vitest';
import { chatIndexProjection, chatMessagesOf } from './chat/chatIndexProjection.js';
import { startProjector } from './runner.js';
import { messageSent } from './testing/events.js';
import { projectorStoreFolder } from './testing/projectorStores.js';

const { open } = projectorStoreFolder('mohalla-expiry-marker-');
const MINUTE_MS = 60_000;

it('projections pass over an expiry marker: caught up when it is the head, and the messages after it land', async () => {
  let now = Date.now();
  const { eventStore, readStore, searchIndex, close } = open('marker', {
    retention: [{ streamPrefix: CHANNEL_STREAM_PREFIX, maxAgeSeconds: 60 }],
    now: () => now,
  });
  const [channelId, areaId, authorId] = [randomUUID(), randomUUID(), randomUUID()];
  const send = (messageId: string) => {
    const id = randomUUID();
    const { data } = messageSent({ messageId, channelId, areaId, authorId, content: 'hi' });
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
    await close();
  }
});
