import { describe, expect, it } from 'vitest';
import { createEsdbEventStore } from './esdbEventStore.js';
import { fakeEsdb } from './esdbFakeClient.js';
import { newEvents } from './eventStoreContractHelpers.js';
import { WrongExpectedRevisionError } from './port.js';

const retention = [{ streamPrefix: 'chat-', maxAgeSeconds: 60 }];

function storeOnFake() {
  const fake = fakeEsdb();
  const store = createEsdbEventStore({
    connectionString: 'kurrentdb://unused:2113',
    retention,
    client: fake.client,
  });
  const writes = () => fake.calls.filter((call) => !call.startsWith('read'));
  return { fake, store, writes };
}

describe('EventStoreDB adapter: $maxAge is written after the append that creates the stream', () => {
  it('writes it after the first append, and not again for later appends', async () => {
    const { store, writes } = storeOnFake();
    await store.append('chat-1', newEvents(1), { expectedRevision: 'no_stream' });
    await store.append('chat-1', newEvents(1), { expectedRevision: 0 });
    await store.append('chat-1', newEvents(1), { expectedRevision: 'any' });
    expect(writes()).toEqual([
      'append chat-1 no_stream',
      'metadata chat-1 60',
      'append chat-1 0',
      'append chat-1 1',
    ]);
  });

  it('writes no metadata before a stream_exists append to a channel that does not exist, which fails', async () => {
    const { store, writes } = storeOnFake();
    await expect(
      store.append('chat-1', newEvents(1), { expectedRevision: 'stream_exists' }),
    ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    // The only write is the append the server refuses: no `$$chat-1` exists to make it pass.
    expect(writes()).toEqual(['append chat-1 stream_exists']);
  });

  it('writes none for streams under no rule', async () => {
    const { store, writes } = storeOnFake();
    await store.append('post-1', newEvents(1), { expectedRevision: 'any' });
    expect(writes()).toEqual(['append post-1 no_stream']);
  });

  it('writes it again when the creating append is retried, repairing a process that stopped in between', async () => {
    const { fake, store, writes } = storeOnFake();
    const events = newEvents(1);
    // Stored by a process that stopped before its metadata write.
    fake.store('chat-1', [events[0]!.eventId]);
    await store.append('chat-1', events, { expectedRevision: 'any' });
    expect(writes()).toEqual(['metadata chat-1 60']);
    expect(fake.eventsOf('chat-1')).toHaveLength(1);
  });

  it('says the events were stored when the metadata write fails', async () => {
    const { fake, store } = storeOnFake();
    fake.client.setStreamMetadata = async () => {
      throw new Error('server away');
    };
    await expect(store.append('chat-1', newEvents(1), { expectedRevision: 'any' })).rejects.toThrow(
      /stored its events, but writing the stream's \$maxAge failed; retrying the append/,
    );
    expect(fake.eventsOf('chat-1')).toHaveLength(1);
  });
});
