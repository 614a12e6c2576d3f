import { type ChildProcess, spawn } from 'node:child_process';
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
import { differencesFromCleanRebuild } from '../support/rebuildOracle.js';
import { writeSampleLog } from '../support/sampleLog.js';
import { repoRoot } from '../support/singleNode.js';

interface Progress {
  done: number;
  total: number;
}

/** `npm run rebuild` on a data folder, as its own process; it prints a progress line a second without a terminal. */
function rebuildCli(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'launcher/src/rebuildCli.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      EVENT_STORE: 'sqlite',
      EVENT_STORE_PATH: join(dataDir, 'events.sqlite'),
      READ_STORE: 'sqlite',
      READ_STORE_PATH: join(dataDir, 'read-models.sqlite'),
      SEARCH_INDEX: 'sqlite',
      SEARCH_INDEX_PATH: join(dataDir, 'search.sqlite'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const progress: Progress[] = [];
  const listeners = new Set<(p: Progress) => void>();
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    for (const match of chunk.toString().matchAll(/: (\d+)\/(\d+) events/g)) {
      const p = { done: Number(match[1]), total: Number(match[2]) };
      progress.push(p);
      for (const listener of listeners) listener(p);
    }
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child: child as ChildProcess,
    exited,
    progress,
    output: () => output,
    /** Resolves with the first progress line that satisfies `test`. */
    when: (test: (p: Progress) => boolean) =>
      new Promise<Progress>((resolve, reject) => {
        void exited.then((code) => reject(new Error(`the rebuild exited (${code}) first:\n${output}`)));
        listeners.add((p) => {
          if (test(p)) resolve(p);
        });
      }),
  };
}

describe('kill -9 during a rebuild', () => {
  it('carries on when run again and ends equal to a clean rebuild', { timeout: 300_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mohalla-rebuild-crash-'));
    const eventStore = createSqliteEventStore({ path: join(dataDir, 'events.sqlite') });
    const readStore = createSqliteReadStore({ path: join(dataDir, 'read-models.sqlite') });
    const searchIndex = createSqliteSearchIndex({ path: join(dataDir, 'search.sqlite') });
    await writeSampleLog(eventStore, { events: 15_000 });
    await replayInto(eventStore, readStore, searchIndex, ALL_PROJECTIONS, silentLogger);
    // Drift only a rebuild puts right.
    const [post] = await readStore.collection('posts').find({}, { limit: 1 });
    await readStore.collection('posts').patch(post!._id, { title: 'edited by hand' }, 1e12);
    await Promise.all([eventStore.close(), readStore.close(), searchIndex.close()]);
    expect((await differencesFromCleanRebuild(dataDir)).length).toBe(1);

    const first = rebuildCli(dataDir);
    const killedAt = await first.when((p) => p.done > p.total * 0.2 && p.done < p.total * 0.8);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull(); // killed, not finished
    const id = /Starting rebuild ([a-z0-9]+)/.exec(first.output())?.[1];
    expect(id).toBeDefined();

    const second = rebuildCli(dataDir);
    expect(await second.exited).toBe(0);
    expect(second.output()).toContain(`Carrying on with rebuild ${id}`);
    expect(second.output()).toContain(`Rebuild ${id} done`);
    // It carried on: less was left to do than the whole rebuild.
    const resumedTotal = second.progress[0]?.total ?? /(\d+) events in/.exec(second.output())?.[1];
    expect(Number(resumedTotal)).toBeLessThan(killedAt.total);

    expect(await differencesFromCleanRebuild(dataDir)).toEqual([]);
  });
});
