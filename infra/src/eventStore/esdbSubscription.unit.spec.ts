import { PassThrough } from 'node:stream';
import type { AllStreamResolvedEvent, SubscribeToAllOptions } from '@kurrent/kurrentdb-client';
// The client's own transform, fed the messages a server sends: what the adapter gets is what the client makes of them.
import { Subscription as ClientSubscription } from '@kurrent/kurrentdb-client/dist/streams/utils/Subscription.js';
import { describe, expect, it, vi } from 'vitest';
import { fakeEsdb } from './esdbFakeClient.js';
import type { EsdbHeadWatch } from './esdbHeadWatch.js';
import { toRecordedEvent } from './esdbMapping.js';
import { openEsdbSubscription } from './esdbSubscription.js';
import type { SubscriptionItem } from './port.js';

class FakeGrpcStream extends PassThrough {
  constructor() {
    super({ objectMode: true });
  }
  cancel() {
    this.end();
  }
  event(resolved: AllStreamResolvedEvent) {
    this.write({ hasEvent: () => true, getEvent: () => resolved });
  }
  checkpoint(position: number) {
    const at = () => String(position);
    this.write({
      hasCheckpoint: () => true,
      getCheckpoint: () => ({ getCommitPosition: at, getPreparePosition: at }),
    });
  }
  caughtUp() {
    this.write({ hasCaughtUp: () => true, getCaughtUp: () => ({ hasTimestamp: () => false }) });
  }
}

/** A head watch the test ticks by hand; each tick answers once the subscriptions have dealt with it. */
function manualHeadWatch() {
  const watchers = new Set<(head: number) => void | Promise<void>>();
  const watch: EsdbHeadWatch = {
    watch(onHead) {
      watchers.add(onHead);
      return () => watchers.delete(onHead);
    },
  };
  const tick = (head: number) => Promise.all([...watchers].map((onHead) => onHead(head)));
  return { watch, tick, watchers };
}

function setUp(streamPrefixes?: string[]) {
  const fake = fakeEsdb();
  const grpcs: FakeGrpcStream[] = [];
  fake.client.subscribeToAll = ((options: SubscribeToAllOptions) => {
    const grpc = new FakeGrpcStream();
    grpcs.push(grpc);
    return new ClientSubscription(
      async () => grpc as never,
      (e: unknown) => e,
      {},
      options.filter?.checkpointReached,
    );
  }) as never;
  const head = manualHeadWatch();
  const headPosition = async () => Number(fake.log.at(-1)?.event?.position?.commit ?? 0n);
  const subscription = openEsdbSubscription(
    { client: fake.client, headPosition, headWatch: head.watch, toEvent: toRecordedEvent },
    { streamPrefixes },
  );
  const iterator = subscription[Symbol.asyncIterator]();
  const next = async () => (await iterator.next()).value as SubscriptionItem;
  const subscribed = async () => {
    const pending = next();
    await vi.waitFor(() => expect(grpcs).toHaveLength(1));
    return { grpc: grpcs[0]!, pending };
  };
  const item = (stream: string) => fake.eventsOf(stream)[0]!;
  return { fake, head, subscription, next, subscribed, item };
}

const describeItem = (item: SubscriptionItem) =>
  item.kind === 'event' ? `event ${item.event.position}` : `checkpoint ${item.position}`;

describe('EventStoreDB subscription checkpoints', () => {
  it('reports the head read before subscribing once caught up, though the filter skips the head event', async () => {
    const { fake, subscribed, next, item } = setUp(['chat-']);
    fake.store('chat-1', ['c1']); // 100
    fake.store('session-1', ['s1']); // 200
    fake.store('chat-2', ['c2']); // 300
    fake.store('session-2', ['s2']); // 400, the head
    const { grpc, pending } = await subscribed();
    grpc.event(item('chat-1'));
    grpc.event(item('chat-2'));
    grpc.caughtUp();
    expect([await pending, await next(), await next()].map(describeItem)).toEqual([
      'event 100',
      'event 300',
      'checkpoint 400',
    ]);
  });

  it('keeps the server’s checkpoints where they came, between the events around them', async () => {
    const { fake, subscribed, next, item } = setUp(['chat-']);
    fake.store('chat-1', ['c1']);
    fake.store('session-1', ['s1']);
    fake.store('chat-2', ['c2']);
    const { grpc, pending } = await subscribed();
    grpc.event(item('chat-1'));
    grpc.checkpoint(200);
    grpc.event(item('chat-2'));
    grpc.caughtUp();
    grpc.checkpoint(250); // behind what was reported: dropped
    fake.store('session-2', ['s2']);
    grpc.checkpoint(400);
    const items = [await pending, await next(), await next(), await next()];
    expect(items.map(describeItem)).toEqual(['event 100', 'checkpoint 200', 'event 300', 'checkpoint 400']);
  });

  /** Filtered to chat streams, live after delivering chat-1's event at 100. */
  async function liveAfterOneChatEvent() {
    const { fake, head, subscribed, next, item } = setUp(['chat-']);
    fake.store('chat-1', ['c1']); // 100
    const { grpc, pending } = await subscribed();
    grpc.event(item('chat-1'));
    grpc.caughtUp();
    expect(describeItem(await pending)).toBe('event 100');
    return { fake, head, next, item, grpc };
  }

  it('reports a head that filtered-out events moved while live', async () => {
    const { fake, head, next } = await liveAfterOneChatEvent();
    fake.store('session-1', ['s1']); // 200
    await head.tick(200);
    expect(describeItem(await next())).toBe('checkpoint 200');
  });

  it('reports no head past an event of its filter that it has not yielded yet', async () => {
    const { fake, head, next, item, grpc } = await liveAfterOneChatEvent();
    fake.store('chat-2', ['c2']); // 200: in the log, not yet delivered
    fake.store('session-1', ['s1']); // 300
    await head.tick(300); // the probe finds chat-2 at 200 and reports nothing
    grpc.event(item('chat-2'));
    // Had the probe reported 300, that checkpoint would come first.
    expect(describeItem(await next())).toBe('event 200');
    await head.tick(300);
    expect(describeItem(await next())).toBe('checkpoint 300');
  });

  it('watches the head only once caught up, only with a filter, and stops when closed', async () => {
    const filtered = setUp(['chat-']);
    filtered.fake.store('session-1', ['s1']);
    const { grpc, pending } = await filtered.subscribed();
    expect(filtered.head.watchers.size).toBe(0);
    grpc.caughtUp();
    expect(describeItem(await pending)).toBe('checkpoint 100');
    expect(filtered.head.watchers.size).toBe(1);
    await filtered.subscription.close();
    expect(filtered.head.watchers.size).toBe(0);

    const everything = setUp();
    everything.fake.store('chat-1', ['c1']);
    const all = await everything.subscribed();
    all.grpc.event(everything.item('chat-1'));
    all.grpc.caughtUp();
    expect(describeItem(await all.pending)).toBe('event 100');
    expect(everything.head.watchers.size).toBe(0);
    await everything.subscription.close();
  });
});
