import { type ReadStore, silentLogger } from '@mohalla/infra';
import { expect, it } from 'vitest';
import { writeSampleLog } from '../../test/support/sampleLog.js';
import { postsOf, postsProjection } from './posts/postsProjection.js';
import { startProjector } from './runner.js';
import { FAILED_AFTER, type ProjectorHealth, superviseProjector } from './supervisedProjector.js';
import { projectorStoreFolder } from './testing/projectorStores.js';

const { open } = projectorStoreFolder('mohalla-supervised-');

/** The read store with its batch writes failing while `down` (a server gone away mid-run). */
function unreliable(store: ReadStore) {
  const outage = { down: false, refused: 0 };
  const writeBatch: ReadStore['writeBatch'] = (writes, positions) => {
    if (outage.down) {
      outage.refused++;
      return Promise.reject(new Error('read store unreachable (test outage)'));
    }
    return store.writeBatch(writes, positions);
  };
  return { store: { ...store, checkpoints: store.checkpoints, writeBatch } as ReadStore, outage };
}

async function until(condition: () => Promise<boolean> | boolean, what: string, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Stores of their own, the read store's batch writes failing while `outage.down`, and a supervised projector on them. */
function supervisedOnUnreliableStore(name: string, onHealth?: (health: ProjectorHealth) => void) {
  const { eventStore, readStore, searchIndex, close } = open(name);
  const { store, outage } = unreliable(readStore);
  const projector = superviseProjector(
    () =>
      startProjector({
        eventStore,
        readStore: store,
        searchIndex,
        projections: [postsProjection],
        logger: silentLogger,
      }),
    { logger: silentLogger, firstDelayMs: 20, maxDelayMs: 40, ...(onHealth ? { onHealth } : {}) },
  );
  return { eventStore, readStore, outage, projector, close };
}

it('a read-store outage is retried from the checkpoints, reported while it lasts, and heals without a hand', {
  timeout: 120_000,
}, async () => {
  const seen: ProjectorHealth['state'][] = [];
  const { eventStore, readStore, outage, projector, close } = supervisedOnUnreliableStore('outage', (h) =>
    seen.push(h.state),
  );
  try {
    await projector.caughtUp;
    outage.down = true;
    const written = await writeSampleLog(eventStore, { events: 300, cities: 1, areasPerCity: 1 });
    const head = await eventStore.headPosition();

    // The runner alone would have ended here for good; supervised, it keeps trying and says so.
    await until(() => projector.health().failures >= FAILED_AFTER, 'the failures to add up');
    expect(projector.health().state).toBe('failed');
    expect(projector.health().lastError).toContain('read store unreachable');
    expect(seen).toContain('retrying');
    expect((await readStore.checkpoints.get('posts')) ?? 0).toBeLessThan(head);

    outage.down = false;
    await until(async () => ((await readStore.checkpoints.get('posts')) ?? 0) >= head, 'the head');
    expect(await postsOf(readStore).count()).toBe(written.postIds.length);
    await until(() => projector.health().state === 'running', 'the health to recover');
    expect(projector.health().failures).toBe(0);
  } finally {
    await projector.stop();
    await close();
  }
});

it('a pause during the wait between runs holds the next run until resumed; stop ends the waiting', {
  timeout: 60_000,
}, async () => {
  const failingRun = () => {
    const finished = Promise.reject(new Error('log unreachable (test)'));
    return {
      caughtUp: finished,
      finished,
      pause: async () => {},
      resume: () => {},
      stop: async () => {},
    };
  };
  const options = { logger: silentLogger, firstDelayMs: 10, maxDelayMs: 10 };
  /** A supervisor whose every run fails at once, counting its runs. */
  const failingSupervisor = () => {
    let runs = 0;
    const supervisor = superviseProjector(() => {
      runs++;
      return failingRun();
    }, options);
    return { supervisor, runs: () => runs };
  };
  /**
   * Later than any next run the supervisor under test had scheduled: a second supervisor with
   * the same waits, started now, has waited between runs twice (timers of one length fire in the
   * order they were set).
   */
  const witnessWaitsTwice = async () => {
    const witness = failingSupervisor();
    await until(() => witness.runs() >= 3, "the witness's third run");
    await witness.supervisor.stop();
  };
  const { supervisor: projector, runs: starts } = failingSupervisor();
  await until(() => starts() >= 2, 'a second run');
  await projector.pause();
  const whilePaused = starts();
  await witnessWaitsTwice();
  expect(starts()).toBe(whilePaused);
  projector.resume();
  await until(() => starts() > whilePaused, 'a run after resume');
  await projector.stop();
  const atStop = starts();
  await witnessWaitsTwice();
  expect(starts()).toBe(atStop);
});

it('a pause while the store is away resolves (nothing is in hand), and the projector heals after resume', {
  timeout: 120_000,
}, async () => {
  const { eventStore, readStore, outage, projector, close } = supervisedOnUnreliableStore('pause-outage');
  try {
    await projector.caughtUp;
    outage.down = true;
    const written = await writeSampleLog(eventStore, { events: 100, cities: 1, areasPerCity: 1 });
    await until(() => projector.health().failures >= 1, 'a failed run');

    const paused = projector.pause().then(() => 'paused');
    const waited = new Promise((resolve) => setTimeout(() => resolve('still waiting'), 3_000));
    expect(await Promise.race([paused, waited])).toBe('paused'); // hung for good before (a rebuild's swap with it)

    outage.down = false;
    projector.resume();
    const head = await eventStore.headPosition();
    await until(async () => ((await readStore.checkpoints.get('posts')) ?? 0) >= head, 'the head');
    expect(await postsOf(readStore).count()).toBe(written.postIds.length);
  } finally {
    await projector.stop();
    await close();
  }
});
