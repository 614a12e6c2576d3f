import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ContractCapabilities,
  isIncreasing,
  iteratorOf,
  type MakeStore,
  newEvents,
  pullUntil,
  uniqueCategory,
  uniqueStream,
} from './eventStoreContractHelpers.js';
import { type EventStore, type RecordedEvent, WrongExpectedRevisionError } from './port.js';

const DAY_SECONDS = 24 * 60 * 60;
/** How often a store keeping its own time is asked whether the probe has expired. */
const PROBE_POLL_MS = 250;

const revisionsOf = (events: readonly RecordedEvent[]): number[] => events.map((e) => e.revision);

/**
 * Retention (see the port): a store opened with a rule for one category.
 * With an injected clock the rule is the chat's 30 days and time jumps past
 * it; on a server the rule is a few seconds (EventStoreDB counts whole
 * seconds), leaving the fresh events time to be read. Either way the store's
 * own clock says when the age has passed (see `elapse`), not the runner's:
 * a server whose clock runs behind the runner's would otherwise still serve
 * what the test takes for expired.
 */
export function describeRetentionContract(
  makeStore: MakeStore,
  { clock, pruning = clock === 'injected' ? 'store' : 'server' }: ContractCapabilities,
): void {
  describe('retention', () => {
    const maxAgeSeconds = clock === 'injected' ? 30 * DAY_SECONDS : 3;
    let now = Date.now();
    let store: EventStore;
    let category: string;
    /** A stream under the rule. */
    const expiring = (id: string): string => `${category}-${id}`;
    const openStore = async (ruled: string) =>
      makeStore({ retention: [{ streamPrefix: `${ruled}-`, maxAgeSeconds }], now: () => now });

    beforeAll(async () => {
      category = uniqueCategory('chat');
      store = await openStore(category);
    });
    afterAll(async () => {
      await store?.close();
    });

    /**
     * Lets the max age pass for everything `on` stored so far, by the store's
     * clock: a probe appended after it all is expired once the store stops
     * serving it. Answers the probe's stream (one more expired event).
     */
    async function elapse(on: EventStore = store, ruled = category): Promise<string> {
      const probe = `${ruled}-probe${uniqueCategory('')}`;
      await on.append(probe, newEvents(1), { expectedRevision: 'no_stream' });
      if (clock === 'injected') now += (maxAgeSeconds + 1) * 1000;
      const deadline = Date.now() + (maxAgeSeconds + 30) * 1000;
      while ((await on.readStream(probe)).length > 0) {
        if (Date.now() > deadline) throw new Error(`The store still serves ${probe} past its max age`);
        await new Promise((resolve) => setTimeout(resolve, PROBE_POLL_MS));
      }
      return probe;
    }

    it('serves no read an expired event, serves fresh ones, and leaves other streams alone', async () => {
      const head = await store.headPosition();
      const chat = expiring('a');
      const other = uniqueStream('kept');
      await store.append(chat, newEvents(3), { expectedRevision: 'no_stream' });
      await store.append(other, newEvents(2), { expectedRevision: 'no_stream' });
      await elapse();
      const fresh = await store.append(chat, newEvents(2), { expectedRevision: 2 });
      expect(fresh.nextExpectedRevision).toBe(4);

      expect(revisionsOf(await store.readStream(chat))).toEqual([3, 4]);
      expect(revisionsOf(await store.readStream(chat, { fromRevision: 0 }))).toEqual([3, 4]);
      expect(revisionsOf(await store.readStream(chat, { direction: 'backwards' }))).toEqual([4, 3]);
      expect(
        revisionsOf(await store.readStream(chat, { direction: 'backwards', fromRevision: 2, maxCount: 5 })),
      ).toEqual([]);
      expect(revisionsOf(await store.readStream(other))).toEqual([0, 1]);

      const ours = (await store.readAll({ after: head })).filter((e) => [chat, other].includes(e.streamName));
      expect(ours.map((e) => `${e.streamName === chat ? 'chat' : 'other'}@${e.revision}`)).toEqual([
        'other@0',
        'other@1',
        'chat@3',
        'chat@4',
      ]);

      const subscription = store.subscribeToAll({ after: head, streamPrefixes: [`${category}-`] });
      try {
        const { events } = await pullUntil(iteratorOf(subscription), (events) => events.length >= 2);
        expect(events.map((e) => [e.streamName, e.revision])).toEqual([
          [chat, 3],
          [chat, 4],
        ]);
      } finally {
        await subscription.close();
      }
    });

    it('pruneExpired removes exactly the expired events; the rest keeps its revisions and positions, and appends go on', async () => {
      // A store and category of its own, so the count covers only what this test let expire.
      const own = uniqueCategory('prune');
      const prunable = await openStore(own);
      try {
        const [partly, wholly] = [`${own}-b`, `${own}-c`];
        const from = await prunable.headPosition();
        await prunable.append(partly, newEvents(2), { expectedRevision: 'no_stream' });
        await prunable.append(wholly, newEvents(2), { expectedRevision: 'no_stream' });
        const probe = await elapse(prunable, own);
        await prunable.append(partly, newEvents(2), { expectedRevision: 1 });
        const left = await prunable.readStream(partly);

        // Two of each stream and the probe; a server's scavenge removes them instead, unseen here.
        expect(await prunable.pruneExpired()).toBe(pruning === 'store' ? 5 : 0);
        expect(await prunable.pruneExpired()).toBe(0);

        expect(await prunable.readStream(partly)).toEqual(left);
        expect(revisionsOf(left)).toEqual([2, 3]);
        expect(await prunable.readStream(wholly)).toEqual([]);
        const more = await prunable.append(partly, newEvents(1), { expectedRevision: 3 });
        expect(more.nextExpectedRevision).toBe(4);
        await expectWhollyExpiredMarked(prunable, own, from, wholly, probe);
      } finally {
        await prunable.close();
      }
    });

    /**
     * A stream whose last event expired got the expiry marker (EventStoreDB's
     * scavenge keeps a stream's last event, so the expired one must not stay
     * last): it took revision 2, no read serves it, appends go on after it,
     * and a marker that expires in turn gets no marker of its own.
     */
    async function expectWhollyExpiredMarked(
      on: EventStore,
      ruled: string,
      from: number,
      wholly: string,
      probe: string,
    ): Promise<void> {
      const head = await on.headPosition();
      const served = (await on.readAll({ after: from })).filter((e) => e.streamName.startsWith(`${ruled}-`));
      expect(served.map((e) => [e.streamName, e.revision])).toEqual([
        [`${ruled}-b`, 2],
        [`${ruled}-b`, 3],
        [`${ruled}-b`, 4],
      ]);
      const subscription = on.subscribeToAll({ after: from, streamPrefixes: [`${ruled}-`] });
      try {
        const { events } = await pullUntil(iteratorOf(subscription), (_, items) =>
          items.some((item) => (item.kind === 'checkpoint' ? item.position : item.event.position) >= head),
        );
        expect(events).toEqual(served);
      } finally {
        await subscription.close();
      }
      // The stream ended at revision 1; the marker took 2, though nothing of it is served.
      await expect(on.append(wholly, newEvents(1), { expectedRevision: 'no_stream' })).rejects.toBeInstanceOf(
        WrongExpectedRevisionError,
      );
      const stale = on.append(wholly, newEvents(1), { expectedRevision: 1 });
      await expect(stale).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(stale).rejects.toMatchObject({ actual: 2 });
      const next = await on.append(wholly, newEvents(1), { expectedRevision: 2 });
      expect(next.nextExpectedRevision).toBe(3);
      expect(revisionsOf(await on.readStream(wholly))).toEqual([3]);
      // The probe's marker (revision 1) expires in turn and stays the probe's end: no marker after a marker.
      await elapse(on, ruled);
      await on.pruneExpired();
      const after = await on.append(probe, newEvents(1), { expectedRevision: 1 });
      expect(after.nextExpectedRevision).toBe(2);
    }

    it('a projection catching up from before pruned events gets what is left, in order, then live ones', async () => {
      const head = await store.headPosition();
      const chat = expiring('d');
      const first = await store.append(chat, newEvents(3), { expectedRevision: 'no_stream' });
      await elapse();
      await store.append(chat, newEvents(2), { expectedRevision: 2 });
      await store.pruneExpired();

      // Its checkpoint sits on an event that is gone now.
      const subscription = store.subscribeToAll({ after: first.position, streamPrefixes: [`${category}-`] });
      const iterator = iteratorOf(subscription);
      try {
        const caughtUp = await pullUntil(iterator, (events) => events.length >= 2);
        expect(caughtUp.events.map((e) => [e.streamName, e.revision])).toEqual([
          [chat, 3],
          [chat, 4],
        ]);
        await store.append(chat, newEvents(1), { expectedRevision: 4 });
        const live = await pullUntil(iterator, (events) => events.length >= 1);
        expect(revisionsOf(live.events)).toEqual([5]);
        const positions = [...caughtUp.events, ...live.events].map((e) => e.position);
        expect(isIncreasing(positions)).toBe(true);
      } finally {
        await subscription.close();
      }

      // Paging readAll from before the gap steps over it the same way.
      const paged: RecordedEvent[] = [];
      let after = head;
      for (;;) {
        const page = await store.readAll({ after, maxCount: 1 });
        if (page.length === 0) break;
        paged.push(...page.filter((e) => e.streamName === chat));
        after = page[0]!.position;
      }
      expect(revisionsOf(paged)).toEqual([3, 4, 5]);
    });
  });
}
