import { join } from 'node:path';
import {
  createSqliteEventStore,
  createSqliteReadStore,
  createSqliteSearchIndex,
  type ReadStore,
  silentLogger,
} from '@mohalla/infra';
import { ALL_PROJECTIONS, replayInto } from '@mohalla/projectors';
import { describe, expect, it } from 'vitest';
import { signUpAdmin } from '../support/accounts.js';
import { request } from '../support/http.js';
import { startSingleNode } from '../support/singleNode.js';
import { tempDirs } from '../support/tempDirs.js';

const tempDir = tempDirs();

const BURST = 400;
const CONCURRENCY = 16;
const KILL_AFTER_ACKS = 120;

async function dump(store: ReadStore, collection: string) {
  return store.collection(collection).find({}, { sort: [['_id', 'asc']] });
}

describe('kill -9 during a burst of commands', () => {
  it('loses no acknowledged command, and the read models converge to a clean replay of the log', async () => {
    // Its own folder, not the node's: the node is killed, then started again on it.
    const first = await startSingleNode({ dataDir: tempDir('mohalla-crash-'), env: { SEED_DEMO: 'false' } });
    const { auth } = await signUpAdmin(first);
    const city = await request(first.url, 'POST', '/api/cities', {
      body: { name: 'Kolhapur' },
      headers: auth,
    });
    expect(city.status).toBe(201);

    const acknowledged: { id: string; name: string; position: number }[] = [];
    let next = 0;
    let killed: Promise<void> | undefined;
    const worker = async () => {
      while (next < BURST) {
        const name = `Ward ${next++}`;
        try {
          const res = await request(first.url, 'POST', `/api/cities/${city.body._id}/areas`, {
            body: { name },
            headers: auth,
          });
          if (res.status === 201) acknowledged.push({ id: res.body._id, name, position: res.body.position });
        } catch {
          // the server died under this request: not acknowledged, so no promise was made
        }
        if (acknowledged.length >= KILL_AFTER_ACKS && !killed) killed = first.kill();
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    await killed;
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(acknowledged.length).toBeLessThan(BURST); // the kill really landed mid-burst

    const second = await startSingleNode({ dataDir: first.dataDir, env: { SEED_DEMO: 'false' } });
    const highest = Math.max(...acknowledged.map((a) => a.position));
    const areas = await request(
      second.url,
      'GET',
      `/api/cities/${city.body._id}/areas?minPosition=${highest}`,
    );
    expect(areas.headers.get('x-read-stale')).toBeNull();
    const served = new Map(areas.body.map((a: { _id: string; name: string }) => [a._id, a.name]));
    for (const ack of acknowledged) expect(served.get(ack.id)).toBe(ack.name);
    expect(await second.stop()).toBe(0);

    const eventStore = createSqliteEventStore({ path: join(first.dataDir, 'events.sqlite') });
    const live = createSqliteReadStore({ path: join(first.dataDir, 'read-models.sqlite') });
    const cleanDir = tempDir('mohalla-replay-');
    const clean = createSqliteReadStore({ path: join(cleanDir, 'clean.sqlite') });
    const cleanSearch = createSqliteSearchIndex({ path: join(cleanDir, 'search.sqlite') });
    try {
      await replayInto(eventStore, clean, cleanSearch, ALL_PROJECTIONS, silentLogger);
      for (const collection of ['cities', 'areas']) {
        expect(await dump(live, collection)).toEqual(await dump(clean, collection));
      }
    } finally {
      await Promise.all([eventStore.close(), live.close(), clean.close(), cleanSearch.close()]);
    }
  });
});
