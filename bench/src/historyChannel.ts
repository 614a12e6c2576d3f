import { randomUUID } from 'node:crypto';
import { channelStream, type DomainEvent } from '@mohalla/contracts';
import { type EventStore, startProgressBar } from '@mohalla/infra';

/** Events appended per write. */
const BATCH = 200;

/**
 * Fills a channel's stream as a busy lobby looks: `messages` sends from a
 * few dozen residents, and among them an edit for one message in 20 and a
 * helpful mark for one in 10 (so a page's read meets more than sends).
 */
export async function fillChannel(
  eventStore: EventStore,
  channel: { channelId: string; areaId: string },
  messages: number,
): Promise<void> {
  const authors = Array.from({ length: 40 }, () => randomUUID());
  const stream = channelStream(channel.channelId);
  const bar = startProgressBar('Filling the channel', messages, 'messages');
  let batch: DomainEvent[] = [];
  let reported = 0;
  const flush = async () => {
    const at = new Date().toISOString();
    await eventStore.append(
      stream,
      batch.map((event) => ({
        eventId: randomUUID(),
        type: event.type,
        data: event.data,
        metadata: { actorId: authors[0]!, correlationId: randomUUID(), causationId: randomUUID(), at },
      })),
      { expectedRevision: 'any' },
    );
    batch = [];
  };
  for (let n = 0; n < messages; n++) {
    const messageId = randomUUID();
    const authorId = authors[n % authors.length]!;
    batch.push({
      type: 'MessageSent',
      data: {
        ...channel,
        messageId,
        authorId,
        authorAlias: `Quiet Neem ${n % authors.length}`,
        content: `Message ${n}: is the vegetable market on MG Road open after 8 pm today?`,
        attachments: [],
      },
    });
    if (n % 20 === 3) {
      batch.push({
        type: 'MessageEdited',
        data: { messageId, editorId: authorId, content: `Message ${n}, edited: open till 9 pm` },
      });
    }
    if (n % 10 === 5) {
      batch.push({
        type: 'MessageMarkedHelpful',
        data: { messageId, userId: authors[(n + 1) % authors.length]!, helpfulCount: 1 },
      });
    }
    if (batch.length >= BATCH) {
      await flush();
      bar.increment(n + 1 - reported);
      reported = n + 1;
    }
  }
  if (batch.length > 0) await flush();
  bar.finish();
}
