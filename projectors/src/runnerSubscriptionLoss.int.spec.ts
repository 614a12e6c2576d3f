import { type EventStore, type Subscription, type SubscriptionItem, silentLogger } from '@mohalla/infra';
import { expect, it } from 'vitest';
import { writeSampleLog } from '../../test/support/sampleLog.js';
import { postsOf, postsProjection } from './posts/postsProjection.js';
import { startProjector } from './runner.js';
import { type ProjectorHealth, superviseProjector } from './supervisedProjector.js';
import { projectorStoreFolder } from './testing/projectorStores.js';

const { open } = projectorStoreFolder('mohalla-subscription-loss-');

type Drop = 'none' | 'end' | 'fail';

/**
 * The real SQLite store, whose subscriptions can be made to drop once: the
 * item in flight never reaches the consumer, and the iteration either ends
 * as if closed (`end`) or rejects (`fail`), as a KurrentDB client does when
 * its server restarts (it emits `error` and never subscribes again).
 */
function droppingSubscriptions(store: EventStore) {
  const control = { next: 'none' as Drop, dropped: 0 };
  const wrap = (inner: Subscription): Subscription => ({
    close: () => inner.close(),
    [Symbol.asyncIterator]() {
      const items = inner[Symbol.asyncIterator]();
      return {
        async next(): Promise<IteratorResult<SubscriptionItem>> {
          const result = await items.next();
          const drop = control.next;
          if (result.done || drop === 'none') return result;
          control.next = 'none';
          control.dropped++;
          await inner.close();
          if (drop === 'fail') throw new Error('subscription dropped: server restarted (test)');
          return { done: true, value: undefined };
        },
        async return() {
          await inner.close();
          return { done: true, value: undefined };
        },
      };
    },
  });
  const dropping: EventStore = { ...store, subscribeToAll: (options) => wrap(store.subscribeToAll(options)) };
  return { store: dropping, control };
}

async function until(condition: () => Promise<boolean> | boolean, what: string, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function storesFor(name: string) {
  const { eventStore, readStore, searchIndex, close } = open(name);
  const { store, control } = droppingSubscriptions(eventStore);
  const start = () =>
    startProjector({
      eventStore: store,
      readStore,
      searchIndex,
      projections: [postsProjection],
      logger: silentLogger,
    });
  return { eventStore, readStore, control, start, close };
}

it('a live run whose subscription ends by itself fails (it used to finish as if stopped, and nobody restarted it)', async () => {
  const { eventStore, control, start, close } = storesFor('ended');
  const run = start();
  try {
    await run.caughtUp;
    control.next = 'end';
    await writeSampleLog(eventStore, { events: 20, cities: 1, areasPerCity: 1 });
    await expect(run.finished).rejects.toThrow(/subscription to the log ended/);
    expect(control.dropped).toBe(1);
  } finally {
    await run.stop();
    await close();
  }
});

for (const drop of ['end', 'fail'] as const) {
  it(`supervised, a dropped subscription (${drop}) is followed again from the checkpoints: nothing lost, health says so`, {
    timeout: 60_000,
  }, async () => {
    const { eventStore, readStore, control, start, close } = storesFor(`supervised-${drop}`);
    const states: ProjectorHealth['state'][] = [];
    const projector = superviseProjector(start, {
      logger: silentLogger,
      firstDelayMs: 20,
      maxDelayMs: 40,
      onHealth: (health) => states.push(health.state),
    });
    try {
      await projector.caughtUp;
      control.next = drop;
      const written = await writeSampleLog(eventStore, { events: 200, cities: 1, areasPerCity: 1 });
      const head = await eventStore.headPosition();
      await until(async () => ((await readStore.checkpoints.get('posts')) ?? 0) >= head, 'the head');
      expect(control.dropped).toBe(1);
      expect(await postsOf(readStore).count()).toBe(written.postIds.length);
      expect(states).toContain('retrying');
      await until(() => projector.health().state === 'running', 'the health to recover');
    } finally {
      await projector.stop();
      await close();
    }
  });
}

it('supervised, a run that ends though nobody stopped it counts as a failure and is started again', async () => {
  let starts = 0;
  const endsAtOnce = () => {
    starts++;
    const finished = Promise.resolve();
    return { caughtUp: finished, finished, pause: async () => {}, resume: () => {}, stop: async () => {} };
  };
  const projector = superviseProjector(endsAtOnce, { logger: silentLogger, firstDelayMs: 5, maxDelayMs: 5 });
  try {
    await until(() => starts >= 3, 'runs after the first ended');
    expect(projector.health().failures).toBeGreaterThanOrEqual(1);
    expect(projector.health().lastError).toContain('nobody stopped it');
  } finally {
    await projector.stop();
  }
  await expect(projector.finished).resolves.toBeUndefined();
});
