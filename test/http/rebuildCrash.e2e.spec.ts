import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createSqliteEventStore,
  createSqliteReadStore,
  createSqliteSearchIndex,
  silentLogger,
} from '@mohalla/infra';
import { ALL_PROJECTIONS, replayInto } from '@mohalla/projectors';
import { describe, expect, it } from 'vitest';
import { rebuildCli, sqliteStores } from '../support/rebuildCli.js';
import { differencesFromCleanRebuild } from '../support/rebuildOracle.js';
import { writeSampleLog } from '../support/sampleLog.js';

/**
 * The command line running the rebuild in its own process (`--here`), as the
 * single node has it: the test env may set REDIS_URL, which would otherwise
 * send the rebuild to a shared queue with no projectors' process working it.
 */
const rebuildHere = (dataDir: string) => rebuildCli(sqliteStores(dataDir), ['--here']);

describe('kill -9 during a rebuild', () => {
  it('carries on when run again and ends equal to a clean rebuild', { timeout: 300_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mohalla-rebuild-crash-'));
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
    const dataDir = mkdtempSync(join(tmpdir(), 'mohalla-rebuild-flags-'));
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
