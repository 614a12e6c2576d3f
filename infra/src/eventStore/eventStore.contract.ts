import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeWhatTheAppNeeds } from './eventStoreContract.appNeeds.js';
import { describeRetentionContract } from './eventStoreContract.retention.js';
import { describeSubscriptionContract } from './eventStoreContract.subscriptions.js';
import {
  asWritten,
  type ContractCapabilities,
  isIncreasing,
  type MakeStore,
  newEvent,
  newEvents,
  uniqueStream,
} from './eventStoreContractHelpers.js';
import { type EventStore, type ExpectedRevision, WrongExpectedRevisionError } from './port.js';

/**
 * The guarantees of the `EventStore` port (see its TSDoc), checked against
 * one adapter. Every test writes to its own random streams and reads the log
 * relative to positions it saw, so the suite also runs on a shared server.
 * `capabilities` say how the adapter keeps time and prunes, and how the
 * suite can make its subscriptions fail (see `ContractCapabilities`).
 */
export function describeEventStoreContract(
  name: string,
  makeStore: MakeStore,
  capabilities: ContractCapabilities,
): void {
  describe(`EventStore contract: ${name}`, () => {
    let store: EventStore;
    beforeAll(async () => {
      store = await makeStore();
    });
    afterAll(async () => {
      await store?.close();
    });
    const getStore = (): EventStore => store;

    async function expectConflict(
      streamName: string,
      expectedRevision: ExpectedRevision,
      actual: number,
    ): Promise<void> {
      const before = await store.readStream(streamName);
      const attempt = store.append(streamName, newEvents(2), { expectedRevision });
      await expect(attempt).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(attempt).rejects.toMatchObject({ streamName, expected: expectedRevision, actual });
      expect(await store.readStream(streamName)).toEqual(before);
    }

    describe('append and expected revisions', () => {
      it('stores a new stream at revisions from 0, atomically and in order', async () => {
        const stream = uniqueStream();
        const events = newEvents(3);
        const result = await store.append(stream, events, { expectedRevision: 'no_stream' });
        const read = await store.readStream(stream);
        expect(read.map(asWritten)).toEqual(events);
        expect(read.map((e) => e.revision)).toEqual([0, 1, 2]);
        expect(read.every((e) => e.streamName === stream)).toBe(true);
        expect(isIncreasing(read.map((e) => e.position))).toBe(true);
        expect(result).toEqual({ nextExpectedRevision: 2, position: read[2]!.position });
      });

      it("'no_stream' fails on an existing stream and stores nothing", async () => {
        const stream = uniqueStream();
        await store.append(stream, newEvents(1), { expectedRevision: 'no_stream' });
        await expectConflict(stream, 'no_stream', 0);
      });

      it("'stream_exists' succeeds on an existing stream, fails on a missing one", async () => {
        const stream = uniqueStream();
        await expectConflict(stream, 'stream_exists', -1);
        expect(await store.readStream(stream)).toEqual([]);
        await store.append(stream, newEvents(1), { expectedRevision: 'any' });
        const result = await store.append(stream, newEvents(2), { expectedRevision: 'stream_exists' });
        expect(result.nextExpectedRevision).toBe(2);
      });

      it('a numeric revision succeeds when it is the last revision, fails otherwise', async () => {
        const stream = uniqueStream();
        const first = await store.append(stream, newEvents(2), { expectedRevision: 'no_stream' });
        const second = await store.append(stream, newEvents(1), {
          expectedRevision: first.nextExpectedRevision,
        });
        expect(second.nextExpectedRevision).toBe(2);
        expect(second.position).toBeGreaterThan(first.position);
        await expectConflict(stream, 1, 2);
        await expectConflict(stream, 5, 2);
        await expectConflict(uniqueStream(), 0, -1);
      });

      it("'any' appends to missing and existing streams", async () => {
        const stream = uniqueStream();
        await store.append(stream, newEvents(1), { expectedRevision: 'any' });
        const result = await store.append(stream, newEvents(1), { expectedRevision: 'any' });
        expect(result.nextExpectedRevision).toBe(1);
      });

      it('positions increase strictly in append order across streams', async () => {
        const head = await store.headPosition();
        const streams = [uniqueStream('a'), uniqueStream('b'), uniqueStream('c')];
        const results = [];
        for (const stream of streams) {
          results.push(await store.append(stream, newEvents(2), { expectedRevision: 'any' }));
        }
        expect(isIncreasing(results.map((r) => r.position))).toBe(true);
        const ours = (await store.readAll({ after: head })).filter((e) => streams.includes(e.streamName));
        expect(ours.map((e) => e.streamName)).toEqual(streams.flatMap((s) => [s, s]));
        expect(isIncreasing(ours.map((e) => e.position))).toBe(true);
      });

      it('the events of one append are adjacent in the log', async () => {
        const stream = uniqueStream();
        // Read from a real position: EventStoreDB rejects offsets between records.
        const marker = await store.append(stream, newEvents(1), { expectedRevision: 'no_stream' });
        const events = newEvents(4);
        const { position } = await store.append(stream, events, { expectedRevision: 0 });
        const log = await store.readAll({ after: marker.position });
        const start = log.findIndex((e) => e.eventId === events[0]!.eventId);
        expect(log.slice(start, start + 4).map((e) => e.eventId)).toEqual(events.map((e) => e.eventId));
        expect(log[start + 3]!.position).toBe(position);
      });
    });

    describe('idempotent re-append', () => {
      it('same ids at the same expected revision store nothing and answer the first result', async () => {
        const stream = uniqueStream();
        const events = newEvents(2);
        const first = await store.append(stream, events, { expectedRevision: 'no_stream' });
        expect(await store.append(stream, events, { expectedRevision: 'no_stream' })).toEqual(first);
        const more = newEvents(2);
        const second = await store.append(stream, more, { expectedRevision: 1 });
        await store.append(stream, newEvents(1), { expectedRevision: 3 });
        // The stream has moved on; a late retry of the second append still gets its own answer.
        expect(await store.append(stream, more, { expectedRevision: 1 })).toEqual(second);
        expect((await store.readStream(stream)).map((e) => e.revision)).toEqual([0, 1, 2, 3, 4]);
      });

      it("same ids with 'any' store nothing and answer the first result", async () => {
        const stream = uniqueStream();
        const head = await store.headPosition();
        const events = newEvents(3);
        const first = await store.append(stream, events, { expectedRevision: 'any' });
        expect(await store.append(stream, events, { expectedRevision: 'any' })).toEqual(first);
        const ours = (await store.readAll({ after: head })).filter((e) => e.streamName === stream);
        expect(ours).toHaveLength(3);
      });

      it('a partial overlap with stored ids fails and stores nothing', async () => {
        const stream = uniqueStream();
        const events = newEvents(2);
        await store.append(stream, events, { expectedRevision: 'no_stream' });
        const overlapping = [events[1]!, newEvent()];
        await expect(store.append(stream, overlapping, { expectedRevision: 'any' })).rejects.toThrow();
        expect((await store.readStream(stream)).map((e) => e.eventId)).toEqual(events.map((e) => e.eventId));
      });
    });

    describe('readStream', () => {
      let stream: string;
      const ids: string[] = [];
      beforeAll(async () => {
        stream = uniqueStream();
        const events = newEvents(5);
        ids.push(...events.map((e) => e.eventId));
        await getStore().append(stream, events, { expectedRevision: 'no_stream' });
      });
      const read = async (options?: Parameters<EventStore['readStream']>[1]) =>
        (await store.readStream(stream, options)).map((e) => e.revision);

      it('reads forwards by default and backwards on request', async () => {
        expect(await read()).toEqual([0, 1, 2, 3, 4]);
        expect(await read({ direction: 'backwards' })).toEqual([4, 3, 2, 1, 0]);
        expect((await store.readStream(stream)).map((e) => e.eventId)).toEqual(ids);
      });

      it('starts at fromRevision inclusively in either direction', async () => {
        expect(await read({ fromRevision: 2 })).toEqual([2, 3, 4]);
        expect(await read({ direction: 'backwards', fromRevision: 2 })).toEqual([2, 1, 0]);
      });

      it('stops at maxCount', async () => {
        expect(await read({ maxCount: 2 })).toEqual([0, 1]);
        expect(await read({ direction: 'backwards', maxCount: 2 })).toEqual([4, 3]);
        expect(await read({ fromRevision: 1, maxCount: 2 })).toEqual([1, 2]);
      });

      it('answers an empty array for a missing stream', async () => {
        expect(await store.readStream(uniqueStream())).toEqual([]);
        expect(await store.readStream(uniqueStream(), { direction: 'backwards' })).toEqual([]);
      });

      it('gives the same events and positions as readAll', async () => {
        const events = await store.readStream(stream);
        const rest = await store.readAll({ after: events[0]!.position, maxCount: 4 });
        expect(rest).toEqual(events.slice(1));
      });
    });

    describe('readAll and headPosition', () => {
      it('reads after a position, exclusively, up to maxCount', async () => {
        const stream = uniqueStream();
        await store.append(stream, newEvents(5), { expectedRevision: 'no_stream' });
        const events = await store.readStream(stream);
        const after = events[1]!.position;
        const page = await store.readAll({ after, maxCount: 2 });
        expect(page).toEqual(events.slice(2, 4));
        expect(isIncreasing(page.map((e) => e.position))).toBe(true);
      });

      it('headPosition reaches the position of the latest append', async () => {
        const before = await store.headPosition();
        const stream = uniqueStream();
        const { position } = await store.append(stream, newEvents(1), { expectedRevision: 'any' });
        expect(position).toBeGreaterThan(before);
        expect(await store.headPosition()).toBeGreaterThanOrEqual(position);
        const ours = (await store.readAll({ after: before })).filter((e) => e.streamName === stream);
        expect(ours.map((e) => e.position)).toEqual([position]);
      });

      it('never returns streams whose names start with $', async () => {
        const recent = await store.readAll({ maxCount: 500 });
        expect(recent.length).toBeGreaterThan(0);
        expect(recent.filter((e) => e.streamName.startsWith('$'))).toEqual([]);
      });
    });

    describeSubscriptionContract(getStore, makeStore);
    describeWhatTheAppNeeds(getStore, makeStore, capabilities);
    describeRetentionContract(makeStore, capabilities);
  });
}
