import { randomUUID } from 'node:crypto';
import type { ChannelPush, RecordedEvent } from '@mohalla/contracts';
import type { EventStore } from '@mohalla/infra';
import { describe, expect, it } from 'vitest';
import { messageSent } from '../../../domain/src/testing/events.js';
import { liveFeed } from './liveFeed.js';

const channelId = randomUUID();
const areaId = randomUUID();
let nextPosition = 100;

/** The channel's MessageSent at `revision`, as the log (or an append's answer) gives it back. */
const sent = (revision: number): RecordedEvent => ({
  eventId: randomUUID(),
  ...messageSent({ channelId, areaId, content: `m${revision}` }),
  metadata: { actorId: 'a', correlationId: 'c', causationId: 'c', at: new Date().toISOString() },
  streamName: `channel-${channelId}`,
  revision,
  position: nextPosition++,
});

function feedUnderTest() {
  const published: number[] = [];
  const { feed, handler } = liveFeed({
    eventStore: {} as EventStore,
    publish: (_channel: string, push: ChannelPush) => published.push(push.revision),
  });
  return { feed, handler, published };
}

describe('liveFeed: pushes from the node’s own appends and from the log follower', () => {
  it('pushes an own append at once when it is the next revision, and not again when the follower reaches it', async () => {
    const { feed, handler, published } = feedUnderTest();
    const [first, second, third] = [sent(0), sent(1), sent(2)];
    await handler.handle(first);
    feed.appended(second);
    expect(published).toEqual([0, 1]);
    await handler.handle(second);
    feed.appended(second); // a retried send answers the same event again
    await handler.handle(third);
    expect(published).toEqual([0, 1, 2]);
  });

  it('leaves to the follower what it cannot order: an unknown channel, or a revision after one not pushed yet', async () => {
    const { feed, handler, published } = feedUnderTest();
    const events = [sent(0), sent(1), sent(2), sent(3)];
    feed.appended(events[0]!); // the channel has not been seen yet
    expect(published).toEqual([]);
    await handler.handle(events[0]!);
    feed.appended(events[2]!); // revision 1 (another node's) has not come yet
    expect(published).toEqual([0]);
    for (const event of events.slice(1)) await handler.handle(event);
    feed.appended(events[3]!);
    expect(published).toEqual([0, 1, 2, 3]);
  });

  it('hands a joining socket over once its channel is pushed up to what it read, before the follower passes it', async () => {
    const { feed, handler } = feedUnderTest();
    const events = [sent(0), sent(1), sent(2)];
    await handler.handle(events[0]!);
    handler.passed?.(events[0]!.position);
    const delivered: number[][] = [];
    const pending = feed.beginJoin(channelId, (held) => delivered.push(held.map((p) => p.revision)));
    feed.appended(events[1]!);
    feed.appended(events[2]!);
    // The history read saw revision 1: revision 2 came after it and is handed over, 1 is not sent twice.
    pending.caughtUp(1, events[1]!.position);
    expect(delivered).toEqual([[2]]);
  });

  it('keeps holding a joining socket’s pushes while the channel is behind what it read', async () => {
    const { feed, handler } = feedUnderTest();
    const events = [sent(0), sent(1), sent(2)];
    await handler.handle(events[0]!);
    const delivered: number[][] = [];
    const pending = feed.beginJoin(channelId, (held) => delivered.push(held.map((p) => p.revision)));
    pending.caughtUp(1, events[1]!.position);
    expect(delivered).toEqual([]);
    await handler.handle(events[1]!);
    expect(delivered).toEqual([[]]);
    await handler.handle(events[2]!);
    expect(delivered).toEqual([[]]);
  });
});

describe('liveFeed.publishedUpTo', () => {
  it('says whether a page as of a revision is followed by exactly the pushes after it', async () => {
    const { feed, handler } = feedUnderTest();
    handler.passed?.(50);
    // Nothing of the channel pushed yet: a page read from before where the follower is, is current.
    expect(feed.publishedUpTo(channelId, 3, 40)).toBe(true);
    expect(feed.publishedUpTo(channelId, 3, 60)).toBe(false); // the follower has not reached it: it would come again
    const event = sent(4);
    await handler.handle(event);
    expect(feed.publishedUpTo(channelId, 4, event.position)).toBe(true);
    expect(feed.publishedUpTo(channelId, 3, 40)).toBe(false); // revision 4 went out: a page at 3 would miss it
  });
});
