import { join } from 'node:path';
import {
  createSqliteEventStore,
  createSqliteReadStore,
  createSqliteSearchIndex,
  silentLogger,
} from '@mohalla/infra';
import { ALL_PROJECTIONS, replayInto } from '@mohalla/projectors';
import { describe, expect, it } from 'vitest';
import { signUpAdmin } from '../support/accounts.js';
import { request } from '../support/http.js';
import { rebuildCli, sqliteStores } from '../support/rebuildCli.js';
import { differencesFromCleanRebuild } from '../support/rebuildOracle.js';
import { writeSampleLog } from '../support/sampleLog.js';
import { startSingleNode } from '../support/singleNode.js';
import { tempDirs } from '../support/tempDirs.js';

const tempDir = tempDirs();

/**
 * The command line running the rebuild in its own process (`--here`), as the
 * single node has it: the test env may set REDIS_URL, which would otherwise
 * send the rebuild to a shared queue with no projectors' process working it.
 */
const rebuildHere = (dataDir: string) => rebuildCli(sqliteStores(dataDir), ['--here']);

describe('kill -9 during a rebuild', () => {
  it('carries on when run again and ends equal to a clean rebuild', { timeout: 300_000 }, async () => {
    const dataDir = tempDir('mohalla-rebuild-crash-');
    const eventStore = createSqliteEventStore({ path: join(dataDir, 'events.sqlite') });
    const readStore = createSqliteReadStore({ path: join(dataDir, 'read-models.sqlite') });
    const searchIndex = createSqliteSearchIndex({ path: join(dataDir, 'search.sqlite') });
    // Long enough that the command line (a progress line a second) shows the rebuild midway: one read
    // of the log now feeds every projection, in bulk, so 15,000 events took well under a second.
    await writeSampleLog(eventStore, { events: 100_000 });
    await replayInto(eventStore, readStore, searchIndex, ALL_PROJECTIONS, silentLogger);
    // Drift only a rebuild puts right.
    const [post] = await readStore.collection('posts').find({}, { limit: 1 });
    await readStore.collection('posts').patch(post!._id, { title: 'edited by hand' }, 1e12);
    await Promise.all([eventStore.close(), readStore.close(), searchIndex.close()]);
    expect((await differencesFromCleanRebuild(dataDir)).length).toBe(1);

    const first = rebuildHere(dataDir);
    const killedAt = await first.when((p) => p.done > p.total * 0.2 && p.done < p.total * 0.8);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull(); // killed, not finished
    const id = /Starting rebuild ([a-z0-9]+)/.exec(first.output())?.[1];
    expect(id).toBeDefined();

    const second = rebuildHere(dataDir);
    expect(await second.exited).toBe(0);
    expect(second.output()).toContain('In this process');
    expect(second.output()).toContain(`Carrying on with rebuild ${id}`);
    expect(second.output()).toContain(`Rebuild ${id} done`);
    // It carried on: less was left to do than the whole rebuild.
    const resumedTotal = second.progress[0]?.total ?? /(\d+) events in/.exec(second.output())?.[1];
    expect(Number(resumedTotal)).toBeLessThan(killedAt.total);

    expect(await differencesFromCleanRebuild(dataDir)).toEqual([]);
  });
});

describe('where the command line runs a rebuild', () => {
  it('refuses --on-queue without a shared job queue, and --here with --on-queue, starting nothing', async () => {
    const dataDir = tempDir('mohalla-rebuild-flags-');
    const noQueue = rebuildCli({ ...sqliteStores(dataDir), JOB_QUEUE: 'inprocess' }, ['--on-queue']);
    expect(await noQueue.exited).toBe(2);
    expect(noQueue.output()).toContain('--on-queue needs the shared job queue');
    const both = rebuildCli(sqliteStores(dataDir), ['--here', '--on-queue']);
    expect(await both.exited).toBe(2);
    expect(both.output()).toContain('Usage:');
    const here = rebuildCli({ ...sqliteStores(dataDir), JOB_QUEUE: 'inprocess' }, ['posts']);
    expect(await here.exited).toBe(0);
    expect(here.output()).toContain('In this process (no shared job queue is configured)');
    expect(here.output()).toMatch(/Rebuild \w+ done: posts swapped in/);
  });
});

describe('kill -9 of the node running an admin rebuild', () => {
  const LEASE_MS = 1_500;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('shows it interrupted once its lease lapses, and another rebuild then starts instead of a 409', {
    timeout: 240_000,
  }, async () => {
    const dataDir = tempDir('mohalla-rebuild-lease-');
    const eventStore = createSqliteEventStore({ path: join(dataDir, 'events.sqlite') });
    // Enough that the second rebuild outlasts several leases, so their renewal is what keeps it alive.
    await writeSampleLog(eventStore, { events: 100_000 });
    await eventStore.close();
    const env = { SEED_DEMO: 'false', REBUILD_LEASE_MS: String(LEASE_MS) };
    const first = await startSingleNode({ dataDir, env });
    const admin = await signUpAdmin(first);
    const started = await request(first.url, 'POST', '/api/admin/rebuild', {
      body: { projections: ['posts'] },
      headers: admin.auth,
    });
    expect(started.status).toBe(202);
    const killedId: string = started.body.id;
    await first.kill();
    const killedAt = Date.now();

    const node = await startSingleNode({ dataDir, env });
    const status = async (id: string) =>
      (await request(node.url, 'GET', `/api/admin/rebuild/${id}`, { headers: admin.auth })).body;
    try {
      // Within the lease (and a few polls) of the kill, the dead rebuild no longer passes for a live one.
      let seen = await status(killedId);
      while (seen.state !== 'interrupted' && Date.now() < killedAt + LEASE_MS + 3_000) {
        await sleep(100);
        seen = await status(killedId);
      }
      expect(seen).toMatchObject({
        id: killedId,
        state: 'interrupted',
        eventsPerSecond: 0,
        etaSeconds: null,
      });
      expect(seen.error).toContain('ask for the same projections again');

      // A rebuild of other projections starts; the interrupted one gives way.
      const other = await request(node.url, 'POST', '/api/admin/rebuild', { body: {}, headers: admin.auth });
      expect(other.status).toBe(202);
      expect(other.body.id).not.toBe(killedId);
      expect(await status(killedId)).toMatchObject({ state: 'abandoned' });

      // Alive, it renews its lease (every third of it): never shown interrupted while it runs.
      const states = new Set<string>();
      let last = await status(other.body.id);
      for (const deadline = Date.now() + 180_000; Date.now() < deadline; ) {
        states.add(last.state);
        if (!['building', 'swapping'].includes(last.state)) break;
        await sleep(100);
        last = await status(other.body.id);
      }
      expect(last).toMatchObject({ state: 'done', error: null });
      expect([...states]).not.toContain('interrupted');
    } finally {
      await node.stop();
    }
  });
});
