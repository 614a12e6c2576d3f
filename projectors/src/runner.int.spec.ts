import { type ReadStore, silentLogger } from '@mohalla/infra';
import { expect, it } from 'vitest';
import { writeSampleLog } from '../../test/support/sampleLog.js';
import { postsOf, postsProjection } from './posts/postsProjection.js';
import { startProjector } from './runner.js';
import { projectorStoreFolder } from './testing/projectorStores.js';

const { open } = projectorStoreFolder('mohalla-runner-');

/** The same store, counting how often checkpoints are written (alone, or with a batch of effects). */
function counting(store: ReadStore) {
  const counts = { writes: 0 };
  const checkpoints = {
    ...store.checkpoints,
    setMany: (positions: Readonly<Record<string, number>>) => {
      counts.writes++;
      return store.checkpoints.setMany(positions);
    },
  };
  const writeBatch: ReadStore['writeBatch'] = (writes, positions) => {
    if (positions && Object.keys(positions).length > 0) counts.writes++;
    return store.writeBatch(writes, positions);
  };
  return { store: { ...store, checkpoints, writeBatch } as ReadStore, counts };
}

it('stores checkpoints once per batch of events during a catch-up, and reaches the head', {
  timeout: 120_000,
}, async () => {
  const { eventStore, readStore, searchIndex, close } = open('batches');
  try {
    await writeSampleLog(eventStore, { events: 5000, cities: 2, areasPerCity: 2 });
    const head = await eventStore.headPosition();
    const { store, counts } = counting(readStore);
    await startProjector({
      eventStore,
      readStore: store,
      searchIndex,
      projections: [postsProjection],
      logger: silentLogger,
      until: head,
    }).finished;
    expect(await readStore.checkpoints.get('posts')).toBe(head);
    expect(counts.writes).toBeGreaterThan(0);
    expect(counts.writes).toBeLessThan(head / 50); // not one per event
  } finally {
    await close();
  }
});

it('holds still while paused, stores its checkpoint when the log goes quiet, and carries on when resumed', {
  timeout: 120_000,
}, async () => {
  const { eventStore, readStore, searchIndex, close } = open('pause');
  const projector = startProjector({
    eventStore,
    readStore,
    searchIndex,
    projections: [postsProjection],
    logger: silentLogger,
  });
  try {
    await writeSampleLog(eventStore, { events: 200, cities: 1, areasPerCity: 1 });
    await projector.caughtUp;
    const settle = async (store: ReadStore = readStore) => {
      const head = await eventStore.headPosition();
      while (((await store.checkpoints.get('posts')) ?? 0) < head)
        await new Promise((r) => setTimeout(r, 20));
    };
    await settle(); // live and quiet: the checkpoint is stored without waiting for a batch to fill
    const before = await postsOf(readStore).count();
    const pausedAt = await readStore.checkpoints.get('posts');

    await projector.pause();
    const more = await writeSampleLog(eventStore, { events: 60, cities: 1, areasPerCity: 1, seed: 9 });
    // Later than anything the paused projector could have done: a second projector, following the
    // same log in the same way but from the start, has applied the new events and stored the head.
    const witness = open('pause-witness');
    const witnessProjector = startProjector({
      ...witness,
      eventStore,
      projections: [postsProjection],
      logger: silentLogger,
    });
    try {
      await settle(witness.readStore);
      expect(await postsOf(witness.readStore).count()).toBe(before + more.postIds.length);
    } finally {
      await witnessProjector.stop();
      await witness.close();
    }
    expect(await postsOf(readStore).count()).toBe(before);
    expect(await readStore.checkpoints.get('posts')).toBe(pausedAt);

    projector.resume();
    await settle();
    expect(await postsOf(readStore).count()).toBe(before + more.postIds.length);
  } finally {
    await projector.stop();
    await close();
  }
});
