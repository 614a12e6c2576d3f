import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createSqliteEventStore, createSqliteReadStore, type Logger, silentLogger } from '@mohalla/infra';
import { afterAll, expect, it } from 'vitest';
import { writeSampleLog } from '../../../test/support/sampleLog.js';
import { ALL_PROJECTIONS } from '../registry.js';
import { appendSignalBuffer } from './appendSignal.js';
import { startProjectorThread } from './projectorThread.js';

const dir = mkdtempSync(join(tmpdir(), 'mohalla-projector-thread-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pathsOf = (name: string) => ({
  eventsPath: join(dir, `${name}.events.sqlite`),
  readModelsPath: join(dir, `${name}.read.sqlite`),
  searchPath: join(dir, `${name}.search.sqlite`),
});

const checkpointsIn = async (readModelsPath: string) => {
  const readStore = createSqliteReadStore({ path: readModelsPath });
  try {
    return await Promise.all(ALL_PROJECTIONS.map((p) => readStore.checkpoints.get(p.name)));
  } finally {
    await readStore.close();
  }
};

it('applies the log in its thread, holds still while paused, and stops cleanly', {
  timeout: 120_000,
}, async () => {
  const paths = pathsOf('live');
  const appendSignal = appendSignalBuffer();
  let thread: ReturnType<typeof startProjectorThread> | undefined;
  const eventStore = createSqliteEventStore({ path: paths.eventsPath, appendSignal });
  try {
    thread = startProjectorThread({ ...paths, appendSignal, logger: silentLogger });
    await thread.caughtUp;
    await thread.pause();
    await writeSampleLog(eventStore, { events: 300, cities: 1, areasPerCity: 2 });
    const head = await eventStore.headPosition();
    // Later than anything the paused thread could have done: a second thread on the same log, from
    // its start, has applied those events (its `caughtUp`: everything the log held when it started).
    const witness = startProjectorThread({
      ...pathsOf('witness'),
      eventsPath: paths.eventsPath,
      appendSignal,
      logger: silentLogger,
    });
    try {
      await witness.caughtUp;
    } finally {
      await witness.stop();
    }
    expect(await checkpointsIn(pathsOf('witness').readModelsPath)).toEqual(ALL_PROJECTIONS.map(() => head));
    expect((await checkpointsIn(paths.readModelsPath)).some((at) => (at ?? 0) >= head)).toBe(false);

    thread.resume();
    for (let waited = 0; ; waited += 50) {
      if ((await checkpointsIn(paths.readModelsPath)).every((at) => at === head)) break;
      if (waited > 30_000) throw new Error('the projector thread did not reach the head');
      await sleep(50);
    }
    await thread.stop();
    await expect(thread.finished).resolves.toBeUndefined();
  } finally {
    await thread?.stop();
    await eventStore.close();
  }
});

it('rejects `finished` and logs when its projector fails', { timeout: 60_000 }, async () => {
  const errors: string[] = [];
  const logger: Logger = { ...silentLogger, error: (message) => errors.push(message) };
  const paths = { ...pathsOf('failing'), readModelsPath: join(dir, 'missing', 'read.sqlite') };
  const thread = startProjectorThread({ ...paths, appendSignal: appendSignalBuffer(), logger });
  await expect(thread.finished).rejects.toThrow();
  expect(errors.length).toBeGreaterThan(0);
  await thread.stop();
});
