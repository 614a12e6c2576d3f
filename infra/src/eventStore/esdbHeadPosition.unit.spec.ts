import { describe, expect, it } from 'vitest';
import { createEsdbEventStore } from './esdbEventStore.js';
import { fakeEsdb } from './esdbFakeClient.js';

describe('EventStoreDB adapter: headPosition', () => {
  it('answers the newest event of ours when pages of the server’s own events top the log', async () => {
    const fake = fakeEsdb();
    const store = createEsdbEventStore({ connectionString: 'kurrentdb://unused:2113', client: fake.client });
    expect(await store.headPosition()).toBe(0);
    fake.store('chat-1', ['c1', 'c2']); // 100, 200
    fake.store(
      '$stats-1',
      Array.from({ length: 20 }, (_, n) => `s${n}`),
    );
    expect(await store.headPosition()).toBe(200);
    await store.close();
  });
});
